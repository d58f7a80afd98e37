import * as calls from '../../../contract/catalog';
import { namePayloadKeys, type ReferenceTable, textIn } from '../../../contract/reference-table';
import * as catalog from '../../catalog/queries';
import type { ExportTable, FilterOf } from '../../export/layout';
import {
  departmentTable,
  directionTable,
  levelTable,
  qualificationTable,
  specialityTable,
} from '../../export/tables/reference';
import { type ImportTable, type Lookups, lookupKey, lookupOf, type Values } from '../layout';

// The five reference lists (SPEC §2) imported through their screens' saves (catalog/routes.ts): a row
// updates the record it was exported from, else the one with its code (directions, specialities) or its
// Russian name (qualifications, levels; a department: in its faculty), else creates one.

/** A text of the file, or the record's own where the file has no such column (an update keeps it). */
export const textOr = (values: Values, key: string, current: string | undefined) =>
  key in values ? String(values[key] ?? '') : (current ?? '');

type Listed = { edit: boolean; rowVersion: number };
/** A row's value under a key its description gives (contract/reference-table.ts). */
const cellOf = (row: Listed, key: string) => (row as unknown as Record<string, unknown>)[key];
const textOf = (row: Listed | undefined, key: string) => (row ? textIn(row, key) : undefined);

/** A department is named by its Russian name within its faculty (kafedra_faculty_name_key). */
const inFaculty = (facultyId: number | undefined, name: string) => `${facultyId ?? ''}|${lookupKey(name)}`;

/**
 * The import of a table described once (decision 0065), through its screen's save: a row updates the
 * record it was exported from, else the one with its code (or, without a code, its Russian name; a
 * department's within its faculty), else creates one. The file's columns are the export's.
 */
function describedImport<
  Name extends 'direction' | 'speciality' | 'kafedra' | 'qual' | 'level',
  Row extends Listed,
>(exported: ExportTable<Name, Row, FilterOf<Name>>, described: ReferenceTable): ImportTable<Name, Row> {
  const { key, lead, names, faculty, more = [] } = described;
  const payloadKeys = namePayloadKeys(names);
  const code = lead?.kind === 'code' ? lead : undefined;
  const languages = ['ru', 'kg', 'en'] as const;
  const required = [
    ...(lead ? [lead.kind] : []),
    ...(names.required === 'all' ? languages : (['ru'] as const)),
    ...(faculty ? ['faculty'] : []),
    ...more.filter((column) => column.required).map((column) => column.row),
  ];
  const facultyOf = (values: Values, lookups: Lookups) =>
    lookups.faculties?.get(lookupKey(String(values.faculty ?? '')));
  return {
    name: exported.name,
    exported,
    save: described.save,
    saveTable: described.table,
    required,
    // A coded list is matched by its code, the others by their Russian name.
    key: code ? 'code' : 'ru',
    keyOf: (row) =>
      code
        ? textIn(row, code.row)
        : faculty
          ? inFaculty(cellOf(row, faculty.row) as number, textIn(row, names.row.ru))
          : textIn(row, names.row.ru),
    ...(faculty && {
      keyOfValues: (values: Values, lookups: Lookups) =>
        inFaculty(facultyOf(values, lookups), String(values.ru ?? '')),
    }),
    label: (values) =>
      lead ? `${values[lead.kind] ?? ''} ${values.ru ?? ''}`.trim() : String(values.ru ?? ''),
    payload: (values, row, lookups) => {
      const idFaculty = faculty ? facultyOf(values, lookups) : undefined;
      if (faculty && idFaculty === undefined)
        return { unknown: { column: 'faculty', value: String(values.faculty ?? '') } };
      return {
        [key.payload]: row ? cellOf(row, key.row) : -1,
        ...(lead && { [lead.payload]: textOr(values, lead.kind, textOf(row, lead.row)) }),
        ...Object.fromEntries(
          languages.map((language) => [
            payloadKeys[language],
            textOr(values, language, textOf(row, names.row[language])),
          ]),
        ),
        ...(faculty && { [faculty.payload]: idFaculty }),
        ...Object.fromEntries(
          more.map((column) => [column.payload, textOr(values, column.row, textOf(row, column.row))]),
        ),
      };
    },
    fields: {
      ...(lead && { [lead.payload]: lead.kind }),
      ...Object.fromEntries(languages.map((language) => [payloadKeys[language], language])),
      ...(faculty && { [faculty.payload]: 'faculty' }),
      ...Object.fromEntries(more.map((column) => [column.payload, column.row])),
    },
    // A classifier row (edit = false) keeps its code or short name and its Russian name (SPEC §4, §5).
    locked: (row) => (row.edit ? [] : [...(lead ? [lead.kind] : []), 'ru']),
    ...(faculty && {
      lookupColumns: { faculty: 'faculties' },
      lookups: async ({ database }) => ({
        faculties: lookupOf(
          await catalog.faculties.load(database, undefined),
          (row) => row.id_faculty,
          (row) => ({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
        ),
      }),
    }),
  };
}

export const directionImport = describedImport(directionTable, calls.directionTable);
export const specialityImport = describedImport(specialityTable, calls.specialTable);
export const departmentImport = describedImport(departmentTable, calls.departmentTable);
export const qualificationImport = describedImport(qualificationTable, calls.qualificationTable);
export const levelImport = describedImport(levelTable, calls.levelTable);
