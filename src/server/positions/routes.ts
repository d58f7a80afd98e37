import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/positions';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerReference } from '../http/reference-calls';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { copyPositions } from './copy';
import * as queries from './queries';
import { assertPositionFilled } from './rules';
import { positionTable } from './tables';

/** The /positions-teach/ calls (SPEC §7 "Teaching positions"): a year's positions and their hours. */
export function positionsRoutes(app: FastifyInstance, services: Services) {
  const { database, lists } = services;
  registerListCall(app, calls.positions, lists, queries.yearPositions, { year: 'idYear' });
  registerReference(app, services, {
    save: calls.savePosition,
    delete: calls.deletePosition,
    table: positionTable,
    id: 'idRrnkDoljnost',
    columns: { n_doljnost: 'nDoljnost', chasy: 'chasy', id_a_year: 'idYear' },
    filled: assertPositionFilled,
  });
  registerCall(app, calls.copyPositions, async ({ body, user }) =>
    ok(await copyPositions(database, user, body.idYearFrom, body.idYearTo)),
  );
}
