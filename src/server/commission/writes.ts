import { NEW_ID } from '../../contract/limits';
import { Sms, type SmsCode } from '../../contract/sms';
import { assertFacultyInScope } from '../auth/access-guard';
import type { Database } from '../db/connection';
import { assertCurrentVersion, lockRow, type ReferenceTable, smsOfWrite, type Writer } from '../db/reference';
import { type Transaction, writeTransaction } from '../db/write';
import * as queries from './queries';
import {
  assertPresent,
  assertSpecialityTaught,
  type FilledMember,
  type HistoryRow,
  historyDelete,
  historyUpdate,
} from './rules';
import { historyTable, specialityTable } from './tables';

// The saves and deletes of commission members (issue 14, decision 0022), each one audited transaction.
// Locks are taken in one order, commission (the faculty row) → member row, so concurrent saves never
// deadlock: saves into one faculty's commissions queue on the faculty.

/** A member save as the route has checked it: -1 creates. */
interface MemberSave {
  id: number;
  seat: queries.Seat;
  member: FilledMember;
  rowVersion: number | undefined;
}

/**
 * The frame of a member save: the writer's scope (403), the commission locked (400 when the faculty does
 * not exist) and its seat checked (400), on an update the row locked (404 gone, 403 outside the scope) and `inspect`ed, then its
 * version (409); a role held by one person that another present member holds answers 3 without writing;
 * `write` makes the change. A name already among the present members answers 3 (the unique index).
 */
function saveMember<Row>(
  database: Database,
  writer: Writer,
  table: ReferenceTable,
  { id, seat, member, rowVersion }: MemberSave,
  steps: {
    /** Checks the seat's references once the commission is locked (a speciality the faculty teaches). */
    seat?: (tx: Transaction) => Promise<void>;
    inspect?: (tx: Transaction) => Promise<Row>;
    write: (tx: Transaction, row: Row | undefined) => Promise<SmsCode>;
  },
) {
  return smsOfWrite(() =>
    writeTransaction(database, writer.id, async (tx) => {
      assertFacultyInScope(writer, seat.facultyId);
      await queries.lockCommission(tx, seat.facultyId);
      await steps.seat?.(tx);
      let row: Row | undefined;
      if (id !== NEW_ID) {
        const locked = await lockRow(tx, table, id, writer);
        row = await steps.inspect?.(tx);
        assertCurrentVersion(rowVersion, locked.rowVersion);
      }
      const role = await queries.memberType(tx, member.typeId);
      if (role.single && (await queries.otherHolders(tx, seat, member.typeId, id)) > 0) return Sms.DUPLICATE;
      return steps.write(tx, row);
    }),
  );
}

/**
 * ins-upd-history: a new member from today; a change of a present member in place, or, for a new role
 * taken on a later day than the row's, the row closed today and the new role started today.
 */
export function saveFacultyMember(database: Database, writer: Writer, save: MemberSave) {
  const { id, seat, member } = save;
  return saveMember<HistoryRow>(database, writer, historyTable, save, {
    inspect: async (tx) => {
      const row = await queries.historyRow(tx, id);
      assertPresent(row);
      return row;
    },
    write: async (tx, row) => {
      if (!row) {
        await queries.insertFacultyMember(tx, seat.facultyId, member);
        return Sms.CREATED;
      }
      if (historyUpdate(row, { facultyId: seat.facultyId, typeId: member.typeId }) === 'succeed') {
        await queries.closeFacultyMember(tx, id);
        await queries.insertFacultyMember(tx, seat.facultyId, member);
      } else await queries.updateFacultyMember(tx, id, seat.facultyId, member);
      return Sms.UPDATED;
    },
  });
}

/** del-history: the member leaves today (the row stays as history); a row added today goes. sms 8. */
export function deleteFacultyMember(database: Database, writer: Writer, id: number) {
  return smsOfWrite(() =>
    writeTransaction(database, writer.id, async (tx) => {
      await lockRow(tx, historyTable, id, writer);
      const row = await queries.historyRow(tx, id);
      assertPresent(row);
      if (historyDelete(row) === 'delete') await queries.deleteFacultyMember(tx, id);
      else await queries.closeFacultyMember(tx, id);
      return Sms.DELETED;
    }),
  );
}

/** insUpd-gak-speciality: a member of a speciality's commission, created or changed in place. */
export function saveSpecialityMember(
  database: Database,
  writer: Writer,
  save: MemberSave & { seat: Required<queries.Seat> },
) {
  const { id, seat, member } = save;
  return saveMember(database, writer, specialityTable, save, {
    seat: async (tx) => assertSpecialityTaught(await queries.specialityTeaching(tx, seat)),
    write: async (tx) => {
      if (id === NEW_ID) {
        await queries.insertSpecialityMember(tx, seat, member);
        return Sms.CREATED;
      }
      await queries.updateSpecialityMember(tx, id, seat, member);
      return Sms.UPDATED;
    },
  });
}
