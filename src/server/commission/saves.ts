import type { BodyOf } from '../../contract/call';
import type * as calls from '../../contract/commission';
import { AppError } from '../core/errors';
import { assertNoPlaceholder, type Writer } from '../db/reference';
import type { Transaction } from '../db/write';
import { assertMemberFilled, clashMessage, dayOf } from './rules';
import {
  type MemberSave,
  type MemberWrite,
  type SpecialityMemberSave,
  saveFacultyMemberIn,
  saveSpecialityMemberIn,
} from './writes';

// The member saves from their payloads (SPEC §7): the checks of the payload, then the write, made in a
// transaction of its own by the screens' routes and a restore (routes.ts), or inside an import's
// transaction, one savepoint per row (decision 0047), so that a file's rows meet the very same rules.

/** The server's day, when a call is made: the day terms start and stop on (decision 0031). */
export const today = () => dayOf(new Date());

/** ins-upd-history's payload as its write takes it; 400 when a field is empty or a row a placeholder. */
export function facultyMemberSave(body: BodyOf<typeof calls.saveFacultyMember>, day: string): MemberSave {
  const member = assertMemberFilled(body);
  const { idGAKMemberHistory: id, idFaculty } = body;
  assertNoPlaceholder(id, idFaculty, member.typeId);
  return { id, seat: { facultyId: idFaculty }, member, rowVersion: body.rowVersion, today: day };
}

/** insUpd-gak-speciality's payload as its write takes it; 400 as above. */
export function specialityMemberSave(body: BodyOf<typeof calls.saveSpecialityMember>): SpecialityMemberSave {
  const member = assertMemberFilled(body);
  const { idGAKMemberSpeciality: id, idFaculty, idSpecial } = body;
  assertNoPlaceholder(id, idFaculty, idSpecial, member.typeId);
  return { id, seat: { facultyId: idFaculty, specialId: idSpecial }, member, rowVersion: body.rowVersion };
}

/** An imported row's write refused by a clash: the screen's sms 3 sentence naming whom, as its reason. */
function refusedOnClash(write: MemberWrite, commission: 'faculty' | 'speciality') {
  if (!write.clash) return;
  const said = clashMessage(write.clash, commission);
  throw new AppError('VALIDATION', said.key, said.params);
}

/** A faculty commission's member written inside an import's transaction (a clash refuses the row). */
export async function importFacultyMember(
  tx: Transaction,
  writer: Writer,
  body: BodyOf<typeof calls.saveFacultyMember>,
) {
  refusedOnClash(await saveFacultyMemberIn(tx, writer, facultyMemberSave(body, today())), 'faculty');
}

/** A speciality commission's member written inside an import's transaction (a clash refuses the row). */
export async function importSpecialityMember(
  tx: Transaction,
  writer: Writer,
  body: BodyOf<typeof calls.saveSpecialityMember>,
) {
  refusedOnClash(await saveSpecialityMemberIn(tx, writer, specialityMemberSave(body)), 'speciality');
}
