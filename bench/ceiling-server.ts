// The ceilings of the benchmark, in a process of their own: a bare Fastify route answering constant
// JSON (the framework's limit on this machine), and a Fastify route running `SELECT 1` through the app's
// own database layer (the same driver and pool: the limit of any call that asks the database).
// Environment: DATABASE_URL (a PostgreSQL server) or DATA_DIR (an embedded database), DB_POOL_SIZE.
import Fastify from 'fastify';
import { readConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open';

const config = readConfig();
const opened = await openDatabase(config);
const app = Fastify();
const envelope = { data: { ok: true }, error: null, message: null };
app.get('/constant', async () => envelope);
app.get('/select-1', async () => ({
  data: await opened.database.query('SELECT 1 AS one'),
  error: null,
  message: null,
}));

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Ready: ${address}/`);
process.on('SIGTERM', async () => {
  await app.close();
  await opened.close();
  process.exit(0);
});
