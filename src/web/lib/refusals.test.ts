import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../contract/access';
import { saveDepartment, saveDirection } from '../../contract/catalog';
import { restoreRecord } from '../../contract/history';
import { callRefusalOf, facultyRefusalOf, recordRefusalOf, refusalOf } from './refusals';

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

  it('leaves the shared classifiers to the ministry once several universities share the installation (decision 0072)', () => {
    const ministry: Permissions = { role: 'ministry_administrator', allFaculties: false, facultyIds: [] };
    const analyst: Permissions = { role: 'ministry_analyst', allFaculties: false, facultyIds: [] };
    for (const ministryKeeps of [false, true]) {
      expect(callRefusalOf(ministry, saveDirection, ministryKeeps)).toBeNull();
      expect(callRefusalOf(analyst, saveDirection, ministryKeeps)).not.toBeNull();
      // A university's own rows stay the university's.
      expect(callRefusalOf(ministry, saveDepartment, ministryKeeps)).not.toBeNull();
      expect(callRefusalOf(administrator, saveDepartment, ministryKeeps)).toBeNull();
    }
    expect(callRefusalOf(administrator, saveDirection, false)).toBeNull();
    expect(callRefusalOf(administrator, saveDirection, true)).toBe('access.keptByMinistry');
    expect(callRefusalOf(editorOfAll, saveDirection, true)).toBe('access.keptByMinistry');
    // The role's own refusal comes first.
    expect(callRefusalOf(viewer, saveDirection, true)).toBe('access.viewOnly');
    // A call that writes a university's rows too is the university's; its national targets are not.
    expect(callRefusalOf(administrator, restoreRecord, true)).toBeNull();
    expect(recordRefusalOf(administrator, restoreRecord, 'faculty', true)).toBeNull();
    expect(recordRefusalOf(administrator, restoreRecord, 'direction', false)).toBeNull();
    expect(recordRefusalOf(administrator, restoreRecord, 'direction', true)).toBe('access.keptByMinistry');
  });
});
