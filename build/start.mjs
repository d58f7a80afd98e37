// npm start: the server as compiled JavaScript, built first when its sources changed (a few hundred
// milliseconds), then started as src/server/start.ts says: the web app built beside the database's start.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServerIfChanged, SERVER_DIR } from './server-build.mjs';

try {
  await buildServerIfChanged();
} catch (error) {
  console.error(`The server could not be built: ${error.message}`);
  process.exit(1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(process.cwd(), SERVER_DIR, 'start.js')).href);
