// The server, as a service manager runs it after `npm run build`: node dist/server/main.js (docs/operations.md,
// "Running it in production"); in development `node --import tsx src/server/main.ts`.
import { failStart, runServer } from './server';

runServer().catch(failStart);
