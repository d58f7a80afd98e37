import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import { migrationVersions } from '../db/migrate';
import { ok, sendError } from '../http/envelope';
import { languageOf } from '../http/lang';
import { translate } from '../http/messages';
import type { Services } from '../http/route';
import { metricsReader } from './metrics';
import { readiness } from './readiness';

/** The probe addresses: answered without a session, and to any Host name (a load balancer probes by address). */
export const probePaths = (apiPrefix: string) => [`${apiPrefix}/health`, `${apiPrefix}/ready`];

/**
 * The addresses answered whatever the Host: the probes, and /metrics when it takes a token (a scraper
 * names the copy by its address; a page elsewhere cannot send the token). Without a token /metrics
 * answers loopback clients, whom a page could reach by DNS rebinding: the Host check stays.
 */
export const anyHostPaths = ({ apiPrefix, metricsToken }: Pick<Config, 'apiPrefix' | 'metricsToken'>) => [
  ...probePaths(apiPrefix),
  ...(metricsToken ? [METRICS_PATH] : []),
];
const METRICS_PATH = '/metrics';

/**
 * For whoever runs the server: {API_PREFIX}/health (the process answers), {API_PREFIX}/ready (it can
 * serve) and /metrics (Prometheus). The probes say no more than up or not; a refused /metrics reader
 * gets the answer of an unknown address.
 */
export async function operationsRoutes(
  app: FastifyInstance,
  { config, database }: Services,
  registry: Registry,
) {
  const [health, ready] = probePaths(config.apiPrefix) as [string, string];
  const isReady = readiness(database, await migrationVersions());
  const mayReadMetrics = metricsReader(config.metricsToken);
  const noSession = { config: { requiresSession: false } };

  app.get(health, noSession, (_request, reply) => reply.send(ok({ status: 'up' })));
  app.get(ready, noSession, async (request, reply) =>
    (await isReady())
      ? reply.send(ok({ status: 'ready' }))
      : sendError(reply, 'UNAVAILABLE', translate('unavailable', languageOf(request.query))),
  );
  app.get(METRICS_PATH, noSession, async (request, reply) => {
    if (!mayReadMetrics(request)) {
      return sendError(reply, 'NOT_FOUND', translate('notFound', languageOf(request.query)));
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
