import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findActiveSession, findEndedSession, touchSession } from '../auth/queries';
import { hashSessionToken, newSessionToken } from '../auth/session-token';
import { cloneTemplate, type TestDatabase } from '../testing/databases';
import { addLookAlikeUniversity, type LookAlike } from '../testing/second-university';
import { ensureAcademicYears } from './academic-years';
import { type Database, openServer } from './connection';
import { rows, sql } from './sql';
import { asInstallation, inCallScope, inUniversity, SERVER_ROLE } from './university-scope';

/*
 * Decision 0071: a serving process runs every statement as the server's role, not only a university's. A
 * statement that names no university sees none; the installation's scope (the sign-in, the ministry) and
 * a university's are named per transaction; the session check reads through its narrow functions.
 */

let copy: TestDatabase;
let universities: LookAlike;
/** The same database as a serving process holds it: on a server, a pool of its own, as `npm start` opens. */
let serving: Database;
const tokens = { first: newSessionToken(), second: newSessionToken() };

beforeAll(async () => {
  copy = await cloneTemplate(inject('databaseTemplate'));
  universities = await addLookAlikeUniversity(copy.database);
  for (const [which, university] of [
    ['first', universities.first],
    ['second', universities.second],
  ] as const)
    await copy.database.query(
      `INSERT INTO user_session (token_hash, id_avn_user)
       SELECT $1, min(id_avn_user) FROM avn_user WHERE id_vuz = $2`,
      [hashSessionToken(tokens[which]), university],
    );
  serving = copy.url ? await openServer(copy.url, 2, 'calls') : copy.database;
  await serving.serveAsServerRole();
}, 120_000);
afterAll(async () => {
  if (copy?.url) await serving?.close();
  await copy?.dispose();
});

const facultyUniversities = async () =>
  (
    await rows(serving, { university: 'integer' }, sql`SELECT DISTINCT id_vuz AS university FROM faculty`)
  ).map((row) => row.university);

describe('a serving process', () => {
  it("runs as the server's role, and a statement that names no university reads none", async () => {
    const [who] = await serving.query<{ role: string; super: boolean }>(
      'SELECT current_user AS role, (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS super',
    );
    expect(who).toEqual({ role: SERVER_ROLE, super: false });
    for (const table of ['vuz', 'faculty', 'avn_user', 'user_session', 'audit_log'])
      expect(await serving.query(`SELECT 1 FROM ${table} LIMIT 1`), table).toEqual([]);
    expect(await inCallScope(undefined, facultyUniversities)).toEqual([]);
  });

  it("sees a university's rows in its scope alone, and every university's in the installation's", async () => {
    expect(await inUniversity(universities.second, facultyUniversities)).toEqual([universities.second]);
    expect(await inCallScope({ universityId: universities.first }, facultyUniversities)).toEqual([
      universities.first,
    ]);
    expect((await asInstallation(facultyUniversities)).sort()).toEqual(
      [universities.first, universities.second].sort(),
    );
  });

  it('keeps the calendar from its timer, with no call and no university: the years it lacks are added', async () => {
    // 2060: years the demo lacks; the audit rows of the new years are the installation's.
    expect(await ensureAcademicYears(serving, new Date(Date.UTC(2060, 9, 1)))).toBeGreaterThan(0);
  });

  it("finds a session of either university by its token alone, and marks it used, through the check's functions", async () => {
    for (const [which, university] of [
      ['first', universities.first],
      ['second', universities.second],
    ] as const) {
      const hash = hashSessionToken(tokens[which]);
      const [session] = await findActiveSession(serving)([hash, 30, 12]);
      expect(session?.universityId).toBe(university);
      await touchSession(serving)([hash]);
      expect(await findEndedSession(serving)([hash, 12])).toEqual([]);
    }
    expect(await findActiveSession(serving)([hashSessionToken(newSessionToken()), 30, 12])).toEqual([]);
  });
});
