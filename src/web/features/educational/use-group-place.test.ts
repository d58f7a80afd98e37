import { describe, expect, it } from 'vitest';
import type { GroupRow } from '../../../contract/structure';
import { courseFilterOf, shownUnder } from './use-group-place';

// The groups panel's course filter as the address keeps it (decision 0032).

describe('the course filter', () => {
  it.each([
    [null, 'all'],
    ['2', 2],
    ['10', 10],
    ['intake', 'intake'],
    ['graduated', 'graduated'],
    ['0', 'all'],
    ['11', 'all'],
    ['x', 'all'],
  ] as const)('reads %j as %j', (param, filter) => {
    expect(courseFilterOf(param)).toBe(filter);
  });

  const group = (course: number) => ({ course, max_course: 4 }) as GroupRow;
  it.each([
    ['all', 0, true],
    ['intake', 0, true],
    ['intake', 1, false],
    ['graduated', 5, true],
    ['graduated', 4, false],
    [3, 3, true],
  ] as const)('under %j a group of course %i is shown: %s', (filter, course, shown) => {
    expect(shownUnder(filter, group(course))).toBe(shown);
  });
});
