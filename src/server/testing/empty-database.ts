import { inject } from 'vitest';
import { migrate } from '../db/migrate';
import { blankDatabase } from './databases';
import type { OpenTestDatabase } from './test-app';

// A migrated database without the demo data, as an operator's installation starts (decision 0059): a blank
// one (testing/databases.ts) with every migration run, about 3 s on the embedded database.
export const emptyDatabase: OpenTestDatabase = async () => {
  const blank = await blankDatabase(inject('databaseTemplate'));
  await migrate(blank.database);
  return blank;
};
