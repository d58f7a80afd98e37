import { z } from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from './licence/clock';
import { parsePublicKey } from './licence/document';
import { allowedHostsOf, type TrustedProxies, trustProxySchema } from './network-config';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** The address of another service this server calls: http(s) only; empty is none. */
const serviceUrl = z
  .string()
  .refine(
    (value) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value),
    'must be an http:// or https:// URL',
  )
  .optional()
  .or(z.literal('').transform(() => undefined));

const isPublicKey = (text: string) => {
  try {
    return parsePublicKey(text) !== undefined;
  } catch {
    return false;
  }
};

/** A URL path prefix: starts with '/', no spaces, no query. */
const pathPrefix = z.string().regex(/^\/[A-Za-z0-9._~\-/]*$/, "must be a path starting with '/', like /uni/");

const environmentSchema = z.object({
  PORT: integer(0, 65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // A streaming replica of DATABASE_URL for the reads that may come from one (db/replica.ts).
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BASE_PATH: pathPrefix.default('/'),
  API_PREFIX: pathPrefix.default('/api'),
  SESSION_IDLE_MINUTES: integer(1, 7 * 24 * 60).default(60),
  SESSION_MAX_HOURS: integer(1, 30 * 24).default(12),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  COOKIE_SECURE: flag.default(false),
  API_DOCS: flag.default(false),
  TRUST_PROXY: trustProxySchema,
  ALLOWED_HOSTS: z.string().optional(),
  LOGIN_MAX_FAILURES: integer(1, 1000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: integer(1, 100_000).default(100),
  LOGIN_MAX_FAILURES_PER_LOGIN: integer(1, 100_000).default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: integer(1, 24 * 60).default(15),
  INTEGRATION_CALLS_PER_WINDOW: integer(1, 1_000_000).default(600),
  INTEGRATION_TOKEN_REQUESTS_PER_WINDOW: integer(1, 10_000).default(30),
  INTEGRATION_WINDOW_SECONDS: integer(1, 3600).default(60),
  INTEGRATION_TOKENS_PER_CLIENT: integer(1, 1000).default(20),
  INTEGRATION_CALL_RECORD_DAYS: integer(1, 3650).default(90),
  DEMO_DATA: flag.default(true),
  DB_POOL_SIZE: integer(1, 100).default(10),
  DATABASE_WAIT_SECONDS: integer(0, 31_536_000).default(0),
  WEB_DIR: z.string().min(1).default('dist/web'),
  HEADERS_TIMEOUT_SECONDS: integer(1, 3600).default(20),
  REQUEST_TIMEOUT_SECONDS: integer(1, 3600).default(60),
  BODY_TIMEOUT_SECONDS: integer(1, 3600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: integer(1, 3600).default(65),
  MAX_CONNECTIONS: integer(1, 1_000_000).default(1000),
  MANUAL_NEWS_URL: serviceUrl,
  LICENCE_PUBLIC_KEY: z
    .string()
    .refine(
      isPublicKey,
      'must be an Ed25519 public key: PEM, or the base64 line npm run licence:issue prints',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LICENCE_TIME_URL: serviceUrl,
  LICENCE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone, like Asia/Bishkek')
    .default(DEFAULT_TIME_ZONE),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** What each integration client may do (decision 0076), counted in the database across processes. */
export interface IntegrationLimits {
  /** Resource calls of one client per window, */
  callsPerWindow: number;
  /** and token requests naming one client (a wrong secret too); */
  tokenRequestsPerWindow: number;
  windowSeconds: number;
  /** Live tokens a client holds at most: a new one drops the oldest. */
  tokensPerClient: number;
  /** How long the record of a client's calls is kept. */
  callRecordDays: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of databaseUrl, for the reads that may come from one; only with databaseUrl. */
  databaseReplicaUrl: string | undefined;
  /** Always with a leading and a trailing slash: '/' or '/uni/'. */
  basePath: string;
  /** Leading slash, no trailing slash: '/api'. */
  apiPrefix: string;
  sessionIdleMinutes: number;
  /** A session ends this long after sign-in, however busy. */
  sessionMaxHours: number;
  logLevel: (typeof logLevels)[number];
  cookieSecure: boolean;
  /** The OpenAPI reference without a session. */
  apiDocs: boolean;
  trustProxy: TrustedProxies;
  /** Host names answered (lower case; '.example.kg' any subdomain, '*' any). */
  allowedHosts: string[];
  /** Failed sign-ins allowed per window: of one login from one address, */
  loginMaxFailures: number;
  /** from one address over every login, */
  loginMaxFailuresPerAddress: number;
  /** and of one login from every address. */
  loginMaxFailuresPerLogin: number;
  loginFailureWindowMinutes: number;
  /** The integration clients' limits (decision 0076). */
  integration: IntegrationLimits;
  /** Seed demo data and the admin/admin account into a new embedded database. */
  demoData: boolean;
  dbPoolSize: number;
  /** How long a start waits for a PostgreSQL server to be reachable and migrated; 0: without end (decision 0054). */
  databaseWaitSeconds: number;
  webDir: string;
  /** Limits on client connections, so that silent or slow clients cannot hold them. */
  connections: ConnectionLimits;
  /** The external manual site's news endpoint, merged into the notifications (decision 0024). */
  manualNewsUrl: string | undefined;
  licence: LicenceSettings;
  /** Required as a Bearer token by /metrics; without it /metrics answers direct loopback requests only. */
  metricsToken: string | undefined;
}

/** How the software licence is checked (decision 0023). */
interface LicenceSettings {
  /** The issuer's Ed25519 public key as configured (PEM or base64 SPKI DER); already checked to parse. */
  publicKey: string | undefined;
  /** A worldtimeapi-style time service; the server's clock without it. */
  timeUrl: string | undefined;
  /** The zone whose calendar day the licence's dates are. */
  timeZone: string;
}

export interface ConnectionLimits {
  /** From a request's first byte to the end of its headers. */
  headersTimeoutSeconds: number;
  /** From a request's first byte to the end of its body (never shorter than the headers timeout). */
  requestTimeoutSeconds: number;
  /** Neither a byte received nor one sent while a request is read or answered. */
  bodyTimeoutSeconds: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveTimeoutSeconds: number;
  /** Open client connections; further ones are closed at once. */
  maxConnections: number;
}

export class ConfigError extends Error {}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Settings that work but are unwise, one sentence each, printed at start-up. A time service over plain
 * http to another machine can be answered by anyone on the way: within the hour it is believed, its time
 * moves the licence's day (decisions 0023, 0055).
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  const time = config.licence.timeUrl ? new URL(config.licence.timeUrl) : undefined;
  if (time?.protocol === 'http:' && !LOOPBACK_HOST.test(time.hostname))
    warnings.push(
      `LICENCE_TIME_URL is plain http to ${time.hostname}: whoever is on the network path can answer the licence's time; prefer https.`,
    );
  return warnings;
}

const trimSlashes = (path: string) => path.replace(/\/+$/, '');

/** Reads the configuration from environment variables; a bad value throws a ConfigError naming it. */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(environmentSchema.shape).map((key) => [key, environment[key]?.trim()]),
  );
  const parsed = environmentSchema.safeParse(relevant);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      return `  ${name}=${JSON.stringify(relevant[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Bad configuration in the environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const apiPrefix = trimSlashes(env.API_PREFIX);
  if (apiPrefix === '')
    throw new ConfigError('Bad configuration: API_PREFIX must not be "/" alone, e.g. /api');
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL)
    throw new ConfigError(
      'Bad configuration: DATABASE_REPLICA_URL is a replica of DATABASE_URL, which must be set too (the embedded database has no replica)',
    );
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS)
    throw new ConfigError(
      `Bad configuration: HEADERS_TIMEOUT_SECONDS (${env.HEADERS_TIMEOUT_SECONDS}) must not exceed REQUEST_TIMEOUT_SECONDS (${env.REQUEST_TIMEOUT_SECONDS})`,
    );
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL,
    basePath: `${trimSlashes(env.BASE_PATH)}/`,
    apiPrefix,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionMaxHours: env.SESSION_MAX_HOURS,
    logLevel: env.LOG_LEVEL,
    cookieSecure: env.COOKIE_SECURE,
    apiDocs: env.API_DOCS,
    trustProxy: env.TRUST_PROXY,
    allowedHosts: allowedHostsOf(env.ALLOWED_HOSTS, env.HOST),
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerLogin: env.LOGIN_MAX_FAILURES_PER_LOGIN,
    loginFailureWindowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
    integration: {
      callsPerWindow: env.INTEGRATION_CALLS_PER_WINDOW,
      tokenRequestsPerWindow: env.INTEGRATION_TOKEN_REQUESTS_PER_WINDOW,
      windowSeconds: env.INTEGRATION_WINDOW_SECONDS,
      tokensPerClient: env.INTEGRATION_TOKENS_PER_CLIENT,
      callRecordDays: env.INTEGRATION_CALL_RECORD_DAYS,
    },
    demoData: env.DEMO_DATA,
    dbPoolSize: env.DB_POOL_SIZE,
    databaseWaitSeconds: env.DATABASE_WAIT_SECONDS,
    webDir: env.WEB_DIR,
    connections: {
      headersTimeoutSeconds: env.HEADERS_TIMEOUT_SECONDS,
      requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
      bodyTimeoutSeconds: env.BODY_TIMEOUT_SECONDS,
      keepAliveTimeoutSeconds: env.KEEP_ALIVE_TIMEOUT_SECONDS,
      maxConnections: env.MAX_CONNECTIONS,
    },
    manualNewsUrl: env.MANUAL_NEWS_URL,
    licence: {
      publicKey: env.LICENCE_PUBLIC_KEY,
      timeUrl: env.LICENCE_TIME_URL,
      timeZone: env.LICENCE_TIME_ZONE,
    },
    metricsToken: env.METRICS_TOKEN,
  };
}
