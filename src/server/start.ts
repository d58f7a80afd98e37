// npm start: builds the web app if its sources changed since the last build, while the database opens
// (and, the first time, is created and filled with the demo data), then serves as main.ts does.
import { failStart, runServer } from './server';
import { buildWebIfChanged } from './web-build';

runServer({ webReady: buildWebIfChanged() }).catch(failStart);
