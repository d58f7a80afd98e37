import { z } from 'zod';
import type { Access } from './access';
import { listCall, tableWrites } from './call';
import { id, optional, optionRow, required, trilingual, trilingualInput } from './fields';
import { CODE_MAX_LENGTH, MAX_COURSE_MAX, MAX_COURSE_MIN, NAME_MAX_LENGTH } from './limits';

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

// ---- Directions -------------------------------------------------------------------------------------

const directionRow = z.object({
  id_direction: z.number(),
  'p24-1': z.string(),
  'p24-2': z.string(),
  p24_kg: z.string(),
  p24_en: z.string(),
  /** The name shown in the delete confirmation. */
  p24: z.string(),
  ...flagged,
});
export type DirectionRow = z.infer<typeof directionRow>;

export const allDirection = listCall('GET', 'ministerstvo/allDirection', directionRow, {
  summary: 'All directions',
});

const directionWrites = classifierWrites({
  key: 'idDirection',
  access: 'reference',
  noun: 'a direction',
  unique: 'code',
  fields: { code: required(CODE_MAX_LENGTH), ...trilingualInput('direction_', NAME_MAX_LENGTH, optional) },
  paths: { save: 'ministerstvo/ins-upd-direction', delete: 'ministerstvo/del-direction' },
});
export const saveDirection = directionWrites.save;
export const deleteDirection = directionWrites.delete;

// ---- Speciality names ------------------------------------------------------------------------------

/** A speciality name as SPEC §3's rows give it: code (`p25-1`), Russian (`p25-2`), Kyrgyz and English. */
export const specialNames = {
  'p25-1': z.string(),
  'p25-2': z.string(),
  p25_kg: z.string(),
  p25_en: z.string(),
};

const specialRow = z.object({
  id_special: z.number(),
  ...specialNames,
  p25: z.string(),
  ...flagged,
});
export type SpecialRow = z.infer<typeof specialRow>;

export const allSpecial = listCall('GET', 'ministerstvo/allSpecial', specialRow, {
  summary: 'All speciality names',
});

const specialWrites = classifierWrites({
  key: 'idSpecial',
  access: 'reference',
  noun: 'a speciality name',
  unique: 'code',
  fields: { code_: required(CODE_MAX_LENGTH), ...trilingualInput('special_', NAME_MAX_LENGTH, optional) },
  paths: { save: 'ministerstvo/ins-upd-spec', delete: 'ministerstvo/del-special' },
});
export const saveSpecial = specialWrites.save;
// del-spec {idSpec} deletes a duplicate speciality as a faculty teaches it (decision 0015): speciality-plan.ts.
export const deleteSpecial = specialWrites.delete;

// ---- Departments -----------------------------------------------------------------------------------

const kafedraRow = z.object({
  idKafedra: z.number(),
  sn_f1: z.string(),
  ...trilingual('f1'),
  idFaculty: z.number(),
  ...trilingual('faculty'),
  ...flagged,
});
export type KafedraRow = z.infer<typeof kafedraRow>;

export const kafedra = listCall('POST', 'ministerstvo/kafedra', kafedraRow, {
  summary: 'All departments with their faculty',
});

const kafedraWrites = classifierWrites({
  key: 'idKafedra',
  access: 'faculty',
  noun: 'a department',
  unique: 'name',
  refusal:
    '400 when it would move to another faculty while specialities or classrooms of its faculty name it',
  fields: {
    snF1: required(CODE_MAX_LENGTH),
    ...trilingualInput('f1', NAME_MAX_LENGTH, required),
    idFaculty: id(),
  },
  paths: { save: 'ministerstvo/ins-upd-kaf', delete: 'ministerstvo/del-kaf' },
});
export const saveKafedra = kafedraWrites.save;
export const deleteKafedra = kafedraWrites.delete;

const facultyOption = optionRow('id_faculty', 'faculty');

export const allFaculty = listCall('GET', 'ministerstvo/all-faculty', facultyOption, {
  summary: 'All faculties (for pickers)',
});

// ---- Qualifications and levels ---------------------------------------------------------------------

const qualificationRow = z.object({
  IDQualification: z.number(),
  ...trilingual('NameQualification'),
  ...flagged,
});
export type QualificationRow = z.infer<typeof qualificationRow>;

export const qualification = listCall('POST', 'ministerstvo/qualification', qualificationRow, {
  summary: 'All qualifications',
});

const qualificationWrites = classifierWrites({
  key: 'IDQualification',
  access: 'reference',
  noun: 'a qualification',
  unique: 'name',
  fields: trilingualInput('NameQualification', NAME_MAX_LENGTH, required),
  paths: { save: 'ministerstvo/ins-upd-qual', delete: 'ministerstvo/del-qual' },
});
export const saveQualification = qualificationWrites.save;
export const deleteQualification = qualificationWrites.delete;

const levelRow = z.object({
  IDLevel: z.number(),
  ...trilingual('NameLevel'),
  ...flagged,
});
export type LevelRow = z.infer<typeof levelRow>;

export const nameLevel = listCall('POST', 'ministerstvo/nameLevel', levelRow, { summary: 'All levels' });

const levelWrites = classifierWrites({
  key: 'IDLevel',
  access: 'reference',
  noun: 'a level',
  unique: 'name',
  fields: trilingualInput('NameLevel', NAME_MAX_LENGTH, required),
  paths: { save: 'ministerstvo/ins-upd-level', delete: 'ministerstvo/del-level' },
});
export const saveLevel = levelWrites.save;
export const deleteLevel = levelWrites.delete;

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
