import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { allDirection, allFaculty, saveDirection, saveLevel } from '../../contract/catalog';
import { checksList } from '../../contract/checks';

// The transport reads the page's config at load; these tests need only the keys and the cache.
vi.mock('./client', () => ({ callApi: vi.fn(), callApiWithMessage: vi.fn(), SCREEN_HANDLES_FAILURES: {} }));
vi.mock('./sms-toast', () => ({ messageOfRows: vi.fn(), showSmsToast: vi.fn() }));

const { read, readKey } = await import('./queries');
const { refreshAfterWrite } = await import('./write');

/** A cache holding these reads, and the keys each refetch asked for. */
async function cacheOf(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  const fetched: string[] = [];
  for (const key of keys)
    await client.prefetchQuery({
      queryKey: key,
      queryFn: () => {
        fetched.push(JSON.stringify(key));
        return [];
      },
    });
  fetched.length = 0;
  return { client, fetched };
}

describe('the reads a write makes stale, from the tables it writes', () => {
  it('reloads the data checks after a write of a table they read, in every language cached', async () => {
    const { client, fetched } = await cacheOf([
      read(checksList, undefined, { language: 'ru' }).queryKey,
      read(checksList, undefined, { language: 'en' }).queryKey,
      readKey(allFaculty),
    ]);
    await refreshAfterWrite(client, saveDirection);
    await vi.waitFor(() => expect(fetched).toHaveLength(2));
    expect(fetched.sort()).toEqual([
      JSON.stringify([checksList.path, 'en']),
      JSON.stringify([checksList.path, 'ru']),
    ]);
  });

  it('leaves every read of other tables as it is', async () => {
    const { client, fetched } = await cacheOf([readKey(allDirection), readKey(allFaculty)]);
    await refreshAfterWrite(client, saveLevel);
    expect(client.getQueryState(readKey(allDirection))?.isInvalidated).toBe(false);
    expect(fetched).toEqual([]);
  });
});
