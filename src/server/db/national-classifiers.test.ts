import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { installationTables, nationalTables } from '../../contract/national';
import { isKeptByMinistry, sqlState } from '../core/errors';
import { cloneTemplate, type TestDatabase } from '../testing/databases';
import { addLookAlikeUniversity, universityTables } from '../testing/second-university';
import { SERVER_ROLE } from './university-scope';

/*
 * Decision 0072, in PostgreSQL itself (migration 0029): with one university its accounts keep the national
 * classifiers; once a second university exists, a statement on any of them in a university's transaction
 * is refused, whatever the server's code asked, while the installation's scope (the ministry's
 * administrator) and the operator still write them. Every table of the schema is classified.
 */

let copy: TestDatabase;
let first: number;

beforeAll(async () => {
  copy = await cloneTemplate(inject('databaseTemplate'));
  const [row] = await copy.database.query<{ id: number }>('SELECT min(id_vuz) AS id FROM vuz');
  first = row?.id as number;
}, 120_000);
afterAll(() => copy?.dispose());

type Scope = { university: number } | 'installation';

/** One statement as the serving process runs it in that scope, rolled back: 'written' or its SQLSTATE. */
function attempt(scope: Scope, statement: string): Promise<string> {
  return copy.database.withConnection(async (connection) => {
    await connection.query('BEGIN');
    try {
      await connection.query(
        `SELECT set_config('role', $1, true), set_config('app.university', $2, true),
                set_config('app.scope', $3, true)`,
        [
          SERVER_ROLE,
          scope === 'installation' ? '' : String(scope.university),
          scope === 'installation' ? 'installation' : '',
        ],
      );
      await connection.query(statement);
      return 'written';
    } catch (error) {
      return isKeptByMinistry(error) ? 'kept by the ministry' : (sqlState(error) ?? String(error));
    } finally {
      await connection.query('ROLLBACK');
    }
  });
}

/** An update of every row of the table that changes nothing but is a write all the same. */
async function rewriteOf(table: string): Promise<string> {
  const [column] = await copy.database.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped
      ORDER BY attnum LIMIT 1`,
    [`public.${table}`],
  );
  return `UPDATE ${table} SET ${column?.name} = ${column?.name}`;
}

const national = [...nationalTables].sort();

describe('the national classifiers in PostgreSQL', () => {
  it("are the one university's to keep while it is alone", async () => {
    for (const table of national)
      expect(await attempt({ university: first }, await rewriteOf(table)), table).toBe('written');
  });

  it("are refused to a university's transaction once a second university exists, and stay the installation's", async () => {
    const universities = await addLookAlikeUniversity(copy.database);
    for (const table of national) {
      const rewrite = await rewriteOf(table);
      for (const university of [universities.first, universities.second])
        expect(await attempt({ university }, rewrite), `${table} of ${university}`).toBe(
          'kept by the ministry',
        );
      expect(await attempt('installation', rewrite), table).toBe('written');
    }
    // An insert and a delete too, and a delete that matches nothing: the statement is refused, not its rows.
    expect(
      await attempt(
        { university: universities.second },
        "INSERT INTO wiki_news (questions, url) VALUES ('Новость', 'https://example.org')",
      ),
    ).toBe('kept by the ministry');
    expect(await attempt({ university: first }, 'DELETE FROM direction WHERE false')).toBe(
      'kept by the ministry',
    );
    // A university's own rows are still its own to write.
    expect(await attempt({ university: first }, await rewriteOf('faculty'))).toBe('written');
    expect(await attempt({ university: first }, await rewriteOf('a_year'))).toBe('written');
  });

  it('classifies every table of the schema: a university’s, national (guarded), or the installation’s', async () => {
    const tables = (
      await copy.database.query<{ name: string }>(
        "SELECT relname::text AS name FROM pg_class WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace",
      )
    ).map((row) => row.name);
    const university = new Set(universityTables.map((entry) => entry.table));
    const unclassified = tables.filter(
      (table) => !university.has(table) && !nationalTables.has(table) && !installationTables.has(table),
    );
    expect(unclassified).toEqual([]);
    const guarded = await copy.database.query<{ name: string }>(
      `SELECT c.relname::text AS name FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE g.tgname = 'kept_by_ministry' ORDER BY 1`,
    );
    expect(guarded.map((row) => row.name)).toEqual(national);
    for (const table of nationalTables)
      expect(university.has(table) || installationTables.has(table)).toBe(false);
  });
});
