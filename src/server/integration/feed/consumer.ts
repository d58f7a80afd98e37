import { expect, vi } from 'vitest';
import { kindScopes } from './kinds';

// The feed's tests' consumer (decision 0077): follows the feed page by page from a version, keeping a copy of
// every record (kind/id → record), as an integrating system would; and the resources' listing to compare.

/** A GET of the integration API with a token (testing.ts's read). */
type Read = (path: string, token?: string) => Promise<{ statusCode: number; body: string; json(): unknown }>;

export interface Entry {
  version: string;
  kind: string;
  id: number;
  action: 'created' | 'updated' | 'deleted';
  record: { id: number } | null;
}

export interface Page {
  data: Entry[];
  next: string;
  hasMore: boolean;
}

export async function feedPage(read: Read, token: string, after: string, limit: number): Promise<Page> {
  const response = await read(`changes?after=${encodeURIComponent(after)}&limit=${limit}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

/** A consumer's copy and where it stands; `apply` keeps it as the feed says. */
export class Consumer {
  readonly copy = new Map<string, unknown>();
  readonly seen: Entry[] = [];
  after = '0';

  apply(page: Page) {
    for (const entry of page.data) {
      this.seen.push(entry);
      const key = `${entry.kind}/${entry.id}`;
      if (entry.record === null) this.copy.delete(key);
      else this.copy.set(key, entry.record);
    }
    this.after = page.next;
  }

  /** Reads pages until the feed has no more now; answers how many pages it read. */
  async catchUp(read: Read, token: string, limit: number) {
    let pages = 0;
    for (;;) {
      const page = await feedPage(read, token, this.after, limit);
      this.apply(page);
      pages += 1;
      if (!page.hasMore) return pages;
    }
  }

  /**
   * Catches up until an entry `wanted` is among those seen after the first `since`: the feed answers a change
   * once every transaction of the cluster older than it has ended, which on a shared server (the tests' other
   * files) may be a moment after its commit.
   */
  async catchUpTo(
    read: Read,
    token: string,
    limit: number,
    since: number,
    wanted: (entry: Entry) => boolean,
  ) {
    await vi.waitFor(
      async () => {
        await this.catchUp(read, token, limit);
        if (!this.seen.slice(since).some(wanted)) throw new Error('the change is not in the feed yet');
      },
      { timeout: 30_000, interval: 200 },
    );
  }
}

/** Every record the client's resources list now, as `kind/id` → record. */
export async function listing(read: Read, token: string, scopes: readonly string[]) {
  const records = new Map<string, unknown>();
  for (const [kind, scope] of Object.entries(kindScopes)) {
    if (!scopes.includes(scope)) continue;
    if (kind === 'university') {
      const response = await read(kind, token);
      expect(response.statusCode, response.body).toBe(200);
      const university = response.json() as { id: number };
      records.set(`${kind}/${university.id}`, university);
      continue;
    }
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await read(`${kind}?limit=1000${cursor ? `&cursor=${cursor}` : ''}`, token);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as { data: Array<{ id: number }>; next: string | null };
      for (const record of page.data) records.set(`${kind}/${record.id}`, record);
      cursor = page.next;
    }
  }
  return records;
}
