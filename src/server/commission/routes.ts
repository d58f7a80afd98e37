import type { FastifyInstance } from 'fastify';
import type { BodyOf } from '../../contract/call';
import * as calls from '../../contract/commission';
import type { SmsCode } from '../../contract/sms';
import { withSaid } from '../core/said';
import type { SignedInUser } from '../core/signed-in-user';
import { assertNoPlaceholder } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import * as queries from './queries';
import { assertMemberFilled, clashMessage } from './rules';
import { facultyMemberSave, specialityMemberSave, today } from './saves';
import { specialityTable } from './tables';
import {
  deleteFacultyMember,
  endFacultyMember,
  type MemberWrite,
  replaceFacultyMember,
  saveFacultyMember,
  saveSpecialityMember,
} from './writes';

/** A member write's sms row, and for a 3 the sentence naming whom it clashes with. */
const answered = (write: MemberWrite, commission: 'faculty' | 'speciality') =>
  withSaid([{ sms: write.sms }] as [{ sms: SmsCode }], write.clash && clashMessage(write.clash, commission));

/** The fields of a member as the saves' payloads name their columns (a restore sets them back, decision 0046). */
const memberFields = { id_member_type: 'idMemberType', member_name: 'memberName', title: 'title' };

/** The /gak-spec/ and /gak-hi/ calls (SPEC §7 "Commission members", decisions 0022 and 0031). */
export function commissionRoutes(app: FastifyInstance, services: Services) {
  const { database, lists, saves } = services;
  registerListCall(app, calls.memberTypes, lists, queries.memberTypes);
  registerListCall(app, calls.commissionFaculties, lists, queries.faculties, { universityId: 'idVuz' });
  registerListCall(app, calls.facultySpecials, lists, queries.facultySpecials, { facultyId: 'idFaculty' });

  registerListCall(app, calls.specialityMembers, lists, queries.specialityMembers, {
    facultyId: 'idFaculty',
    specialId: 'idSpecial',
  });
  const saveSpeciality = async (user: SignedInUser, body: BodyOf<typeof calls.saveSpecialityMember>) =>
    answered(await saveSpecialityMember(database, user, specialityMemberSave(body)), 'speciality');
  registerCall(app, calls.saveSpecialityMember, async ({ body, user }) =>
    ok(await saveSpeciality(user, body)),
  );
  saves.registerRestoringSave('gak_member_speciality', {
    save: calls.saveSpecialityMember,
    id: 'idGAKMemberSpeciality',
    fields: { id_faculty: 'idFaculty', id_special: 'idSpecial', ...memberFields },
    write: saveSpeciality,
  });
  registerReference(app, services, {
    delete: calls.deleteSpecialityMember,
    table: specialityTable,
    id: 'idGAKMemberSpeciality',
    columns: {},
    placeholders: [],
  });

  registerListCall(app, calls.facultyMembers, lists, queries.facultyMembers, ({ body }) => ({
    facultyId: body.idFaculty,
    day: today(),
  }));
  registerListCall(app, calls.pastFacultyMembers, lists, queries.pastFacultyMembers, {
    facultyId: 'idFaculty',
  });
  const saveFaculty = async (user: SignedInUser, body: BodyOf<typeof calls.saveFacultyMember>) =>
    answered(await saveFacultyMember(database, user, facultyMemberSave(body, today())), 'faculty');
  registerCall(app, calls.saveFacultyMember, async ({ body, user }) => ok(await saveFaculty(user, body)));
  // A restore corrects a term as an edit does: a new person or role in a running term starts a new one.
  saves.registerRestoringSave('gak_member_history', {
    save: calls.saveFacultyMember,
    id: 'idGAKMemberHistory',
    fields: { id_faculty: 'idFaculty', ...memberFields },
    write: saveFaculty,
  });
  registerCall(app, calls.replaceFacultyMember, async ({ body, user }) => {
    const member = assertMemberFilled(body);
    assertNoPlaceholder(body.idGAKMemberHistory, member.typeId);
    const write = await replaceFacultyMember(database, user, {
      id: body.idGAKMemberHistory,
      member,
      effective: body.effectiveDate,
      rowVersion: body.rowVersion,
      today: today(),
    });
    return ok(answered(write, 'faculty'));
  });
  registerCall(app, calls.endFacultyMember, async ({ body, user }) => {
    assertNoPlaceholder(body.idGAKMemberHistory);
    const write = await endFacultyMember(database, user, {
      id: body.idGAKMemberHistory,
      effective: body.effectiveDate,
      rowVersion: body.rowVersion,
      today: today(),
    });
    return ok(answered(write, 'faculty'));
  });
  registerCall(app, calls.deleteFacultyMember, async ({ body, user }) => {
    assertNoPlaceholder(body.idGAKMemberHistory);
    return ok(await deleteFacultyMember(database, user, body.idGAKMemberHistory, today()));
  });
}
