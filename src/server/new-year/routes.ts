import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/new-year';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { turnoverBlockers } from './blockers';
import { progressOf } from './progress';
import { applyTurnover, previewTurnover } from './turnover';
import { latestTurnovers, turnoverReportOf } from './turnovers';
import { undoTurnover } from './undo';

/**
 * The new academic year's calls (decision 0048): preview, apply and how far it has gone, the latest turnovers,
 * a report, the undo and what keeps it from being undone.
 */
export function newYearRoutes(app: FastifyInstance, services: Services) {
  const { database, lists } = services;
  registerCall(app, calls.previewTurnover, async ({ body, user, lang }) =>
    ok(await previewTurnover(database, user, lang, body)),
  );
  registerCall(app, calls.applyTurnover, async ({ body, user, lang }) => {
    const { token, progressId, ...request } = body;
    return ok(await applyTurnover(database, user, lang, request, token, progressId));
  });
  registerListCall(app, calls.turnovers, lists, latestTurnovers);
  registerCall(app, calls.turnoverReportOf, async ({ body, lang }) =>
    ok(await turnoverReportOf(database, lang, body.idTurnover)),
  );
  registerCall(app, calls.undoTurnover, async ({ body, user }) =>
    ok(await undoTurnover(database, user, body.idTurnover, body.rowVersion)),
  );
  registerCall(app, calls.turnoverProgress, async ({ body, user }) =>
    ok(progressOf(body.progressId, user.id)),
  );
  registerCall(app, calls.turnoverBlockers, async ({ body, lang }) =>
    ok(await turnoverBlockers(database, lang, body.idTurnover, calls.TURNOVER_BLOCKERS_LISTED)),
  );
}
