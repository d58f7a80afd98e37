import type { FastifyInstance } from 'fastify';
import { mayCall } from '../../contract/access';
import {
  auditLog,
  recordHistory,
  recordKinds,
  restoreRecord as restoreCall,
  unrestorableKinds,
} from '../../contract/history';
import { ok } from '../http/envelope';
import { canRestore, restoreRecord } from '../http/restore';
import { registerCall, type Services } from '../http/route';
import { catalogue } from './kinds';
import { auditPage, historyOf } from './read';

/**
 * A record's history (anyone signed in reads it, as they read the record), the audit screen, and the
 * restore of a record's earlier values (decision 0046).
 */
export function historyRoutes(app: FastifyInstance, services: Services) {
  const { database, config } = services;
  assertRestorableAsDeclared(app);
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

/**
 * The areas registered before this one (app.ts) have declared their saves: a kind the contract calls
 * restorable has one, and one it calls unrestorable has none, or the server does not start.
 */
function assertRestorableAsDeclared(app: FastifyInstance) {
  for (const kind of recordKinds) {
    const declared = !unrestorableKinds.includes(kind);
    if (canRestore(app, catalogue[kind].table) !== declared)
      throw new Error(
        `history: ${kind} is ${declared ? '' : 'not '}restorable in the contract, but its saves say otherwise`,
      );
  }
}
