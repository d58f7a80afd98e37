import { describe, expect, it } from 'vitest';
import type { ClassroomRow } from '../../../contract/classrooms';
import {
  type ClassroomValues,
  classroomPayload,
  classroomValuesOf,
  emptyClassroom,
  keepDepartmentOfFaculty,
} from './classroom-values';

const departments = [
  { idKafedra: 2, idFaculty: 1 },
  { idKafedra: 5, idFaculty: 2 },
];
const filled: ClassroomValues = { ...emptyClassroom, idFaculty: 1, idKafedra: 2 };

describe('keepDepartmentOfFaculty', () => {
  it("drops a department of another faculty when the faculty changes, keeps the faculty's own", () => {
    expect(
      keepDepartmentOfFaculty({ ...filled, idFaculty: 2 }, 'idFaculty', departments).idKafedra,
    ).toBeNull();
    expect(
      keepDepartmentOfFaculty({ ...filled, idFaculty: null }, 'idFaculty', departments).idKafedra,
    ).toBeNull();
    expect(keepDepartmentOfFaculty(filled, 'idFaculty', departments).idKafedra).toBe(2);
  });
  it('brings the faculty of a department chosen first', () => {
    const values = { ...emptyClassroom, idKafedra: 5 };
    expect(keepDepartmentOfFaculty(values, 'idKafedra', departments)).toMatchObject({
      idFaculty: 2,
      idKafedra: 5,
    });
  });
  it('leaves the other fields alone', () => {
    const values = { ...filled, number: '214' };
    expect(keepDepartmentOfFaculty(values, 'number', departments)).toBe(values);
  });
});

describe('classroomPayload', () => {
  const row: ClassroomRow = {
    id_auditorium: 7,
    id_korpus: 1,
    number: '214',
    contain: 30,
    square: 44.5,
    note: 'Доска',
    id_specifics: 2,
    id_faculty: null,
    id_otdel_1: 3,
    id_kafedra: null,
    rowVersion: 4,
  };
  it('sends -1 for a new row and the texts as typed, trimmed', () => {
    const values = { ...emptyClassroom, number: ' 9001 ', contain: '40', square: '55,5', note: ' Проектор ' };
    expect(classroomPayload({ row: null, values }, 1)).toMatchObject({
      idAuditorium: -1,
      idKorpus: 1,
      number: '9001',
      contain: '40',
      square: '55,5',
      note: 'Проектор',
      rowVersion: undefined,
    });
  });
  it('sends an update with the version its edit began with', () => {
    expect(classroomPayload({ row, values: classroomValuesOf(row) }, 1)).toMatchObject({
      idAuditorium: 7,
      contain: '30',
      square: '44.5',
      specific: 2,
      idOtdel1: 3,
      rowVersion: 4,
    });
  });
});
