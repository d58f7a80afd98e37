import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/commission';
import type { Language } from '../../contract/limits';
import { translate } from '../core/messages';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import { registerCall, type Services } from '../http/route';
import { assertNoPlaceholder } from '../structure/rules';
import * as queries from './queries';
import { assertMemberFilled, clashMessage, dayOf } from './rules';
import { specialityTable } from './tables';
import {
  deleteFacultyMember,
  endFacultyMember,
  type MemberWrite,
  replaceFacultyMember,
  saveFacultyMember,
  saveSpecialityMember,
} from './writes';

/** The server's day, when a call is made: the day terms start and stop on (decision 0031). */
const today = () => dayOf(new Date());

/** A member write's answer: its sms row, and for a 3 the sentence naming whom it clashes with. */
function answer(write: MemberWrite, commission: 'faculty' | 'speciality', lang: Language) {
  const said = write.clash && clashMessage(write.clash, commission);
  return ok([{ sms: write.sms }], said ? translate(said.key, lang, said.params) : null);
}

/** The /gak-spec/ and /gak-hi/ calls (SPEC §7 "Commission members", issues 14 and 26). */
export function commissionRoutes(app: FastifyInstance, services: Services) {
  const { database, lists } = services;
  registerListCall(app, calls.memberTypes, lists, queries.memberTypes);
  registerListCall(app, calls.commissionFaculties, lists, queries.faculties, { universityId: 'idVuz' });
  registerListCall(app, calls.facultySpecials, lists, queries.facultySpecials, { facultyId: 'idFaculty' });

  registerListCall(app, calls.specialityMembers, lists, queries.specialityMembers, {
    facultyId: 'idFaculty',
    specialId: 'idSpecial',
  });
  registerCall(app, calls.saveSpecialityMember, async ({ body, user, lang }) => {
    const member = assertMemberFilled(body);
    const { idGAKMemberSpeciality: id, idFaculty, idSpecial } = body;
    assertNoPlaceholder(id, idFaculty, idSpecial, member.typeId);
    const write = await saveSpecialityMember(database, user, {
      id,
      seat: { facultyId: idFaculty, specialId: idSpecial },
      member,
      rowVersion: body.rowVersion,
    });
    return answer(write, 'speciality', lang);
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
  registerCall(app, calls.saveFacultyMember, async ({ body, user, lang }) => {
    const member = assertMemberFilled(body);
    const { idGAKMemberHistory: id, idFaculty } = body;
    assertNoPlaceholder(id, idFaculty, member.typeId);
    const write = await saveFacultyMember(database, user, {
      id,
      seat: { facultyId: idFaculty },
      member,
      rowVersion: body.rowVersion,
      today: today(),
    });
    return answer(write, 'faculty', lang);
  });
  registerCall(app, calls.replaceFacultyMember, async ({ body, user, lang }) => {
    const member = assertMemberFilled(body);
    assertNoPlaceholder(body.idGAKMemberHistory, member.typeId);
    const write = await replaceFacultyMember(database, user, {
      id: body.idGAKMemberHistory,
      member,
      effective: body.effectiveDate,
      rowVersion: body.rowVersion,
      today: today(),
    });
    return answer(write, 'faculty', lang);
  });
  registerCall(app, calls.endFacultyMember, async ({ body, user, lang }) => {
    assertNoPlaceholder(body.idGAKMemberHistory);
    const write = await endFacultyMember(database, user, {
      id: body.idGAKMemberHistory,
      effective: body.effectiveDate,
      rowVersion: body.rowVersion,
      today: today(),
    });
    return answer(write, 'faculty', lang);
  });
  registerCall(app, calls.deleteFacultyMember, async ({ body, user }) => {
    assertNoPlaceholder(body.idGAKMemberHistory);
    return ok(await deleteFacultyMember(database, user, body.idGAKMemberHistory, today()));
  });
}
