import { z } from 'zod';
import type { Access } from './access';
import { listCall, tableWrites } from './call';
import { id, optional, optionRow, required, trilingual } from './fields';
import { CODE_MAX_LENGTH, MAX_COURSE_MAX, MAX_COURSE_MIN, NAME_MAX_LENGTH } from './limits';
import { describeReference } from './reference-table';

// The national classifiers and departments of SPEC §3 (directions, speciality names, study forms,
// departments, levels, qualifications): lists, saves (id -1 creates) and deletes, under /ministerstvo/.
// Payload keys are SPEC §7's; answer rows use §3's field names.

/**
 * Every row of a list carries its edit flag and its version (optimistic concurrency, decision 0011): the
 * database adds one to the version at each change of the row.
 */
const flagged = { edit: z.boolean(), rowVersion: z.number().int() };

/**
 * The save and delete of one classifier of this file. All six answer alike (SPEC §8), and their summaries
 * say so in the same words: the save creates (id -1) or updates, sms 1, 2, or 3 when another row has the
 * same `unique` field, 409 when stale; the delete answers sms 8, or 6 when the row is in use or locked
 * (edit = false).
 */
const classifierWrites = <Key extends string, Fields extends z.ZodRawShape>(classifier: {
  key: Key;
  access: Access;
  /** The row as the summaries name it: 'a direction'. */
  noun: string;
  unique: 'code' | 'name';
  /** A refusal of the save besides these, said before the version's. */
  refusal?: string;
  fields: Fields;
  paths: { save: string; delete: string };
}) => {
  const { key, noun, paths } = classifier;
  const writes = tableWrites(key, classifier.access);
  const refusal = classifier.refusal ? `; ${classifier.refusal}` : '';
  return {
    save: writes.save(
      paths.save,
      classifier.fields,
      `Create (${key} -1) or update ${noun}: sms 1, 2, 3 (${classifier.unique} exists)${refusal}; 409 when rowVersion is stale`,
    ),
    delete: writes.delete(paths.delete, `Delete ${noun}: sms 8, or 6 when it is in use or locked`),
  };
};

// ---- Directions, speciality names, departments, qualifications, levels --------------------------------
// Each described once (reference-table.ts): its table, and its columns as its rows and its save name them.

export const directionTable = describeReference({
  table: 'direction',
  key: { column: 'id_direction', row: 'id_direction', payload: 'idDirection' },
  access: 'reference',
  noun: 'a direction',
  unique: 'code',
  calls: {
    list: { method: 'GET', path: 'ministerstvo/allDirection', summary: 'All directions' },
    save: 'ministerstvo/ins-upd-direction',
    delete: 'ministerstvo/del-direction',
  },
  lead: { kind: 'code', column: 'code', row: 'p24-1', payload: 'code' },
  // `p24` is the name shown in the delete confirmation.
  names: {
    column: 'direction',
    row: { ru: 'p24-2', kg: 'p24_kg', en: 'p24_en' },
    payload: 'direction_',
    required: 'ru',
    shown: 'p24',
  },
  order: ['code'],
});
export type DirectionRow = z.infer<typeof directionTable.row>;
export const allDirection = directionTable.list;
export const saveDirection = directionTable.save;
export const deleteDirection = directionTable.delete;

/** A speciality name as SPEC §3's rows give it: code (`p25-1`), Russian (`p25-2`), Kyrgyz and English. */
export const specialNames = {
  'p25-1': z.string(),
  'p25-2': z.string(),
  p25_kg: z.string(),
  p25_en: z.string(),
};

export const specialTable = describeReference({
  table: 'special',
  key: { column: 'id_special', row: 'id_special', payload: 'idSpecial' },
  access: 'reference',
  noun: 'a speciality name',
  unique: 'code',
  calls: {
    list: { method: 'GET', path: 'ministerstvo/allSpecial', summary: 'All speciality names' },
    save: 'ministerstvo/ins-upd-spec',
    // del-spec {idSpec} deletes a duplicate speciality as a faculty teaches it (decision 0015): speciality-plan.ts.
    delete: 'ministerstvo/del-special',
  },
  lead: { kind: 'code', column: 'code', row: 'p25-1', payload: 'code_' },
  names: {
    column: 'special',
    row: { ru: 'p25-2', kg: 'p25_kg', en: 'p25_en' },
    payload: 'special_',
    required: 'ru',
    shown: 'p25',
  },
  order: ['code'],
});
export type SpecialRow = z.infer<typeof specialTable.row>;
export const allSpecial = specialTable.list;
export const saveSpecial = specialTable.save;
export const deleteSpecial = specialTable.delete;

export const departmentTable = describeReference({
  table: 'kafedra',
  key: { column: 'id_kafedra', row: 'idKafedra', payload: 'idKafedra' },
  access: 'faculty',
  noun: 'a department',
  unique: 'name',
  refusal:
    '400 when it would move to another faculty while specialities or classrooms of its faculty name it',
  calls: {
    list: { method: 'POST', path: 'ministerstvo/kafedra', summary: 'All departments with their faculty' },
    save: 'ministerstvo/ins-upd-kaf',
    delete: 'ministerstvo/del-kaf',
  },
  lead: { kind: 'shortName', column: 'sn_f1', row: 'sn_f1', payload: 'snF1' },
  names: { column: 'f1', row: { ru: 'f1', kg: 'f1_kg', en: 'f1_en' }, payload: 'f1', required: 'all' },
  faculty: { column: 'id_faculty', row: 'idFaculty', payload: 'idFaculty' },
  order: ['f1'],
});
export type DepartmentRow = z.infer<typeof departmentTable.row>;
export const departments = departmentTable.list;
export const saveDepartment = departmentTable.save;
export const deleteDepartment = departmentTable.delete;

const facultyOption = optionRow('id_faculty', 'faculty');

export const allFaculty = listCall('GET', 'ministerstvo/all-faculty', facultyOption, {
  summary: 'All faculties (for pickers)',
});

export const qualificationTable = describeReference({
  table: 'qualification',
  key: { column: 'id_qualification', row: 'IDQualification', payload: 'IDQualification' },
  access: 'reference',
  noun: 'a qualification',
  unique: 'name',
  calls: {
    list: { method: 'POST', path: 'ministerstvo/qualification', summary: 'All qualifications' },
    save: 'ministerstvo/ins-upd-qual',
    delete: 'ministerstvo/del-qual',
  },
  names: {
    column: 'name_qualification',
    row: { ru: 'NameQualification', kg: 'NameQualification_kg', en: 'NameQualification_en' },
    payload: 'NameQualification',
    required: 'all',
  },
  order: ['name_qualification'],
});
export type QualificationRow = z.infer<typeof qualificationTable.row>;
export const qualification = qualificationTable.list;
export const saveQualification = qualificationTable.save;
export const deleteQualification = qualificationTable.delete;

export const levelTable = describeReference({
  table: 'level',
  key: { column: 'id_level', row: 'IDLevel', payload: 'IDLevel' },
  access: 'reference',
  noun: 'a level',
  unique: 'name',
  calls: {
    list: { method: 'POST', path: 'ministerstvo/nameLevel', summary: 'All levels' },
    save: 'ministerstvo/ins-upd-level',
    delete: 'ministerstvo/del-level',
  },
  names: {
    column: 'name_level',
    row: { ru: 'NameLevel', kg: 'NameLevel_kg', en: 'NameLevel_en' },
    payload: 'NameLevel',
    required: 'all',
  },
  order: [],
});
export type LevelRow = z.infer<typeof levelTable.row>;
export const nameLevel = levelTable.list;
export const saveLevel = levelTable.save;
export const deleteLevel = levelTable.delete;

/** The five tables described once, as the server and the web derive their parts from them. */
export const referenceTables = [
  directionTable,
  specialTable,
  departmentTable,
  qualificationTable,
  levelTable,
];

// ---- Study forms -----------------------------------------------------------------------------------

/** oz (SPEC §5): only empty, 0 or 1; the legacy form sends it as text. */
const ozValue = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.literal(''), z.null()])
  .transform((value) => (value === '' || value === null ? null : Number(value)));
/** Maximum course (SPEC §5): only empty or a whole number 1 to 10. */
const maxCourse = z
  .union([
    z.number().int().min(MAX_COURSE_MIN).max(MAX_COURSE_MAX),
    z.string().regex(/^(|[1-9]|10)$/),
    z.null(),
  ])
  .transform((value) => (value === '' || value === null ? null : Number(value)));

const studyFormRow = z.object({
  id_f_educ: z.number(),
  short_name: z.string(),
  ...trilingual('f_educ'),
  oztextRu: z.string(),
  oz: z.number().nullable(),
  maxRateId: z.number().nullable(),
  idFeducVid: z.number(),
  educationCycle: z.string(),
  idFeducProg: z.number(),
  ...flagged,
});
export type StudyFormRow = z.infer<typeof studyFormRow>;

export const allFeduc = listCall('GET', 'ministerstvo/allFeduc', studyFormRow, {
  summary: 'All study forms',
});

const studyFormWrites = classifierWrites({
  key: 'idFeduc',
  access: 'reference',
  noun: 'a study form',
  unique: 'name',
  fields: {
    shortName: required(CODE_MAX_LENGTH),
    fEduc_: required(NAME_MAX_LENGTH),
    fEducKg: required(NAME_MAX_LENGTH),
    fEducEn: optional(NAME_MAX_LENGTH),
    oztextRu: required(NAME_MAX_LENGTH),
    oz: ozValue,
    maxRateId: maxCourse,
    idFeducVid: id(),
    educationCycle: required(NAME_MAX_LENGTH),
    idFeducProg: id(),
  },
  paths: { save: 'ministerstvo/ins-upd-feduc', delete: 'ministerstvo/del-feduc' },
});
export const saveStudyForm = studyFormWrites.save;
export const deleteStudyForm = studyFormWrites.delete;

const studyFormOption = optionRow('id', 'name');

export const feducVid = listCall('GET', 'ministerstvo/feduc-vid', studyFormOption, {
  summary: 'Kinds of study form (full-time, part-time …)',
});

export const feducProg = listCall('GET', 'ministerstvo/feduc-prog', studyFormOption, {
  summary: 'Programmes of study form (bachelor, master …)',
});
