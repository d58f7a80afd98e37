import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TABLES } from './page-cache';

// A kept page is forgotten when a table it reads changes: every table the resources' SQL reads must be among
// those the cache listens to, or a change to it would leave pages stale.

describe('the resources’ page cache', () => {
  it('listens to every table the resources’ SQL reads', async () => {
    const folder = join(import.meta.dirname, 'resource-queries');
    const read = new Set<string>();
    for (const file of await readdir(folder)) {
      const text = await readFile(join(folder, file), 'utf8');
      for (const [, table] of text.matchAll(/\b(?:FROM|JOIN)\s+([a-z_]+)\b(?!\s*\()/g))
        if (table) read.add(table);
    }
    read.delete('audit_log');
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((table) => !RESOURCE_TABLES.includes(table))).toEqual([]);
  });
});
