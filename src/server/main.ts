import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { MigrationError, migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { DEMO_LOGIN, isEmpty, seedDemoData } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

async function main() {
  const config = (() => {
    try {
      return readConfig();
    } catch (error) {
      if (error instanceof ConfigError) return fail(error.message);
      throw error;
    }
  })();

  const opened = await openDatabase(config).catch((error: unknown) =>
    fail(
      error instanceof DataDirLockedError
        ? error.message
        : `Cannot open the database: ${(error as Error).message}`,
    ),
  );
  const { database } = opened;
  try {
    await migrate(database);
  } catch (error) {
    await opened.close();
    if (error instanceof MigrationError) fail(`Start-up stopped: ${error.message}`);
    throw error;
  }
  if (database.kind === 'pglite' && config.demoData && (await isEmpty(database))) {
    console.log('A new embedded database: filling it with demo data…');
    await seedDemoData(database);
    console.log(
      `Demo account: ${DEMO_LOGIN} / ${DEMO_LOGIN} — change its password (see README, "User management").`,
    );
  }

  const app = await buildApp(config, database);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing the database`);
    // Keep-alive connections that finish their request while we close would otherwise stay open until
    // their timeout (72 s); close each as soon as it is idle, and give slow requests 10 s at most.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearInterval(sweeper);
    clearTimeout(deadline);
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  console.log(`Ready: ${address}${config.basePath} (${where})`);
}

main().catch((error: unknown) => fail(`Start-up failed: ${(error as Error).stack ?? String(error)}`));
