import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Every statement's answer is checked against its declared row shape (db/sql.ts, decision 0001).
    env: { CHECK_ROW_SHAPES: '1' },
  },
});
