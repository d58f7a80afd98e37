import { describe, expect, it } from 'vitest';
import type { PositionRow } from '../../contract/positions';
import { academicYearOf } from '../structure/rules';
import { exportFile, type ReadFile } from '../testing/export-file';
import { signedInApp } from '../testing/signed-in-app';

// Export (decision 0047) on the teaching-positions screen: an academic year's positions and their hours, as .xlsx and
// .csv, as the screen shows them. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const exported = (body: Record<string, unknown>, lang = 'ru') => exportFile(app.t, app.cookie, body, lang);

const LIST = 'positions-teach/rrnk-dolj';
const DAY = '\\d{4}-\\d{2}-\\d{2}';
const thisYear = academicYearOf(new Date());
/** The year's label, as its select shows it ("2025-2026"). */
const labelOf = async (year: number): Promise<string> =>
  (await app.api.data('POST', 'ministerstvo/year')).find(
    (row: { id_a_year: number }) => row.id_a_year === year,
  ).label;

const positionsOf = async (idYear: number): Promise<PositionRow[]> => app.api.data('POST', LIST, { idYear });
const refusalOf = (file: ReadFile) => ({
  status: file.status,
  error: JSON.parse(file.bytes.toString()).error,
});

describe("exporting a year's teaching positions", () => {
  it.each(['xlsx', 'csv'] as const)(
    'writes every position of the year with its hours, titles in Kyrgyz, a Kyrgyz name intact (%s)',
    async (format) => {
      const name = `Өндүрүштүк окутуу чебери ${format}`;
      const saved = await app.api.post('positions-teach/insUpd-rrnk-dolj', {
        idRrnkDoljnost: -1,
        nDoljnost: name,
        chasy: 640,
        idYear: thisYear,
      });
      expect(saved.data[0].sms).toBe(1);
      const positions = await positionsOf(thisYear);

      const file = await exported(
        { table: 'positionTeaching', filter: { idYear: thisYear }, format, columns: ['name', 'hours'] },
        'kg',
      );
      expect(file.status).toBe(200);
      expect(file.titles).toEqual(['Кызмат орду', 'Сааттар']);
      expect(file.rows).toEqual(
        positions.map((row) => [row.n_doljnost, format === 'xlsx' ? row.chasy : String(row.chasy)]),
      );
      expect(file.rows).toContainEqual([name, format === 'xlsx' ? 640 : '640']);
      expect(file.name).toMatch(
        new RegExp(`^ПОК кызмат орундары жана сааттары — ${await labelOf(thisYear)} — ${DAY}\\.${format}$`),
      );
    },
  );

  it('writes the hours as numbers', async () => {
    const file = await exported(
      { table: 'positionTeaching', filter: { idYear: thisYear - 1 }, format: 'xlsx' },
      'en',
    );
    expect(file.titles).toEqual(['Position', 'Hours']);
    expect(file.rows).toHaveLength((await positionsOf(thisYear - 1)).length);
    expect(file.rows.length).toBeGreaterThan(0);
    for (const row of file.rows) expect(typeof row[1]).toBe('number');
    expect(file.name).toMatch(
      new RegExp(`^Teaching positions and hours — ${await labelOf(thisYear - 1)} — ${DAY}\\.xlsx$`),
    );
  });

  it('answers a year without positions as its list does, and a bad year with its refusal', async () => {
    expect(await positionsOf(90)).toEqual([]);
    const empty = await exported({ table: 'positionTeaching', filter: { idYear: 90 }, format: 'csv' });
    expect(empty.status).toBe(200);
    expect(empty.rows).toEqual([]);
    // A year the calendar does not have: the file is named without it.
    expect(empty.name).toMatch(new RegExp(`^Должности и часы ППС — ${DAY}\\.csv$`));

    for (const idYear of [100, -1, '26', 2.5]) {
      const listed = await app.api.post(LIST, { idYear });
      const file = await exported({ table: 'positionTeaching', filter: { idYear }, format: 'xlsx' });
      expect(refusalOf(file), String(idYear)).toEqual({ status: listed.status, error: listed.error });
      expect(file.status).toBe(400);
    }
  });
});
