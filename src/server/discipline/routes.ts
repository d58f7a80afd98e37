import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/discipline';
import { deleteReference, saveReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import * as queries from './queries';
import { disciplineTable } from './tables';

/** The /discipline/discipline/ calls (SPEC §7 "Discipline"), and the list of decision 0020. */
export function disciplineRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.disciplineKinds, lists, queries.disciplineKinds);
  registerListCall(app, calls.disciplines, lists, queries.disciplines);
  // Insert only creates (SPEC has no update): an existing code answers 3, an unknown kind 400.
  registerCall(app, calls.insertDiscipline, async ({ body, user }) =>
    ok(
      await saveReference(database, user, disciplineTable, -1, {
        code: body.codeDiscipline,
        name: body.p34,
        name_kg: body.p34Kg,
        name_en: body.p34En,
        id_vid_discipline: body.idVidDisc,
      }),
    ),
  );
  registerCall(app, calls.deleteDiscipline, async ({ body, user }) =>
    ok(await deleteReference(database, user, disciplineTable, body.disciplineId)),
  );
}
