// The server, as a service manager runs it: node --import tsx src/server/main.ts (docs/operations.md, "Configuration").
import { failStart, runServer } from './server';

runServer().catch(failStart);
