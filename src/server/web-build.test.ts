import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashWebSources, stampOf, WEB_SOURCES } from '../../build/sources-hash.mjs';
import { buildWebIfChanged } from './web-build';

/** A project folder with web sources and a build of them, but no vite: any build attempt fails. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'aa-webbuild-'));
  mkdirSync(join(root, 'src', 'web'), { recursive: true });
  mkdirSync(join(root, 'dist', 'web'), { recursive: true });
  writeFileSync(join(root, 'src', 'web', 'main.tsx'), 'export {};');
  writeFileSync(join(root, 'vite.config.ts'), 'export default {};');
  writeFileSync(join(root, 'dist', 'web', 'index.html'), '<html></html>');
  return root;
}

describe('npm start builds the web app only when its sources changed', () => {
  it('the hash follows the sources and nothing else', async () => {
    const root = project();
    const first = await hashWebSources(root);
    writeFileSync(join(root, 'dist', 'web', 'index.html'), '<html>rebuilt</html>');
    expect(await hashWebSources(root)).toBe(first);
    writeFileSync(join(root, 'src', 'web', 'main.tsx'), 'export const changed = 1;');
    expect(await hashWebSources(root)).not.toBe(first);
  });

  it('skips the build when dist/web was built from these sources, builds when one changed', async () => {
    const root = project();
    writeFileSync(join(root, 'dist', 'web', '.sources-hash'), await hashWebSources(root));
    await expect(buildWebIfChanged(root)).resolves.toBeUndefined();
    writeFileSync(join(root, 'vite.config.ts'), 'export default { changed: true };');
    await expect(buildWebIfChanged(root)).rejects.toThrow('Vite is not installed');
  });

  it('a restart reads the listing, and hashes the contents only when a file was touched', async () => {
    const root = project();
    const source = join(root, 'src', 'web', 'main.tsx');
    writeFileSync(join(root, 'dist', 'web', '.sources-hash'), await stampOf(root, WEB_SOURCES));
    // Touched, same contents: the listing differs, the contents do not: no build.
    utimesSync(source, new Date(), new Date(Date.now() + 5_000));
    await expect(buildWebIfChanged(root)).resolves.toBeUndefined();
    // Same size, other contents, a later time: built.
    writeFileSync(source, 'export {};'.replace('{}', '{ }').slice(0, 10));
    utimesSync(source, new Date(), new Date(Date.now() + 10_000));
    await expect(buildWebIfChanged(root)).rejects.toThrow('Vite is not installed');
  });
});
