import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/audience';
import { deleteReference, saveReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import { assertNoPlaceholder } from '../structure/rules';
import * as queries from './queries';
import { assertClassroomFilled } from './rules';
import { classroomTable, specificsTable } from './tables';

/** The /audience/ calls of the classrooms screen (SPEC §7 "Classrooms", issue 13). */
export function audienceRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.buildings, lists, queries.buildings);
  registerListCall(app, calls.offices, lists, queries.offices);
  registerListCall(app, calls.specifics, lists, queries.specifics);
  registerListCall(app, calls.classrooms, lists, queries.classrooms, ({ body }) => ({
    buildingId: body.idKorpus,
  }));

  registerCall(app, calls.saveClassroom, async ({ body, user }) => {
    assertClassroomFilled(body);
    const { idAuditorium, idKorpus, idFaculty, idKafedra } = body;
    assertNoPlaceholder(idAuditorium, idKorpus, body.specific ?? undefined, idFaculty ?? undefined);
    assertNoPlaceholder(body.idOtdel1 ?? undefined, idKafedra ?? undefined);
    return ok(
      await saveReference(
        database,
        user,
        classroomTable,
        idAuditorium,
        {
          id_korpus: idKorpus,
          number: body.number,
          contain: body.contain,
          square: body.square,
          note: body.note,
          id_specifics: body.specific,
          id_faculty: idFaculty,
          id_otdel_1: body.idOtdel1,
          id_kafedra: idKafedra,
        },
        {
          rowVersion: body.rowVersion,
          before: (tx) =>
            queries.checkClassroomPlace(tx, {
              buildingId: idKorpus,
              classroomId: idAuditorium,
              departmentId: idKafedra,
              facultyId: idFaculty,
            }),
        },
      ),
    );
  });
  registerCall(app, calls.deleteClassroom, async ({ body, user }) => {
    assertNoPlaceholder(body.idAuditorium);
    return ok(await deleteReference(database, user, classroomTable, body.idAuditorium));
  });

  registerCall(app, calls.saveSpecifics, async ({ body, user }) => {
    assertNoPlaceholder(body.idSpecifics);
    return ok(
      await saveReference(
        database,
        user,
        specificsTable,
        body.idSpecifics,
        {
          specifics: body.specifics,
          specifics_kg: body.specificsKg,
          specifics_en: body.specificsEn,
          short_specifics: body.shortSpecifics,
        },
        { rowVersion: body.rowVersion },
      ),
    );
  });
}
