import { describe, expect, it } from 'vitest';
import type { ClassroomRow, SpecificsRow } from '../../contract/classrooms';
import { exportFile, type ReadFile } from '../testing/export-file';
import { signedInApp } from '../testing/signed-in-app';

// Export (decision 0047) on the classrooms screen: a building's classrooms and the specifics modal's table, as .xlsx
// and .csv, as the screen shows them. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const exported = (body: Record<string, unknown>, lang = 'ru') => exportFile(app.t, app.cookie, body, lang);

/** The keys of the columns the classrooms screen shows, in its order (classrooms-page.tsx). */
const SCREEN_COLUMNS = [
  'number',
  'capacity',
  'square',
  'note',
  'specifics',
  'faculty',
  'department',
  'office',
];
const DAY = '\\d{4}-\\d{2}-\\d{2}';

const roomsOf = async (idKorpus: number): Promise<ClassroomRow[]> =>
  app.api.data('POST', 'audience/auditoriums', { idKorpus });
/** A row of `width` cells: a workbook leaves a row's trailing empty cells out. */
const cells = (row: unknown[] | undefined, width: number) =>
  Array.from({ length: width }, (_, index) => row?.[index] ?? null);
/** The refusal a file export answered, as the list call's envelope says it. */
const refusalOf = (file: ReadFile) => ({
  status: file.status,
  error: JSON.parse(file.bytes.toString()).error,
});

describe("exporting a building's classrooms", () => {
  it.each(['xlsx', 'csv'] as const)(
    'writes every classroom of the building, in its order, with the titles in Kyrgyz (%s)',
    async (format) => {
      const rooms = await roomsOf(1);
      const file = await exported(
        { table: 'audience', filter: { idKorpus: 1 }, format, columns: SCREEN_COLUMNS },
        'kg',
      );
      expect(file.status).toBe(200);
      expect(file.titles).toEqual([
        'Номери',
        'Сыйымдуулугу',
        'Аянты, м²',
        'Эскертүү',
        'Өзгөчөлүгү',
        'Факультет',
        'Кафедра',
        'Бөлүм',
        // The record and its version close the row (hidden in a workbook): an import updates that record.
        'Жазуунун №',
        'Жазуунун версиясы',
      ]);
      expect(file.rows.map((row) => row[0])).toEqual(rooms.map((room) => room.number));
      expect(file.rows.map((row) => Number(row[8]))).toEqual(rooms.map((room) => room.id_auditorium));
      expect(file.name).toMatch(new RegExp(`^Аудиториялар — Башкы окуу корпусу — ${DAY}\\.${format}$`));
      // A lecture hall of the academic affairs office: its specifics and office named in Kyrgyz (ү, ө).
      const hall = file.rows.find((row) => row[0] === '101');
      // A Kyrgyz CSV writes the area with a decimal comma, as Excel of that locale reads a number.
      const written = format === 'xlsx' ? [120, 142.5] : ['120', '142,5'];
      expect(cells(hall, 8)).toEqual([
        '101',
        ...written,
        'Проектор, экран, звукоусиление',
        'Лекциялык аудитория',
        format === 'xlsx' ? null : '',
        format === 'xlsx' ? null : '',
        'Окуу бөлүмү',
      ]);
      expect(file.rows.map((row) => row[4])).toContain('Практикалык сабактар үчүн аудитория');
    },
  );

  it('writes capacity and area as numbers, and the faculty and department in the language asked', async () => {
    const file = await exported({ table: 'audience', filter: { idKorpus: 2 }, format: 'xlsx' }, 'en');
    expect(file.titles).toEqual([
      'Number',
      'Capacity',
      'Area, m²',
      'Note',
      'Specifics',
      'Faculty',
      'Department',
      'Office',
      'Record no.',
      'Record version',
    ]);
    expect(file.rows).toHaveLength((await roomsOf(2)).length);
    for (const row of file.rows) {
      expect(typeof row[1]).toBe('number');
      expect(typeof row[2]).toBe('number');
    }
    expect(
      cells(
        file.rows.find((row) => row[0] === '2-102'),
        7,
      ),
    ).toEqual([
      '2-102',
      30,
      46.2,
      'Чертёжные столы',
      'Seminar room',
      'Faculty of Engineering and Technology',
      'Architecture and Design',
    ]);
    expect(file.name).toMatch(
      new RegExp(`^Classrooms — Academic Building No\\. 2 \\(Engineering\\) — ${DAY}\\.xlsx$`),
    );
  });

  it('answers an unknown building as its list does (no classrooms), and a bad one with its refusal', async () => {
    expect(await roomsOf(999)).toEqual([]);
    const empty = await exported({ table: 'audience', filter: { idKorpus: 999 }, format: 'csv' });
    expect(empty.status).toBe(200);
    expect(empty.titles).toHaveLength(10);
    expect(empty.rows).toEqual([]);
    expect(empty.name).toMatch(new RegExp(`^Аудитории — ${DAY}\\.csv$`));

    for (const idKorpus of [0, 'x', null]) {
      const listed = await app.api.post('audience/auditoriums', { idKorpus });
      const file = await exported({ table: 'audience', filter: { idKorpus }, format: 'xlsx' });
      expect(refusalOf(file), String(idKorpus)).toEqual({ status: listed.status, error: listed.error });
      expect(file.status).toBe(400);
    }
  });
});

describe('exporting the classroom specifics', () => {
  it.each(['xlsx', 'csv'] as const)(
    'writes every specifics with its three names and short name (%s)',
    async (format) => {
      const kinds: SpecificsRow[] = await app.api.data('GET', 'audience/specifics-auditoriums');
      const file = await exported(
        {
          table: 'audienceSpecifics',
          format,
          columns: ['specifics', 'specificsKg', 'specificsEn', 'shortSpecifics'],
        },
        'kg',
      );
      expect(file.status).toBe(200);
      expect(file.titles).toEqual([
        'Аталышы (орусча)',
        'Аталышы (кыргызча)',
        'Аталышы (англисче)',
        'Кыска аталышы',
      ]);
      expect(file.rows).toEqual(
        kinds.map((kind) => [kind.specifics, kind.specifics_kg, kind.specifics_en, kind.short_specifics]),
      );
      expect(file.rows).toContainEqual([
        'Аудитория для практических занятий',
        'Практикалык сабактар үчүн аудитория',
        'Seminar room',
        'ПР',
      ]);
      expect(file.name).toMatch(new RegExp(`^Аудитория өзгөчөлүктөрү — ${DAY}\\.${format}$`));
    },
  );
});
