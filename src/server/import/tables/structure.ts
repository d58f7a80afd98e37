import * as calls from '../../../contract/structure';
import * as catalog from '../../catalog/queries';
import type { Database } from '../../db/connection';
import type { RowOfList } from '../../export/layout';
import { facultiesTable } from '../../export/tables/structure';
import { type ImportTable, type Lookups, lookupKey, type Values } from '../layout';
import * as queries from '../structure-queries';
import { textOr } from './reference';

// The university's own structure from a registrar's files (decision 0061): its faculties here,
// the specialities they teach (structure-specialities.ts) and its groups (structure-groups.ts). A row names
// what it refers to as a registrar writes it: a faculty by any of its names, short or full, in any of the
// three languages; a direction and a speciality by their codes; a study form by its name or short name.

/** Names to ids, each name compared as a lookup compares it (trimmed, case-blind); empty names skipped. */
export function lookupBy<Row>(rows: readonly Row[], id: (row: Row) => number, names: (row: Row) => string[]) {
  const found = new Map<string, number>();
  for (const row of rows) for (const name of names(row)) if (name.trim()) found.set(lookupKey(name), id(row));
  return found;
}

/** A cell's text, trimmed ('' when empty or absent). */
export const cellText = (values: Values, key: string) => String(values[key] ?? '').trim();

/**
 * The id a column's name stands for in its lookup list; `unknown` when a name is given that the list does
 * not hold; undefined when the cell is empty (the save then says the field is required).
 */
export function lookedUp(
  values: Values,
  lookups: Lookups,
  column: string,
  list: string,
): { id: number | undefined } | { unknown: { column: string; value: string } } {
  const name = cellText(values, column);
  if (name === '') return { id: undefined };
  const id = lookups[list]?.get(lookupKey(name));
  return id === undefined ? { unknown: { column, value: name } } : { id };
}

/**
 * Codes by themselves, and a code of digits also by its number: a cell Excel made a number of (050100
 * typed in reads 50100) finds its code, where no other code is that number.
 */
function codesOf<Row>(rows: readonly Row[], id: (row: Row) => number, code: (row: Row) => string) {
  const found = lookupBy(rows, id, (row) => [code(row)]);
  const numbers = new Map<string, number | null>();
  for (const row of rows) {
    if (!/^0\d*$/.test(code(row))) continue;
    const number = code(row).replace(/^0+/, '');
    numbers.set(number, numbers.has(number) ? null : id(row));
  }
  for (const [number, each] of numbers) if (each !== null && !found.has(number)) found.set(number, each);
  return found;
}

/**
 * A key part of a named record: its id, or the name itself where it names none (so that two rows naming
 * two unknown faculties are not taken for one record).
 */
export const keyPart = (values: Values, lookups: Lookups, column: string, list: string) => {
  const name = cellText(values, column);
  return String(lookups[list]?.get(lookupKey(name)) ?? `?${lookupKey(name)}`);
};

/** The lists a row of a faculty's speciality or group names: faculties, directions, specialities, forms. */
export async function structureLookups(database: Database, universityId: number): Promise<Lookups> {
  const [faculties, directions, specials, forms] = await Promise.all([
    queries.universityFaculties(database, universityId),
    catalog.directions.load(database, undefined),
    catalog.specials.load(database, undefined),
    catalog.studyForms.load(database, undefined),
  ]);
  return {
    faculties: lookupBy(
      faculties,
      (row) => row.id_faculty,
      (row) => [
        row.faculty,
        row.faculty_kg,
        row.faculty_en,
        row.short_faculty,
        row.short_faculty_kg,
        row.short_faculty_en,
      ],
    ),
    directions: codesOf(
      directions,
      (row) => row.id_direction,
      (row) => row['p24-1'],
    ),
    specials: codesOf(
      specials,
      (row) => row.id_special,
      (row) => row['p25-1'],
    ),
    forms: lookupBy(
      forms,
      (row) => row.id_f_educ,
      (row) => [row.f_educ, row.f_educ_kg, row.f_educ_en, row.short_name],
    ),
  };
}

/** The columns of a speciality's names a file may write in any language: the same record is no change. */
export const structureLookupColumns = {
  faculty: 'faculties',
  direction: 'directions',
  code: 'specials',
  form: 'forms',
};

type FacultyRow = RowOfList<typeof calls.faculties>;

/** A faculty, matched by its full Russian name (unique in its university), created or updated by its save. */
export const facultiesImport: ImportTable<'faculties', FacultyRow> = {
  name: 'faculties',
  exported: facultiesTable,
  save: calls.saveFaculty,
  saveTable: 'faculty',
  // SPEC §5: a faculty requires all seven fields.
  required: ['shortRu', 'shortKg', 'shortEn', 'ru', 'kg', 'en', 'director'],
  key: 'ru',
  keyOf: (row) => row.faculty,
  label: (values) => [cellText(values, 'shortRu'), cellText(values, 'ru')].filter(Boolean).join(' · '),
  payload: (values, row, _lookups, filter) => ({
    idFaculty: row?.id_faculty ?? -1,
    shortFaculty: textOr(values, 'shortRu', row?.short_faculty),
    shortFacultyKg: textOr(values, 'shortKg', row?.short_faculty_kg),
    shortFacultyEn: textOr(values, 'shortEn', row?.short_faculty_en),
    faculty_: textOr(values, 'ru', row?.faculty),
    facultyKg: textOr(values, 'kg', row?.faculty_kg),
    facultyEn: textOr(values, 'en', row?.faculty_en),
    nDirector: textOr(values, 'director', row?.nDirector),
    idVuz: row?.id_vuz ?? filter.idVuz,
  }),
  fields: {
    shortFaculty: 'shortRu',
    shortFacultyKg: 'shortKg',
    shortFacultyEn: 'shortEn',
    faculty_: 'ru',
    facultyKg: 'kg',
    facultyEn: 'en',
    nDirector: 'director',
  },
};
