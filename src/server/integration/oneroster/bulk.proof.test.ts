import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedLargeUniversity } from '../../db/seed';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { bulkZip } from './bulk';
import { referrer } from './records';

// A proof (npm run test:proofs): the large university's bulk zip, its groups several pages of the zip's
// reads, holds every record once, its references resolved (decision 0079).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedLargeUniversity(t.database);
}, 300_000);
afterAll(() => t?.close());

const count = async (text: string, university: number) =>
  ((await t.database.query<{ n: number }>(text, [university])) as Array<{ n: number }>)[0]?.n ?? 0;

it('holds every group, speciality and org of the large university once, read a page at a time', async () => {
  const [large] = (await t.database.query<{ id: number }>('SELECT max(id_vuz) AS id FROM vuz')) as Array<{
    id: number;
  }>;
  const universityId = large?.id ?? 0;
  const client = {
    clientId: 0,
    universityId,
    name: 'proof',
    scopes: ['structure:read'],
    allFaculties: true,
    facultyIds: [],
  };
  const chunks: Buffer[] = [];
  for await (const chunk of bulkZip({ database: t.database, client, refs: referrer('/oneroster') }))
    chunks.push(chunk as Buffer);
  const zip = Buffer.concat(chunks);
  const files = unzipSync(new Uint8Array(zip));
  const rows = (name: string): Array<Record<string, string>> =>
    parse(new TextDecoder().decode(files[name]), { columns: true });
  const [orgs, courses, classes] = [rows('orgs.csv'), rows('courses.csv'), rows('classes.csv')];
  const groups = await count(
    `SELECT count(*)::int AS n FROM study_group g JOIN com_gspe c USING (id_com_gspe) JOIN n_gr n USING (id_n_gr)
       JOIN faculty f ON f.id_faculty = n.id_faculty WHERE f.id_vuz = $1`,
    universityId,
  );
  expect(groups, 'more groups than one read holds').toBeGreaterThan(1000);
  expect(classes).toHaveLength(groups);
  expect(new Set(classes.map((row) => row.sourcedId)).size).toBe(groups);
  expect(courses).toHaveLength(
    await count(
      'SELECT count(*)::int AS n FROM speciality s JOIN faculty f USING (id_faculty) WHERE f.id_vuz = $1',
      universityId,
    ),
  );
  const faculties = await count('SELECT count(*)::int AS n FROM faculty WHERE id_vuz = $1', universityId);
  const departments = await count(
    'SELECT count(*)::int AS n FROM kafedra k JOIN faculty f USING (id_faculty) WHERE f.id_vuz = $1',
    universityId,
  );
  expect(orgs).toHaveLength(1 + faculties + departments);
  const known = new Set(courses.map((row) => row.sourcedId));
  expect(classes.filter((row) => !known.has(row.courseSourcedId ?? ''))).toEqual([]);
  console.info(
    `large university: ${classes.length} classes, ${courses.length} courses, ${orgs.length} orgs; ` +
      `zip ${zip.length} bytes, CSV ${Object.values(files).reduce((sum, file) => sum + file.length, 0)} bytes`,
  );
}, 300_000);
