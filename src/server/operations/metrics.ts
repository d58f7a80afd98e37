import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { errorCodes } from '../../contract/envelope';
import { licenceVerdicts } from '../../contract/licence';
import type { Services } from '../services';
import { keptFor, withTimeout } from './asking';

// From a cached list (under a millisecond) to the slowest call a user should ever wait for.
const LATENCY_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape never waits longer than this for the database's figures; without them it answers the rest. */
const DATABASE_FIGURES_TIMEOUT_MS = 2_000;
/** The database's figures serve every scrape within this long (a scrape asks for them twice). */
const SCRAPE_FIGURES_KEPT_MS = 1_000;

type Sources = Pick<Services, 'database' | 'sessions' | 'licence'>;

/** Prometheus figures of one server process: requests per route, failures, database pool, sessions, licence. */
export function createMetrics(app: FastifyInstance, { database, sessions, licence }: Sources) {
  const registry = new Registry();
  processFigures(app, registry);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route (the registered pattern) and status, and how long each took',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'app_failures_total',
    help: 'Failure answers by their envelope code (INTERNAL and UNAVAILABLE are the server side)',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  for (const code of errorCodes) failures.inc({ code }, 0);

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL server pool: connections open, idle, the most allowed, and queries waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (!use) return;
      for (const state of ['open', 'idle', 'max', 'waiting'] as const) this.set({ state }, use[state]);
    },
  });
  new Gauge({
    name: 'db_replica_reads',
    help: 'With DATABASE_REPLICA_URL: reads the replica answered, and reads left to the primary (the replica lagged or was down), since the start',
    labelNames: ['source'] as const,
    registers: [registry],
    collect() {
      const use = database.replicaUse?.();
      if (!use) return;
      for (const source of ['replica', 'primary'] as const) this.set({ source }, use[source]);
    },
  });
  new Gauge({
    name: 'sessions_held',
    help: 'Sessions this process holds in memory',
    registers: [registry],
    collect() {
      this.set(sessions.held);
    },
  });
  // One query per scrape, shared by the two figures that come from it; undefined when the database is down.
  const activeSessions = keptFor(SCRAPE_FIGURES_KEPT_MS, () =>
    withTimeout(sessions.active(), DATABASE_FIGURES_TIMEOUT_MS).catch(() => undefined),
  );
  new Gauge({
    name: 'db_up',
    help: 'Whether this scrape could read from the database (1) or not (0)',
    registers: [registry],
    async collect() {
      this.set((await activeSessions()) === undefined ? 0 : 1);
    },
  });
  new Gauge({
    name: 'sessions_active',
    help: 'Sessions alive in the database, of every process',
    registers: [registry],
    async collect() {
      const active = await activeSessions();
      if (active !== undefined) this.set(active);
    },
  });
  new Gauge({
    name: 'licence_verdict',
    help: "The licences' verdicts as this process holds them: how many universities have each",
    labelNames: ['verdict'] as const,
    registers: [registry],
    collect() {
      const held = licence.held().map((state) => state.verdict.verdict);
      for (const verdict of licenceVerdicts)
        this.set({ verdict }, held.filter((each) => each === verdict).length);
    },
  });
  // The clock counts; the counter takes what it counted since the last scrape.
  const counted = { failed: 0, outOfWindow: 0 };
  new Gauge({
    name: 'licence_time_service_disagrees',
    help:
      "1 while LICENCE_TIME_URL's last answer was more than an hour from the server's clock (not believed: the " +
      "licence is judged on the server's clock); alert on it, one of the two clocks is wrong",
    registers: [registry],
    collect() {
      this.set(licence.clock.disagrees ? 1 : 0);
    },
  });
  new Gauge({
    name: 'licence_time_service_offset_seconds',
    help: "How far LICENCE_TIME_URL's last answer was ahead of the server's clock (negative: behind), believed or not",
    registers: [registry],
    collect() {
      const offset = licence.clock.lastOffsetMs;
      if (offset !== undefined) this.set(offset / 1000);
    },
  });
  new Counter({
    name: 'licence_time_service_rejected_total',
    help:
      "LICENCE_TIME_URL answers not used, the licence judged on the server's clock instead: failed (unreachable, " +
      "slow or no time in it) or out_of_window (more than an hour from the server's clock)",
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      for (const [reason, label] of [
        ['failed', 'failed'],
        ['outOfWindow', 'out_of_window'],
      ] as const) {
        const total = licence.clock.rejected[reason];
        this.inc({ reason: label }, total - counted[reason]);
        counted[reason] = total;
      }
    },
  });

  // Each method, route and status's own series, found by one key: labelling every answer afresh (an
  // object, then prom-client's hash of it) cost more than the rest of this hook (decision 0050). The routes and
  // the statuses this server answers are few, so the map stays small.
  const series = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let observed = series.get(key);
    if (!observed) {
      observed = duration.labels(request.method, route, String(reply.statusCode));
      series.set(key, observed);
    }
    observed.observe(reply.elapsedTime / 1000);
    // Every failure envelope goes through sendError, which names its code on the reply.
    if (reply.failureCode) failures.inc({ code: reply.failureCode });
    done();
  });
  app.addHook('onClose', (_app, done) => {
    registry.clear();
    done();
  });
  return registry;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a Bearer token; without, only a client
 * on this machine that came straight here — a request a proxy forwarded comes from the proxy's loopback
 * address too, and carries its forwarding header.
 */
export function metricsReader(token: string | undefined): (request: FastifyRequest) => boolean {
  if (token) {
    const expected = digest(`Bearer ${token}`);
    return (request) => {
      const given = request.headers.authorization;
      return typeof given === 'string' && timingSafeEqual(digest(given), expected);
    };
  }
  return (request) =>
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    FORWARDED.every((header) => request.headers[header] === undefined);
}

/**
 * The process's own figures, read at a scrape. Not prom-client's default set: its garbage-collection
 * observer runs at every collection, which under load cost the session check about a tenth of its rate.
 */
function processFigures(app: FastifyInstance, registry: Registry) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  app.addHook('onClose', (_app, done) => {
    delay.disable();
    done();
  });
  new Gauge({
    name: 'process_resident_memory_bytes',
    help: 'Resident memory of the process',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage.rss());
    },
  });
  new Gauge({
    name: 'nodejs_heap_used_bytes',
    help: 'JavaScript heap in use',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
  new Gauge({
    name: 'process_cpu_seconds_total',
    help: 'CPU time the process has used, user and system',
    registers: [registry],
    collect() {
      const { user, system } = process.cpuUsage();
      this.set((user + system) / 1e6);
    },
  });
  new Gauge({
    name: 'nodejs_eventloop_delay_seconds',
    help: 'Event-loop delay since the last scrape: how long ready work waited for the process',
    labelNames: ['quantile'] as const,
    registers: [registry],
    collect() {
      this.set({ quantile: '0.5' }, delay.percentile(50) / 1e9);
      this.set({ quantile: '0.99' }, delay.percentile(99) / 1e9);
      this.set({ quantile: '1' }, delay.max / 1e9);
      delay.reset();
    },
  });
}
