// The server as compiled JavaScript (decision 0050): esbuild bundles src/server/main.ts and start.ts (this
// project's TypeScript; the packages stay in node_modules) into dist/server, beside the files the code
// reads at run time from its own folder (import.meta.dirname). `npm run build` builds it; `npm start`
// (build/start.mjs) builds it first when its sources changed. Plain JavaScript, run without tsx.
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtFrom, SERVER_SOURCES, stampOf } from './sources-hash.mjs';

export const SERVER_DIR = join('dist', 'server');
const STAMP = '.sources-hash';

/** What the code reads beside itself, from its source folder, to the bundle's folder. */
const ASSETS = [
  ['src/server/db/migrations', 'migrations'],
  ['src/server/db/seed', 'seed'],
  ['src/server/auth/common-passwords.txt', 'common-passwords.txt'],
  ['src/server/documents/pdf-worker.mjs', 'pdf-worker.mjs'],
];

/**
 * Builds dist/server from the sources under `root` (into `outDir`, if given); the folder is replaced
 * whole, so that a server starting meanwhile finds the old build or the new one, never half of one.
 */
export async function buildServer(root = process.cwd(), outDir = join(root, SERVER_DIR)) {
  // esbuild comes with tsx, a dependency: a production install can build too.
  const { build } = await import('esbuild');
  const next = `${outDir}.${process.pid}.tmp`;
  await rm(next, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    // The import reader's thread is an entry of its own: read-file.ts starts it by its file's name.
    entryPoints: {
      main: 'src/server/main.ts',
      start: 'src/server/start.ts',
      'read-file-worker': 'src/server/import/read-file-worker.ts',
    },
    outdir: next,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // One folder: a chunk's import.meta.dirname is the entry's, where the assets are.
    splitting: true,
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  for (const [from, to] of ASSETS) await cp(join(root, from), join(next, to), { recursive: true });
  await writeFile(join(next, STAMP), await stampOf(root, SERVER_SOURCES));
  await mkdir(join(outDir, '..'), { recursive: true });
  await rm(outDir, { recursive: true, force: true });
  await rename(next, outDir);
}

/** Builds dist/server unless it was built from exactly these sources. */
export async function buildServerIfChanged(root = process.cwd()) {
  if (await builtFrom(root, join(SERVER_DIR, STAMP), SERVER_SOURCES)) return;
  console.log('Building the server (its sources changed since the last build)…');
  await buildServer(root);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
