import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { allDirection, allFaculty } from '../../contract/catalog';
import { checksList } from '../../contract/checks';
import { facultyDirections } from '../../contract/structure';

// The transport reads the page's config at load; these tests need only the keys and the cache.
vi.mock('./client', () => ({ callApi: vi.fn(), callApiWithMessage: vi.fn(), SCREEN_HANDLES_FAILURES: {} }));
vi.mock('../components/sms-toast', () => ({ messageOfRows: vi.fn(), showSmsToast: vi.fn() }));

const { read, readKey, ready, reloadReads } = await import('./queries');

describe('one query key per call and body', () => {
  it('keys a read by its path and body alone, so every screen shares it', () => {
    expect(readKey(allDirection)).toEqual(['ministerstvo/allDirection']);
    expect(read(allDirection).queryKey).toEqual(readKey(allDirection));
    expect(read(facultyDirections, { idFaculty: 3 }).queryKey).toEqual([
      'ministerstvo/direction',
      { idFaculty: 3 },
    ]);
  });

  it('waits with skipToken until the body is known, under a key of its own', () => {
    const waiting = read(
      facultyDirections,
      ready(null, (idFaculty: number) => ({ idFaculty })),
    );
    expect(waiting.queryFn).toBe(skipToken);
    expect(waiting.queryKey).toEqual([facultyDirections.path, null]);
    expect(ready(7, (idFaculty) => ({ idFaculty }))).toEqual({ idFaculty: 7 });
  });

  it('keys an answer worded in the interface language per language', () => {
    expect(read(allFaculty, undefined, { language: 'kg' }).queryKey).toEqual([allFaculty.path, 'kg']);
  });
});

describe('a write reloads the reads of the calls it changes', () => {
  it('refetches every cached read of those calls, shown or not, whatever the body, and no other', async () => {
    const client = new QueryClient();
    const fetched: string[] = [];
    const seed = async (key: readonly unknown[]) =>
      client.prefetchQuery({
        queryKey: key,
        queryFn: () => {
          fetched.push(JSON.stringify(key));
          return [];
        },
      });
    await seed(readKey(allDirection));
    await seed(readKey(facultyDirections, { idFaculty: 1 }));
    await seed(readKey(facultyDirections, { idFaculty: 2 }));
    await seed(readKey(allFaculty));
    fetched.length = 0;

    // None of them is shown (no observer): they reload anyway, so the next screen shows them fresh.
    await reloadReads(client, [allDirection, facultyDirections]);
    expect(fetched.sort()).toEqual(
      [
        readKey(allDirection),
        readKey(facultyDirections, { idFaculty: 1 }),
        readKey(facultyDirections, { idFaculty: 2 }),
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });

  it('refetches the data checks after any write, in every language cached', async () => {
    const client = new QueryClient();
    const fetched: string[] = [];
    for (const key of [read(checksList, undefined, { language: 'ru' }).queryKey, readKey(allFaculty)])
      await client.prefetchQuery({
        queryKey: key,
        queryFn: () => {
          fetched.push(JSON.stringify(key));
          return [];
        },
      });
    fetched.length = 0;

    await reloadReads(client, [allDirection]);
    expect(fetched).toEqual([JSON.stringify([checksList.path, 'ru'])]);
  });
});
