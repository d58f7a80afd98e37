import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../testing/databases';
import type { Database } from './connection';
import { firstRow, rows, run, shapeMismatch, sql } from './sql';
import { writeTransaction } from './write';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await cloneTemplate(inject('databaseTemplate')));
});
afterAll(() => dispose());

const every = {
  small: 'integer',
  whole: 'integer',
  fraction: 'float',
  money: 'numeric',
  label: 'text',
  flag: 'boolean',
  day: 'date',
  moment: 'timestamp',
  doc: 'json',
  ids: 'integer[]',
  names: 'text[]',
  nothing: 'text?',
} as const;

describe('statements and their row shapes (decision 0001)', () => {
  it('each kind answers the same JavaScript value on both databases', async () => {
    const [row] = await rows(
      database,
      every,
      sql`SELECT 1::int2 AS small, ${2}::int4 AS whole, 2.5::float8 AS fraction, 1.50::numeric AS money,
        'ө'::varchar AS label, true AS flag, '2026-09-01'::date AS day, now() AS moment,
        '{"a":1}'::jsonb AS doc, ARRAY[1,2] AS ids, ARRAY['ү'] AS names, NULL::text AS nothing`,
    );
    expect(row).toMatchObject({
      small: 1,
      whole: 2,
      fraction: 2.5,
      money: '1.50',
      label: 'ө',
      flag: true,
      day: '2026-09-01',
      doc: { a: 1 },
      ids: [1, 2],
      names: ['ү'],
      nothing: null,
    });
    expect(typeof row?.moment).toBe('string');
  });

  // The tests run with CHECK_ROW_SHAPES=1 (vitest.config.ts): each of these fails the statement.
  it.each([
    ['a column the shape does not name', { a: 'integer' }, sql`SELECT 1 AS a, 2 AS b`, /undeclared b/],
    ['a column the statement does not answer', { a: 'integer', b: 'text' }, sql`SELECT 1 AS a`, /missing b/],
    ['an alias spelt otherwise', { name_kg: 'text' }, sql`SELECT 'x' AS "name_KG"`, /missing name_kg/],
    [
      'a count, which PostgreSQL sends as bigint',
      { n: 'integer' },
      sql`SELECT count(*) AS n FROM direction`,
      /type 20/,
    ],
    ['null in a column not declared nullable', { a: 'text' }, sql`SELECT NULL::text AS a`, /a is null/],
    [
      'a text outside the values its column allows',
      { a: ['viewer', 'editor'] },
      sql`SELECT 'root' AS a`,
      /holds "root"/,
    ],
    ['a date declared as text', { a: 'text' }, sql`SELECT current_date AS a`, /type 1082/],
  ] as const)('refuses %s', async (_case, shape, statement, reason) => {
    await expect(rows(database, shape, statement)).rejects.toThrow(reason);
  });

  it('describes a mismatch of values without a database', () => {
    expect(
      shapeMismatch({ a: 'date' }, { rows: [{ a: '1.1.2026' }], fields: [{ name: 'a', dataTypeID: 1082 }] }),
    ).toBe('column a holds "1.1.2026", not date');
    expect(
      shapeMismatch({ a: 'integer?' }, { rows: [{ a: null }], fields: [{ name: 'a', dataTypeID: 23 }] }),
    ).toBeUndefined();
  });

  it('runs in a call transaction too, and run answers the rows changed', async () => {
    const changed = await writeTransaction(database, 1, async (tx) => {
      const [created] = await rows(
        tx,
        { id: 'integer' },
        sql`INSERT INTO direction (code, direction, direction_kg, direction_en)
          VALUES ('999777', 'Проба', 'Сынак', 'Probe') RETURNING id_direction AS id`,
      );
      return run(
        tx,
        sql`UPDATE direction SET direction_en = 'Probe 2' WHERE id_direction = ${created?.id ?? 0}`,
      );
    });
    expect(changed).toBe(1);
    expect(
      await firstRow(
        database,
        { en: 'text' },
        sql`SELECT direction_en AS en FROM direction WHERE code = '999777'`,
      ),
    ).toEqual({ en: 'Probe 2' });
    expect(await firstRow(database, { en: 'text' }, sql`SELECT 'x' AS en WHERE false`)).toBeUndefined();
  });
});
