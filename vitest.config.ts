import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** The proofs: tests that spawn processes or wait on real clocks (`npm run test:proofs`, decision 0052). */
export const PROOFS = 'src/**/*.proof.test.ts';

/** What both suites share: the database template, the workers, the row-shape checks. */
export const shared = {
  globalSetup: ['src/server/testing/global-setup.ts'],
  pool: 'forks' as const,
  // At least two files at a time: vitest's default (one fewer than the cores) is one on a two-core
  // machine, where PGlite's single thread then left the other core idle (decision 0044).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // Every statement's answer is checked against its declared row shape (db/sql.ts, decision 0001), and
  // every answer's status against those its route publishes (http/answers.ts, decision 0040).
  env: { CHECK_ROW_SHAPES: '1', CHECK_DECLARED_ANSWERS: '1' },
};

/**
 * The component tests of the web app's widgets (`// @vitest-environment happy-dom`, no database): run by
 * `npm test` only, not again by `npm run test:pg`.
 */
const COMPONENTS = 'src/web/**/*.test.tsx';

// npm test: everything that runs in process on a copy of the template, the proofs apart. Without
// isolation, each worker imports the server once for all its files (decision 0052): half the run's time.
export default defineConfig({
  test: {
    ...shared,
    include: ['src/**/*.test.ts', 'examples/**/*.test.ts', COMPONENTS],
    exclude: [...configDefaults.exclude, PROOFS, ...(process.env.TEST_DATABASE === 'pg' ? [COMPONENTS] : [])],
    isolate: false,
    // The component tests' window (polyfills, app-config, cleanup); a file without one skips it.
    setupFiles: ['src/web/testing/dom-setup.ts'],
  },
});
