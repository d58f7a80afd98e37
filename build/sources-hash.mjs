import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

// What the built web app is made from: its sources, the contract, and the build's own configuration.
const INPUT_FOLDERS = ['src/web', 'src/contract', 'build'];
const INPUT_FILES = ['vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

/** Beside the build: the hash of the sources it was made from (npm start rebuilds when they differ). */
export const SOURCES_HASH_FILE = join('dist', 'web', '.sources-hash');

async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of every input's path and content: the same sources give the same hash on any clone. */
export async function hashWebSources(root: string): Promise<string> {
  const files = [
    ...(await Promise.all(INPUT_FOLDERS.map((folder) => filesUnder(join(root, folder))))).flat(),
    ...INPUT_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Records which sources the build in dist/web was made from (run at the end of every build). */
export async function stampBuild(root: string): Promise<void> {
  await writeFile(join(root, SOURCES_HASH_FILE), await hashWebSources(root));
}
