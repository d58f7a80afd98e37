import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import type { AdmissionPlanRow } from '../../contract/speciality-plan';
import { fingerprint } from '../testing/checksum';
import { exportFile } from '../testing/export-file';
import { expectRoundTrip, importCalls, signedInAs } from '../testing/import-calls';
import { csvOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Import (decision 0047): a faculty's admission plans of a year imported through the plan form's save, each row
// naming its speciality by code and study form; a speciality without a plan of the year gets one.
// Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const thisYear = currentAcademicYear();
/** Faculty 1 this year (every speciality has a plan, the demo's) and next year (none has yet). */
const NOW = { idFaculty: 1, aYear: thisYear };
const NEXT = { idFaculty: 1, aYear: thisYear + 1 };
const TITLES = ['Код специальности', 'Специальность', 'Форма обучения', 'Бюджетных мест', 'Контрактных мест'];
const BACHELOR = 'Очная форма обучения (бакалавриат)';
// Specialities of faculty 1: 080105 Finance and Credit taught full-time as bachelor's (1) and master's (10),
// 080109 Accounting full-time (2) and extramural (3).
const plans = (filter: typeof NOW, api = app.api) => importCalls(api, 'admissionPlans', filter);
const planOf = async (idSpeciality: number, aYear: number): Promise<AdmissionPlanRow | undefined> =>
  (await app.api.data('POST', 'ministerstvo/planAbit', { idSpeciality, aYear }))[0];
const savePlan = (idSpeciality: number, plan: AdmissionPlanRow, kolB: number) =>
  app.api.post('ministerstvo/insUpdPlanAbit/insupd', {
    idPlanAbit: plan.idPlanAbit,
    idSpeciality,
    aYear: plan.aYear,
    kolB,
    kolK: plan.kolK,
    rowVersion: plan.rowVersion,
  });

describe("importing a faculty's admission plans", () => {
  it('round-trips its own export: every speciality unchanged, with plans or without, in both formats', async () => {
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'admissionPlans', filter: NOW });
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'admissionPlans', filter: NEXT }, 'en');
  });

  it('creates the plans of a new year, by code and study form in any language, audited', async () => {
    const file = await workbookOf([
      TITLES,
      ['080105', '', "Full-time study (master's)", 7, 15],
      ['080109', 'Бухучёт', 'Сырттан окуу формасы (бакалавриат)', 0, 40],
    ]);
    const before = await fingerprint(app.t.database);
    const answer = await plans(NEXT).preview(file);
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(answer.data.rows).toEqual([
      {
        line: 2,
        verdict: 'create',
        record: "080105 · Full-time study (master's)",
        changes: [
          { column: 'Бюджетных мест', before: '', after: '7' },
          { column: 'Контрактных мест', before: '', after: '15' },
        ],
        reason: null,
      },
      {
        line: 3,
        verdict: 'create',
        record: '080109 · Бухучёт · Сырттан окуу формасы (бакалавриат)',
        changes: [
          { column: 'Бюджетных мест', before: '', after: '0' },
          { column: 'Контрактных мест', before: '', after: '40' },
        ],
        reason: null,
      },
    ]);
    expect(await plans(NEXT).apply(file, answer.data.token)).toMatchObject({
      status: 200,
      data: { create: 2, update: 0, unchanged: 0, refuse: 0 },
    });
    expect(await planOf(10, NEXT.aYear)).toMatchObject({ kolB: 7, kolK: 15, rowVersion: 1 });
    const made = (await planOf(3, NEXT.aYear)) as AdmissionPlanRow;
    expect(made).toMatchObject({ kolB: 0, kolK: 40 });
    const [history] = await app.api.data('POST', 'history/record', {
      kind: 'admissionPlan',
      id: made.idPlanAbit,
    });
    expect(history).toMatchObject({ action: 'created', userLogin: 'admin' });
  });

  it("updates a speciality's plan of the year, writing only the places", async () => {
    const plan = (await planOf(2, NOW.aYear)) as AdmissionPlanRow;
    const file = csvOf([TITLES, ['080109', 'Переименована?', BACHELOR, plan.kolB + 1, plan.kolK]]);
    const answer = await plans(NOW).preview(file);
    expect(answer.data.rows[0]).toMatchObject({
      verdict: 'update',
      changes: [{ column: 'Бюджетных мест', before: String(plan.kolB), after: String(plan.kolB + 1) }],
    });
    expect(await plans(NOW).apply(file, answer.data.token)).toMatchObject({ status: 200 });
    expect(await planOf(2, NOW.aYear)).toMatchObject({
      kolB: plan.kolB + 1,
      rowVersion: plan.rowVersion + 1,
    });
  });

  it("refuses each bad row with its reason, the save's own range deciding", async () => {
    const file = csvOf([
      TITLES,
      ['080105', '', BACHELOR, 10_000, 0],
      ['', '', BACHELOR, 5, 5],
      ['080105', '', 'Вечерняя форма', 5, 5],
      ['230105', '', BACHELOR, 5, 5],
      ['080507', '', BACHELOR, 5, 5],
      ['080507', '', 'очная форма обучения (бакалавриат)', 6, 6],
    ]);
    const answer = await plans(NOW).preview(file);
    expect(answer.data.counts).toEqual({ create: 0, update: 0, unchanged: 0, refuse: 6 });
    const twice = `Строки 6 и 7 файла относятся к одной записи «080507 · ${BACHELOR}»: оставьте одну из них`;
    expect(answer.data.rows.map((row: { reason: string | null }) => row.reason)).toEqual([
      '«Бюджетных мест»: в файле 10000, а допустимо целое число от 0 до 9999',
      'Неверное значение поля «Код специальности»: поле обязательно',
      'Форма обучения «Вечерняя форма» не найдена',
      'Код специальности «230105» не найден',
      twice,
      twice,
    ]);
  });

  it('refuses a row whose plan changed after the export', async () => {
    const file = await exportFile(app.t, app.cookie, {
      table: 'admissionPlans',
      filter: NOW,
      format: 'xlsx',
    });
    const plan = (await planOf(6, NOW.aYear)) as AdmissionPlanRow;
    expect((await savePlan(6, plan, plan.kolB + 2)).data).toEqual([{ sms: 2 }]);
    const answer = await plans(NOW).preview(file.bytes, 'en');
    expect(answer.data.counts).toMatchObject({ refuse: 1, unchanged: file.rows.length - 1 });
    expect(answer.data.rows.find((row: { verdict: string }) => row.verdict === 'refuse')).toMatchObject({
      record: '080301 · Коммерция (торговое дело) · Очная форма обучения (бакалавриат)',
      reason: 'The record was changed after the file was exported: export the table again',
    });
  });

  it("refuses each row outside an editor's faculties; their own faculty's are written", async () => {
    const file = csvOf([TITLES, ['100201', '', BACHELOR, 30, 30]]);
    const stranger = await plans(NOW, await signedInAs(app.t, 'editor', [2])).preview(file, 'en');
    expect(stranger.data.rows[0]).toMatchObject({
      verdict: 'refuse',
      reason: 'This record belongs to a faculty outside your scope',
    });
    const own = plans(NOW, await signedInAs(app.t, 'editor', [1]));
    const accepted = await own.preview(file);
    expect(accepted.data.counts).toMatchObject({ update: 1 });
    expect(await own.apply(file, accepted.data.token)).toMatchObject({ status: 200 });
    expect(await planOf(9, NOW.aYear)).toMatchObject({ kolB: 30, kolK: 30 });
    const viewer = await plans(NOW, await signedInAs(app.t, 'viewer')).preview(file);
    expect(viewer.status).toBe(403);
  });

  it('refuses the apply, writing nothing, when a plan was made since the preview', async () => {
    const file = csvOf([TITLES, ['080504', '', 'Заочная форма обучения (бакалавриат)', 3, 3]]);
    const { data } = await plans(NEXT).preview(file);
    expect(data.counts).toMatchObject({ create: 1 });
    const made = await app.api.post('ministerstvo/insUpdPlanAbit/insupd', {
      idPlanAbit: -1,
      idSpeciality: 7,
      aYear: NEXT.aYear,
      kolB: 1,
      kolK: 1,
    });
    expect(made.data).toEqual([{ sms: 1 }]);
    const before = await fingerprint(app.t.database);
    expect(await plans(NEXT).apply(file, data.token)).toMatchObject({ status: 409 });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });
});
