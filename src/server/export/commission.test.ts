import { describe, expect, it } from 'vitest';
import type { FacultyMemberRow, SpecialityMemberRow } from '../../contract/commission';
import { exportFile, type ReadFile } from '../testing/export-file';
import { signedInApp } from '../testing/signed-in-app';

// Export (decision 0047) on the commission screens: a faculty's commission (its members today and its history) and a
// faculty's commission for a speciality, as .xlsx and .csv, as the screens show them; a term's days
// written as dates. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const exported = (body: Record<string, unknown>, lang = 'ru') => exportFile(app.t, app.cookie, body, lang);

const DAY = '\\d{4}-\\d{2}-\\d{2}';
/** The keys of the columns the faculty commission's screen shows (member-table.tsx, its term). */
const FACULTY_COLUMNS = ['memberType', 'memberName', 'title', 'term'];
const ECONOMICS_KG = 'Экономика жана менеджмент факультети';

const facultyMembersOf = async (idFaculty: unknown): Promise<FacultyMemberRow[]> =>
  app.api.data('POST', 'gak-hi/history', { idFaculty });
/** A row of `width` cells: a workbook leaves a row's trailing empty cells out. */
const cells = (row: unknown[] | undefined, width: number) =>
  Array.from({ length: width }, (_, index) => row?.[index] ?? null);
const refusalOf = (file: ReadFile) => ({
  status: file.status,
  error: JSON.parse(file.bytes.toString()).error,
});

/** The titles of an importable table's last two columns (its record and version), in Kyrgyz. */
const RECORD_TITLES_KG = ['Жазуунун №', 'Жазуунун версиясы'];
/** A record's number and version as the file holds them: numbers in a workbook, text in a CSV. */
const recordCells = (format: 'xlsx' | 'csv', id: number, version: number) =>
  format === 'xlsx' ? [id, version] : [String(id), String(version)];

/** A day as the file holds it: a date in a workbook, YYYY-MM-DD in a CSV, an empty cell when none. */
const dayIn = (format: 'xlsx' | 'csv', day: string | null) =>
  format === 'xlsx' ? (day === null ? null : new Date(`${day}T00:00:00Z`)) : (day ?? '');

describe("exporting a faculty's commission", () => {
  it.each(['xlsx', 'csv'] as const)(
    'writes its members of today with the role in Kyrgyz and the term as two dates (%s)',
    async (format) => {
      const members = await facultyMembersOf(1);
      const file = await exported(
        { table: 'stateMember', filter: { idFaculty: 1 }, format, columns: FACULTY_COLUMNS },
        'kg',
      );
      expect(file.status).toBe(200);
      expect(file.titles).toEqual([
        'Комиссиядагы ролу',
        'Аты-жөнү',
        'Илимий даражасы, наамы',
        'Мөөнөттүн башталышы',
        'Мөөнөттүн аягы',
        ...RECORD_TITLES_KG,
      ]);
      // The record and its version close the row (hidden in a workbook): an import updates that term.
      expect(file.rows.map((row) => row.slice(5))).toEqual(
        members.map((row) => recordCells(format, row.id_GAK_member_History, row.rowVersion)),
      );
      expect(file.rows.map((row) => cells(row, 5))).toEqual(
        members.map((row) => [
          row.member_type_kg,
          row.member_name,
          row.title,
          dayIn(format, row.since),
          dayIn(format, row.until),
        ]),
      );
      expect(cells(file.rows[0], 4)).toEqual([
        'Төрага',
        'Сыдыков Бакытбек Кенешович',
        'д.э.н., профессор',
        dayIn(format, '2023-09-01'),
      ]);
      expect(file.name).toMatch(
        new RegExp(`^Факультеттер боюнча МАК мүчөлөрү — ${ECONOMICS_KG} — ${DAY}\\.${format}$`),
      );
    },
  );

  it('writes the term where the screen shows it, and refuses a column the screen does not have', async () => {
    const file = await exported(
      { table: 'stateMember', filter: { idFaculty: 1 }, format: 'csv', columns: ['term', 'memberName'] },
      'en',
    );
    expect(file.titles).toEqual(['Term begins', 'Term ends', 'Full name', 'Record no.', 'Record version']);
    expect(file.rows[0]?.slice(0, 3)).toEqual(['2023-09-01', '', 'Сыдыков Бакытбек Кенешович']);
    const refused = await exported(
      { table: 'stateMember', filter: { idFaculty: 1 }, format: 'csv', columns: ['memberName', 'since'] },
      'en',
    );
    expect(refusalOf(refused)).toEqual({ status: 400, error: 'VALIDATION' });
  });

  it('answers an unknown faculty as its list does (nobody), and a bad one with its refusal', async () => {
    expect(await facultyMembersOf(999)).toEqual([]);
    const empty = await exported({ table: 'stateMember', filter: { idFaculty: 999 }, format: 'xlsx' }, 'en');
    expect(empty.status).toBe(200);
    expect(empty.rows).toEqual([]);
    expect(empty.name).toMatch(new RegExp(`^Commission members by faculty — ${DAY}\\.xlsx$`));

    for (const idFaculty of [0, 'x']) {
      const listed = await app.api.post('gak-hi/history', { idFaculty });
      const file = await exported({ table: 'stateMember', filter: { idFaculty }, format: 'csv' });
      expect(refusalOf(file), String(idFaculty)).toEqual({ status: listed.status, error: listed.error });
      expect(file.status).toBe(400);
    }
  });
});

describe("exporting a faculty commission's history", () => {
  it.each(['xlsx', 'csv'] as const)(
    'writes every term, the present and the former, in the modal’s order (%s)',
    async (format) => {
      const terms: FacultyMemberRow[] = await app.api.data('POST', 'gak-hi/full-history', { idFaculty: 1 });
      const file = await exported({ table: 'stateMemberHistory', filter: { idFaculty: 1 }, format }, 'en');
      expect(file.status).toBe(200);
      expect(file.titles).toEqual([
        'Term begins',
        'Term ends',
        'Full name',
        'Role in the commission',
        'Academic degree, title',
      ]);
      expect(file.rows.map((row) => cells(row, 5))).toEqual(
        terms.map((row) => [
          dayIn(format, row.since),
          dayIn(format, row.until),
          row.member_name,
          row.member_type_en,
          row.title,
        ]),
      );
      // A former chair: both days of the term.
      expect(file.rows.map((row) => cells(row, 4))).toContainEqual([
        dayIn(format, '2018-09-01'),
        dayIn(format, '2023-08-31'),
        'Абдымаликов Кыязбек Абдымаликович',
        'Chair',
      ]);
      expect(file.name).toMatch(
        new RegExp(`^History of the commission — Faculty of Economics and Management — ${DAY}\\.${format}$`),
      );
    },
  );
});

describe("exporting a speciality's commission", () => {
  it.each(['xlsx', 'csv'] as const)('writes its members with the roles in Kyrgyz (%s)', async (format) => {
    const members: SpecialityMemberRow[] = await app.api.data('POST', 'gak-spec/speciality', {
      idFaculty: 1,
      idSpecial: 1,
    });
    const file = await exported(
      {
        table: 'specMember',
        filter: { idFaculty: 1, idSpecial: 1 },
        format,
        columns: ['memberType', 'memberName', 'title'],
      },
      'kg',
    );
    expect(file.status).toBe(200);
    expect(file.titles).toEqual([
      'Комиссиядагы ролу',
      'Аты-жөнү',
      'Илимий даражасы, наамы',
      ...RECORD_TITLES_KG,
    ]);
    expect(file.rows).toEqual(
      members.map((row) => [
        row.member_type_kg,
        row.member_name,
        row.title,
        ...recordCells(format, row.id_GAK_member_speciality, row.rowVersion),
      ]),
    );
    expect(file.rows.map((row) => row.slice(0, 3))).toContainEqual([
      'Комиссиянын мүчөсү',
      'Ким Ирина Владимировна',
      'к.э.н., доцент',
    ]);
    expect(file.name).toMatch(
      new RegExp(
        `^Адистиктер боюнча МАК мүчөлөрү — ${ECONOMICS_KG} — 080105 Финансы жана кредит — ${DAY}\\.${format}$`,
      ),
    );
  });

  it('answers a speciality the faculty has no commission for as its list does, and a bad one with its refusal', async () => {
    const filter = { idFaculty: 2, idSpecial: 1 };
    expect(await app.api.data('POST', 'gak-spec/speciality', filter)).toEqual([]);
    const empty = await exported({ table: 'specMember', filter, format: 'csv' });
    expect(empty.status).toBe(200);
    expect(empty.rows).toEqual([]);

    for (const bad of [{ idFaculty: 1 }, { idFaculty: 1, idSpecial: 0 }, { idFaculty: -1, idSpecial: 1 }]) {
      const listed = await app.api.post('gak-spec/speciality', bad);
      const file = await exported({ table: 'specMember', filter: bad, format: 'xlsx' });
      expect(refusalOf(file), JSON.stringify(bad)).toEqual({ status: listed.status, error: listed.error });
      expect(file.status).toBe(400);
    }
  });
});
