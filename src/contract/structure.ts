import { z } from 'zod';
import { listCall, tableWrites, writeCall } from './call';
import { specialNames } from './catalog';
import { isoDateText } from './dates';
import {
  flag,
  id,
  ids,
  optional,
  optionRow,
  required,
  saveId,
  trilingual,
  trilingualInput,
  twoDigitYear,
  versioned,
} from './fields';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';
import { universityFields } from './university';

// The educational structure of SPEC §2-§4 (decision 0014): the cascade ministry → university → faculty →
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

// ---- The cascade ------------------------------------------------------------------------------------

const ministryRow = optionRow('id_ministry', 'name');
export const ministries = listCall('GET', 'ministerstvo/select', ministryRow, {
  summary: 'The ministries (the first select of the cascade)',
});

const universityRow = z.object({
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
  ...versioned,
});
export type UniversityRow = z.infer<typeof universityRow>;

export const universities = listCall('POST', 'ministerstvo/vuz', universityRow, {
  body: ids('idMinisterstvo'),
  summary: 'The universities of a ministry, every field',
});

const facultyRow = z.object({
  id_faculty: z.number(),
  id_vuz: z.number(),
  ...trilingual('short_faculty'),
  ...trilingual('faculty'),
  nDirector: z.string(),
  ...versioned,
});
export type FacultyRow = z.infer<typeof facultyRow>;

export const faculties = listCall('POST', 'ministerstvo/faculty', facultyRow, {
  body: ids('idVuz'),
  summary: 'The faculties of a university, every field',
});

const cascadeDirectionRow = optionRow('id_direction', 'direction', { code: z.string() });
export const facultyDirections = listCall('POST', 'ministerstvo/direction', cascadeDirectionRow, {
  body: ids('idFaculty'),
  summary: 'The directions a faculty teaches (those of its specialities)',
});

const cascadeStudyFormRow = optionRow('id_f_educ', 'f_educ', { short_name: z.string() });
export const facultyStudyForms = listCall('POST', 'ministerstvo/feduc/select', cascadeStudyFormRow, {
  body: ids('idFaculty', 'idDirection'),
  summary: "The study forms of a faculty's direction",
});

const cascadeSpecialityRow = z.object({
  id_speciality: z.number(),
  id_special: z.number(),
  ...specialNames,
  trimester: z.boolean(),
  Phd: z.number(),
});
export type CascadeSpecialityRow = z.infer<typeof cascadeSpecialityRow>;
export const facultySpecialities = listCall('POST', 'ministerstvo/speciality', cascadeSpecialityRow, {
  body: ids('idFaculty', 'idDirection', 'idFeduc'),
  summary: "The specialities of a faculty's direction in a study form",
});

// ---- University and faculty records ----------------------------------------------------------------

export const updateUniversity = tableWrites('idVuz', 'reference').update(
  'ministerstvo/upd-vuz',
  {
    ...universityFields,
    nomerLicen: optional(CODE_MAX_LENGTH),
    // yyyy-mm-dd naming a real day (the form reads it in the interface language's way, contract/dates.ts).
    dateLicen: isoDateText().default(''),
  },
  'Update the university: sms 2; 409 when rowVersion is stale',
);

export const saveFaculty = tableWrites('idFaculty', 'faculty').save(
  'ministerstvo/ins-upd-faculty',
  {
    ...trilingualInput('shortFaculty', CODE_MAX_LENGTH, required),
    ...trilingualInput('faculty_', NAME_MAX_LENGTH, required),
    nDirector: required(NAME_MAX_LENGTH),
    idVuz: id(),
  },
  'Create (idFaculty -1; editors of all faculties) or update a faculty: sms 1, 2, 3 (name exists in the university)',
);

// ---- Binding a speciality --------------------------------------------------------------------------

export const trimesterSetting = listCall(
  'GET',
  'ministerstvo/check-all',
  z.object({ trimester: z.number() }),
  { summary: 'The trimester setting: 1 when specialities may be taught in trimesters or as a doctorate' },
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
    /** SPEC §3: 5 doctorate, 1 other postgraduate, 0 none. */
    Phd: z.union([z.literal(0), z.literal(1), z.literal(5)]).default(0),
  }),
  'Bind a speciality name and a study form to a faculty direction: sms 1, or 3 when the binding exists',
);

// ---- Name-groups, sub-groups and groups ------------------------------------------------------------

const nameGroupRow = z.object({ id_n_gr: z.number(), n_gr: z.string(), ...versioned });
export type NameGroupRow = z.infer<typeof nameGroupRow>;

export const specialityNameGroups = listCall('POST', 'ministerstvo/group', nameGroupRow, {
  body: ids('idFaculty', 'idSpecial', 'idFEduc'),
  summary: 'The name-groups bound to a speciality (faculty, speciality name, study form)',
});

export const facultyNameGroups = listCall('POST', 'ministerstvo/allNGr/select', nameGroupRow, {
  body: ids('idFaculty'),
  summary: "All name-groups of a faculty (the group-choice modal's list)",
});

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

export const deleteNameGroup = tableWrites('idNGr', 'faculty').delete(
  'ministerstvo/deleteNGrQuery/delete',
  'Delete a name-group: sms 5 deleted (SPEC §8), 6 when a speciality still uses it',
);

const subGroupRow = z.object({ id_com_gspe: z.number(), idSubGr: z.number(), label: z.string() });
export const subGroups = listCall('POST', 'ministerstvo/subgroup', subGroupRow, {
  body: ids('idSpeciality', 'idNGr'),
  summary: 'The sub-groups of a name-group in a speciality (each binding: id_com_gspe)',
});

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

const yearRow = z.object({ id_group_y: z.number(), label: z.string() });
export const groupYears = listCall('GET', 'ministerstvo/allGroupY/select', yearRow, {
  summary: 'The admission years a group may have (the year-choice modal)',
});

const groupOfYearRow = z.object({
  id_group: z.number(),
  id_group_y: z.number(),
  label: z.string(),
  /** The group's one name (decision 0014), as the groups table shows it. */
  group_name: z.string(),
  dop: z.string(),
  winter_reception: z.boolean(),
  ind_name_gr: z.boolean(),
  ...versioned,
});
export const bindingGroups = listCall('POST', 'ministerstvo/groupY', groupOfYearRow, {
  body: ids('idComGspe'),
  summary: 'The groups of a name-group binding, one per admission year',
});

/** A course (SPEC §3 rate): `label` is the Russian name; the Kyrgyz and English ones may be empty. */
export const courseRow = optionRow('id_rate', 'label');
export const specialityCourses = listCall('POST', 'ministerstvo/rate/select', courseRow, {
  body: ids('idSpeciality'),
  summary: "The courses of a speciality (1 to its study form's maximum)",
});

const groupRow = z.object({
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
  ...versioned,
});
export type GroupRow = z.infer<typeof groupRow>;

export const specialityGroups = listCall('POST', 'ministerstvo/groupAll', groupRow, {
  body: z.object({ idRate: z.number().int().min(0).max(10), idSpeciality: id() }),
  summary: 'The groups of a speciality in a course (idRate 0: every course, graduated included)',
});

const groups = tableWrites('idGroup', 'faculty');

export const saveGroup = groups.save(
  'ministerstvo/insUpdGroupT',
  {
    idComGspe: id(),
    idGroupY: twoDigitYear(),
    dop: optional(ADDITION_MAX_LENGTH),
    /**
     * Whether the group is called by its name-group alone, without the year (decision 0014). SPEC names
     * it as an id: the id of the name-group whose name the group keeps (any id from 1) turns it on, 0 or
     * null off; the 0/1 flag (a number, boolean or '0'/'1') is read the same way (decision 0032).
     */
    idNameGr: individualName(),
  },
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
  ids('idGroupFrom', 'idGroupTo'),
  "Copy a group's settings (addition, individual name, winter reception) onto another group: sms 2",
);

export const deleteGroup = groups.delete(
  'ministerstvo/del-group',
  'Delete a group: sms 8, or 6 when it is in use',
);

// ---- Calendar ---------------------------------------------------------------------------------------

const academicYearRow = z.object({ id_a_year: z.number(), label: z.string() });
export const academicYears = listCall('POST', 'ministerstvo/year', academicYearRow, {
  summary: 'The academic years (two-digit id, label)',
});

const halfYearRow = optionRow('id_w_s', 'name');
export const halfYears = listCall('GET', 'ministerstvo/ws', halfYearRow, { summary: 'The half-years' });
