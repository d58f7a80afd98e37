import { skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { allDirection, allFaculty } from '../../contract/catalog';
import { facultyDirections } from '../../contract/structure';

// The transport reads the page's config at load; these tests need only the keys and the cache.
vi.mock('./client', () => ({ callApi: vi.fn() }));

const { read, readKey, ready } = await import('./queries');

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
