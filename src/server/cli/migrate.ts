import { migrate } from '../db/migrate';
import { withDatabase } from './with-database';

// withDatabase migrates before the task runs; a second call reports that nothing is left to apply.
await withDatabase(async (database) => {
  const left = await migrate(database);
  console.log(left.length === 0 ? 'The database is up to date.' : `Applied: ${left.join(', ')}`);
});
