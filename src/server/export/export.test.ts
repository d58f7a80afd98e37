import { describe, expect, it } from 'vitest';
import { exportFile } from '../testing/export-file';
import { signedInApp } from '../testing/signed-in-app';
import { newReader } from '../testing/wiki-fixtures';

// Export (decision 0047): every table as its screen shows it, as .xlsx and .csv, read back by the same library.
// Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const exported = (body: Record<string, unknown>, lang = 'ru') => exportFile(app.t, app.cookie, body, lang);

describe('exporting the reference lists', () => {
  it.each(['xlsx', 'csv'] as const)(
    'writes every direction with the screen titles in the language (%s)',
    async (format) => {
      const count = await app.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM direction');
      const file = await exported({ table: 'direction', format }, 'kg');
      expect(file.status).toBe(200);
      // The record and its version close the row (hidden in a workbook): an import updates that record.
      expect(file.titles).toEqual([
        'Коду',
        'Аталышы (орусча)',
        'Аталышы (кыргызча)',
        'Аталышы (англисче)',
        'Жазуунун №',
        'Жазуунун версиясы',
      ]);
      expect(file.rows).toHaveLength(count[0]?.n ?? -1);
      expect(file.name).toMatch(/^Багыттар — \d{4}-\d{2}-\d{2}\.(xlsx|csv)$/);
    },
  );
});

describe('what an export writes', () => {
  it('the rows the screen’s search finds, on every page, with the columns it shows, in its order', async () => {
    const file = await exported(
      { table: 'direction', format: 'xlsx', search: 'ИКА', columns: ['en', 'code'] },
      'en',
    );
    const all = (await app.api.data('GET', 'ministerstvo/allDirection')) as Record<string, string>[];
    const found = all.filter((row) =>
      [row['p24-1'], row['p24-2'], row.p24_kg, row.p24_en].some((text) =>
        text?.toLowerCase().includes('ика'),
      ),
    );
    expect(found.length).toBeGreaterThan(1);
    expect(file.titles).toEqual(['Name (English)', 'Code', 'Record no.', 'Record version']);
    expect(file.rows.map((row) => row[1])).toEqual(found.map((row) => row['p24-1']));
    expect(file.name).toMatch(/^Directions — search “ИКА” — \d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('only the rows lacking a Kyrgyz or English name, as the list’s "Missing translation" filter shows them', async () => {
    const marker = `НП${Date.now().toString(36)}`;
    const add = (code: string, names: Record<string, string>) =>
      app.api.post('ministerstvo/ins-upd-direction', {
        idDirection: -1,
        code,
        direction_: `${marker} ${code}`,
        ...names,
      });
    await add(`${marker}1`, {});
    await add(`${marker}2`, { directionKg: 'Багыт', directionEn: '  ' });
    await add(`${marker}3`, { directionKg: 'Багыт', directionEn: 'Direction' });
    const file = await exported(
      { table: 'direction', format: 'xlsx', search: marker, untranslated: true },
      'en',
    );
    expect(file.rows.map((row) => row[0])).toEqual([`${marker}1`, `${marker}2`]);
    expect(file.name).toMatch(/^Directions — search “.+” — missing translation — \d{4}-\d{2}-\d{2}\.xlsx$/);
    // Without the filter, the search alone.
    expect((await exported({ table: 'direction', format: 'xlsx', search: marker })).rows).toHaveLength(3);
    // A table of no translated names ignores it.
    const users = await exported({ table: 'users', format: 'xlsx', untranslated: true });
    expect(users.status).toBe(200);
    expect(users.name).not.toMatch(/translation/);
  });

  it('a workbook: the header bold and frozen, columns sized, the record columns hidden, Kyrgyz letters intact', async () => {
    const file = await exported({ table: 'direction', format: 'xlsx' }, 'kg');
    const sheet = file.sheet as NonNullable<typeof file.sheet>;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const widths = sheet.columns.map((column) => column.width ?? 0);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(8);
    expect(widths[1]).toBeGreaterThan(20);
    expect(sheet.columns.map((column) => column.hidden === true)).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(file.rows.flat().join(' ')).toMatch(/[өүң]/);
    expect(typeof file.rows[0]?.[4]).toBe('number');
  });

  it('a CSV: UTF-8 with a byte-order mark, ;-separated, a formula-like text behind an apostrophe', async () => {
    const code = `=CSV${Date.now().toString(36)}`;
    await app.api.post('ministerstvo/ins-upd-direction', { idDirection: -1, code, direction_: 'Формула?' });
    const file = await exported({ table: 'direction', format: 'csv', search: code.slice(1) });
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.bytes.toString('utf8')).toContain(`'${code};Формула?`);
  });

  it('a template: the titles alone, named so', async () => {
    const file = await exported({ table: 'kafedra', format: 'xlsx', template: true });
    expect(file.titles).toEqual([
      'Краткое наименование',
      'Наименование (рус.)',
      'Наименование (кырг.)',
      'Наименование (англ.)',
      'Факультет',
    ]);
    expect(file.rows).toEqual([]);
    expect(file.name).toMatch(/^Кафедры — шаблон — /);
  });

  it('the audit log under a filter, every row, times as dates in the university’s time zone', async () => {
    const file = await exported({ table: 'audit', format: 'xlsx', filter: { kind: 'direction' } }, 'en');
    const [counted] = await app.t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE table_name = 'direction'",
    );
    expect(file.titles).toEqual(['When', 'Who', 'Kind of record', 'Record', 'Action', 'Fields changed']);
    expect(file.rows).toHaveLength(counted?.n ?? -1);
    expect(file.rows[0]?.[0]).toBeInstanceOf(Date);
  });

  it('refuses, changing nothing: a column the table has not; a table the role may not read', async () => {
    const unknown = await app.api.post(
      'export/table',
      { table: 'direction', format: 'csv', columns: ['colour'] },
      'en',
    );
    expect(unknown).toMatchObject({ status: 400, message: 'The table "Directions" has no column "colour"' });
    const viewer = await newReader(app.t, `export-reader-${Date.now().toString(36)}`);
    expect(await viewer.post('export/table', { table: 'users', format: 'xlsx' }, 'en')).toMatchObject({
      status: 403,
      error: 'FORBIDDEN',
    });
  });
});
