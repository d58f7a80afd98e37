import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/positions';
import { deleteReference, saveReference } from '../db/reference';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall, type Services } from '../http/route';
import { copyPositions } from './copy';
import * as queries from './queries';
import { assertPositionFilled } from './rules';
import { positionTable } from './tables';

/** The /positions-teach/ calls (SPEC §7 "Teaching positions"): a year's positions and their hours. */
export function positionsRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.positions, lists, queries.yearPositions, ({ body }) => ({ year: body.idYear }));
  registerCall(app, calls.savePosition, async ({ body, user }) => {
    const { name, hours, year } = assertPositionFilled(body);
    return ok(
      await saveReference(
        database,
        user,
        positionTable,
        body.idRrnkDoljnost,
        { n_doljnost: name, chasy: hours, id_a_year: year },
        { rowVersion: body.rowVersion },
      ),
    );
  });
  registerCall(app, calls.copyPositions, async ({ body, user }) =>
    ok(await copyPositions(database, user, body.idYearFrom, body.idYearTo)),
  );
  registerCall(app, calls.deletePosition, async ({ body, user }) =>
    ok(await deleteReference(database, user, positionTable, body.idRrnkDoljnost)),
  );
}
