import { z } from 'zod';
import { listCall, tableWrites, writeCall } from './call';
import { ISO_DAY_PATTERN } from './dates';
import { filledOnSave, id, ids, optional, optionRow, rowVersion, trilingual, versioned } from './fields';
import { NAME_MAX_LENGTH } from './limits';

// The state examination commission (SPEC §2 "State-member screen", "Spec-member screen", §7 "Commission
// members", decision 0022): its member types, the members of a faculty's commission with their history, and
// the members of a faculty's commission for one speciality. Paths under /gak-spec/ and /gak-hi/, payload
// keys as §7, answer rows as §3. Decisions where SPEC is silent: 0022.

/** A member's academic degree or title ("д.т.н., профессор"). */
export const MEMBER_TITLE_MAX_LENGTH = 200;

const memberTypeRow = z.object({
  id_member_type: z.number(),
  /** The Russian name (SPEC §3: the base name). */
  ...trilingual('member_type'),
  /** Held by one person at most in one commission (chair, secretary): a second holder is refused (sms 3). */
  single: z.boolean(),
});
export type MemberTypeRow = z.infer<typeof memberTypeRow>;

export const memberTypes = listCall('GET', 'gak-spec/member-type', memberTypeRow, {
  summary:
    "The roles in a commission (chair, deputy, secretary, member) in three languages, in the commission's order",
});

/** A faculty with its display name (SPEC §3: key p23-1), Russian, and the other languages beside it. */
const commissionFacultyRow = optionRow('id_faculty', 'p23-1');
export type CommissionFacultyRow = z.infer<typeof commissionFacultyRow>;

export const commissionFaculties = listCall('POST', 'gak-spec/faculty', commissionFacultyRow, {
  body: ids('idVuz'),
  summary: 'The faculties of a university with their display name (p23-1), for the commission screens',
});

const facultySpecialRow = optionRow('id_special', 'special', { code: z.string() });

export const facultySpecials = listCall('POST', 'gak-spec/spec-of-the-faculty', facultySpecialRow, {
  body: ids('idFaculty'),
  summary: 'The specialities a faculty teaches (bound to one of its directions in any study form), by code',
});

/** What a member row of either commission carries (SPEC §3). */
const memberFields = {
  member_name: z.string(),
  id_member_type: z.number(),
  ...trilingual('member_type'),
  title: z.string(),
  ...versioned,
};

const specialityMemberRow = z.object({ id_GAK_member_speciality: z.number(), ...memberFields });
export type SpecialityMemberRow = z.infer<typeof specialityMemberRow>;

/**
 * A term: a person holding a role in a faculty's commission from `since` until `until` (decisions 0022,
 * 0031). The end is the day the term stopped, the first day without it: a successor starts that day.
 */
const facultyMemberRow = z.object({
  id_GAK_member_History: z.number(),
  ...memberFields,
  /** The day (yyyy-mm-dd) the member took this role in the faculty's commission. */
  since: z.string(),
  /** The day (yyyy-mm-dd) the term ended or ends; null while nothing ends it. */
  until: z.string().nullable(),
});
export type FacultyMemberRow = z.infer<typeof facultyMemberRow>;

/**
 * The day a replacement or an end takes effect (yyyy-mm-dd): the old term stops that day and the new one
 * starts it. Whether it is a real day within its bounds is the rule's to say (commission/rules.ts), in
 * words naming the field as the form labels it.
 */
const effectiveDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    // Published as the calendar's days: the server refuses the rest, the rule saying so in its words.
    .meta({ pattern: ISO_DAY_PATTERN.source });

/**
 * The editable fields of a member row as the inline editor sends them: any may still be empty, which the
 * save refuses as a whole ('fillFields', SPEC §5 "Commission tables"), as it does in the other tables.
 */
const memberInput = {
  idMemberType: filledOnSave(id().nullable().default(null)),
  memberName: optional(NAME_MAX_LENGTH),
  title: optional(MEMBER_TITLE_MAX_LENGTH),
};

export const specialityMembers = listCall('POST', 'gak-spec/speciality', specialityMemberRow, {
  body: ids('idFaculty', 'idSpecial'),
  summary: "The members of a faculty's commission for one speciality, in the commission's order of roles",
});

const specialityMemberWrites = tableWrites('idGAKMemberSpeciality', 'faculty');

export const saveSpecialityMember = specialityMemberWrites.save(
  'gak-spec/insUpd-gak-speciality',
  { idFaculty: id(), idSpecial: id(), ...memberInput },
  'Create (idGAKMemberSpeciality -1) or update a member of a speciality commission: sms 1, 2, 3 (the ' +
    'name is already a member, or a role held by one person is taken); 400 fillFields when a field is empty, ' +
    'or when the faculty does not teach the speciality',
);

export const deleteSpecialityMember = specialityMemberWrites.delete(
  'gak-spec/delete-gak-speciality',
  'Remove a member from a speciality commission: sms 8',
);

export const facultyMembers = listCall('POST', 'gak-hi/history', facultyMemberRow, {
  body: ids('idFaculty'),
  summary:
    "The members of a faculty's commission whose term has not ended (those holding a role today, and " +
    "those whose term starts on a later day), in the commission's order of roles",
});

// A row of the whole history is the same term as a present one, present or past.
export const pastFacultyMembers = listCall('POST', 'gak-hi/full-history', facultyMemberRow, {
  body: ids('idFaculty'),
  summary:
    "Every member a faculty's commission has had, who held which role from when until when, latest first",
});

const facultyMemberWrites = tableWrites('idGAKMemberHistory', 'faculty');

export const saveFacultyMember = facultyMemberWrites.save(
  'gak-hi/ins-upd-history',
  { idFaculty: id(), ...memberInput },
  "Add a member to a faculty's commission from today (idGAKMemberHistory -1) or correct one: the name's " +
    'spelling and the title change in place; a new role ends the old term today and starts the new one ' +
    '(the history keeps both); another person is refused (400: use gak-hi/replace). sms 1, 2, 3 (the ' +
    'message names the holder of the role or the member of that name); 400 fillFields',
);

export const replaceFacultyMember = writeCall(
  'gak-hi/replace',
  'faculty',
  z.object({
    idGAKMemberHistory: id(),
    ...memberInput,
    rowVersion: rowVersion(),
    effectiveDate: effectiveDate(),
  }),
  "Replace a member of a faculty's commission from effectiveDate: their term ends that day and the new " +
    'person (or the same person in a new role) starts one; the history keeps both. effectiveDate after the ' +
    'term began and not after the current academic year (31 August). sms 2; 3 when the role or the name is ' +
    'taken (the message names the holder); 400 naming the field; 404 when the term has ended',
);

export const endFacultyMember = writeCall(
  'gak-hi/end',
  'faculty',
  z.object({ idGAKMemberHistory: id(), effectiveDate: effectiveDate(), rowVersion: rowVersion() }),
  "A member leaves a faculty's commission on effectiveDate (after their term began, not after the " +
    'current academic year): the term ends that day and stays in the history. sms 2; 400 naming the ' +
    'field; 404 when the term has ended',
);

export const deleteFacultyMember = facultyMemberWrites.delete(
  'gak-hi/del-history',
  "A member leaves a faculty's commission today (kept in its history; a row added today by mistake, or " +
    'one starting on a later day, is removed): sms 8',
);
