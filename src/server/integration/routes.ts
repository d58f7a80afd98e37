import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/integration';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { createClient, revokeIntegrationClient } from './clients';
import { clientsList } from './queries';

/** The integration clients' screen calls (decision 0075): administrators only, by their declared rule. */
export function integrationRoutes(app: FastifyInstance, { database, lists }: Services) {
  registerListCall(app, calls.listIntegrationClients, lists, clientsList);
  registerCall(app, calls.createIntegrationClient, async ({ body, user }) =>
    ok(await createClient(database, user.id, body)),
  );
  registerCall(app, calls.revokeIntegrationClient, async ({ body, user }) =>
    ok(await revokeIntegrationClient(database, user.id, body)),
  );
}
