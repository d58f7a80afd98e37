import { z } from 'zod';
import { defineCall } from './call';
import { smsRowSchema } from './envelope';
import { id, optional, rowVersion, saveId } from './fields';
import { NAME_MAX_LENGTH } from './limits';

// The state examination commission (SPEC §2 "State-member screen", "Spec-member screen", §7 "Commission
// members", issue 14): its member types, the members of a faculty's commission with their history, and
// the members of a faculty's commission for one speciality. Paths under /gak-spec/ and /gak-hi/, payload
// keys as §7, answer rows as §3. Decisions where SPEC is silent: 0022.

const writeAnswer = z.array(smsRowSchema);

/** A member's academic degree or title ("д.т.н., профессор"). */
export const MEMBER_TITLE_MAX_LENGTH = 200;

export const memberTypeRow = z.object({
  id_member_type: z.number(),
  /** The Russian name (SPEC §3: the base name). */
  member_type: z.string(),
  member_type_kg: z.string(),
  member_type_en: z.string(),
  /** Held by one person at most in one commission (chair, secretary): a second holder is refused (sms 3). */
  single: z.boolean(),
});
export type MemberTypeRow = z.infer<typeof memberTypeRow>;

export const memberTypes = defineCall({
  method: 'GET',
  path: 'gak-spec/member-type',
  body: undefined,
  data: z.array(memberTypeRow),
  requiresSession: true,
  summary:
    "The roles in a commission (chair, deputy, secretary, member) in three languages, in the commission's order",
});

export const commissionFacultyRow = z.object({
  id_faculty: z.number(),
  /** The faculty's display name (SPEC §3: key p23-1), Russian; the other languages beside it. */
  'p23-1': z.string(),
  'p23-1_kg': z.string(),
  'p23-1_en': z.string(),
});
export type CommissionFacultyRow = z.infer<typeof commissionFacultyRow>;

export const commissionFaculties = defineCall({
  method: 'POST',
  path: 'gak-spec/faculty',
  body: z.object({ idVuz: id() }),
  data: z.array(commissionFacultyRow),
  requiresSession: true,
  summary: 'The faculties of a university with their display name (p23-1), for the commission screens',
});

export const facultySpecialRow = z.object({
  id_special: z.number(),
  code: z.string(),
  special: z.string(),
  special_kg: z.string(),
  special_en: z.string(),
});
export type FacultySpecialRow = z.infer<typeof facultySpecialRow>;

export const facultySpecials = defineCall({
  method: 'POST',
  path: 'gak-spec/spec-of-the-faculty',
  body: z.object({ idFaculty: id() }),
  data: z.array(facultySpecialRow),
  requiresSession: true,
  summary: 'The specialities a faculty teaches (bound to one of its directions in any study form), by code',
});

/** What a member row of either commission carries (SPEC §3). */
const memberFields = {
  member_name: z.string(),
  id_member_type: z.number(),
  member_type: z.string(),
  member_type_kg: z.string(),
  member_type_en: z.string(),
  title: z.string(),
  rowVersion: z.number(),
};

export const specialityMemberRow = z.object({ id_GAK_member_speciality: z.number(), ...memberFields });
export type SpecialityMemberRow = z.infer<typeof specialityMemberRow>;

export const facultyMemberRow = z.object({
  id_GAK_member_History: z.number(),
  ...memberFields,
  /** The day (yyyy-mm-dd) the member took this role in the faculty's commission. */
  since: z.string(),
});
export type FacultyMemberRow = z.infer<typeof facultyMemberRow>;

export const pastFacultyMemberRow = facultyMemberRow.extend({
  /** The day (yyyy-mm-dd) the member left this role; null while they hold it. */
  until: z.string().nullable(),
});
export type PastFacultyMemberRow = z.infer<typeof pastFacultyMemberRow>;

/**
 * The editable fields of a member row as the inline editor sends them: any may still be empty, which the
 * save refuses as a whole ('fillFields', SPEC §5 "Commission tables"), as it does in the other tables.
 */
const memberInput = {
  idMemberType: id().nullable().default(null),
  memberName: optional(NAME_MAX_LENGTH),
  title: optional(MEMBER_TITLE_MAX_LENGTH),
  rowVersion: rowVersion(),
};

export const specialityMembers = defineCall({
  method: 'POST',
  path: 'gak-spec/speciality',
  body: z.object({ idFaculty: id(), idSpecial: id() }),
  data: z.array(specialityMemberRow),
  requiresSession: true,
  summary: "The members of a faculty's commission for one speciality, in the commission's order of roles",
});

export const saveSpecialityMember = defineCall({
  method: 'POST',
  path: 'gak-spec/insUpd-gak-speciality',
  body: z.object({
    idGAKMemberSpeciality: saveId(),
    idFaculty: id(),
    idSpecial: id(),
    ...memberInput,
  }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary:
    'Create (idGAKMemberSpeciality -1) or update a member of a speciality commission: sms 1, 2, 3 (the ' +
    'name is already a member, or a role held by one person is taken); 400 fillFields when a field is empty, ' +
    'or when the faculty does not teach the speciality',
});

export const deleteSpecialityMember = defineCall({
  method: 'POST',
  path: 'gak-spec/delete-gak-speciality',
  body: z.object({ idGAKMemberSpeciality: id() }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary: 'Remove a member from a speciality commission: sms 8',
});

export const facultyMembers = defineCall({
  method: 'POST',
  path: 'gak-hi/history',
  body: z.object({ idFaculty: id() }),
  data: z.array(facultyMemberRow),
  requiresSession: true,
  summary: "The present members of a faculty's commission, in the commission's order of roles",
});

export const pastFacultyMembers = defineCall({
  method: 'POST',
  path: 'gak-hi/full-history',
  body: z.object({ idFaculty: id() }),
  data: z.array(pastFacultyMemberRow),
  requiresSession: true,
  summary:
    "Every member a faculty's commission has had, who held which role from when until when, latest first",
});

export const saveFacultyMember = defineCall({
  method: 'POST',
  path: 'gak-hi/ins-upd-history',
  body: z.object({ idGAKMemberHistory: saveId(), idFaculty: id(), ...memberInput }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary:
    "Add a member to a faculty's commission from today (idGAKMemberHistory -1) or change one: a new role " +
    'ends the old one today and starts the new one (the history keeps both); sms 1, 2, 3; 400 fillFields',
});

export const deleteFacultyMember = defineCall({
  method: 'POST',
  path: 'gak-hi/del-history',
  body: z.object({ idGAKMemberHistory: id() }),
  data: writeAnswer,
  requiresSession: true,
  access: 'faculty',
  summary:
    "A member leaves a faculty's commission today (kept in its history; a row added today by mistake is " +
    'removed): sms 8',
});
