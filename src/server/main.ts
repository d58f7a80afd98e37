// The server, as a service manager runs it: node --import tsx src/server/main.ts (README, "Configuration").
import { failStart, runServer } from './server';

runServer().catch(failStart);
