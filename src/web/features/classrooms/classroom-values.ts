import type { CallBody } from '../../../contract/call';
import type { ClassroomRow, SpecificsRow, saveClassroom, saveSpecifics } from '../../../contract/classrooms';
import { trimmed, upsert } from '../../components/inline-edit-table/inline-edit';
import type { SaveRequest } from '../../components/reference-screen/mutations';

/**
 * A classroom as its row's inputs hold it: capacity and square as typed (the server reads the text, a
 * comma or a point before the decimals, decision 0021), the choices as ids or null ('--').
 */
export type ClassroomValues = {
  number: string;
  contain: string;
  square: string;
  note: string;
  specific: number | null;
  idFaculty: number | null;
  idKafedra: number | null;
  idOtdel1: number | null;
};

export const emptyClassroom: ClassroomValues = {
  number: '',
  contain: '',
  square: '',
  note: '',
  specific: null,
  idFaculty: null,
  idKafedra: null,
  idOtdel1: null,
};

export const classroomValuesOf = (row: ClassroomRow): ClassroomValues => ({
  number: row.number,
  contain: String(row.contain),
  square: String(row.square),
  note: row.note,
  specific: row.id_specifics,
  idFaculty: row.id_faculty,
  idKafedra: row.id_kafedra,
  idOtdel1: row.id_otdel_1,
});

/** A department and the faculty it belongs to. */
interface DepartmentOfFaculty {
  idKafedra: number;
  idFaculty: number;
}

/**
 * The faculty and department kept together (SPEC §2: the department is one of the chosen faculty's): a
 * faculty changed drops a department of another; a department chosen first brings its faculty.
 */
export function keepDepartmentOfFaculty(
  values: ClassroomValues,
  changed: keyof ClassroomValues,
  departments: readonly DepartmentOfFaculty[],
): ClassroomValues {
  const facultyOf = (idKafedra: number | null) =>
    departments.find((department) => department.idKafedra === idKafedra)?.idFaculty ?? null;
  if (
    changed === 'idFaculty' &&
    values.idKafedra !== null &&
    facultyOf(values.idKafedra) !== values.idFaculty
  )
    return { ...values, idKafedra: null };
  if (changed === 'idKafedra' && values.idKafedra !== null)
    return { ...values, idFaculty: facultyOf(values.idKafedra) ?? values.idFaculty };
  return values;
}

/** ins-upd-auditoriums' payload: the classroom of the building as typed. */
export function classroomPayload(
  { row, values }: SaveRequest<ClassroomRow, ClassroomValues>,
  idKorpus: number,
): CallBody<typeof saveClassroom> {
  return upsert(row, 'idAuditorium', (saved) => saved.id_auditorium, { idKorpus, ...trimmed(values) });
}

/** A classroom specifics as the modal's row holds it: the three names and the short one. */
export type SpecificsValues = {
  specifics: string;
  specificsKg: string;
  specificsEn: string;
  shortSpecifics: string;
};

export const emptySpecifics: SpecificsValues = {
  specifics: '',
  specificsKg: '',
  specificsEn: '',
  shortSpecifics: '',
};

export const specificsValuesOf = (row: SpecificsRow): SpecificsValues => ({
  specifics: row.specifics,
  specificsKg: row.specifics_kg,
  specificsEn: row.specifics_en,
  shortSpecifics: row.short_specifics,
});

export function specificsPayload({
  row,
  values,
}: SaveRequest<SpecificsRow, SpecificsValues>): CallBody<typeof saveSpecifics> {
  return upsert(row, 'idSpecifics', (saved) => saved.id_specifics, trimmed(values));
}
