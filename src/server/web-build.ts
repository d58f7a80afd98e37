import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtFrom, SOURCES_HASH_FILE, WEB_SOURCES } from '../../build/sources-hash.mjs';

/**
 * Runs `vite build` unless dist/web was built from exactly these sources (checked in a few tens of
 * milliseconds, so that a restart does not wait for a build; every build stamps its sources, see
 * vite.config.ts). Its output goes to this process's.
 */
export async function buildWebIfChanged(root = process.cwd()): Promise<void> {
  if (
    existsSync(join(root, 'dist', 'web', 'index.html')) &&
    (await builtFrom(root, SOURCES_HASH_FILE, WEB_SOURCES))
  )
    return;
  const vite = resolve(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Vite and the front-end libraries are development dependencies: a production install has none.
  if (!existsSync(vite))
    throw new Error(
      'dist/web is missing or older than its sources, and Vite is not installed (an install without dev ' +
        'dependencies?). Run `npm install` and `npm run build`, or serve an existing build with ' +
        '`node dist/server/main.js`.',
    );
  console.log('Building the web app (its sources changed since the last build)…');
  await new Promise<void>((done, failed) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', failed);
    child.on('exit', (code) => (code === 0 ? done() : failed(new Error(`vite build exited with ${code}`))));
  });
}
