// What a build is made from, hashed: npm start rebuilds the web app or the server when their sources
// changed since the last build. Plain JavaScript, so that `npm start` (build/start.mjs) runs it without tsx.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The build's own configuration, an input of both builds. */
const SHARED_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];

/** The web app: its sources, the contract, and the build's configuration. */
export const WEB_SOURCES = {
  folders: ['src/web', 'src/contract', 'build'],
  files: ['vite.config.ts', ...SHARED_FILES],
};

/** The server: its sources but the tests, the contract, and the build's configuration. */
export const SERVER_SOURCES = {
  folders: ['src/server', 'src/contract', 'build'],
  files: SHARED_FILES,
  skip: (file) => /\.test\.ts$/.test(file) || file.includes('/testing/'),
};

/** Beside the web build: the hash of the sources it was made from. */
export const SOURCES_HASH_FILE = join('dist', 'web', '.sources-hash');

async function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function inputsOf(root, { folders, files, skip = () => false }) {
  return [
    ...(await Promise.all(folders.map((folder) => filesUnder(join(root, folder))))).flat(),
    ...files.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ]
    .filter((file) => !skip(relative(root, file)))
    .sort();
}

async function contentsOf(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs) {
    hash.update(relative(root, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * A hash of every input's path, size and modification time: read without opening a file (tens of
 * milliseconds, where the contents take a few hundred), so that a restart on unchanged sources does not
 * wait for the content hash. A different listing only means the contents must be hashed.
 */
async function listingOf(root, inputs) {
  const hash = createHash('sha256');
  const stats = await Promise.all(inputs.map((file) => stat(file)));
  inputs.forEach((file, index) => {
    hash.update(`${relative(root, file)}\0${stats[index].size}\0${stats[index].mtimeMs}\0`);
  });
  return hash.digest('hex');
}

/** A hash of every input's path and content: the same sources give the same hash on any clone. */
const hashSources = async (root, sources) => contentsOf(root, await inputsOf(root, sources));

/** What a build's stamp holds: the hash of its sources' contents, then of their listing. */
export async function stampOf(root, sources) {
  const inputs = await inputsOf(root, sources);
  const [contents, listing] = await Promise.all([contentsOf(root, inputs), listingOf(root, inputs)]);
  return `${contents}\n${listing}`;
}

export const hashWebSources = (root) => hashSources(root, WEB_SOURCES);

/**
 * Whether the build stamped in `stampFile` (under root) was made from exactly these sources. Sources
 * touched but unchanged (a checkout) cost one content hash: the stamp then takes their new listing.
 */
export async function builtFrom(root, stampFile, sources) {
  const stamp = join(root, stampFile);
  if (!existsSync(stamp)) return false;
  const [contents, listing] = (await readFile(stamp, 'utf8')).split('\n');
  const inputs = await inputsOf(root, sources);
  const current = await listingOf(root, inputs);
  if (listing === current) return true;
  if (contents !== (await contentsOf(root, inputs))) return false;
  await writeFile(stamp, `${contents}\n${current}`).catch(() => {}); // a read-only install still starts
  return true;
}

/** Records which sources the build in dist/web was made from (run at the end of every web build). */
export async function stampBuild(root) {
  await writeFile(join(root, SOURCES_HASH_FILE), await stampOf(root, WEB_SOURCES));
}
