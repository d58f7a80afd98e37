import { academicYearAround } from '../../contract/academic-year';
import { AppError } from '../core/errors';
import { type MessageKey, type Names, namesIn } from '../core/messages';
import { nameWords, samePerson } from './person';

// The rules of the commission screens that the contract's schemas cannot say alone (SPEC §5 "Commission
// tables", decisions 0022 and 0031): plain functions over what the saves read under their locks.

/** A member row as the inline editor saves it: any of its three fields may still be empty. */
interface MemberInput {
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

/** A faculty member's term as its save, replacement, end or delete finds it (locked). */
export interface HistoryRow {
  facultyId: number;
  typeId: number;
  name: string;
  /** yyyy-mm-dd: the first day of the term. */
  since: string;
  /** yyyy-mm-dd: the day the term stops (the first day without it); null: nothing ends it yet. */
  until: string | null;
}

/** A term has ended when its end is today or before (a successor holds the role from that day). */
const hasEnded = (row: Pick<HistoryRow, 'until'>, today: string) => row.until !== null && row.until <= today;

/** A row of the history changes only while its term has not ended (404 otherwise). */
export function assertPresent(row: HistoryRow, today: string) {
  if (hasEnded(row, today)) throw new AppError('NOT_FOUND', 'memberLeft');
}

/**
 * How an ins-upd-history update lands in the history (decisions 0022, 0031). A term that began before
 * today is evidence: its name may be corrected (the same person, person.ts) and its title changed in
 * place; another person is refused (400, pointing to Replace); a new role (or another faculty's
 * commission) ends the term today and starts a new one ('succeed'). A term starting today or later has
 * no past yet: any change is made in place.
 */
export function historyUpdate(
  row: HistoryRow,
  next: { facultyId: number; typeId: number; name: string },
  today: string,
) {
  if (row.since >= today) return 'in-place';
  if (!samePerson(row.name, next.name))
    throw new AppError('VALIDATION', 'anotherPerson', { name: next.name, holder: row.name });
  const newRole = next.typeId !== row.typeId || next.facultyId !== row.facultyId;
  return newRole ? 'succeed' : 'in-place';
}

/** A member leaves today ('close'); a term starting today or later never began and goes ('delete'). */
export const historyDelete = (row: HistoryRow, today: string) => (row.since >= today ? 'delete' : 'close');

/** A replacement names someone new: another person, or the same person in another role. */
export function assertReplacementDiffers(row: HistoryRow, next: FilledMember) {
  const sameName = nameWords(row.name).join(' ') === nameWords(next.name).join(' ');
  if (sameName && row.typeId === next.typeId) throw new AppError('VALIDATION', 'replaceSame');
}

/** A day (yyyy-mm-dd) in the three languages' ways of writing it: dd.mm.yyyy, and dd/mm/yyyy in English. */
function datesIn(key: string, iso: string): Record<string, string> {
  const [year, month, day] = iso.split('-');
  const dotted = `${day}.${month}.${year}`;
  return { [`${key}_ru`]: dotted, [`${key}_kg`]: dotted, [`${key}_en`]: `${day}/${month}/${year}` };
}

/** The server's day (yyyy-mm-dd, its local time): the one the academic year is told by (SPEC §9). */
export function dayOf(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Whether yyyy-mm-dd is a day of the calendar (not 2023-02-30). */
function isRealDay(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * A replacement's or an end's day (decision 0031): a real day, after the term began (the old term keeps at
 * least a day), and not after the current academic year. Refusals name the field as the form labels it.
 */
export function assertEffectiveDate(effective: string, row: Pick<HistoryRow, 'since'>, today: string) {
  if (!isRealDay(effective)) throw new AppError('VALIDATION', 'effectiveDateInvalid', { value: effective });
  if (effective <= row.since)
    throw new AppError('VALIDATION', 'effectiveDateTooEarly', datesIn('since', row.since));
  const year = academicYearAround(today);
  if (effective > year.lastDay)
    throw new AppError('VALIDATION', 'effectiveDateTooLate', {
      ...datesIn('last', year.lastDay),
      year: year.name,
    });
}

/** A role's names, as a sentence quotes it mid-way ("уже есть председатель"). */
type RoleNames = Names;

/**
 * Who a member's term would clash with in its commission: the holder of a role one person holds at a
 * time, or a member of the same name, in terms that overlap.
 */
export interface Clash {
  kind: 'role' | 'name';
  holder: string;
  role: RoleNames;
}

/** The sentence of an sms 3 answer, naming the clash (decision 0031). */
export function clashMessage(clash: Clash, commission: 'faculty' | 'speciality'): Said {
  const key =
    clash.kind === 'role'
      ? commission === 'faculty'
        ? 'facultyRoleTaken'
        : 'specialityRoleTaken'
      : commission === 'faculty'
        ? 'facultyNameTaken'
        : 'specialityNameTaken';
  const lower = (text: string) => text.charAt(0).toLocaleLowerCase('ru') + text.slice(1);
  const role = { ru: lower(clash.role.ru), kg: lower(clash.role.kg), en: lower(clash.role.en) };
  return { key, params: { holder: clash.holder, ...namesIn('role', role) } };
}

/** A sentence to say, in the request's language. */
interface Said {
  key: MessageKey;
  params: Record<string, string>;
}

/** Whether a faculty teaches a speciality (has a binding of it), with both names for the refusal. */
export type SpecialityTeaching = { taught: true } | { taught: false; speciality: Names; faculty: Names };

/**
 * A speciality commission sits on a speciality its faculty teaches (decision 0013's addendum), whoever saves the member;
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
