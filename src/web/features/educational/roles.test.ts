import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../../contract/access';
import { newFacultyRefusal } from './roles';

const administrator: Permissions = { role: 'administrator', allFaculties: false, facultyIds: [] };
const editorOfAll: Permissions = { role: 'editor', allFaculties: true, facultyIds: [] };
const editorOf2: Permissions = { role: 'editor', allFaculties: false, facultyIds: [2] };
const viewer: Permissions = { role: 'viewer', allFaculties: false, facultyIds: [] };

describe('who may add a faculty (decision 0033)', () => {
  it.each([
    ['an administrator', administrator, null],
    ['an editor of all faculties', editorOfAll, null],
    ['an editor of some faculties', editorOf2, 'educational.access.newFaculty'],
    ['a viewer', viewer, 'access.viewOnly'],
  ] as const)('%s', (_, user, refusal) => {
    expect(newFacultyRefusal(user)).toBe(refusal);
  });
});
