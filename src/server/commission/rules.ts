import { AppError } from '../http/errors';
import { type Names, namesIn } from '../http/messages';

// The rules of the commission screens that the contract's schemas cannot say alone (SPEC §5 "Commission
// tables", issue 14, decision 0022): plain functions over what the saves read under their locks.

/** A member row as the inline editor saves it: any of its three fields may still be empty. */
export interface MemberInput {
  idMemberType: number | null;
  memberName: string;
  title: string;
}

/** What a member row holds once filled. */
export interface FilledMember {
  typeId: number;
  name: string;
  title: string;
}

/** SPEC §5: role, name and title are required, else 'fillFields'. Answers the filled row. */
export function assertMemberFilled(input: MemberInput): FilledMember {
  if (input.idMemberType === null || input.memberName === '' || input.title === '')
    throw new AppError('VALIDATION', 'fillFields');
  return { typeId: input.idMemberType, name: input.memberName, title: input.title };
}

/** A faculty member's row as its save or delete finds it (locked). */
export interface HistoryRow {
  facultyId: number;
  typeId: number;
  /** `until` is set: the member left, the row is history. */
  closed: boolean;
  /** `since` is today: the row was added today. */
  startedToday: boolean;
}

/** A row of the history changes only while its member is in the commission (404 otherwise). */
export function assertPresent(row: HistoryRow) {
  if (row.closed) throw new AppError('NOT_FOUND', 'memberLeft');
}

/**
 * How an update lands in the history: a new role (or another faculty's commission) from a day before
 * today ends the old row today and starts a new one ('succeed'); a correction of name or title, or any
 * change to a row added today, is made in place.
 */
export function historyUpdate(row: HistoryRow, next: { facultyId: number; typeId: number }) {
  const newRole = next.typeId !== row.typeId || next.facultyId !== row.facultyId;
  return newRole && !row.startedToday ? 'succeed' : 'in-place';
}

/** A member leaves today ('close'); a row added today is a mistake and goes ('delete'). */
export const historyDelete = (row: HistoryRow) => (row.startedToday ? 'delete' : 'close');

/** Whether a faculty teaches a speciality (has a binding of it), with both names for the refusal. */
export type SpecialityTeaching = { taught: true } | { taught: false; speciality: Names; faculty: Names };

/**
 * A speciality commission sits on a speciality its faculty teaches (issue 25), whoever saves the member;
 * undefined: the faculty or the speciality does not exist.
 */
export function assertSpecialityTaught(teaching: SpecialityTeaching | undefined) {
  if (!teaching) throw new AppError('VALIDATION', 'unknownReference');
  if (!teaching.taught)
    throw new AppError('VALIDATION', 'specialityNotTaught', {
      ...namesIn('speciality', teaching.speciality),
      ...namesIn('faculty', teaching.faculty),
    });
}
