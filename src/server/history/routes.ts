import type { FastifyInstance } from 'fastify';
import { mayCall } from '../../contract/access';
import {
  auditLog,
  recordHistory,
  recordKinds,
  restoreRecord as restoreCall,
  unrestorableKinds,
} from '../../contract/history';
import type { SaveRegistry } from '../db/saves';
import { ok } from '../http/envelope';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { catalogue } from './kinds';
import { auditPage, historyOf } from './read';
import { restoreRecord } from './restore';

/**
 * A record's history (anyone signed in reads it, as they read the record), the audit screen, and the
 * restore of a record's earlier values (decision 0046).
 */
export function historyRoutes(app: FastifyInstance, services: Services) {
  const { database, config } = services;
  // Checked once every area has declared its saves and app.ts has closed the registry (decision 0063).
  app.addHook('onReady', async () => assertRestorableAsDeclared(services.saves));
  registerCall(app, recordHistory, async ({ body, user, lang }) =>
    ok(await historyOf(database, body.kind, body.id, lang, mayCall(user, 'administrator'))),
  );
  registerCall(app, auditLog, async ({ body, lang }) =>
    ok(await auditPage(database, body, lang, config.licence.timeZone)),
  );
  registerCall(app, restoreCall, async ({ body, user }) => ok(await restoreRecord(services, user, body)));
}

/**
 * Every area has declared its saves: a kind the contract calls restorable has one, and one it calls
 * unrestorable has none, or the server does not start.
 */
function assertRestorableAsDeclared(saves: SaveRegistry) {
  for (const kind of recordKinds) {
    const declared = !unrestorableKinds.includes(kind);
    if (saves.canRestore(catalogue[kind].table) !== declared)
      throw new Error(
        `history: ${kind} is ${declared ? '' : 'not '}restorable in the contract, but its saves say otherwise`,
      );
  }
}
