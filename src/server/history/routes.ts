import type { FastifyInstance } from 'fastify';
import { mayCall } from '../../contract/access';
import { auditLog, recordHistory, restoreRecord as restoreCall } from '../../contract/history';
import { ok } from '../http/envelope';
import { restoreRecord } from '../http/restore';
import { registerCall, type Services } from '../http/route';
import { auditPage, historyOf } from './read';

/**
 * A record's history (anyone signed in reads it, as they read the record), the audit screen, and the
 * restore of a record's earlier values (issue 28).
 */
export function historyRoutes(app: FastifyInstance, services: Services) {
  const { database, config } = services;
  registerCall(app, recordHistory, async ({ body, user, lang }) =>
    ok(await historyOf(database, body.kind, body.id, lang, mayCall(user, 'administrator'))),
  );
  registerCall(app, auditLog, async ({ body, lang }) =>
    ok(await auditPage(database, body, lang, config.licence.timeZone)),
  );
  registerCall(app, restoreCall, async ({ body, user }) =>
    ok(await restoreRecord(app, services, user, body)),
  );
}
