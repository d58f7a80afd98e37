import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { academicYearOf, yearLabel } from '../../contract/academic-year';
import { blankDatabase } from '../testing/databases';
import { academicYearsKeeper, ensureAcademicYears } from './academic-years';
import type { Database } from './connection';
import { migrate, readMigrations } from './migrate';
import { isEmpty } from './seed';

// The fixed reference (decision 0059): what every database has from its migrations, without the
// demo, and the academic years that keep coming.

const count = async (database: Database, from: string) =>
  (await database.query<{ rows: number }>(`SELECT count(*)::int AS rows FROM ${from}`))[0]?.rows;

const years = async (database: Database) =>
  (
    await database.query<{ id: number; label: string }>(
      'SELECT id_a_year AS id, label FROM a_year ORDER BY 1',
    )
  ).map((row) => `${row.id} ${row.label}`);

/** The years the fixed reference keeps around academic year `year`: six before it to the next. */
const around = (year: number) =>
  Array.from({ length: 8 }, (_, index) => year - 6 + index).map((y) => `${y} ${yearLabel(y)}`);

describe('a new database, without the demo', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await blankDatabase(inject('databaseTemplate')));
    await migrate(database);
  });
  afterAll(() => dispose());

  it('has the fixed reference, each row named in ru, kg and en, and no university', async () => {
    const named: Array<[string, number, string, string, string]> = [
      ['ministry', 1, 'name', 'name_kg', 'name_en'],
      ['f_educ_vid', 4, 'name', 'name_kg', 'name_en'],
      ['f_educ_prog', 5, 'name', 'name_kg', 'name_en'],
      ['f_educ', 8, 'f_educ', 'f_educ_kg', 'f_educ_en'],
      ['level', 5, 'name_level', 'name_level_kg', 'name_level_en'],
      ['w_s', 2, 'name', 'name_kg', 'name_en'],
      ['rate', 10, 'name', 'name_kg', 'name_en'],
    ];
    for (const [table, rows, ru, kg, en] of named) {
      expect(await count(database, table), table).toBe(rows);
      expect(
        await count(database, `${table} WHERE btrim(${ru}) = '' OR btrim(${kg}) = '' OR btrim(${en}) = ''`),
      ).toBe(0);
    }
    const [ministry] = await database.query<{ name_en: string }>('SELECT name_en FROM ministry');
    expect(ministry?.name_en).toBe(
      'Ministry of Science, Higher Education and Innovation of the Kyrgyz Republic',
    );
    // Grading rule 1, its four ranges of the five-point scale and a display rule per form.
    expect(
      await database.query(
        'SELECT beg_bal::int AS "from", end_bal::int AS "to", estimation FROM ebe ORDER BY beg_bal DESC',
      ),
    ).toEqual([
      { from: 87, to: 100, estimation: '5' },
      { from: 74, to: 86, estimation: '4' },
      { from: 61, to: 73, estimation: '3' },
      { from: 0, to: 60, estimation: '2' },
    ]);
    expect(await count(database, 'com_ebef_est')).toBe(4);
    // The years around the database's today (its clock decides which year the migration begins from).
    const [today] = await database.query<{ year: number }>(
      "SELECT extract(year FROM CURRENT_DATE - interval '8 months')::int % 100 AS year",
    );
    expect(await years(database)).toEqual(around(today?.year ?? 0));
    expect(await count(database, 'vuz')).toBe(0);
    expect(await isEmpty(database)).toBe(true);
    // The system's rows: the audit log names no author.
    expect(await count(database, "audit_log WHERE table_name = 'level' AND id_avn_user IS NULL")).toBe(5);
  });

  it('gives the next row a screen saves an id past the fixed ones', async () => {
    const [level] = await database.query<{ id: number }>(
      "INSERT INTO level (name_level, name_level_kg, name_level_en) VALUES ('Уровень', 'Деңгээл', 'Level') RETURNING id_level AS id",
    );
    expect(level?.id).toBe(6);
    const [form] = await database.query<{ id: number }>(
      `INSERT INTO f_educ (short_name, f_educ, f_educ_kg, oztext_ru, id_f_educ_vid, education_cycle, id_f_educ_prog)
       VALUES ('ВФО', 'Вечерняя форма', 'Кечки окуу формасы', 'очная', 4, 'бакалавриат', 1) RETURNING id_f_educ AS id`,
    );
    expect(form?.id).toBe(9);
  });

  it('keeps the academic years coming: a day passed in, each year once, announced only when added', async () => {
    const announced: Array<string | null> = [];
    const unsubscribe = database.changes.onChange((table) => announced.push(table));
    try {
      // 31 August 2040 is in academic year 39, 1 September in 40 (months count from 0).
      const august = new Date(2040, 7, 31, 12);
      const september = new Date(2040, 8, 1, 12);
      expect(academicYearOf(august)).toBe(39);
      expect(await ensureAcademicYears(database, august)).toBe(8);
      expect((await years(database)).slice(-8)).toEqual(around(39));
      // On a server the announcements come by NOTIFY, after the commit: wait until all have arrived.
      await database.changes.sync();
      expect(announced).toContain('a_year');
      announced.length = 0;
      expect(await ensureAcademicYears(database, august)).toBe(0);
      await database.changes.sync();
      expect(announced).toEqual([]);
      expect(await ensureAcademicYears(database, september)).toBe(1);
      expect((await years(database)).at(-1)).toBe('41 2041-2042');
      // Several at once (on a server, each on a connection of its own): every year once, no failure.
      const later = new Date(2050, 9, 1);
      const added = await Promise.all(Array.from({ length: 6 }, () => ensureAcademicYears(database, later)));
      expect(added.reduce((sum, value) => sum + value, 0)).toBe(8);
      expect(await count(database, 'a_year WHERE id_a_year BETWEEN 44 AND 51')).toBe(8);
    } finally {
      unsubscribe();
    }
  });

  it("a serving process's keeper makes sure of them at its start and again on its clock", async () => {
    let today = new Date(2060, 8, 1);
    const failures: unknown[] = [];
    const keeper = academicYearsKeeper(database, (error) => failures.push(error), {
      now: () => today,
      everyMs: 25,
    });
    try {
      await keeper.start();
      expect(await years(database)).toContain('61 2061-2062');
      today = new Date(2070, 8, 1);
      await vi.waitFor(async () => expect(await years(database)).toContain('71 2071-2072'), {
        timeout: 5_000,
      });
      expect(failures).toEqual([]);
    } finally {
      keeper.stop();
    }
  });
});

describe('migration 0023 on a database with reference rows of its own', () => {
  it('adds none to a list it has, only the half-years, courses and years it lacks', async () => {
    const { database, dispose } = await blankDatabase(inject('databaseTemplate'), 2);
    try {
      const migrations = await readMigrations();
      await migrate(
        database,
        migrations.filter((migration) => migration.version < '0023'),
      );
      await database.query(
        "INSERT INTO ministry (name, name_kg, name_en) VALUES ('Министерство образования', 'Билим берүү министрлиги', 'Ministry of Education')",
      );
      await database.query(
        "INSERT INTO level (name_level, name_level_kg, name_level_en) VALUES ('Бакалавр', 'Бакалавр', 'Bachelor'), ('Магистр', 'Магистр', 'Master')",
      );
      // A deleted level: its id is not given again.
      await database.query("DELETE FROM level WHERE name_level = 'Магистр'");
      await database.query("INSERT INTO rate (id_rate, name) VALUES (1, 'Первый курс')");
      await database.query("INSERT INTO a_year (id_a_year, label) VALUES (25, '2025/26')");
      expect(await migrate(database)).toEqual(
        migrations.filter((migration) => migration.version >= '0023').map((migration) => migration.version),
      );
      expect(await database.query('SELECT name_en FROM ministry')).toEqual([
        { name_en: 'Ministry of Education' },
      ]);
      expect(await database.query('SELECT name_level FROM level')).toEqual([{ name_level: 'Бакалавр' }]);
      expect(await count(database, 'rate')).toBe(10);
      expect(await database.query('SELECT name FROM rate WHERE id_rate = 1')).toEqual([
        { name: 'Первый курс' },
      ]);
      expect(await count(database, 'w_s')).toBe(2);
      expect(await database.query('SELECT label FROM a_year WHERE id_a_year = 25')).toEqual([
        { label: '2025/26' },
      ]);
      // Empty lists are filled: the study forms, their kinds and programmes, grading rule 1.
      expect(await count(database, 'f_educ')).toBe(8);
      expect(await count(database, 'ebe_var')).toBe(1);
      const [level] = await database.query<{ id: number }>(
        "INSERT INTO level (name_level, name_level_kg, name_level_en) VALUES ('Магистр', 'Магистр', 'Master') RETURNING id_level AS id",
      );
      expect(level?.id).toBe(3);
    } finally {
      await dispose();
    }
  }, 120_000);
});
