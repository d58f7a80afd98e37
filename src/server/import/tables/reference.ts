import * as calls from '../../../contract/catalog';
import * as catalog from '../../catalog/queries';
import type { RowOfList } from '../../export/layout';
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

type DirectionRow = RowOfList<typeof calls.allDirection>;
export const directionImport: ImportTable<'direction', DirectionRow> = {
  name: 'direction',
  exported: directionTable,
  save: calls.saveDirection,
  saveTable: 'direction',
  required: ['code', 'ru'],
  key: 'code',
  keyOf: (row) => row['p24-1'],
  label: (values) => `${values.code ?? ''} ${values.ru ?? ''}`.trim(),
  payload: (values, row) => ({
    idDirection: row?.id_direction ?? -1,
    code: textOr(values, 'code', row?.['p24-1']),
    direction_: textOr(values, 'ru', row?.['p24-2']),
    directionKg: textOr(values, 'kg', row?.p24_kg),
    directionEn: textOr(values, 'en', row?.p24_en),
  }),
  fields: { code: 'code', direction_: 'ru', directionKg: 'kg', directionEn: 'en' },
  locked: lockedUnlessEditable(['code', 'ru']),
};

type SpecialRow = RowOfList<typeof calls.allSpecial>;
export const specialityImport: ImportTable<'speciality', SpecialRow> = {
  name: 'speciality',
  exported: specialityTable,
  save: calls.saveSpecial,
  saveTable: 'special',
  required: ['code', 'ru'],
  key: 'code',
  keyOf: (row) => row['p25-1'],
  label: (values) => `${values.code ?? ''} ${values.ru ?? ''}`.trim(),
  payload: (values, row) => ({
    idSpecial: row?.id_special ?? -1,
    code_: textOr(values, 'code', row?.['p25-1']),
    special_: textOr(values, 'ru', row?.['p25-2']),
    specialKg: textOr(values, 'kg', row?.p25_kg),
    specialEn: textOr(values, 'en', row?.p25_en),
  }),
  fields: { code_: 'code', special_: 'ru', specialKg: 'kg', specialEn: 'en' },
  locked: lockedUnlessEditable(['code', 'ru']),
};

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

type QualificationRow = RowOfList<typeof calls.qualification>;
export const qualificationImport: ImportTable<'qual', QualificationRow> = {
  name: 'qual',
  exported: qualificationTable,
  save: calls.saveQualification,
  saveTable: 'qualification',
  required: ['ru', 'kg', 'en'],
  key: 'ru',
  keyOf: (row) => row.NameQualification,
  label: (values) => String(values.ru ?? ''),
  payload: (values, row) => ({
    IDQualification: row?.IDQualification ?? -1,
    NameQualification: textOr(values, 'ru', row?.NameQualification),
    NameQualificationKg: textOr(values, 'kg', row?.NameQualification_kg),
    NameQualificationEn: textOr(values, 'en', row?.NameQualification_en),
  }),
  fields: { NameQualification: 'ru', NameQualificationKg: 'kg', NameQualificationEn: 'en' },
  locked: lockedUnlessEditable(['ru']),
};

type LevelRow = RowOfList<typeof calls.nameLevel>;
export const levelImport: ImportTable<'level', LevelRow> = {
  name: 'level',
  exported: levelTable,
  save: calls.saveLevel,
  saveTable: 'level',
  required: ['ru', 'kg', 'en'],
  key: 'ru',
  keyOf: (row) => row.NameLevel,
  label: (values) => String(values.ru ?? ''),
  payload: (values, row) => ({
    IDLevel: row?.IDLevel ?? -1,
    NameLevel: textOr(values, 'ru', row?.NameLevel),
    NameLevelKg: textOr(values, 'kg', row?.NameLevel_kg),
    NameLevelEn: textOr(values, 'en', row?.NameLevel_en),
  }),
  fields: { NameLevel: 'ru', NameLevelKg: 'kg', NameLevelEn: 'en' },
  locked: lockedUnlessEditable(['ru']),
};
