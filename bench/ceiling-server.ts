// The ceilings of the benchmark, in a process of their own: a bare Fastify route answering constant
// JSON (the framework's limit on this machine); the same route with what the app's policy adds to every
// answer (the security headers, a request id, an access line in the log: decision 0050), the limit of any
// answer this app may give; and a Fastify route running `SELECT 1` through the app's own database layer
// (the same driver and pool: the limit of any call that asks the database); and a POST route writing one
// row in one transaction, its audit row written by the same trigger as the app's tables (the limit of any
// save: decision 0050).
// Environment: DATABASE_URL (a PostgreSQL server) or DATA_DIR (an embedded database), DB_POOL_SIZE,
// CEILING_LOG (the file the access lines go to).
import Fastify from 'fastify';
import pino from 'pino';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';
import { run, sql } from '../src/server/db/sql';
import { requestIds } from '../src/server/http/request-id';
import { RequestLog } from '../src/server/http/request-log';
import { everyAnswer } from '../src/server/http/security';

const config = readConfig();
const opened = await openDatabase(config);
const app = Fastify({ genReqId: requestIds() });
const envelope = { data: { ok: true }, error: null, message: null };
app.get('/constant', async () => envelope);

const output = pino.destination({ dest: process.env.CEILING_LOG ?? '/dev/null', sync: false });
const accessLog = new RequestLog(pino({ level: 'info' }, output), output);
app.get(
  '/constant-policy',
  {
    onRequest: (request, reply, done) => {
      reply.headers(everyAnswer).header('x-request-id', request.id);
      done();
    },
    onResponse: (request, reply, done) => {
      accessLog.requestCompleted(null, request, reply);
      done();
    },
  },
  async () => envelope,
);
app.get('/select-1', async () => ({
  data: await opened.database.query('SELECT 1 AS one'),
  error: null,
  message: null,
}));

// A table of the ceilings' own database (migrated, otherwise empty), audited as every reference table is.
await opened.database.withConnection((connection) =>
  connection.exec(`CREATE TABLE IF NOT EXISTS insert_ceiling (id serial PRIMARY KEY, note text NOT NULL);
    DROP TRIGGER IF EXISTS insert_ceiling_audit ON insert_ceiling;
    CREATE TRIGGER insert_ceiling_audit AFTER INSERT ON insert_ceiling
      FOR EACH ROW EXECUTE FUNCTION audit_row('id');`),
);
app.post('/insert-audit', async () => {
  await opened.database.orm.transaction(async (tx) => {
    await run(tx, sql`SELECT set_config('app.user_id', '1', true)`);
    await run(tx, sql`INSERT INTO insert_ceiling (note) VALUES ('ceiling')`);
  });
  return envelope;
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Ready: ${address}/`);
process.on('SIGTERM', async () => {
  await app.close();
  output.flushSync();
  await opened.close();
  process.exit(0);
});
