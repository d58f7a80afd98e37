import { z } from 'zod';
import { defineCall } from './call';
import { email, phone } from './contact';
import { isoDateText } from './dates';
import { smsRowSchema } from './envelope';
import { flag, id, optional, required, rowVersion, saveId, twoDigitYear } from './fields';
import { CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';

// The educational structure of SPEC §2-§4 (issue 11): the cascade ministry → university → faculty →
// direction → study form → speciality, the university and faculty records, the binding of a speciality
// name and a study form to a faculty's direction, and the academic groups of a speciality (name-groups,
// their sub-groups and the group of each admission year). Paths under /ministerstvo/, payload keys as
// SPEC §7, answer rows as §3. The decisions where SPEC is silent are in decision 0014.

const writeAnswer = z.array(smsRowSchema);

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

const named = { name: z.string(), name_kg: z.string(), name_en: z.string() };

// ---- The cascade ------------------------------------------------------------------------------------

export const ministryRow = z.object({ id_ministry: z.number(), ...named });
export const ministries = defineCall({
  method: 'GET',
  path: 'ministerstvo/select',
  body: undefined,
  data: z.array(ministryRow),
  requiresSession: true,
  summary: 'The ministries (the first select of the cascade)',
});

export const universityRow = z.object({
  id_vuz: z.number(),
  id_ministry: z.number(),
  v1: z.string(),
  v1_k: z.string(),
  v1_en: z.string(),
  v2: z.string(),
  v2_k: z.string(),
  v2_en: z.string(),
  adres: z.string(),
  adres_kg: z.string(),
  adres_en: z.string(),
  glava: z.string(),
  tel: z.string(),
  nomer_licen: z.string(),
  /** yyyy-mm-dd, or empty. */
  date_licen: z.string(),
  mail: z.string(),
  rowVersion: z.number(),
});
export type UniversityRow = z.infer<typeof universityRow>;

export const universities = defineCall({
  method: 'POST',
  path: 'ministerstvo/vuz',
  body: z.object({ idMinisterstvo: id() }),
  data: z.array(universityRow),
  requiresSession: true,
  summary: 'The universities of a ministry, every field',
});

export const facultyRow = z.object({
  id_faculty: z.number(),
  id_vuz: z.number(),
  short_faculty: z.string(),
  short_faculty_kg: z.string(),
  short_faculty_en: z.string(),
  faculty: z.string(),
  faculty_kg: z.string(),
  faculty_en: z.string(),
  nDirector: z.string(),
  rowVersion: z.number(),
});
export type FacultyRow = z.infer<typeof facultyRow>;

export const faculties = defineCall({
  method: 'POST',
  path: 'ministerstvo/faculty',
  body: z.object({ idVuz: id() }),
  data: z.array(facultyRow),
  requiresSession: true,
  summary: 'The faculties of a university, every field',
});

export const cascadeDirectionRow = z.object({
  id_direction: z.number(),
  code: z.string(),
  direction: z.string(),
  direction_kg: z.string(),
  direction_en: z.string(),
});
export const facultyDirections = defineCall({
  method: 'POST',
  path: 'ministerstvo/direction',
  body: z.object({ idFaculty: id() }),
  data: z.array(cascadeDirectionRow),
  requiresSession: true,
  summary: 'The directions a faculty teaches (those of its specialities)',
});

export const cascadeStudyFormRow = z.object({
  id_f_educ: z.number(),
  short_name: z.string(),
  f_educ: z.string(),
  f_educ_kg: z.string(),
  f_educ_en: z.string(),
});
export const facultyStudyForms = defineCall({
  method: 'POST',
  path: 'ministerstvo/feduc/select',
  body: z.object({ idFaculty: id(), idDirection: id() }),
  data: z.array(cascadeStudyFormRow),
  requiresSession: true,
  summary: "The study forms of a faculty's direction",
});

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
export const facultySpecialities = defineCall({
  method: 'POST',
  path: 'ministerstvo/speciality',
  body: z.object({ idFaculty: id(), idDirection: id(), idFeduc: id() }),
  data: z.array(cascadeSpecialityRow),
  requiresSession: true,
  summary: "The specialities of a faculty's direction in a study form",
});

// ---- University and faculty records ----------------------------------------------------------------

export const updateUniversity = defineCall({
  method: 'POST',
  path: 'ministerstvo/upd-vuz',
  body: z.object({
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
  data: writeAnswer,
  requiresSession: true,
  access: 'reference',
  summary: 'Update the university: sms 2; 409 when rowVersion is stale',
});

export const saveFaculty = defineCall({
  method: 'POST',
  path: 'ministerstvo/ins-upd-faculty',
  body: z.object({
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
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary:
    'Create (idFaculty -1; editors of all faculties) or update a faculty: sms 1, 2, 3 (name exists in the university)',
});

// ---- Binding a speciality --------------------------------------------------------------------------

export const trimesterSetting = defineCall({
  method: 'GET',
  path: 'ministerstvo/check-all',
  body: undefined,
  data: z.array(z.object({ trimester: z.number() })),
  requiresSession: true,
  summary: 'The trimester setting: 1 when specialities may be taught in trimesters or as a doctorate',
});

export const bindSpeciality = defineCall({
  method: 'POST',
  path: 'ministerstvo/insUpdSpecialty',
  body: z.object({
    idSpecial: id(),
    idFEduc: id(),
    idFaculty: id(),
    idDirection: id(),
    trimester: flag().default(false),
    Phd: z.union([z.literal(0), z.literal(1), z.literal(5)]).default(0),
  }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary:
    'Bind a speciality name and a study form to a faculty direction: sms 1, or 3 when the binding exists',
});

// ---- Name-groups, sub-groups and groups ------------------------------------------------------------

export const nameGroupRow = z.object({ id_n_gr: z.number(), n_gr: z.string(), rowVersion: z.number() });
export type NameGroupRow = z.infer<typeof nameGroupRow>;

export const specialityNameGroups = defineCall({
  method: 'POST',
  path: 'ministerstvo/group',
  body: z.object({ idFaculty: id(), idSpecial: id(), idFEduc: id() }),
  data: z.array(nameGroupRow),
  requiresSession: true,
  summary: 'The name-groups bound to a speciality (faculty, speciality name, study form)',
});

export const facultyNameGroups = defineCall({
  method: 'POST',
  path: 'ministerstvo/allNGr/select',
  body: z.object({ idFaculty: id() }),
  data: z.array(nameGroupRow),
  requiresSession: true,
  summary: "All name-groups of a faculty (the group-choice modal's list)",
});

export const saveNameGroup = defineCall({
  method: 'POST',
  path: 'ministerstvo/insUpdNGr/insupd',
  body: z.object({
    idNGr: saveId(),
    nGr: required(NAME_GROUP_MAX_LENGTH),
    /** The faculty of a new name-group (required with idNGr -1; a name-group keeps its faculty). */
    idFaculty: id().optional(),
  }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary: 'Create (idNGr -1, with idFaculty) or rename a name-group: sms 1, 2, 3 (the faculty has the name)',
});

export const deleteNameGroup = defineCall({
  method: 'POST',
  path: 'ministerstvo/deleteNGrQuery/delete',
  body: z.object({ idNGr: id() }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary: 'Delete a name-group: sms 5 deleted (SPEC §8), 6 when a speciality still uses it',
});

export const subGroupRow = z.object({ id_com_gspe: z.number(), idSubGr: z.number(), label: z.string() });
export const subGroups = defineCall({
  method: 'POST',
  path: 'ministerstvo/subgroup',
  body: z.object({ idSpeciality: id(), idNGr: id() }),
  data: z.array(subGroupRow),
  requiresSession: true,
  summary: 'The sub-groups of a name-group in a speciality (each binding: id_com_gspe)',
});

export const bindNameGroup = defineCall({
  method: 'POST',
  path: 'ministerstvo/insUpdComGspe/insupd',
  body: z.object({
    idSpeciality: id(),
    idNGr: id(),
    idSubGr: z.number().int().min(0).max(SUB_GROUP_MAX).default(0),
  }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary: 'Bind a name-group (and sub-group) to a speciality: sms 1, or 3 when bound already',
});

export const yearRow = z.object({ id_group_y: z.number(), label: z.string() });
export const groupYears = defineCall({
  method: 'GET',
  path: 'ministerstvo/allGroupY/select',
  body: undefined,
  data: z.array(yearRow),
  requiresSession: true,
  summary: 'The admission years a group may have (the year-choice modal)',
});

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
export const bindingGroups = defineCall({
  method: 'POST',
  path: 'ministerstvo/groupY',
  body: z.object({ idComGspe: id() }),
  data: z.array(groupOfYearRow),
  requiresSession: true,
  summary: 'The groups of a name-group binding, one per admission year',
});

/** A course (SPEC §3 rate): `label` is the Russian name; the Kyrgyz and English ones may be empty. */
export const courseRow = z.object({
  id_rate: z.number(),
  label: z.string(),
  label_kg: z.string(),
  label_en: z.string(),
});
export const specialityCourses = defineCall({
  method: 'POST',
  path: 'ministerstvo/rate/select',
  body: z.object({ idSpeciality: id() }),
  data: z.array(courseRow),
  requiresSession: true,
  summary: "The courses of a speciality (1 to its study form's maximum)",
});

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

export const specialityGroups = defineCall({
  method: 'POST',
  path: 'ministerstvo/groupAll',
  body: z.object({ idRate: z.number().int().min(0).max(10), idSpeciality: id() }),
  data: z.array(groupRow),
  requiresSession: true,
  summary: 'The groups of a speciality in a course (idRate 0: every course, graduated included)',
});

export const saveGroup = defineCall({
  method: 'POST',
  path: 'ministerstvo/insUpdGroupT',
  body: z.object({
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
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary:
    'Create (idGroup -1) or update a group: sms 1, 2, 3 (the binding has a group of that year); 409 when stale',
});

export const setWinterReception = defineCall({
  method: 'POST',
  path: 'ministerstvo/insUpdGroupReception',
  body: z.object({ idGroup: id(), winterReception: flag() }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary:
    "Winter reception of a group: sms 2; 4 refused switching it on, 5 refused switching it off (a past year's intake)",
});

export const copyGroup = defineCall({
  method: 'POST',
  path: 'ministerstvo/copy-group',
  body: z.object({ idGroupFrom: id(), idGroupTo: id() }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary: "Copy a group's settings (addition, individual name, winter reception) onto another group: sms 2",
});

export const deleteGroup = defineCall({
  method: 'POST',
  path: 'ministerstvo/del-group',
  body: z.object({ idGroup: id() }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary: 'Delete a group: sms 8, or 6 when it is in use',
});

// ---- Calendar ---------------------------------------------------------------------------------------

export const academicYearRow = z.object({ id_a_year: z.number(), label: z.string() });
export const academicYears = defineCall({
  method: 'POST',
  path: 'ministerstvo/year',
  body: undefined,
  data: z.array(academicYearRow),
  requiresSession: true,
  summary: 'The academic years (two-digit id, label)',
});

export const halfYearRow = z.object({ id_w_s: z.number(), ...named });
export const halfYears = defineCall({
  method: 'GET',
  path: 'ministerstvo/ws',
  body: undefined,
  data: z.array(halfYearRow),
  requiresSession: true,
  summary: 'The half-years',
});
