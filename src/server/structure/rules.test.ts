import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../contract/access';
import { facultyOfNewNameGroup } from './rules';

// Where a new name-group's faculty comes from when SPEC's body {idNGr: -1, nGr} names none (decision 0032).

const administrator: Permissions = { role: 'administrator', allFaculties: false, facultyIds: [] };
const editorOfAll: Permissions = { role: 'editor', allFaculties: true, facultyIds: [] };
const editorOf = (...facultyIds: number[]): Permissions => ({
  role: 'editor',
  allFaculties: false,
  facultyIds,
});

describe('the faculty of a new name-group', () => {
  it.each([
    ['sent', 7, administrator, [1, 2], 7],
    ['sent, whatever the scope', 7, editorOf(2), [1, 2], 7],
    ["an editor of one faculty's", undefined, editorOf(2), [1, 2], 2],
    ['the only faculty there is, for an administrator', undefined, administrator, [4], 4],
    ['the only faculty there is, for an editor of all', undefined, editorOfAll, [4], 4],
  ] as const)('is the one %s', (_, sent, user, every, faculty) => {
    expect(facultyOfNewNameGroup(sent, user, every)).toBe(faculty);
  });

  it.each([
    ['an administrator of several faculties', administrator, [1, 2]],
    ['an editor of all of several', editorOfAll, [1, 2]],
    ['an editor of two', editorOf(1, 2), [1, 2]],
    ['an editor of none', editorOf(), [1]],
  ] as const)('is refused (400) to %s', (_, user, every) => {
    expect(() => facultyOfNewNameGroup(undefined, user, every)).toThrow(
      expect.objectContaining({ code: 'VALIDATION', messageKey: 'nameGroupFacultyNeeded' }),
    );
  });
});
