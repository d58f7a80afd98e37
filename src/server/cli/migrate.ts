import { migrate } from '../db/migrate';
import { withDatabase } from './with-database';

await withDatabase(
  async (database) => {
    const applied = await migrate(database);
    console.log(applied.length === 0 ? 'The database is up to date.' : `Applied: ${applied.join(', ')}`);
  },
  { migrateFirst: false },
);
