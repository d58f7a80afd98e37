import type { FastifyInstance } from 'fastify';
import * as calls from '../../contract/integration';
import { changeFeedQuery } from '../../contract/integration-resources';
import { ok } from '../http/envelope';
import { registerListCall } from '../http/list-answers';
import { answerProblem, integrationNotFound } from '../http/problems';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { bearerToken, type IntegrationClient, IntegrationTokens } from './bearer';
import { callsOfClient } from './call-record';
import { callRecorder } from './calls';
import { createClient, revokeIntegrationClient } from './clients';
import { type ChangeFeedQuery, readChanges } from './feed/request';
import { readHeadcount, writeHeadcount } from './headcount-write';
import { oneRosterApi } from './oneroster/rest';
import { integrationDocument } from './openapi';
import { resourcePageCache } from './page-cache';
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
  registerCall(app, calls.listIntegrationCalls, async ({ body }) =>
    ok(await callsOfClient(database, body.idClient)),
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
export async function integrationApi(api: FastifyInstance, services: Services) {
  const { database, config } = services;
  const tokens = new IntegrationTokens(database, config.integration);
  const issue = tokenIssuer(database, config.integration);
  const callRecord = callRecorder(database, config.integration, (message, error) =>
    api.log.warn({ err: error }, message),
  );
  // The calls held for their batch are written before the database closes.
  api.addHook('onClose', () => callRecord.flush());
  // The client a call is counted for (decision 0076), the token endpoint's once its client_id is known;
  // a resource call's client as its token named it, found once per call.
  const counted = new WeakMap<object, number>();
  const clients = new WeakMap<object, IntegrationClient>();
  api.setErrorHandler(answerProblem);
  api.setNotFoundHandler(integrationNotFound(api));
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
    callRecord.record({
      clientId,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      xroadClient: request.headers['x-road-client'],
      xroadId: request.headers['x-road-id'],
    });
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
  const pages = resourcePageCache(database);
  // The API's own document (decision 0078), public as a service description is; its server the base asked at.
  api.get('/openapi.json', { schema: { hide: true } }, async (request) => {
    const base = request.routeOptions.url?.replace(/\/openapi\.json$/, '') ?? '';
    return integrationDocument(`${request.protocol}://${request.host}${base}`);
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
      async (request, reply) => {
        const client = clientOf(clients.get(request), request.headers.authorization, resource.scope);
        const query = request.query as calls.IntegrationPageQuery;
        const page = await pages(resource.path, client, query, () => resource.read(database, client, query));
        return reply.type('application/json; charset=utf-8').send(page);
      },
    );
  // The one write (headcounts:write, decision 0080) and the one headcount with its ETag it names.
  type One = { Params: { id: string } };
  api.get<One>('/headcounts/:id', { schema: { hide: true } }, async (request, reply) => {
    const client = clientOf(clients.get(request), request.headers.authorization, 'plans:read');
    const { etag, body } = await readHeadcount(database, client, request.params.id);
    return reply.header('etag', etag).header('cache-control', 'no-store').send(body);
  });
  api.put<One>('/headcounts/:id', { schema: { hide: true } }, async (request, reply) => {
    const client = clientOf(clients.get(request), request.headers.authorization, 'headcounts:write');
    const { etag, body } = await writeHeadcount(database, services.saves, client, {
      id: request.params.id,
      body: request.body,
      ifMatch: request.headers['if-match'],
    });
    return reply.header('etag', etag).header('cache-control', 'no-store').send(body);
  });
  oneRosterApi(api, database, config.apiPrefix, (request, scope) =>
    clientOf(clients.get(request), request.headers.authorization, scope),
  );
}
