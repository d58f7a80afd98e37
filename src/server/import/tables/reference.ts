import type { CallDefinition } from '../../../contract/call';
import * as calls from '../../../contract/catalog';
import * as catalog from '../../catalog/queries';
import type { Trilingual } from '../../core/screen-texts';
import type { ExportTable, FilterOf, RowOfList } from '../../export/layout';
import {
  directionTable,
  kafedraTable,
  levelTable,
  qualificationTable,
  specialityTable,
} from '../../export/tables/reference';
import { type ImportTable, lookupKey, lookupOf, type Values } from '../layout';

// The five reference lists (SPEC §2) imported through their screens' saves (catalog/routes.ts): a row
// updates the record it was exported from, else the one with its code (directions, specialities) or its
// Russian name (qualifications, levels; a department: in its faculty), else creates one.

/** A text of the file, or the record's own where the file has no such column (an update keeps it). */
export const textOr = (values: Values, key: string, current: string | undefined) =>
  key in values ? String(values[key] ?? '') : (current ?? '');

/** A classifier row (edit = false) keeps its code and Russian name (SPEC §4, §5). */
const lockedUnlessEditable = (keys: string[]) => (row: { edit: boolean }) => (row.edit ? [] : keys);

/** Where a list's rows keep their names, and the payload fields its save takes them in. */
interface NamesIn<Row> {
  id: (row: Row) => number;
  names: (row: Row) => Trilingual;
  /** The save's payload fields: the row's id, then the code (when it has one) and the three names. */
  fields: { id: string; code?: string; ru: string; kg: string; en: string };
}

/** The parts of a list's import every list names alike: its export, its save, the three names. */
function namedList<Name extends 'direction' | 'speciality' | 'qual' | 'level', Row extends { edit: boolean }>(
  exported: ExportTable<Name, Row, FilterOf<Name>>,
  save: CallDefinition,
  saveTable: string,
  of: NamesIn<Row> & { code?: (row: Row) => string },
): ImportTable<Name, Row> {
  const { fields, code } = of;
  return {
    name: exported.name,
    exported,
    save,
    saveTable,
    // A coded list is matched by its code (both required); the others by their Russian name, all three required.
    required: code ? ['code', 'ru'] : ['ru', 'kg', 'en'],
    key: code ? 'code' : 'ru',
    keyOf: (row) => (code ? code(row) : of.names(row).ru),
    label: (values) => (code ? `${values.code ?? ''} ${values.ru ?? ''}`.trim() : String(values.ru ?? '')),
    payload: (values, row) => {
      const names = row ? of.names(row) : undefined;
      return {
        [fields.id]: row ? of.id(row) : -1,
        ...(fields.code && code ? { [fields.code]: textOr(values, 'code', row && code(row)) } : {}),
        [fields.ru]: textOr(values, 'ru', names?.ru),
        [fields.kg]: textOr(values, 'kg', names?.kg),
        [fields.en]: textOr(values, 'en', names?.en),
      };
    },
    fields: {
      ...(fields.code ? { [fields.code]: 'code' } : {}),
      [fields.ru]: 'ru',
      [fields.kg]: 'kg',
      [fields.en]: 'en',
    },
    locked: lockedUnlessEditable(code ? ['code', 'ru'] : ['ru']),
  };
}

export const directionImport = namedList(directionTable, calls.saveDirection, 'direction', {
  id: (row) => row.id_direction,
  code: (row) => row['p24-1'],
  names: (row) => ({ ru: row['p24-2'], kg: row.p24_kg, en: row.p24_en }),
  fields: { id: 'idDirection', code: 'code', ru: 'direction_', kg: 'directionKg', en: 'directionEn' },
});

export const specialityImport = namedList(specialityTable, calls.saveSpecial, 'special', {
  id: (row) => row.id_special,
  code: (row) => row['p25-1'],
  names: (row) => ({ ru: row['p25-2'], kg: row.p25_kg, en: row.p25_en }),
  fields: { id: 'idSpecial', code: 'code_', ru: 'special_', kg: 'specialKg', en: 'specialEn' },
});

export const qualificationImport = namedList(qualificationTable, calls.saveQualification, 'qualification', {
  id: (row) => row.IDQualification,
  names: (row) => ({ ru: row.NameQualification, kg: row.NameQualification_kg, en: row.NameQualification_en }),
  fields: {
    id: 'IDQualification',
    ru: 'NameQualification',
    kg: 'NameQualificationKg',
    en: 'NameQualificationEn',
  },
});

export const levelImport = namedList(levelTable, calls.saveLevel, 'level', {
  id: (row) => row.IDLevel,
  names: (row) => ({ ru: row.NameLevel, kg: row.NameLevel_kg, en: row.NameLevel_en }),
  fields: { id: 'IDLevel', ru: 'NameLevel', kg: 'NameLevelKg', en: 'NameLevelEn' },
});

type KafedraRow = RowOfList<typeof calls.kafedra>;
/** A department is named by its Russian name within its faculty (kafedra_faculty_name_key). */
const departmentKey = (facultyId: number | undefined, name: string) =>
  `${facultyId ?? ''}|${lookupKey(name)}`;
export const kafedraImport: ImportTable<'kafedra', KafedraRow> = {
  name: 'kafedra',
  exported: kafedraTable,
  save: calls.saveKafedra,
  saveTable: 'kafedra',
  required: ['shortName', 'ru', 'kg', 'en', 'faculty'],
  key: 'ru',
  keyOf: (row) => departmentKey(row.idFaculty, row.f1),
  keyOfValues: (values, lookups) =>
    departmentKey(lookups.faculties?.get(lookupKey(String(values.faculty ?? ''))), String(values.ru ?? '')),
  label: (values) => `${values.shortName ?? ''} ${values.ru ?? ''}`.trim(),
  payload: (values, row, lookups) => {
    const faculty = String(values.faculty ?? '');
    const idFaculty = lookups.faculties?.get(lookupKey(faculty));
    if (idFaculty === undefined) return { unknown: { column: 'faculty', value: faculty } };
    return {
      idKafedra: row?.idKafedra ?? -1,
      snF1: textOr(values, 'shortName', row?.sn_f1),
      f1: textOr(values, 'ru', row?.f1),
      f1Kg: textOr(values, 'kg', row?.f1_kg),
      f1En: textOr(values, 'en', row?.f1_en),
      idFaculty,
    };
  },
  fields: { snF1: 'shortName', f1: 'ru', f1Kg: 'kg', f1En: 'en', idFaculty: 'faculty' },
  lookupColumns: { faculty: 'faculties' },
  locked: lockedUnlessEditable(['shortName', 'ru']),
  lookups: async ({ database }) => ({
    faculties: lookupOf(
      await catalog.faculties.load(database, undefined),
      (row) => row.id_faculty,
      (row) => ({ ru: row.faculty, kg: row.faculty_kg, en: row.faculty_en }),
    ),
  }),
};
