import { describe, expect, it } from 'vitest';
import { currentAcademicYear, yearLabel } from '../../contract/academic-year';
import type { AdmissionPlanRow } from '../../contract/speciality-plan';
import { exportFile } from '../testing/export-file';
import { namedAs, number } from '../testing/export-rows';
import { signedInApp } from '../testing/signed-in-app';

// Export (decision 0047): a faculty's admission plans of a year as one table (the educational screen's faculty level),
// each speciality's places as its plan form reads them, from .xlsx and .csv. Both databases
// (TEST_DATABASE=pg).

const app = signedInApp();
const formats = ['xlsx', 'csv'] as const;
const thisYear = currentAcademicYear();
const exported = (body: Record<string, unknown>, lang = 'ru') => exportFile(app.t, app.cookie, body, lang);
/** The plan form's read of one speciality's plan of a year: one row, or none yet. */
const planOf = async (idSpeciality: number, aYear: number): Promise<AdmissionPlanRow | undefined> =>
  (await app.api.data('POST', 'ministerstvo/planAbit', { idSpeciality, aYear }))[0];
const specialitiesOf = async (idFaculty: number) =>
  (
    await app.t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM speciality WHERE id_faculty = $1',
      [idFaculty],
    )
  )[0]?.n ?? -1;

describe("exporting a faculty's admission plans", () => {
  it.each(formats)(
    'writes every speciality of the faculty with its places as its plan form reads them (%s)',
    async (format) => {
      const file = await exported(
        { table: 'admissionPlans', format, filter: { idFaculty: 1, aYear: thisYear } },
        'kg',
      );
      expect(file.status).toBe(200);
      expect(file.titles).toEqual([
        'Адистиктин коду',
        'Адистик',
        'Окуу формасы',
        'Бюджеттик орундар',
        'Контракттык орундар',
        'Жазуунун №',
        'Жазуунун версиясы',
      ]);
      expect(file.rows).toHaveLength(await specialitiesOf(1));
      for (const row of file.rows) {
        const plan = await planOf(Number(row[5]), thisYear);
        expect(row.slice(3, 5)).toEqual([number(format, plan?.kolB ?? -1), number(format, plan?.kolK ?? -1)]);
      }
      // A Kyrgyz name and study form (ү, ө); the bachelor's and master's of one code are two rows.
      expect(file.rows.filter((row) => row[0] === '080105').map((row) => row.slice(0, 3))).toEqual([
        ['080105', 'Финансы жана кредит', 'Күндүзгү окуу формасы (бакалавриат)'],
        ['080105', 'Финансы жана кредит', 'Күндүзгү окуу формасы (магистратура)'],
      ]);
      expect(file.name).toMatch(
        namedAs(
          `Факультеттин кабыл алуу пландары — Экономика жана менеджмент факультети, ${yearLabel(thisYear)}`,
          format,
        ),
      );
    },
  );

  it('writes empty places for a year without plans yet, and answers a bad filter as 400', async () => {
    const next = await exported(
      { table: 'admissionPlans', format: 'xlsx', filter: { idFaculty: 2, aYear: thisYear + 1 } },
      'en',
    );
    expect(next.titles.slice(0, 5)).toEqual([
      'Speciality code',
      'Speciality',
      'Study form',
      'Budget places',
      'Contract places',
    ]);
    expect(next.rows).toHaveLength(await specialitiesOf(2));
    for (const row of next.rows) expect([row[3] ?? null, row[4] ?? null]).toEqual([null, null]);
    const unknown = await exported({
      table: 'admissionPlans',
      format: 'csv',
      filter: { idFaculty: 999_999, aYear: thisYear },
    });
    expect(unknown).toMatchObject({ status: 200, rows: [] });
    for (const filter of [{ idFaculty: 0, aYear: thisYear }, { idFaculty: 1, aYear: 100 }, { idFaculty: 1 }])
      expect((await exported({ table: 'admissionPlans', format: 'xlsx', filter })).status).toBe(400);
  });
});
