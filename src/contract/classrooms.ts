import { z } from 'zod';
import { listCall, tableWrites } from './call';
import {
  choice,
  digitsInput,
  filledOnSave,
  ids,
  optional,
  optionRow,
  required,
  trilingual,
  versioned,
} from './fields';
import { CLASSROOM_CAPACITY_LENGTH, CODE_MAX_LENGTH, NAME_MAX_LENGTH } from './limits';

// The classrooms screen (SPEC §2 "Classrooms screen", §7 "Classrooms", decision 0021): buildings, the
// classrooms of a building, the university's offices (отделы), and the classroom specifics. Paths under
// /audience/, payload keys as §7, answer rows as §3. Decisions where SPEC is silent: 0021.

/** A room number as the building's signs show it: "214", "А-305", "Спортзал 2". */
export const ROOM_NUMBER_MAX_LENGTH = 20;
export const ROOM_NOTE_MAX_LENGTH = 500;
/** Floor area in m², two decimals; the largest a hall of a university could have, with room to spare. */
const SQUARE_MAX = 99_999.99;
/**
 * The classrooms of one building are answered whole (the web pages them 50 at a time, SPEC §9); a
 * building holds at most this many, so that the answer stays bounded (decision 0021).
 */
export const MAX_ROOMS_PER_BUILDING = 1_000;

/**
 * Capacity as the inline row sends it: whole seats, a number or its digits as text (at most ten, SPEC §9).
 * Empty or null is "not filled" (null), which the save refuses with 'fillFields' (SPEC §5).
 */
const capacity = () => filledOnSave(digitsInput(CLASSROOM_CAPACITY_LENGTH, null, 'at most 10 digits'));

/**
 * Floor area in m² as the inline row sends it: a number or its text, a comma or a point before at most two
 * decimals, above 0. Empty or null is "not filled" (null): 'fillFields' (SPEC §5).
 */
const square = () =>
  filledOnSave(
    z
      .union([
        z.number().positive().max(SQUARE_MAX).multipleOf(0.01, { message: 'twoDecimals' }),
        z.string().regex(/^\s*(\d{1,5}([.,]\d{1,2})?)?\s*$/, 'a number with at most two decimals'),
        z.null(),
      ])
      // A number's own text must hold too: 0.1 + 0.2 is a multiple of 0.01 only to a float.
      .refine((value) => typeof value !== 'number' || /^\d+(\.\d{1,2})?$/.test(String(value)), {
        message: 'twoDecimals',
        params: { reason: 'twoDecimals' },
      })
      .transform((value) =>
        value === null || value.toString().trim() === '' ? null : Number(value.toString().replace(',', '.')),
      )
      .pipe(z.number().positive().max(SQUARE_MAX).nullable())
      .default(null),
  );

// ---- Buildings and offices ----------------------------------------------------------------------------

/** The lengths migration 0014's CHECKs hold a building's names, its address and an office's name to. */
export const BUILDING_NAME_MAX_LENGTH = 200;
export const BUILDING_ADDRESS_MAX_LENGTH = 500;
export const OFFICE_NAME_MAX_LENGTH = 500;

/** A building: an option of the building selector, with its address. */
const buildingRow = optionRow('id_korpus', 'korpus').extend({ ...trilingual('adres'), ...versioned });
export type BuildingRow = z.infer<typeof buildingRow>;

export const buildings = listCall('GET', 'audience/sel-korpus', buildingRow, {
  summary: "The university's buildings (the building selector)",
});

const officeRow = optionRow('id_otdel', 'otdel').extend(versioned);
export type OfficeRow = z.infer<typeof officeRow>;

export const offices = listCall('GET', 'audience/set-otdel', officeRow, {
  summary: "The university's divisions and offices (отделы) a classroom may belong to",
});

// Not in SPEC §7, which has no call writing buildings or offices (decision 0062): without them a new
// university has no building to hold a classroom. Shared by the university, as the specifics are.
const buildingWrites = tableWrites('idKorpus', 'reference');

export const saveBuilding = buildingWrites.save(
  'audience/ins-upd-korpus',
  {
    korpus: required(BUILDING_NAME_MAX_LENGTH),
    korpusKg: optional(BUILDING_NAME_MAX_LENGTH),
    korpusEn: optional(BUILDING_NAME_MAX_LENGTH),
    adres: optional(BUILDING_ADDRESS_MAX_LENGTH),
    adresKg: optional(BUILDING_ADDRESS_MAX_LENGTH),
    adresEn: optional(BUILDING_ADDRESS_MAX_LENGTH),
  },
  'Create (idKorpus -1) or update a building; its Russian name needed: sms 1, 2, 3 (the name exists); 409 when stale',
);

export const deleteBuilding = buildingWrites.delete(
  'audience/del-korpus',
  'Delete a building: sms 8, or 6 while it has classrooms',
);

const officeWrites = tableWrites('idOtdel', 'reference');

export const saveOffice = officeWrites.save(
  'audience/ins-upd-otdel',
  {
    otdel: required(OFFICE_NAME_MAX_LENGTH),
    otdelKg: optional(OFFICE_NAME_MAX_LENGTH),
    otdelEn: optional(OFFICE_NAME_MAX_LENGTH),
  },
  'Create (idOtdel -1) or update an office (отдел); its Russian name needed: sms 1, 2, 3 (the name exists); 409 when stale',
);

export const deleteOffice = officeWrites.delete(
  'audience/del-otdel',
  'Delete an office: sms 8, or 6 while a classroom names it',
);

// ---- Classrooms ---------------------------------------------------------------------------------------

const classroomRow = z.object({
  id_auditorium: z.number(),
  id_korpus: z.number(),
  number: z.string(),
  /** Capacity in seats. */
  contain: z.number(),
  /** Floor area in m². */
  square: z.number(),
  note: z.string(),
  id_specifics: z.number().nullable(),
  id_faculty: z.number().nullable(),
  id_otdel_1: z.number().nullable(),
  id_kafedra: z.number().nullable(),
  ...versioned,
});
export type ClassroomRow = z.infer<typeof classroomRow>;

export const classrooms = listCall('POST', 'audience/auditoriums', classroomRow, {
  body: ids('idKorpus'),
  summary: `The classrooms of a building, all of them (at most ${MAX_ROOMS_PER_BUILDING}), by number`,
});

const classroomWrites = tableWrites('idAuditorium', 'reference');

export const saveClassroom = classroomWrites.save(
  'audience/ins-upd-auditoriums',
  {
    // Building, number, note, capacity and square may arrive empty: the save answers 'fillFields' (§5).
    idKorpus: filledOnSave(choice()),
    number: optional(ROOM_NUMBER_MAX_LENGTH),
    contain: capacity(),
    /** The classroom's specifics (id_specifics), or null. */
    specific: choice(),
    note: optional(ROOM_NOTE_MAX_LENGTH, { multiline: true }),
    square: square(),
    idFaculty: choice(),
    idOtdel1: choice(),
    idKafedra: choice(),
  },
  "Create (idAuditorium -1) or update a classroom; building, number, note, capacity and square are needed ('fillFields'), a department must be of the faculty given: sms 1, 2, 3 (the number exists in the building); 409 when stale",
);

export const deleteClassroom = classroomWrites.delete(
  'audience/del-auditoriums',
  'Delete a classroom: sms 8, or 6 when still referenced',
);

// ---- Specifics ----------------------------------------------------------------------------------------

const specificsRow = z.object({
  id_specifics: z.number(),
  ...trilingual('specifics'),
  short_specifics: z.string(),
  ...versioned,
});
export type SpecificsRow = z.infer<typeof specificsRow>;

export const specifics = listCall('GET', 'audience/specifics-auditoriums', specificsRow, {
  summary: 'The classroom specifics (lecture hall, computer class, laboratory …)',
});

export const saveSpecifics = tableWrites('idSpecifics', 'reference').save(
  'audience/ins-upd-specifics',
  {
    specifics: required(NAME_MAX_LENGTH),
    shortSpecifics: optional(CODE_MAX_LENGTH),
    specificsKg: required(NAME_MAX_LENGTH),
    specificsEn: required(NAME_MAX_LENGTH),
  },
  'Create (idSpecifics -1) or update a classroom specifics; ru, kg and en names needed: sms 1, 2, 3 (the name exists); 409 when stale',
);
