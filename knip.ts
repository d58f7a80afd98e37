import type { KnipConfig } from 'knip';

/*
 * knip, run by `npm run lint`: a file nothing reaches, an export nothing imports, a package nothing uses
 * fails CI. Its plugins read package.json's scripts, the Vite, Vitest and Playwright configs (tests, the
 * web's index.html, the 'zod' alias) and dependency-cruiser's; below is only what they cannot see.
 */
const config: KnipConfig = {
  entry: [
    // Bundled by build/server-build.mjs as esbuild entry points (`npm start` runs start.js).
    'src/server/start.ts',
    // The import reader's thread: read-file.ts starts it by a file name chosen at run time (.ts or .js).
    'src/server/import/read-file-worker.ts',
    // Scripts run by hand, named in their own usage comment (cut-release when a release is cut).
    'src/server/db/releases/cut-release.ts',
    'src/server/db/look-alikes/skeleton-sql.ts',
    'bench/look-alikes.ts',
    // Spawned by path from bench/run.ts (startServer's `script`).
    'bench/ceiling-server.ts',
    // What 'zod' means in the web app: vite.config.ts aliases it with a RegExp, which knip does not follow.
    'src/web/zod.ts',
    // dependency-cruiser's Babel plugin (below), named from the project's root where knip looks in build/.
    'build/babel-keep-type-imports.cjs',
  ],
  // dependency-cruiser reads the code through this Babel config (.dependency-cruiser.cjs babelConfig),
  // which names the presets and plugins it needs.
  babel: { config: ['build/babel-depcruise.json'] },
  // The same plugin as the config names it: relative to the root, as dependency-cruiser resolves it.
  ignoreUnresolved: ['./build/babel-keep-type-imports.cjs'],
  // Debian's programs, not npm packages: poppler-utils' (the document tests read the PDFs back, .ci/run
  // installs it), postgresql-client's pg_dump (db:backup, docs/operations.md), wrk and nginx (docs/benchmarks.md).
  ignoreBinaries: ['pdftotext', 'pdfinfo', 'pdffonts', 'pg_dump', 'wrk', 'nginx'],
};

export default config;
