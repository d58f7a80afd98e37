import type { FastifyInstance } from 'fastify';
import { mayCall } from '../../contract/access';
import { auditLog, recordHistory } from '../../contract/history';
import { ok } from '../http/envelope';
import { registerCall, type Services } from '../http/route';
import { auditPage, historyOf } from './read';

/** A record's history (anyone signed in reads it, as they read the record) and the audit screen (issue 28). */
export function historyRoutes(app: FastifyInstance, { database, config }: Services) {
  registerCall(app, recordHistory, async ({ body, user, lang }) =>
    ok(await historyOf(database, body.kind, body.id, lang, mayCall(user, 'administrator'))),
  );
  registerCall(app, auditLog, async ({ body, lang }) =>
    ok(await auditPage(database, body, lang, config.licence.timeZone)),
  );
}
