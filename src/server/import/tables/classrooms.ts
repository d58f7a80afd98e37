import * as calls from '../../../contract/classrooms';
import * as catalog from '../../catalog/queries';
import * as queries from '../../classrooms/queries';
import { classroomsTable, type ExportedClassroom } from '../../export/tables/classrooms';
import { type ImportTable, type Lookups, lookupKey, lookupOf, type Values } from '../layout';
import { textOr } from './reference';

// A building's classrooms (decision 0021) imported through the screen's save (classrooms/routes.ts): a row
// updates the record it was exported from, else the building's classroom of its number, else creates one
// in the building. Specifics, faculty, department and office are named in any language; whether the
// department is the faculty's is the save's own rule.

/** A number of the file, or the record's own where the file has no such column (an update keeps it). */
const numberOr = (values: Values, key: string, current: number | undefined) =>
  key in values ? values[key] : (current ?? null);

type Picked = { id: number | null } | { unknown: { column: string; value: string } };

/** A looked-up column: its id (null for an empty cell), the record's own without the column, or unknown. */
function picked(
  values: Values,
  column: string,
  found: (name: string) => number | undefined,
  current: number | null,
) {
  if (!(column in values)) return { id: current } satisfies Picked;
  const name = String(values[column] ?? '').trim();
  if (name === '') return { id: null } satisfies Picked;
  const id = found(lookupKey(name));
  return (id === undefined ? { unknown: { column, value: name } } : { id }) satisfies Picked;
}

/** A department named in its faculty first: two faculties may have departments of the same name. */
const departmentKey = (facultyId: number | null, name: string) => `${facultyId ?? ''}|${name}`;

async function lookups({ database }: { database: Parameters<typeof queries.specifics.load>[0] }) {
  const [kinds, faculties, departments, offices] = await Promise.all([
    queries.specifics.load(database, undefined),
    catalog.faculties.load(database, undefined),
    catalog.departments.load(database, undefined),
    queries.offices.load(database, undefined),
  ]);
  const names = (row: { f1: string; f1_kg: string; f1_en: string }) => ({
    ru: row.f1,
    kg: row.f1_kg,
    en: row.f1_en,
  });
  const ofFaculty = new Map<string, number>();
  for (const row of departments)
    for (const name of Object.values(names(row)))
      if (name.trim()) ofFaculty.set(departmentKey(row.idFaculty, lookupKey(name)), row.idKafedra);
  return {
    specifics: lookupOf(
      kinds,
      (row) => row.id_specifics,
      (row) => ({ ru: row.specifics, kg: row.specifics_kg, en: row.specifics_en }),
    ),
    faculties: lookupOf(
      faculties,
      (row) => row.id_faculty,
      (row) => ({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
    ),
    departments: lookupOf(departments, (row) => row.idKafedra, names),
    departmentsOfFaculty: ofFaculty,
    offices: lookupOf(
      offices,
      (row) => row.id_otdel,
      (row) => ({ ru: row.otdel, kg: row.otdel_kg, en: row.otdel_en }),
    ),
  } satisfies Lookups;
}

export const classroomsImport: ImportTable<'audience', ExportedClassroom> = {
  name: 'audience',
  exported: classroomsTable,
  save: calls.saveClassroom,
  saveTable: 'auditorium',
  // The fields the save requires ('fillFields'); the looked-up ones may stay empty.
  required: ['number', 'capacity', 'square', 'note'],
  key: 'number',
  keyOf: (row) => row.number,
  label: (values) => String(values.number ?? ''),
  payload: (values, row, found, filter) => {
    const faculty = picked(values, 'faculty', (name) => found.faculties?.get(name), row?.id_faculty ?? null);
    if ('unknown' in faculty) return faculty;
    const idFaculty = faculty.id;
    const picks = {
      specific: picked(values, 'specifics', (name) => found.specifics?.get(name), row?.id_specifics ?? null),
      idOtdel1: picked(values, 'office', (name) => found.offices?.get(name), row?.id_otdel_1 ?? null),
      idKafedra: picked(
        values,
        'department',
        (name) =>
          found.departmentsOfFaculty?.get(departmentKey(idFaculty, name)) ?? found.departments?.get(name),
        row?.id_kafedra ?? null,
      ),
    };
    const ids: Record<string, number | null> = {};
    for (const [field, pick] of Object.entries(picks)) {
      if ('unknown' in pick) return pick;
      ids[field] = pick.id;
    }
    return {
      idAuditorium: row?.id_auditorium ?? -1,
      idKorpus: row?.id_korpus ?? filter.idKorpus,
      number: textOr(values, 'number', row?.number),
      contain: numberOr(values, 'capacity', row?.contain),
      square: numberOr(values, 'square', row?.square),
      note: textOr(values, 'note', row?.note),
      idFaculty,
      ...ids,
    };
  },
  fields: {
    number: 'number',
    contain: 'capacity',
    square: 'square',
    note: 'note',
    specific: 'specifics',
    idFaculty: 'faculty',
    idOtdel1: 'office',
    idKafedra: 'department',
  },
  lookupColumns: {
    specifics: 'specifics',
    faculty: 'faculties',
    department: 'departments',
    office: 'offices',
  },
  lookups,
};
