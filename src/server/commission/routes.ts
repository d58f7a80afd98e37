import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/commission';
import { deleteReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import { assertNoPlaceholder } from '../structure/rules';
import * as queries from './queries';
import { assertMemberFilled } from './rules';
import { specialityTable } from './tables';
import { deleteFacultyMember, saveFacultyMember, saveSpecialityMember } from './writes';

/** The /gak-spec/ and /gak-hi/ calls (SPEC §7 "Commission members", issue 14). */
export function commissionRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.memberTypes, lists, queries.memberTypes);
  registerListCall(app, calls.commissionFaculties, lists, queries.faculties, ({ body }) => ({
    universityId: body.idVuz,
  }));
  registerListCall(app, calls.facultySpecials, lists, queries.facultySpecials, ({ body }) => ({
    facultyId: body.idFaculty,
  }));

  registerListCall(app, calls.specialityMembers, lists, queries.specialityMembers, ({ body }) => ({
    facultyId: body.idFaculty,
    specialId: body.idSpecial,
  }));
  registerCall(app, calls.saveSpecialityMember, async ({ body, user }) => {
    const member = assertMemberFilled(body);
    const { idGAKMemberSpeciality: id, idFaculty, idSpecial } = body;
    assertNoPlaceholder(id, idFaculty, idSpecial, member.typeId);
    return ok(
      await saveSpecialityMember(database, user, {
        id,
        seat: { facultyId: idFaculty, specialId: idSpecial },
        member,
        rowVersion: body.rowVersion,
      }),
    );
  });
  registerCall(app, calls.deleteSpecialityMember, async ({ body, user }) => {
    assertNoPlaceholder(body.idGAKMemberSpeciality);
    return ok(await deleteReference(database, user, specialityTable, body.idGAKMemberSpeciality));
  });

  registerListCall(app, calls.facultyMembers, lists, queries.facultyMembers, ({ body }) => ({
    facultyId: body.idFaculty,
  }));
  registerListCall(app, calls.pastFacultyMembers, lists, queries.pastFacultyMembers, ({ body }) => ({
    facultyId: body.idFaculty,
  }));
  registerCall(app, calls.saveFacultyMember, async ({ body, user }) => {
    const member = assertMemberFilled(body);
    const { idGAKMemberHistory: id, idFaculty } = body;
    assertNoPlaceholder(id, idFaculty, member.typeId);
    return ok(
      await saveFacultyMember(database, user, {
        id,
        seat: { facultyId: idFaculty },
        member,
        rowVersion: body.rowVersion,
      }),
    );
  });
  registerCall(app, calls.deleteFacultyMember, async ({ body, user }) => {
    assertNoPlaceholder(body.idGAKMemberHistory);
    return ok(await deleteFacultyMember(database, user, body.idGAKMemberHistory));
  });
}
