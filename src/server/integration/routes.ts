import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/integration';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { answerProblem } from '../http/problems';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { bearerToken, type IntegrationClient, IntegrationTokens } from './bearer';
import { callRecorder } from './calls';
import { createClient, revokeIntegrationClient } from './clients';
import { type ChangeFeedQuery, changeFeedQuery, readChanges } from './feed/request';
import { clientsList } from './queries';
import { clientOf, pagedResources, universityResource } from './resources';
import { tokenIssuer } from './token';

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

/** A form posted to the token endpoint is a few fields. */
const FORM_LIMIT_BYTES = 4096;

/**
 * The integration API (decision 0075), registered by app.ts under {prefix}/integration/v1: the token
 * endpoint and the resources, with bearer tokens of their own (no session, no gate); refusals are problem
 * details (http/problems.ts), the token endpoint's RFC 6749's. Its routes are published in a document of
 * their own, not the screens'.
 */
export async function integrationApi(api: FastifyInstance, { database, config }: Services) {
  const tokens = new IntegrationTokens(database, config.integration);
  const issue = tokenIssuer(database, config.integration);
  const record = callRecorder(database, config.integration);
  // The client a call is counted for (decision 0076), the token endpoint's once its client_id is known;
  // a resource call's client as its token named it, found once per call.
  const counted = new WeakMap<object, number>();
  const clients = new WeakMap<object, IntegrationClient>();
  api.setErrorHandler(answerProblem);
  // A resource call with a live token is counted before anything else of it is done; over the limit, a 429.
  api.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    const client = token === undefined ? undefined : await tokens.find(token);
    if (!client) return;
    await tokens.admit(client);
    counted.set(request, client.clientId);
    clients.set(request, client);
  });
  // Each counted call is recorded after its answer; a refused one (429) changes nothing.
  api.addHook('onResponse', async (request, reply) => {
    const clientId = counted.get(request);
    if (clientId === undefined || reply.statusCode === 429) return;
    await record({
      clientId,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      xroadClient: request.headers['x-road-client'],
      xroadId: request.headers['x-road-id'],
    }).catch((error: unknown) => request.log.warn({ err: error }, 'integration call not recorded'));
  });
  api.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  api.post('/token', { bodyLimit: FORM_LIMIT_BYTES, schema: { hide: true } }, async (request, reply) => {
    const answer = await issue(request.headers.authorization, request.body, (id) => counted.set(request, id));
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (answer.status === 401 && answer.basicChallenge)
      reply.header('www-authenticate', 'Basic realm="academic-integration"');
    return reply.code(answer.status).send(answer.body);
  });
  api.get('/changes', { schema: { hide: true, querystring: changeFeedQuery } }, async (request) =>
    readChanges(
      database,
      clients.get(request),
      request.headers.authorization,
      request.query as ChangeFeedQuery,
    ),
  );
  const { path, scope, read } = universityResource;
  api.get(`/${path}`, { schema: { hide: true } }, async (request) =>
    read(database, clientOf(clients.get(request), request.headers.authorization, scope)),
  );
  for (const resource of pagedResources)
    api.get(
      `/${resource.path}`,
      { schema: { hide: true, querystring: calls.integrationPageQuery } },
      async (request) => {
        const client = clientOf(clients.get(request), request.headers.authorization, resource.scope);
        return resource.read(database, client, request.query as calls.IntegrationPageQuery);
      },
    );
}
