// npm run db:seed-large: adds a large university (50 faculties, 300 directions, 2,000 specialities,
// 600 departments, 100 qualifications) to the configured database, for benchmarks and trying the screens
// at scale. The embedded database can be changed only while the server is stopped.
import { seedLargeUniversity } from '../db/seed';
import { withDatabase } from './with-database';

await withDatabase(async (database) => {
  const started = performance.now();
  await seedLargeUniversity(database);
  console.log(`The large university was added in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
});
