import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    pool: 'forks',
    // At least two files at a time: vitest's default (one fewer than the cores) is one on a two-core
    // machine, where PGlite's single thread then left the other core idle (decision 0044).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Every statement's answer is checked against its declared row shape (db/sql.ts, decision 0001).
    env: { CHECK_ROW_SHAPES: '1' },
  },
});
