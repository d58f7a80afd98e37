import { z } from 'zod';
import { listCall, writeCall } from './call';
import { email, phone } from './contact';
import { isoDateText } from './dates';
import { flag, id, optional, required, rowVersion, saveId, trilingual, twoDigitYear } from './fields';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';

// The educational structure of SPEC §2-§4 (issue 11): the cascade ministry → university → faculty →
// direction → study form → speciality, the university and faculty records, the binding of a speciality
// name and a study form to a faculty's direction, and the academic groups of a speciality (name-groups,
// their sub-groups and the group of each admission year). Paths under /ministerstvo/, payload keys as
// SPEC §7, answer rows as §3. The decisions where SPEC is silent are in decision 0014.

/** insUpdGroupT's idNameGr: a flag, or SPEC's id (from 1: on; 0 or null: off); absent is off. */
const individualName = () =>
  z
    .union([flag(), id(), z.null()])
    .transform((value) => value === true || (typeof value === 'number' && value > 0))
    .default(false);

export const ADDITION_MAX_LENGTH = 100;
export const NAME_GROUP_MAX_LENGTH = 50;
export const SUB_GROUP_MAX = 9;
/** Phd (SPEC §3): 5 doctorate, 1 other postgraduate, 0 none. */
export const phdValues = [0, 1, 5] as const;

// ---- The cascade ------------------------------------------------------------------------------------

export const ministryRow = z.object({ id_ministry: z.number(), ...trilingual('name') });
export const ministries = listCall(
  'GET',
  'ministerstvo/select',
  ministryRow,
  'The ministries (the first select of the cascade)',
);

export const universityRow = z.object({
  id_vuz: z.number(),
  id_ministry: z.number(),
  v1: z.string(),
  v1_k: z.string(),
  v1_en: z.string(),
  v2: z.string(),
  v2_k: z.string(),
  v2_en: z.string(),
  ...trilingual('adres'),
  glava: z.string(),
  tel: z.string(),
  nomer_licen: z.string(),
  /** yyyy-mm-dd, or empty. */
  date_licen: z.string(),
  mail: z.string(),
  rowVersion: z.number(),
});
export type UniversityRow = z.infer<typeof universityRow>;

export const universities = listCall(
  'POST',
  'ministerstvo/vuz',
  universityRow,
  'The universities of a ministry, every field',
  z.object({ idMinisterstvo: id() }),
);

export const facultyRow = z.object({
  id_faculty: z.number(),
  id_vuz: z.number(),
  ...trilingual('short_faculty'),
  ...trilingual('faculty'),
  nDirector: z.string(),
  rowVersion: z.number(),
});
export type FacultyRow = z.infer<typeof facultyRow>;

export const faculties = listCall(
  'POST',
  'ministerstvo/faculty',
  facultyRow,
  'The faculties of a university, every field',
  z.object({ idVuz: id() }),
);

export const cascadeDirectionRow = z.object({
  id_direction: z.number(),
  code: z.string(),
  ...trilingual('direction'),
});
export const facultyDirections = listCall(
  'POST',
  'ministerstvo/direction',
  cascadeDirectionRow,
  'The directions a faculty teaches (those of its specialities)',
  z.object({ idFaculty: id() }),
);

export const cascadeStudyFormRow = z.object({
  id_f_educ: z.number(),
  short_name: z.string(),
  ...trilingual('f_educ'),
});
export const facultyStudyForms = listCall(
  'POST',
  'ministerstvo/feduc/select',
  cascadeStudyFormRow,
  "The study forms of a faculty's direction",
  z.object({ idFaculty: id(), idDirection: id() }),
);

export const cascadeSpecialityRow = z.object({
  id_speciality: z.number(),
  id_special: z.number(),
  'p25-1': z.string(),
  'p25-2': z.string(),
  p25_kg: z.string(),
  p25_en: z.string(),
  trimester: z.boolean(),
  Phd: z.number(),
});
export type CascadeSpecialityRow = z.infer<typeof cascadeSpecialityRow>;
export const facultySpecialities = listCall(
  'POST',
  'ministerstvo/speciality',
  cascadeSpecialityRow,
  "The specialities of a faculty's direction in a study form",
  z.object({ idFaculty: id(), idDirection: id(), idFeduc: id() }),
);

// ---- University and faculty records ----------------------------------------------------------------

export const updateUniversity = writeCall(
  'ministerstvo/upd-vuz',
  'reference',
  z.object({
    idVuz: id(),
    v1: required(NAME_MAX_LENGTH),
    v1K: optional(NAME_MAX_LENGTH),
    v1En: optional(NAME_MAX_LENGTH),
    v2: required(NAME_MAX_LENGTH),
    v2K: optional(NAME_MAX_LENGTH),
    v2En: optional(NAME_MAX_LENGTH),
    adres: optional(NAME_MAX_LENGTH),
    adresKg: optional(NAME_MAX_LENGTH),
    adresEn: optional(NAME_MAX_LENGTH),
    glava: optional(NAME_MAX_LENGTH),
    tel: phone(),
    nomerLicen: optional(CODE_MAX_LENGTH),
    // yyyy-mm-dd naming a real day (the form reads it in the interface language's way, contract/dates.ts).
    dateLicen: isoDateText().default(''),
    mail: email(),
    rowVersion: rowVersion(),
  }),
  'Update the university: sms 2; 409 when rowVersion is stale',
);

export const saveFaculty = writeCall(
  'ministerstvo/ins-upd-faculty',
  'faculty',
  z.object({
    idFaculty: saveId(),
    shortFaculty: required(CODE_MAX_LENGTH),
    shortFacultyKg: required(CODE_MAX_LENGTH),
    shortFacultyEn: required(CODE_MAX_LENGTH),
    faculty_: required(NAME_MAX_LENGTH),
    facultyKg: required(NAME_MAX_LENGTH),
    facultyEn: required(NAME_MAX_LENGTH),
    nDirector: required(NAME_MAX_LENGTH),
    idVuz: id(),
    rowVersion: rowVersion(),
  }),
  'Create (idFaculty -1; editors of all faculties) or update a faculty: sms 1, 2, 3 (name exists in the university)',
);

// ---- Binding a speciality --------------------------------------------------------------------------

export const trimesterSetting = listCall(
  'GET',
  'ministerstvo/check-all',
  z.object({ trimester: z.number() }),
  'The trimester setting: 1 when specialities may be taught in trimesters or as a doctorate',
);

export const bindSpeciality = writeCall(
  'ministerstvo/insUpdSpecialty',
  'faculty',
  z.object({
    idSpecial: id(),
    idFEduc: id(),
    idFaculty: id(),
    idDirection: id(),
    trimester: flag().default(false),
    Phd: z.union([z.literal(0), z.literal(1), z.literal(5)]).default(0),
  }),
  'Bind a speciality name and a study form to a faculty direction: sms 1, or 3 when the binding exists',
);

// ---- Name-groups, sub-groups and groups ------------------------------------------------------------

export const nameGroupRow = z.object({ id_n_gr: z.number(), n_gr: z.string(), rowVersion: z.number() });
export type NameGroupRow = z.infer<typeof nameGroupRow>;

export const specialityNameGroups = listCall(
  'POST',
  'ministerstvo/group',
  nameGroupRow,
  'The name-groups bound to a speciality (faculty, speciality name, study form)',
  z.object({ idFaculty: id(), idSpecial: id(), idFEduc: id() }),
);

export const facultyNameGroups = listCall(
  'POST',
  'ministerstvo/allNGr/select',
  nameGroupRow,
  "All name-groups of a faculty (the group-choice modal's list)",
  z.object({ idFaculty: id() }),
);

export const saveNameGroup = writeCall(
  'ministerstvo/insUpdNGr/insupd',
  'faculty',
  z.object({
    idNGr: saveId(),
    nGr: required(NAME_GROUP_MAX_LENGTH),
    /** The faculty of a new name-group (required with idNGr -1; a name-group keeps its faculty). */
    idFaculty: id().optional(),
  }),
  'Create (idNGr -1, with idFaculty) or rename a name-group: sms 1, 2, 3 (the faculty has the name)',
);

export const deleteNameGroup = writeCall(
  'ministerstvo/deleteNGrQuery/delete',
  'faculty',
  z.object({ idNGr: id() }),
  'Delete a name-group: sms 5 deleted (SPEC §8), 6 when a speciality still uses it',
);

export const subGroupRow = z.object({ id_com_gspe: z.number(), idSubGr: z.number(), label: z.string() });
export const subGroups = listCall(
  'POST',
  'ministerstvo/subgroup',
  subGroupRow,
  'The sub-groups of a name-group in a speciality (each binding: id_com_gspe)',
  z.object({ idSpeciality: id(), idNGr: id() }),
);

export const bindNameGroup = writeCall(
  'ministerstvo/insUpdComGspe/insupd',
  'faculty',
  z.object({
    idSpeciality: id(),
    idNGr: id(),
    idSubGr: z.number().int().min(0).max(SUB_GROUP_MAX).default(0),
  }),
  'Bind a name-group (and sub-group) to a speciality: sms 1, or 3 when bound already',
);

export const yearRow = z.object({ id_group_y: z.number(), label: z.string() });
export const groupYears = listCall(
  'GET',
  'ministerstvo/allGroupY/select',
  yearRow,
  'The admission years a group may have (the year-choice modal)',
);

export const groupOfYearRow = z.object({
  id_group: z.number(),
  id_group_y: z.number(),
  label: z.string(),
  /** The group's one name (decision 0014), as the groups table shows it. */
  group_name: z.string(),
  dop: z.string(),
  winter_reception: z.boolean(),
  ind_name_gr: z.boolean(),
  rowVersion: z.number(),
});
export const bindingGroups = listCall(
  'POST',
  'ministerstvo/groupY',
  groupOfYearRow,
  'The groups of a name-group binding, one per admission year',
  z.object({ idComGspe: id() }),
);

/** A course (SPEC §3 rate): `label` is the Russian name; the Kyrgyz and English ones may be empty. */
export const courseRow = z.object({
  id_rate: z.number(),
  ...trilingual('label'),
});
export const specialityCourses = listCall(
  'POST',
  'ministerstvo/rate/select',
  courseRow,
  "The courses of a speciality (1 to its study form's maximum)",
  z.object({ idSpeciality: id() }),
);

export const groupRow = z.object({
  id_group: z.number(),
  id_com_gspe: z.number(),
  id_n_gr: z.number(),
  id_sub_gr: z.number(),
  id_group_y: z.number(),
  /** The group's name as staff write it: name-group, year, sub-group (decision 0014). */
  group_name: z.string(),
  year_label: z.string(),
  /**
   * The course in the current academic year (contract/academic-year.ts): 0 for next year's intake, above
   * `max_course` (its study form's last course) once graduated.
   */
  course: z.number(),
  max_course: z.number(),
  dop: z.string(),
  winter_reception: z.boolean(),
  ind_name_gr: z.boolean(),
  rowVersion: z.number(),
});
export type GroupRow = z.infer<typeof groupRow>;

export const specialityGroups = listCall(
  'POST',
  'ministerstvo/groupAll',
  groupRow,
  'The groups of a speciality in a course (idRate 0: every course, graduated included)',
  z.object({ idRate: z.number().int().min(0).max(10), idSpeciality: id() }),
);

export const saveGroup = writeCall(
  'ministerstvo/insUpdGroupT',
  'faculty',
  z.object({
    idGroup: saveId(),
    idComGspe: id(),
    idGroupY: twoDigitYear(),
    dop: optional(ADDITION_MAX_LENGTH),
    /**
     * Whether the group is called by its name-group alone, without the year (decision 0014). SPEC names
     * it as an id: the id of the name-group whose name the group keeps (any id from 1) turns it on, 0 or
     * null off; the 0/1 flag (a number, boolean or '0'/'1') is read the same way (decision 0032).
     */
    idNameGr: individualName(),
    rowVersion: rowVersion(),
  }),
  'Create (idGroup -1) or update a group: sms 1, 2, 3 (the binding has a group of that year); 409 when stale',
);

export const setWinterReception = writeCall(
  'ministerstvo/insUpdGroupReception',
  'faculty',
  z.object({ idGroup: id(), winterReception: flag() }),
  "Winter reception of a group: sms 2; 4 refused switching it on, 5 refused switching it off (a past year's intake)",
);

export const copyGroup = writeCall(
  'ministerstvo/copy-group',
  'faculty',
  z.object({ idGroupFrom: id(), idGroupTo: id() }),
  "Copy a group's settings (addition, individual name, winter reception) onto another group: sms 2",
);

export const deleteGroup = writeCall(
  'ministerstvo/del-group',
  'faculty',
  z.object({ idGroup: id() }),
  'Delete a group: sms 8, or 6 when it is in use',
);

// ---- Calendar ---------------------------------------------------------------------------------------

export const academicYearRow = z.object({ id_a_year: z.number(), label: z.string() });
export const academicYears = listCall(
  'POST',
  'ministerstvo/year',
  academicYearRow,
  'The academic years (two-digit id, label)',
);

export const halfYearRow = z.object({ id_w_s: z.number(), ...trilingual('name') });
export const halfYears = listCall('GET', 'ministerstvo/ws', halfYearRow, 'The half-years');
