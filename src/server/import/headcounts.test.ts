import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import type { HeadcountRow } from '../../contract/planned-students';
import { fingerprint } from '../testing/checksum';
import { exportFile } from '../testing/export-file';
import { expectRoundTrip, importCalls, signedInAs } from '../testing/import-calls';
import { csvOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Import (decision 0047) on the educational screen's planned students: a course's groups with their budget and
// contract numbers, imported through the modal's save; a group without numbers of the half-year yet gets
// them created. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const thisYear = currentAcademicYear();
/** The first course of faculty 1 this year, autumn: every group has its numbers (the demo's). */
const NOW = { idYear: thisYear, idWs: 1, idRate: 1, idFaculty: 1 };
/** Its second course next year: this year's intake, without numbers of that year yet. */
const NEXT = { idYear: thisYear + 1, idWs: 1, idRate: 2, idFaculty: 1 };
const TITLES = ['Группа', 'Бюджет', 'Контракт'];
const headcounts = (filter: typeof NOW, api = app.api) => importCalls(api, 'headcounts', filter);
const listOf = async (filter: typeof NOW): Promise<HeadcountRow[]> =>
  app.api.data('POST', 'ministerstvo/gr-kolst', filter);
const groupOf = async (filter: typeof NOW, index = 0) => (await listOf(filter))[index] as HeadcountRow;
const save = (row: HeadcountRow, kolB: number) =>
  app.api.post('ministerstvo/upd-kolst', {
    idRrnkGrKolst: row.id_rrnk_gr_kolst,
    kolB,
    kolK: row.kol_k,
    rowVersion: row.rowVersion,
  });

describe("importing a course's planned students", () => {
  it('round-trips its own export: every group unchanged, in both formats', async () => {
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'headcounts', filter: NOW });
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'headcounts', filter: NEXT }, 'en');
  });

  it("creates a group's first numbers of the half-year and changes another's, audited", async () => {
    const [fresh, untouched] = (await listOf(NEXT)) as [HeadcountRow, HeadcountRow];
    expect(fresh.id_rrnk_gr_kolst).toBe(-1);
    const now = await groupOf(NOW, 1);
    const file = await workbookOf([TITLES, [fresh.group_name, 12, 3], [untouched.group_name, 0, 0]]);
    const created = await headcounts(NEXT).preview(file);
    expect(created.data.rows).toEqual([
      {
        line: 2,
        verdict: 'create',
        record: fresh.group_name,
        changes: [
          { column: 'Бюджет', before: '0', after: '12' },
          { column: 'Контракт', before: '0', after: '3' },
        ],
        reason: null,
      },
      { line: 3, verdict: 'unchanged', record: untouched.group_name, changes: [], reason: null },
    ]);
    expect(await headcounts(NEXT).apply(file, created.data.token)).toMatchObject({
      status: 200,
      data: { create: 1, update: 0, unchanged: 1, refuse: 0 },
    });
    const made = await groupOf(NEXT);
    expect(made).toMatchObject({ id_group: fresh.id_group, kol_b: 12, kol_k: 3, rowVersion: 1 });
    const [history] = await app.api.data('POST', 'history/record', {
      kind: 'headcount',
      id: made.id_rrnk_gr_kolst,
    });
    expect(history).toMatchObject({ action: 'created', userLogin: 'admin' });

    const changed = csvOf([TITLES, [now.group_name, now.kol_b + 1, now.kol_k]]);
    const updated = await headcounts(NOW).preview(changed);
    expect(updated.data.rows[0]).toMatchObject({
      verdict: 'update',
      changes: [{ column: 'Бюджет', before: String(now.kol_b), after: String(now.kol_b + 1) }],
    });
    expect(await headcounts(NOW).apply(changed, updated.data.token)).toMatchObject({ status: 200 });
    expect(await groupOf(NOW, 1)).toMatchObject({ kol_b: now.kol_b + 1, rowVersion: now.rowVersion + 1 });
  });

  it("refuses each bad row with its reason, the save's own range deciding", async () => {
    const [first, second, third] = (await listOf(NOW)) as [HeadcountRow, HeadcountRow, HeadcountRow];
    const file = csvOf([
      TITLES,
      [first.group_name, 1000, 0],
      [second.group_name, 'пять', 0],
      ['', 5, 5],
      ['ЯЯЯ-99', 5, 5],
      [third.group_name, 5, 5],
      [third.group_name.toLowerCase(), 6, 6],
    ]);
    const answer = await headcounts(NOW).preview(file, 'en');
    expect(answer.data.counts).toEqual({ create: 0, update: 0, unchanged: 0, refuse: 6 });
    const twice = `Lines 6 and 7 of the file are for the same record "${third.group_name}": keep one of them`;
    expect(answer.data.rows.map((row: { reason: string }) => row.reason)).toEqual([
      // A count outside its rule is refused, not quietly made 0 or 999 as the forms' schema would.
      '"Budget": the file has 1000, but it takes a whole number from 0 to 999',
      '"Budget": "пять" is not a number',
      'Invalid value of the field "Group": the field is required',
      'Group "ЯЯЯ-99" was not found',
      twice,
      twice,
    ]);
  });

  it('refuses a row whose numbers changed after the export', async () => {
    const file = await exportFile(app.t, app.cookie, { table: 'headcounts', filter: NOW, format: 'csv' });
    const row = await groupOf(NOW, 2);
    expect((await save(row, row.kol_b + 2)).data).toEqual([{ sms: 2 }]);
    const answer = await headcounts(NOW).preview(file.bytes);
    expect(answer.data.counts).toMatchObject({ refuse: 1, unchanged: file.rows.length - 1 });
    expect(answer.data.rows.find((each: { verdict: string }) => each.verdict === 'refuse')).toMatchObject({
      record: row.group_name,
      reason: 'Запись изменена после выгрузки файла: выгрузите таблицу заново',
    });
  });

  it("refuses each row outside an editor's faculties; their own faculty's are written", async () => {
    const row = await groupOf(NOW, 3);
    const file = csvOf([TITLES, [row.group_name, row.kol_b + 3, row.kol_k]]);
    const stranger = headcounts(NOW, await signedInAs(app.t, 'editor', [2]));
    // In one language: the refusals' sentences are part of the verdicts the apply must find again.
    const refused = await stranger.preview(file, 'kg');
    expect(refused.data.rows[0]).toMatchObject({
      verdict: 'refuse',
      reason: 'Бул жазуу сиздин жоопкерчилик чөйрөңүзгө кирбеген факультетке тиешелүү',
    });
    expect(await stranger.apply(file, refused.data.token, 'kg')).toMatchObject({
      status: 400,
      message: 'Файлда жазууга боло турган саптар жок',
    });
    const own = headcounts(NOW, await signedInAs(app.t, 'editor', [1]));
    const accepted = await own.preview(file);
    expect(accepted.data.counts).toMatchObject({ update: 1 });
    expect(await own.apply(file, accepted.data.token)).toMatchObject({ status: 200 });
    expect(await groupOf(NOW, 3)).toMatchObject({ kol_b: row.kol_b + 3 });
  });

  it('refuses the apply, writing nothing, when the numbers changed since the preview', async () => {
    const row = await groupOf(NOW, 4);
    const file = csvOf([TITLES, [row.group_name, row.kol_b + 4, row.kol_k]]);
    const { data } = await headcounts(NOW).preview(file);
    expect(data.counts).toMatchObject({ update: 1 });
    await save(row, row.kol_b + 5);
    const before = await fingerprint(app.t.database);
    expect(await headcounts(NOW).apply(file, data.token)).toMatchObject({ status: 409 });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });
});
