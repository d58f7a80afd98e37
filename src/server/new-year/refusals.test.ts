import { describe, expect, it } from 'vitest';
import { academicYearOf } from '../../contract/academic-year';
import type { TurnoverKind } from '../../contract/new-year';
import { messages, translate } from '../core/messages';
import { fingerprint } from '../testing/checksum';
import { signedInAs } from '../testing/import-calls';
import { signedInApp } from '../testing/signed-in-app';

// What a turnover does not carry and why, "replace", an editor's scope, a stale preview and the undo
// (decision 0048), each on its own speciality of the demo so that the tests stay independent.

const app = signedInApp();
const from = academicYearOf(new Date());
const to = from + 1;

interface Row {
  kind: TurnoverKind;
  idFaculty: number;
  idSpeciality: number | null;
  created: number;
  kept: number;
  replaced: number;
  refused: number;
  reasons: string[];
}
interface Report {
  rows: Row[];
  onlyFaculties?: string[];
  token: string;
  idTurnover?: number | null;
}
type Calls = typeof app.api;

/** The data apart from the log of what happened (the audit, the turnovers) and the calendar. */
async function lasting() {
  const tables = await fingerprint(app.t.database);
  for (const table of [
    'audit_log',
    'year_turnover',
    'year_turnover_report',
    'year_turnover_written',
    'a_year',
  ])
    delete tables[table];
  return tables;
}

const body = (specialityIds: number[], kinds: TurnoverKind[], more: Record<string, unknown> = {}) => ({
  yearFrom: from,
  yearTo: to,
  specialityIds,
  kinds,
  ...more,
});
const preview = async (request: Record<string, unknown>, calls: Calls = app.api, lang = 'en') => {
  const answer = await calls.post('new-year/preview', request, lang);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data as Report;
};
const apply = async (request: Record<string, unknown>, calls: Calls = app.api) => {
  const { token } = await preview(request, calls);
  const answer = await calls.post('new-year/apply', { ...request, token });
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data as Report;
};
const rowOf = (report: Report, kind: TurnoverKind) => report.rows.find((row) => row.kind === kind);
const query = <T>(statement: string, params: unknown[] = []) => app.t.database.query<T>(statement, params);
const planOf = async (speciality: number, year: number) =>
  (
    await query<{ kol_b: number; kol_k: number }>(
      'SELECT kol_b, kol_k FROM plan_abit WHERE id_speciality = $1 AND a_year = $2',
      [speciality, year],
    )
  )[0];

describe('what is not carried, with the reason', () => {
  it('a speciality without a licence valid on 1 September: no plan, no intake group', async () => {
    await query('UPDATE speciality SET id_licence = 1 WHERE id_speciality = 3');
    const report = await preview(body([3], ['admission', 'groups']), app.api, 'ru');
    const reason = translate('turnoverNoLicence', 'ru', { day: `01.09.${2000 + to}` });
    expect(rowOf(report, 'admission')).toMatchObject({ created: 0, refused: 1, reasons: [reason] });
    expect(rowOf(report, 'groups')?.created).toBe(0);
    expect(rowOf(report, 'groups')?.reasons[0]).toContain(reason);
    await query('UPDATE speciality SET id_licence = 3 WHERE id_speciality = 3');
  });

  it("a group past its form's last course is not carried; the others go a course up", async () => {
    const report = await preview(body([4], ['headcounts']));
    const row = rowOf(report, 'headcounts');
    expect(row?.created).toBeGreaterThan(0);
    expect(row?.refused).toBeGreaterThan(0);
    expect(row?.reasons.join()).toMatch(/finishes its studies \(course \d+ of \d+\)/);
  });

  it('counts groups, not a group’s half-years: each group that finishes once (decision 0057)', async () => {
    // Speciality 4's groups of this year past their form's last course next year, and their rows.
    const [finishing] = await query<{ groups: number; rows: number }>(
      `SELECT count(DISTINCT g.id_group)::int AS groups, count(*)::int AS rows
         FROM rrnk_gr_kolst k JOIN study_group g USING (id_group) JOIN com_gspe c USING (id_com_gspe)
         JOIN speciality s USING (id_speciality) JOIN f_educ f USING (id_f_educ)
        WHERE k.id_a_year = $1 AND c.id_speciality = 4 AND $2 - g.id_group_y + 1 > coalesce(f.max_rate_id, 10)`,
      [from, to],
    );
    expect(finishing?.rows, 'the demo gives each group both half-years').toBeGreaterThan(
      finishing?.groups ?? 0,
    );
    const row = rowOf(await preview(body([4], ['headcounts']), app.api, 'ru'), 'headcounts');
    expect(row?.refused).toBe(finishing?.groups);
    // "2 × группа заканчивает обучение (курс 5 из 4)" for two groups, not "4 ×".
    const said = (row?.reasons ?? []).map((reason) => Number(/^(\d+) × /.exec(reason)?.[1] ?? 1));
    expect(said.reduce((sum, groups) => sum + groups, 0)).toBe(finishing?.groups);
    expect(row?.reasons.join()).toContain('группа заканчивает обучение');
  });

  it('no admission plan for the target year: the intake has nothing to count from', async () => {
    const report = await preview(body([5], ['groups', 'headcounts']));
    const reason = translate('turnoverNoPlan', 'en', { year: `${2000 + to}-${2001 + to}` });
    expect(rowOf(report, 'headcounts')?.reasons.join()).toContain(reason);
  });

  it('more students than a group holds', async () => {
    await query('UPDATE plan_abit SET kol_k = 9999 WHERE id_speciality = 6 AND a_year = $1', [from]);
    const report = await preview(body([6], ['admission', 'groups', 'headcounts']));
    expect(rowOf(report, 'headcounts')?.reasons.join()).toContain(
      translate('turnoverHeadcountTooLarge', 'en', { max: 999 }),
    );
  });

  it('a commission member whose term ends before the new year is not carried', async () => {
    await query(
      `INSERT INTO gak_member_history (id_faculty, id_member_type, member_name, title, since, until)
       VALUES (3, 3, 'Уходящий У.У.', 'доцент', make_date(2000 + $1, 9, 1), make_date(2001 + $1, 6, 30))`,
      [from],
    );
    const report = await preview(
      { yearFrom: from, yearTo: to, facultyIds: [3], kinds: ['commission'] },
      app.api,
      'kg',
    );
    const faculty = report.rows.find((row) => row.idSpeciality === null);
    expect(faculty?.reasons).toEqual([translate('turnoverTermEnded', 'kg', { day: `30.06.${2001 + from}` })]);
    expect(faculty?.kept).toBeGreaterThan(0);
  });
});

describe('an editor of one faculty', () => {
  it('turns over their faculty when choosing the whole university; another faculty chosen is not carried', async () => {
    const editor = await signedInAs(app.t, 'editor', [2]);
    const whole = await preview({ yearFrom: from - 2, yearTo: from - 1, kinds: ['admission'] }, editor);
    expect(new Set(whole.rows.map((row) => row.idFaculty))).toEqual(new Set([2]));
    const before = await fingerprint(app.t.database);
    const other = await apply(body([7], ['admission']), editor);
    expect(rowOf(other, 'admission')).toMatchObject({
      created: 0,
      refused: 1,
      reasons: [messages.turnoverOutsideScope.en],
    });
    expect(other.idTurnover).toBeNull();
    expect(await fingerprint(app.t.database)).toEqual(before);
  });

  it('is told which faculties the turnover covers, by name in their language (decision 0057)', async () => {
    const rows = await query<{ ru: string; kg: string; en: string }>(
      'SELECT faculty AS ru, faculty_kg AS kg, faculty_en AS en FROM faculty WHERE id_faculty IN (2, 3)',
    );
    const names = (lang: 'ru' | 'kg' | 'en') =>
      rows.map((row) => row[lang]).sort((a, b) => a.localeCompare(b, lang === 'kg' ? 'ky' : lang));
    const editor = await signedInAs(app.t, 'editor', [3, 2]);
    const request = { yearFrom: from - 2, yearTo: from - 1, kinds: ['admission'] };
    const ru = await preview(request, editor, 'ru');
    expect(ru.onlyFaculties).toEqual(names('ru'));
    expect(new Set(ru.rows.map((row) => row.idFaculty))).toEqual(new Set([2, 3]));
    expect((await preview(request, editor, 'kg')).onlyFaculties).toEqual(names('kg'));
    // The apply says it too; an administrator, or an editor of every faculty, is limited by nothing.
    expect((await apply(body([7], ['admission']), editor)).onlyFaculties).toEqual(names('en'));
    expect((await preview(request)).onlyFaculties).toBeUndefined();
    const everyFaculty = await signedInAs(app.t, 'editor', 'all');
    expect((await preview(request, everyFaculty)).onlyFaculties).toBeUndefined();
  });
});

describe('replace, a stale preview, and the undo', () => {
  it('keeps a plan already there unless replace is ticked; the undo restores it', async () => {
    const source = await planOf(8, from);
    await query('INSERT INTO plan_abit (id_speciality, a_year, kol_b, kol_k) VALUES (8, $1, 1, 2)', [to]);
    expect(rowOf(await preview(body([8], ['admission'])), 'admission')).toMatchObject({
      kept: 1,
      created: 0,
    });
    const replaced = await apply(body([8], ['admission'], { replace: ['admission'] }));
    expect(rowOf(replaced, 'admission')).toMatchObject({ replaced: 1, kept: 0 });
    expect(await planOf(8, to)).toEqual(source);
    const undo = await app.api.post('new-year/undo', { idTurnover: replaced.idTurnover });
    expect(undo.data).toEqual([{ sms: 8, removed: 0, restored: 1 }]);
    expect(await planOf(8, to)).toEqual({ kol_b: 1, kol_k: 2 });
  });

  it('refuses an apply whose data changed since its preview (409), writing nothing', async () => {
    const request = body([10], ['admission']);
    const { token } = await preview(request);
    await query('INSERT INTO plan_abit (id_speciality, a_year, kol_b, kol_k) VALUES (10, $1, 3, 4)', [to]);
    const answer = await app.api.refused('new-year/apply', { ...request, token }, 'kg');
    expect(answer).toMatchObject({ status: 409, error: 'CONFLICT', message: messages.turnoverStale.kg });
  });

  it('undoes a turnover while nothing changed; refuses once something did, naming it; refuses twice', async () => {
    const request = body([11], ['admission', 'groups', 'headcounts']);
    const before = await lasting();
    const applied = await apply(request);
    expect(applied.idTurnover).toBeGreaterThan(0);
    const undone = await app.api.post('new-year/undo', { idTurnover: applied.idTurnover });
    expect(undone.data[0]).toMatchObject({ sms: 8, restored: 0 });
    expect(undone.data[0].removed).toBeGreaterThan(2);
    expect(await lasting()).toEqual(before);
    const again = await app.api.refused('new-year/undo', { idTurnover: applied.idTurnover });
    expect(again).toMatchObject({ status: 409, message: messages.turnoverUndone.en });

    const second = await apply(request);
    await query('UPDATE plan_abit SET kol_b = kol_b + 1 WHERE id_speciality = 11 AND a_year = $1', [to]);
    const refused = await app.api.refused('new-year/undo', { idTurnover: second.idTurnover }, 'ru');
    expect(refused.status).toBe(409);
    // The plan named as every screen names its speciality: code, name, study form (decision 0058).
    expect(refused.message).toMatch(
      /^Перенос нельзя отменить: план приёма \d+ .+ · .+ на \d{4}-\d{4} изменили после него/,
    );
  });

  it("the demo's last summer turnover cannot be undone: its year's groups have planned students since", async () => {
    const refused = await app.api.refused('new-year/undo', { idTurnover: 1 }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(
      // An earlier test here edits one of its plans (speciality 6's); otherwise a group's planned students.
      /^The turnover cannot be undone: the (headcount of the group \S+|admission plan of \d+ .+) for \d{4}-\d{4} was changed after it/,
    );
  });

  it("refuses another faculty's editor the undo (403), and a turnover that is not there (404)", async () => {
    const applied = await apply(body([12], ['admission']));
    const editor = await signedInAs(app.t, 'editor', [2]);
    expect((await editor.refused('new-year/undo', { idTurnover: applied.idTurnover })).status).toBe(403);
    expect((await app.api.refused('new-year/undo', { idTurnover: 999_999 })).status).toBe(404);
  });
});
