import { NEW_ID } from '../../contract/limits';
import { Sms, type SmsCode } from '../../contract/sms';
import { AppError } from '../core/errors';
import { assertFacultyInScope } from '../core/scope';
import type { Database } from '../db/connection';
import { assertCurrentVersion, lockRow, smsOfWrite, type Writer } from '../db/reference';
import { type Transaction, writeTransaction } from '../db/write';
import * as queries from './queries';
import {
  assertEffectiveDate,
  assertPresent,
  assertReplacementDiffers,
  assertSpecialityTaught,
  type Clash,
  type FilledMember,
  type HistoryRow,
  historyDelete,
  historyUpdate,
} from './rules';
import { historyTable, specialityTable } from './tables';

// The saves, replacements, ends and deletes of commission members (decisions 0022 and
// 0031), each one audited transaction. Locks are taken in one order, commission (the faculty row) →
// member row, so concurrent writes never deadlock: writes into one faculty's commissions queue on the
// faculty, and every check of who else holds a role reads under that lock.

/** What a write did: its code (SPEC §8), and for a 3 whom the member clashes with. */
export interface MemberWrite {
  sms: SmsCode;
  clash?: Clash;
}

const done = (sms: SmsCode): MemberWrite => ({ sms });
const clashed = (clash: Clash): MemberWrite => ({ sms: Sms.DUPLICATE, clash });

/** A member save as the route has checked it: -1 creates. `today` is the server's day (yyyy-mm-dd). */
export interface MemberSave {
  id: number;
  seat: queries.Seat;
  member: FilledMember;
  rowVersion: number | undefined;
  today: string;
}

/** A unique index refusing what the checks let through (a race they cannot see) is a plain 3. */
async function written(write: () => Promise<MemberWrite>): Promise<MemberWrite> {
  const answer: { write?: MemberWrite } = {};
  const [row] = await smsOfWrite(async () => {
    answer.write = await write();
    return answer.write.sms;
  });
  return answer.write ?? done(row.sms);
}

/**
 * The commission locked (with `movedTo`, the one a save moves the member to, both in the order of their
 * ids), then the member's row: its term, checked present, and its version.
 */
async function lockedTerm(
  tx: Transaction,
  writer: Writer,
  term: { id: number; rowVersion: number | undefined; today: string; movedTo?: number },
): Promise<HistoryRow> {
  const { id, rowVersion, today } = term;
  const facultyId = await queries.facultyOfMember(tx, id);
  assertFacultyInScope(writer, facultyId);
  const faculties = [...new Set([facultyId, term.movedTo ?? facultyId])].sort((a, b) => a - b);
  for (const faculty of faculties) await queries.lockCommission(tx, faculty);
  const locked = await lockRow(tx, historyTable, id, writer);
  const row = await queries.historyRow(tx, id);
  // Moved to another faculty between the two reads: the lock held is not its commission's.
  if (row.facultyId !== facultyId) throw new AppError('CONFLICT', 'staleRow');
  // Changed since the screen showed it (a concurrent replacement): stale before anything else.
  assertCurrentVersion(rowVersion, locked.rowVersion);
  assertPresent(row, today);
  return row;
}

/** The clash of a term in its commission (the role's flag read from member_type), or none. */
async function clashOf(
  tx: Transaction,
  seat: queries.Seat,
  member: FilledMember,
  term: Partial<queries.Term>,
  exclude: number,
) {
  const role = await queries.memberType(tx, member.typeId);
  return queries.clashOf(
    tx,
    seat,
    { typeId: member.typeId, single: role.single, name: member.name, ...term },
    exclude,
  );
}

/**
 * ins-upd-history: a new member from today; a correction of a present member in place; a new role of a
 * term begun before today ends it today and starts the new role today; another person refused (rules).
 */
export function saveFacultyMember(database: Database, writer: Writer, save: MemberSave) {
  return written(() => writeTransaction(database, writer.id, (tx) => saveFacultyMemberIn(tx, writer, save)));
}

/** ins-upd-history inside a transaction: the screen's own (above), or an import's (decision 0047). */
export async function saveFacultyMemberIn(
  tx: Transaction,
  writer: Writer,
  save: MemberSave,
): Promise<MemberWrite> {
  const { id, seat, member, rowVersion, today } = save;
  assertFacultyInScope(writer, seat.facultyId);
  if (id === NEW_ID) {
    await queries.lockCommission(tx, seat.facultyId);
    const clash = await clashOf(tx, seat, member, { since: today, until: null }, id);
    if (clash) return clashed(clash);
    await queries.insertFacultyMember(tx, seat.facultyId, member, today);
    return done(Sms.CREATED);
  }
  const row = await lockedTerm(tx, writer, { id, rowVersion, today, movedTo: seat.facultyId });
  const landing = historyUpdate(
    row,
    { facultyId: seat.facultyId, typeId: member.typeId, name: member.name },
    today,
  );
  const term = landing === 'succeed' ? { since: today, until: null } : { since: row.since, until: row.until };
  const clash = await clashOf(tx, seat, member, term, id);
  if (clash) return clashed(clash);
  if (landing === 'succeed') {
    await queries.closeFacultyMember(tx, id, today);
    await queries.insertFacultyMember(tx, seat.facultyId, member, today);
  } else await queries.updateFacultyMember(tx, id, seat.facultyId, member);
  return done(Sms.UPDATED);
}

/**
 * gak-hi/replace: the term stops on the effective day and the new person (or the same person in a new
 * role) starts one that day, in the same commission; the history keeps both. sms 2, or 3 naming a clash.
 */
export function replaceFacultyMember(
  database: Database,
  writer: Writer,
  replace: {
    id: number;
    member: FilledMember;
    effective: string;
    rowVersion: number | undefined;
    today: string;
  },
) {
  const { id, member, effective, today } = replace;
  return written(() =>
    writeTransaction(database, writer.id, async (tx) => {
      const row = await lockedTerm(tx, writer, { id, rowVersion: replace.rowVersion, today });
      assertEffectiveDate(effective, row, today);
      assertReplacementDiffers(row, member);
      const seat = { facultyId: row.facultyId };
      const clash = await clashOf(tx, seat, member, { since: effective, until: null }, id);
      if (clash) return clashed(clash);
      await queries.closeFacultyMember(tx, id, effective);
      await queries.insertFacultyMember(tx, row.facultyId, member, effective);
      return done(Sms.UPDATED);
    }),
  );
}

/** gak-hi/end: the member's term stops on the effective day and stays in the history. sms 2. */
export function endFacultyMember(
  database: Database,
  writer: Writer,
  end: { id: number; effective: string; rowVersion: number | undefined; today: string },
) {
  const { id, effective, today } = end;
  return written(() =>
    writeTransaction(database, writer.id, async (tx) => {
      const row = await lockedTerm(tx, writer, { id, rowVersion: end.rowVersion, today });
      assertEffectiveDate(effective, row, today);
      // An end moved later than one already set must not reach into a successor's term.
      if (row.until === null || effective > row.until) {
        const member = { typeId: row.typeId, name: row.name, title: '' };
        const clash = await clashOf(
          tx,
          { facultyId: row.facultyId },
          member,
          { since: row.since, until: effective },
          id,
        );
        if (clash) return clashed(clash);
      }
      await queries.closeFacultyMember(tx, id, effective);
      return done(Sms.UPDATED);
    }),
  );
}

/** del-history: the member leaves today (the row stays as history); a term not begun before today goes. */
export function deleteFacultyMember(database: Database, writer: Writer, id: number, today: string) {
  return smsOfWrite(() =>
    writeTransaction(database, writer.id, async (tx) => {
      const row = await lockedTerm(tx, writer, { id, rowVersion: undefined, today });
      if (historyDelete(row, today) === 'delete') await queries.deleteFacultyMember(tx, id);
      else await queries.closeFacultyMember(tx, id, today);
      return Sms.DELETED;
    }),
  );
}

/** A speciality member's save: -1 creates; its commission is the faculty's for the speciality. */
export type SpecialityMemberSave = Omit<MemberSave, 'today'> & { seat: Required<queries.Seat> };

/** insUpd-gak-speciality: a member of a speciality's commission, created or changed in place. */
export function saveSpecialityMember(database: Database, writer: Writer, save: SpecialityMemberSave) {
  return written(() =>
    writeTransaction(database, writer.id, (tx) => saveSpecialityMemberIn(tx, writer, save)),
  );
}

/** insUpd-gak-speciality inside a transaction: the screen's own (above), or an import's (decision 0047). */
export async function saveSpecialityMemberIn(
  tx: Transaction,
  writer: Writer,
  save: SpecialityMemberSave,
): Promise<MemberWrite> {
  const { id, seat, member } = save;
  assertFacultyInScope(writer, seat.facultyId);
  await queries.lockCommission(tx, seat.facultyId);
  assertSpecialityTaught(await queries.specialityTeaching(tx, seat));
  if (id !== NEW_ID) {
    const locked = await lockRow(tx, specialityTable, id, writer);
    assertCurrentVersion(save.rowVersion, locked.rowVersion);
  }
  const clash = await clashOf(tx, seat, member, {}, id);
  if (clash) return clashed(clash);
  if (id === NEW_ID) {
    await queries.insertSpecialityMember(tx, seat, member);
    return done(Sms.CREATED);
  }
  await queries.updateSpecialityMember(tx, id, seat, member);
  return done(Sms.UPDATED);
}
