import { randomUUID } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Credentials, integrationClient, tokenOf } from './client';

// `npm run sync:example`: another system's copy of the university kept by the change feed
// (docs/integration.md "Change feed"). It reads `GET /changes` from the version it last kept, page by page,
// and writes the copy and that version together after each page (a new file renamed over the old), so that a
// crash resumes where the last page ended: nothing skipped, nothing applied twice. A version the server no
// longer knows (410: the database was restored) starts the copy again from 0.
//
//   npm run sync:example -- --url http://localhost:3000/api/integration/v1 \
//     --client-id ac_demotimetableaaaaaaaaaaaaa --secret demo-integration-secret --out sync-copy.json

/** The copy: every record by `<kind>/<id>`, as its resource answers it, and the feed's version it stands at. */
export interface SyncCopy {
  after: string;
  records: Record<string, unknown>;
}

const EMPTY: SyncCopy = { after: '0', records: {} };

/** The copy a file holds, or an empty one when there is none yet. */
export async function readCopy(file: string): Promise<SyncCopy> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SyncCopy;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return structuredClone(EMPTY);
    throw error;
  }
}

/** Writes the copy whole or not at all: a reader, or a crash, never sees half of it. */
async function writeCopy(file: string, copy: SyncCopy) {
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, JSON.stringify(copy));
  await rename(partial, file);
}

/**
 * Brings the copy in `file` up to the feed's present: answers how many entries it applied. `pageLimit` is
 * how many entries a page asks for; `afterPage` runs once a page is kept (the tests crash there).
 */
export async function syncOnce(
  baseUrl: string,
  credentials: Credentials,
  file: string,
  { pageLimit = 500, afterPage }: { pageLimit?: number; afterPage?: (copy: SyncCopy) => void } = {},
): Promise<number> {
  const client = integrationClient(baseUrl);
  let authorization = `Bearer ${await tokenOf(client, credentials)}`;
  let copy = await readCopy(file);
  let applied = 0;
  for (;;) {
    const { data, error, response } = await client.GET('/changes', {
      params: { query: { after: copy.after, limit: pageLimit } },
      headers: { authorization },
    });
    if (response.status === 401) {
      // The token lived its minutes: another, and the same page again.
      authorization = `Bearer ${await tokenOf(client, credentials)}`;
      continue;
    }
    if (response.status === 410) {
      copy = structuredClone(EMPTY);
      continue;
    }
    if (!data) throw new Error(`changes refused (${response.status}): ${error?.detail ?? error?.title}`);
    for (const entry of data.data) {
      const key = `${entry.kind}/${entry.id}`;
      if (entry.record === null) delete copy.records[key];
      else copy.records[key] = entry.record;
    }
    applied += data.data.length;
    copy.after = data.next;
    await writeCopy(file, copy);
    afterPage?.(copy);
    if (!data.hasMore) return applied;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://localhost:3000/api/integration/v1' },
      'client-id': { type: 'string', default: 'ac_demotimetableaaaaaaaaaaaaa' },
      secret: { type: 'string', default: 'demo-integration-secret' },
      out: { type: 'string', default: 'sync-copy.json' },
      follow: { type: 'string', description: 'seconds between polls; once when absent' },
    },
  });
  const file = resolve(values.out);
  const credentials = { clientId: values['client-id'], clientSecret: values.secret };
  const every = values.follow === undefined ? undefined : Number(values.follow) * 1000;
  for (;;) {
    const applied = await syncOnce(values.url, credentials, file);
    const copy = await readCopy(file);
    console.info(
      `${new Date().toISOString()} ${applied} changes applied; ${Object.keys(copy.records).length} records in ${file}`,
    );
    if (every === undefined || !(every > 0)) break;
    await new Promise((resolveWait) => setTimeout(resolveWait, every));
  }
}
