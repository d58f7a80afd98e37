import type { RequestListener } from 'node:http';
import { ConfigError, configWarnings, readConfig } from './config';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { DEMO_LOGIN, isEmpty, seedDemoData } from './db/seed';
import { openForServing, StartUpError } from './db/start-up';
import { type FrontDoor, openFrontDoor } from './http/front-door';
import { dayIn } from './licence/clock';
import { installDemoLicence } from './licence/demo';

// SIGTERM ends the process within 10 s whatever the database does (decision 0028): requests in flight get
// 4 s (each statement is bounded by 1.5 s), closing the HTTP side 5 s at most, the database 3 s at most.
const HTTP_GRACE_MS = 4_000;
const HTTP_CLOSE_MS = 5_000;
const DATABASE_CLOSE_MS = 3_000;

/** Whether `work` settles (either way) within `ms`; if not, it goes on unobserved. */
const settlesWithin = (work: Promise<unknown>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    work.then(settled, settled);
  });

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

interface RunOptions {
  /** Resolves once the web app is built (npm start builds it beside the database's start-up). */
  webReady?: Promise<void>;
}

/** The data folder's lock, taken before the port: a second server on one folder is told so (decision 0002). */
function lockEmbedded(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(error.message);
    throw error;
  }
}

async function listenOrFail(config: ReturnType<typeof readConfig>): Promise<FrontDoor> {
  try {
    return await openFrontDoor(config);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'the port is in use (another server?)' : (error as Error).message;
    return fail(`Cannot listen on ${config.host}:${config.port}: ${why}`);
  }
}

/**
 * Reads the configuration, listens (the probes answer at once, decision 0054), opens and migrates the
 * database (a PostgreSQL server patiently), then serves until SIGINT or SIGTERM.
 */
export async function runServer({ webReady = Promise.resolve() }: RunOptions = {}) {
  // Caught at once: a build that fails early must wait for the database to close, not end the process.
  const webBuilt = webReady.then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  const config = (() => {
    try {
      return readConfig();
    } catch (error) {
      if (error instanceof ConfigError) return fail(error.message);
      throw error;
    }
  })();
  for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);

  const heldLock = config.databaseUrl ? undefined : lockEmbedded(config.dataDir);
  const door = await listenOrFail(config);
  console.log(
    `Listening on ${door.address}${config.basePath} while the database opens: ${config.apiPrefix}/ready answers 503 until it is ready.`,
  );
  // The HTTP side (Fastify, the contract, every route) loads while the embedded database opens: a restart
  // is about a third faster. Not beside a PostgreSQL connection being opened: the loading blocks
  // the event loop for 2 s and more on a busy machine, and the connection's timeout ran out meanwhile.
  const httpLoading = Promise.all([import('./app'), import('./http/logging')]);
  httpLoading.catch(() => {}); // awaited below, where a failure ends the start
  if (config.databaseUrl) await httpLoading;
  const opened = await openForServing(config, {
    heldLock,
    log: { say: (line) => console.log(line), warn: (line) => console.warn(line) },
  }).catch((error: unknown) => (error instanceof StartUpError ? fail(error.message) : Promise.reject(error)));
  const { database } = opened;
  if (database.kind === 'pglite' && config.demoData && (await isEmpty(database))) {
    console.log('A new embedded database: filling it with demo data…');
    await seedDemoData(database);
    // No issuer's key configured: the demo licenses itself for a year (decision 0023).
    if (!config.licence.publicKey) {
      await installDemoLicence(database, config.dataDir, dayIn(config.licence.timeZone, Date.now()));
      console.log('Demo licence: valid for one year (see docs/operations.md, "Licence").');
    }
    console.log(
      `Demo account: ${DEMO_LOGIN} / ${DEMO_LOGIN} — change its password (see docs/operations.md, "User management").`,
    );
  }

  // Serving from here on: every statement as the server's role, which owns nothing and bypasses nothing.
  await database.serveAsServerRole();

  const buildError = await webBuilt;
  if (buildError) {
    await opened.close();
    fail(`The web app could not be built: ${buildError.message}`);
  }
  const [{ buildApp }, { createLogging }] = await httpLoading;
  const logging = createLogging(config);
  let appListener: RequestListener | undefined;
  const app = await buildApp(config, database, logging, {
    server: door.server,
    handOver: (listener) => {
      appListener = listener;
    },
  });
  await app.ready();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing the database`);
    // Keep-alive connections that finish their request while we close would otherwise stay open until
    // their KEEP_ALIVE_TIMEOUT_SECONDS; close each as soon as it is idle, and give slow requests 4 s at most.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => app.server.closeAllConnections(), HTTP_GRACE_MS);
    const late: string[] = [];
    if (!(await settlesWithin(app.close(), HTTP_CLOSE_MS))) late.push('the HTTP server');
    clearInterval(sweeper);
    clearTimeout(deadline);
    if (!(await settlesWithin(opened.close(), DATABASE_CLOSE_MS))) late.push('the database');
    if (late.length > 0)
      app.log.error(`${signal}: ${late.join(' and ')} did not close in time; exiting anyway`);
    logging.flush();
    process.exit(late.length > 0 ? 1 : 0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  if (appListener) door.serve(appListener);
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`Ready: ${door.address}${config.basePath} (${where})`);
}

export const failStart = (error: unknown) =>
  fail(`Start-up failed: ${(error as Error).stack ?? String(error)}`);
