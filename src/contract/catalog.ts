import { z } from 'zod';
import { listCall, writeCall } from './call';
import { id, optional, required, rowVersion, saveId, trilingual } from './fields';
import { CODE_MAX_LENGTH, MAX_COURSE_MAX, MAX_COURSE_MIN, NAME_MAX_LENGTH } from './limits';

// The national classifiers and departments of SPEC §3 (directions, speciality names, study forms,
// departments, levels, qualifications): lists, saves (id -1 creates) and deletes, under /ministerstvo/.
// Payload keys are SPEC §7's; answer rows use §3's field names.

/**
 * Every row of a list carries its edit flag and its version (optimistic concurrency, decision 0011): the
 * database adds one to the version at each change of the row.
 */
const flagged = { edit: z.boolean(), rowVersion: z.number().int() };

// ---- Directions -------------------------------------------------------------------------------------

export const directionRow = z.object({
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

export const allDirection = listCall('GET', 'ministerstvo/allDirection', directionRow, 'All directions');

export const saveDirection = writeCall(
  'ministerstvo/ins-upd-direction',
  'reference',
  z.object({
    idDirection: saveId(),
    code: required(CODE_MAX_LENGTH),
    direction_: required(NAME_MAX_LENGTH),
    directionKg: optional(NAME_MAX_LENGTH),
    directionEn: optional(NAME_MAX_LENGTH),
    rowVersion: rowVersion(),
  }),
  'Create (idDirection -1) or update a direction: sms 1, 2, 3 (code exists); 409 when rowVersion is stale',
);

export const deleteDirection = writeCall(
  'ministerstvo/del-direction',
  'reference',
  z.object({ idDirection: id() }),
  'Delete a direction: sms 8, or 6 when it is in use or locked',
);

// ---- Speciality names ------------------------------------------------------------------------------

export const specialRow = z.object({
  id_special: z.number(),
  'p25-1': z.string(),
  'p25-2': z.string(),
  p25_kg: z.string(),
  p25_en: z.string(),
  p25: z.string(),
  ...flagged,
});
export type SpecialRow = z.infer<typeof specialRow>;

export const allSpecial = listCall('GET', 'ministerstvo/allSpecial', specialRow, 'All speciality names');

export const saveSpecial = writeCall(
  'ministerstvo/ins-upd-spec',
  'reference',
  z.object({
    idSpecial: saveId(),
    code_: required(CODE_MAX_LENGTH),
    special_: required(NAME_MAX_LENGTH),
    specialKg: optional(NAME_MAX_LENGTH),
    specialEn: optional(NAME_MAX_LENGTH),
    rowVersion: rowVersion(),
  }),
  'Create (idSpecial -1) or update a speciality name: sms 1, 2, 3 (code exists); 409 when rowVersion is stale',
);

// del-spec {idSpec} deletes a duplicate speciality as a faculty teaches it (issue 12): speciality-plan.ts.
export const deleteSpecial = writeCall(
  'ministerstvo/del-special',
  'reference',
  z.object({ idSpecial: id() }),
  'Delete a speciality name: sms 8, or 6 when it is in use or locked',
);

// ---- Departments -----------------------------------------------------------------------------------

export const kafedraRow = z.object({
  idKafedra: z.number(),
  sn_f1: z.string(),
  ...trilingual('f1'),
  idFaculty: z.number(),
  ...trilingual('faculty'),
  ...flagged,
});
export type KafedraRow = z.infer<typeof kafedraRow>;

export const kafedra = listCall(
  'POST',
  'ministerstvo/kafedra',
  kafedraRow,
  'All departments with their faculty',
);

export const saveKafedra = writeCall(
  'ministerstvo/ins-upd-kaf',
  'faculty',
  z.object({
    idKafedra: saveId(),
    snF1: required(CODE_MAX_LENGTH),
    f1: required(NAME_MAX_LENGTH),
    f1Kg: required(NAME_MAX_LENGTH),
    f1En: required(NAME_MAX_LENGTH),
    idFaculty: id(),
    rowVersion: rowVersion(),
  }),
  'Create (idKafedra -1) or update a department: sms 1, 2, 3 (name exists); 400 when it would move to another faculty while specialities or classrooms of its faculty name it; 409 when rowVersion is stale',
);

export const deleteKafedra = writeCall(
  'ministerstvo/del-kaf',
  'faculty',
  z.object({ idKafedra: id() }),
  'Delete a department: sms 8, or 6 when it is in use or locked',
);

export const facultyOption = z.object({
  id_faculty: z.number(),
  ...trilingual('faculty'),
});

export const allFaculty = listCall(
  'GET',
  'ministerstvo/all-faculty',
  facultyOption,
  'All faculties (for pickers)',
);

// ---- Qualifications and levels ---------------------------------------------------------------------

export const qualificationRow = z.object({
  IDQualification: z.number(),
  ...trilingual('NameQualification'),
  ...flagged,
});
export type QualificationRow = z.infer<typeof qualificationRow>;

export const qualification = listCall(
  'POST',
  'ministerstvo/qualification',
  qualificationRow,
  'All qualifications',
);

export const saveQualification = writeCall(
  'ministerstvo/ins-upd-qual',
  'reference',
  z.object({
    IDQualification: saveId(),
    NameQualification: required(NAME_MAX_LENGTH),
    NameQualificationKg: required(NAME_MAX_LENGTH),
    NameQualificationEn: required(NAME_MAX_LENGTH),
    rowVersion: rowVersion(),
  }),
  'Create (IDQualification -1) or update a qualification: sms 1, 2, 3 (name exists); 409 when rowVersion is stale',
);

export const deleteQualification = writeCall(
  'ministerstvo/del-qual',
  'reference',
  z.object({ IDQualification: id() }),
  'Delete a qualification: sms 8, or 6 when it is in use or locked',
);

export const levelRow = z.object({
  IDLevel: z.number(),
  ...trilingual('NameLevel'),
  ...flagged,
});
export type LevelRow = z.infer<typeof levelRow>;

export const nameLevel = listCall('POST', 'ministerstvo/nameLevel', levelRow, 'All levels');

export const saveLevel = writeCall(
  'ministerstvo/ins-upd-level',
  'reference',
  z.object({
    IDLevel: saveId(),
    NameLevel: required(NAME_MAX_LENGTH),
    NameLevelKg: required(NAME_MAX_LENGTH),
    NameLevelEn: required(NAME_MAX_LENGTH),
    rowVersion: rowVersion(),
  }),
  'Create (IDLevel -1) or update a level: sms 1, 2, 3 (name exists); 409 when rowVersion is stale',
);

export const deleteLevel = writeCall(
  'ministerstvo/del-level',
  'reference',
  z.object({ IDLevel: id() }),
  'Delete a level: sms 8, or 6 when it is in use or locked',
);

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

export const studyFormRow = z.object({
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

export const allFeduc = listCall('GET', 'ministerstvo/allFeduc', studyFormRow, 'All study forms');

export const saveStudyForm = writeCall(
  'ministerstvo/ins-upd-feduc',
  'reference',
  z.object({
    idFeduc: saveId(),
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
    rowVersion: rowVersion(),
  }),
  'Create (idFeduc -1) or update a study form: sms 1, 2, 3 (name exists); 409 when rowVersion is stale',
);

export const deleteStudyForm = writeCall(
  'ministerstvo/del-feduc',
  'reference',
  z.object({ idFeduc: id() }),
  'Delete a study form: sms 8, or 6 when it is in use or locked',
);

export const studyFormOption = z.object({
  id: z.number(),
  ...trilingual('name'),
});

export const feducVid = listCall(
  'GET',
  'ministerstvo/feduc-vid',
  studyFormOption,
  'Kinds of study form (full-time, part-time …)',
);

export const feducProg = listCall(
  'GET',
  'ministerstvo/feduc-prog',
  studyFormOption,
  'Programmes of study form (bachelor, master …)',
);
