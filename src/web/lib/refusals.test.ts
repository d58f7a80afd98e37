import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../contract/access';
import { facultyRefusalOf, refusalOf } from './refusals';

const administrator: Permissions = { role: 'administrator', allFaculties: false, facultyIds: [] };
const editorOfAll: Permissions = { role: 'editor', allFaculties: true, facultyIds: [] };
const editorOf2: Permissions = { role: 'editor', allFaculties: false, facultyIds: [2] };
const viewer: Permissions = { role: 'viewer', allFaculties: false, facultyIds: [] };

describe('why a call is refused (decision 0013)', () => {
  it('lets everybody read and act on their own account', () => {
    for (const user of [administrator, editorOfAll, editorOf2, viewer]) {
      expect(refusalOf(user, 'read')).toBeNull();
      expect(refusalOf(user, 'own')).toBeNull();
    }
  });

  it('keeps shared lists to administrators and editors of all faculties', () => {
    expect(refusalOf(administrator, 'reference')).toBeNull();
    expect(refusalOf(editorOfAll, 'reference')).toBeNull();
    expect(refusalOf(editorOf2, 'reference')).toBe('access.allFacultiesOnly');
    expect(refusalOf(viewer, 'reference')).toBe('access.viewOnly');
  });

  it("keeps a faculty's rows to administrators and the editors of its scope", () => {
    expect(facultyRefusalOf(administrator, 'faculty', 5)).toBeNull();
    expect(facultyRefusalOf(editorOfAll, 'faculty', 5)).toBeNull();
    expect(facultyRefusalOf(editorOf2, 'faculty', 2)).toBeNull();
    expect(facultyRefusalOf(editorOf2, 'faculty', 5)).toBe('access.outsideScope');
    expect(facultyRefusalOf(viewer, 'faculty', 2)).toBe('access.viewOnly');
    // A rule other than `faculty` does not look at the row's faculty.
    expect(facultyRefusalOf(editorOf2, 'reference', 2)).toBe('access.allFacultiesOnly');
  });

  it('keeps the rest, and a call without a rule, to administrators', () => {
    expect(refusalOf(administrator, 'administrator')).toBeNull();
    expect(refusalOf(administrator, undefined)).toBeNull();
    for (const user of [editorOfAll, editorOf2, viewer]) {
      expect(refusalOf(user, 'administrator')).toBe('access.adminOnly');
      expect(refusalOf(user, undefined)).toBe('access.adminOnly');
    }
  });
});
