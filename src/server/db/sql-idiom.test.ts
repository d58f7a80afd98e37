import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decision 0001: the app reaches the database one way, db/sql.ts. Raw SQL text is the infrastructure's
 * alone: the connection itself, migrations, seeds, the change feed, locks, releases, backup dumps, and the
 * replica's log positions (asked outside any university's transaction).
 */
const infrastructure = [
  'db/connection.ts',
  'db/sql.ts',
  'db/migrate.ts',
  'db/changes.ts',
  'db/server-link.ts',
  'db/replica.ts',
  'db/seed.ts',
  'db/lock.ts',
  'db/releases/',
  'cli/backup-file/',
];

// The other ways: raw text with positional parameters, drizzle's execute with casts, the query builder.
const otherWays: Array<[string, RegExp]> = [
  ['a raw query', /\.query\s*[<(]/],
  ['drizzle execute', /\.execute\s*\(/],
  ['a cast of execute rows', /\browsOf\b/],
  ['the query builder', /\b(orm|tx|database)\s*\.\s*(select|insert|update|delete)\s*\(/],
  ['mirrored tables', /from '.*db\/schema'|drizzle-orm\/pg-core/],
];

const root = join(import.meta.dirname, '..');

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('one way to reach the database (decision 0001)', () => {
  it('no file of the app outside the infrastructure uses another', async () => {
    const found: string[] = [];
    for (const file of await sourceFiles(root)) {
      const path = relative(root, file);
      if (path.startsWith('testing/') || infrastructure.some((place) => path.startsWith(place))) continue;
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        for (const [way, pattern] of otherWays)
          if (pattern.test(line)) found.push(`${path}:${index + 1} ${way}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
