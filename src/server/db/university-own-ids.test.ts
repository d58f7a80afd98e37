import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate, type TestDatabase } from '../testing/databases';
import { addLookAlikeUniversity, enterUniversity, type LookAlike } from '../testing/second-university';

/*
 * Decision 0074: a university's ids say nothing of another's. Each university past the first numbers its
 * rows from sequences of its own, so the gaps between its ids count its own inserts alone: another
 * university's groups, headcounts or history in between leave no trace in them.
 */

let copy: TestDatabase;
let universities: LookAlike;

beforeAll(async () => {
  copy = await cloneTemplate(inject('databaseTemplate'));
  universities = await addLookAlikeUniversity(copy.database);
}, 120_000);
afterAll(() => copy?.dispose());

let named = 0;

/** Adds an office as the server does for `university`: its id and the id of the history row it wrote. */
async function addOffice(university: number): Promise<{ office: number; history: number }> {
  return copy.database.withConnection(async (connection) => {
    await connection.exec('BEGIN');
    try {
      await enterUniversity(connection, university);
      named += 1;
      const [row] = await connection.query<{ office: number }>(
        'INSERT INTO otdel (otdel, otdel_kg, otdel_en) VALUES ($1, $1, $1) RETURNING id_otdel AS office',
        [`Отдел ${named}`],
      );
      const [audit] = await connection.query<{ history: string }>(
        "SELECT max(id)::text AS history FROM audit_log WHERE table_name = 'otdel'",
      );
      await connection.exec('COMMIT');
      return { office: row?.office as number, history: Number(audit?.history) };
    } catch (error) {
      await connection.exec('ROLLBACK');
      throw error;
    }
  });
}

describe("a university's ids", () => {
  it('follow one another whatever the other university adds in between, both ways', async () => {
    for (const [one, other] of [
      [universities.first, universities.second],
      [universities.second, universities.first],
    ] as const) {
      const before = await addOffice(one);
      for (let n = 0; n < 5; n++) await addOffice(other);
      const after = await addOffice(one);
      expect(after.office - before.office, `university ${one}'s offices`).toBe(1);
      expect(after.history - before.history, `university ${one}'s history`).toBe(1);
    }
  });

  it("are the first university's as they were, and the second's in a range of its own", async () => {
    const first = await addOffice(universities.first);
    expect(first.office).toBeLessThan(2 ** 30);
    expect(first.history).toBeLessThan(2 ** 40);
    const second = await addOffice(universities.second);
    expect(second.office).toBeGreaterThanOrEqual(2 ** 30 + universities.second * 2 ** 20);
    expect(second.office).toBeLessThan(2 ** 30 + (universities.second + 1) * 2 ** 20);
    expect(second.history).toBeGreaterThanOrEqual(2 ** 40 + universities.second * 2 ** 40);
  });

  it("come from the university's own sequences on every table of a university's rows", async () => {
    // Every column a sequence numbers in a table under row-level security (the universities' own row aside)
    // takes its value through university_next_id; the shared sequences stop below the universities' ranges.
    const numbered = await copy.database.query<{ column: string; fill: string; last: string; wide: boolean }>(
      `SELECT c.relname || '.' || a.attname AS column, pg_get_expr(d.adbin, d.adrelid) AS fill,
              q.seqmax::text AS last, q.seqtypid = 'bigint'::regtype AS wide
         FROM pg_attrdef d
         JOIN pg_class c ON c.oid = d.adrelid
         JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
         JOIN pg_depend dep ON dep.classid = 'pg_attrdef'::regclass AND dep.objid = d.oid
                           AND dep.refclassid = 'pg_class'::regclass
         JOIN pg_sequence q ON q.seqrelid = dep.refobjid
        WHERE c.relnamespace = 'public'::regnamespace AND c.relrowsecurity AND c.relname <> 'vuz'
        ORDER BY 1`,
    );
    expect(numbered.length).toBeGreaterThanOrEqual(19);
    for (const row of numbered) {
      expect(row.fill, row.column).toMatch(/^university_next_id\('\w+'::regclass\)$/);
      expect(BigInt(row.last), row.column).toBe(row.wide ? 2n ** 40n - 1n : 2n ** 30n - 1n);
    }
    const own = await copy.database.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relname LIKE $1`,
      [`%\\_seq\\_u${universities.second}`],
    );
    expect(own).toHaveLength(numbered.length);
  });
});
