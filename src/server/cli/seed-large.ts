// npm run db:seed-large [-- --universities N]: adds a large university (50 faculties teaching 2,000
// specialities, 600 departments, 24,000 groups, 11,000 classrooms …), or N of them, to the configured
// database, for benchmarks and trying the screens at scale; each has its administrator (large-admin,
// large-admin-2 … with the demo's password). The embedded database can be changed only while the server is
// stopped.
import { parseArgs } from 'node:util';
import { addLargeUniversities, largeLogin, seedLargeUniversity } from '../db/seed';
import { withDatabase } from './with-database';

const { values } = parseArgs({ options: { universities: { type: 'string' } } });
const count = values.universities === undefined ? undefined : Number(values.universities);
if (count !== undefined && !(Number.isSafeInteger(count) && count >= 1 && count <= 100)) {
  console.error('--universities takes a whole number from 1 to 100: how many large universities to add.');
  process.exit(1);
}

await withDatabase(async (database) => {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (count === undefined) {
    await seedLargeUniversity(database);
    console.log(`The large university was added in ${seconds()} s.`);
    return;
  }
  const added = await addLargeUniversities(database, count);
  console.log(
    `${added.length} large universities were added in ${seconds()} s; their administrators: ${added.map(largeLogin).join(', ')}.`,
  );
});
