import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { envelopeSchema } from '../../contract/envelope';
import { translate } from '../core/messages';
import { migrationVersions } from '../db/migrate';
import { refusalAnswers } from '../http/answers';
import { ok, sendError } from '../http/envelope';
import { languageOf } from '../http/lang';
import type { Services } from '../services';
import { metricsReader } from './metrics';
import { readiness } from './readiness';

/**
 * For whoever runs the server: {API_PREFIX}/health (the process answers), {API_PREFIX}/ready (it can
 * serve) and /metrics (Prometheus). The probes need no session and answer whatever the Host (a load
 * balancer probes by address), saying no more than up or not. /metrics answers any Host only when it takes
 * a token (a scraper names the copy by its address; a page elsewhere cannot send the token); without one it
 * answers loopback clients, whom a page could reach by DNS rebinding, so the Host check stays. A refused
 * /metrics reader gets the answer of an unknown address.
 */
export async function operationsRoutes(
  app: FastifyInstance,
  { config, database }: Services,
  registry: Registry,
) {
  const isReady = readiness(database, await migrationVersions());
  const mayReadMetrics = metricsReader(config.metricsToken);
  const probeConfig = { requiresSession: false, anyHost: true };
  // Their answers, declared for the published contract as the calls' are (http/answers.ts).
  const probe = (status: string, refusals: number[]) => ({
    config: probeConfig,
    schema: {
      response: { 200: envelopeSchema(z.object({ status: z.literal(status) })), ...refusalAnswers(refusals) },
    },
  });

  app.get(`${config.apiPrefix}/health`, probe('up', []), (_request, reply) =>
    reply.send(ok({ status: 'up' })),
  );
  app.get(`${config.apiPrefix}/ready`, probe('ready', [503]), async (request, reply) =>
    (await isReady())
      ? reply.send(ok({ status: 'ready' }))
      : sendError(reply, 'UNAVAILABLE', translate('unavailable', languageOf(request.query))),
  );
  const metrics = {
    config: { requiresSession: false, anyHost: Boolean(config.metricsToken) },
    schema: {
      response: {
        200: { description: 'The Prometheus text format', content: { 'text/plain': { schema: z.string() } } },
        // Without a token, the Host check stands (hosts.ts): an unknown Host is refused.
        ...refusalAnswers(config.metricsToken ? [404] : [403, 404]),
      },
    },
  };
  app.get('/metrics', metrics, async (request, reply) => {
    if (!mayReadMetrics(request)) {
      return sendError(reply, 'NOT_FOUND', translate('notFound', languageOf(request.query)));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
