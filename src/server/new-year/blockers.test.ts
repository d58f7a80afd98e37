import { describe, expect, it } from 'vitest';
import { academicYearOf, yearLabel } from '../../contract/academic-year';
import type { TurnoverBlocker } from '../../contract/new-year';
import { messages } from '../core/messages';
import { DEMO_LOGIN } from '../db/seed';
import { signedInApp } from '../testing/signed-in-app';

// What keeps a turnover from being undone, as the screen lists it (decision 0057): each record changed,
// deleted or worked on since, named as staff name it in the reader's language, with who and when; the
// undo's refusal names the first of them; nothing once nothing does.

const app = signedInApp();
const from = academicYearOf(new Date());
const to = from + 1;

interface Blockers {
  total: number;
  records: TurnoverBlocker[];
}
const query = <T>(statement: string, params: unknown[] = []) => app.t.database.query<T>(statement, params);
const blockers = async (idTurnover: number, lang = 'ru') => {
  const answer = await app.api.post('new-year/blockers', { idTurnover }, lang);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data as Blockers;
};
/** A turnover of one speciality's admission plan into next year, applied; answers its id. */
async function applied(speciality: number): Promise<number> {
  const request = { yearFrom: from, yearTo: to, specialityIds: [speciality], kinds: ['admission'] };
  const { token } = (await app.api.post('new-year/preview', request)).data as { token: string };
  const answer = await app.api.post('new-year/apply', { ...request, token });
  expect(answer.data.idTurnover, JSON.stringify(answer)).toBeGreaterThan(0);
  return answer.data.idTurnover;
}
/** The speciality as every screen names it (contract/speciality-name.ts), in Russian. */
async function specialityOf(id: number) {
  const [row] = await query<{ named: string }>(
    `SELECT sp.code || ' ' || sp.special || ' · ' || e.f_educ AS named
       FROM speciality s JOIN special sp USING (id_special) JOIN f_educ e USING (id_f_educ)
      WHERE s.id_speciality = $1`,
    [id],
  );
  return row?.named ?? '';
}

describe('a turnover nothing has touched since', () => {
  it('has nothing that blocks its undo', async () => {
    const idTurnover = await applied(13);
    expect(await blockers(idTurnover)).toEqual({ total: 0, records: [] });
  });
});

describe('a plan changed through its screen since the turnover', () => {
  it('is listed as changed, by whom and when, in each language; the undo refuses naming it', async () => {
    const idTurnover = await applied(14);
    const [plan] = await query<{ id: number; kol_b: number; kol_k: number }>(
      'SELECT id_plan_abit AS id, kol_b, kol_k FROM plan_abit WHERE id_speciality = 14 AND a_year = $1',
      [to],
    );
    const saved = await app.api.post('ministerstvo/insUpdPlanAbit/insupd', {
      idPlanAbit: plan?.id,
      idSpeciality: 14,
      aYear: to,
      kolB: (plan?.kol_b ?? 0) + 1,
      kolK: plan?.kol_k ?? 0,
    });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    const [admin] = await query<{ who: string }>(
      "SELECT surname || ' ' || name AS who FROM avn_user WHERE login = $1",
      [DEMO_LOGIN],
    );
    const named = `План приёма ${await specialityOf(14)} на ${yearLabel(to)}`;
    const ru = await blockers(idTurnover);
    expect(ru.total).toBe(1);
    expect(ru.records).toEqual([
      {
        kind: 'admissionPlan',
        id: plan?.id,
        record: named,
        change: 'changed',
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        changedBy: admin?.who,
      },
    ]);
    expect(Date.now() - Date.parse(ru.records[0]?.changedAt ?? '')).toBeLessThan(10 * 60_000);
    expect((await blockers(idTurnover, 'kg')).records[0]?.record).toMatch(
      /адистигинин .+ окуу жылына кабыл алуу планы$/,
    );
    const refused = await app.api.refused('new-year/undo', { idTurnover }, 'ru');
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      messages.turnoverChangedSince.ru.replace('{record_ru}', named.replace(/^П/, 'п')),
    );
  });
});

describe('a plan deleted since the turnover', () => {
  it('is listed as deleted and still named, from its last values', async () => {
    const idTurnover = await applied(15);
    await query('DELETE FROM plan_abit WHERE id_speciality = 15 AND a_year = $1', [to]);
    const { records } = await blockers(idTurnover, 'en');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'admissionPlan', change: 'deleted', changedBy: null });
    expect(records[0]?.record).toMatch(/^The admission plan of \S+ .+ for \d{4}-\d{4}$/);
  });
});

describe("the demo's last summer turnover", () => {
  it('lists each group it made that was given planned students since, once per group', async () => {
    const [worked] = await query<{ groups: number }>(
      `SELECT count(DISTINCT k.id_group)::int AS groups
         FROM year_turnover_written w CROSS JOIN LATERAL unnest(w.row_ids) AS u (id)
         JOIN rrnk_gr_kolst k ON k.id_group = u.id
        WHERE w.id_year_turnover = 1 AND w.table_name = 'study_group'`,
    );
    expect(worked?.groups).toBeGreaterThan(0);
    const { total, records } = await blockers(1);
    expect(total).toBe(worked?.groups);
    expect(records.length).toBe(Math.min(total, 50));
    for (const record of records) {
      expect(record).toMatchObject({ kind: 'headcount', change: 'added' });
      expect(record.record).toMatch(new RegExp(`^Контингент группы \\S+ на ${yearLabel(from)}$`));
    }
    // The refusal names the first of them.
    const refused = await app.api.refused('new-year/undo', { idTurnover: 1 }, 'ru');
    expect(refused.message).toContain(records[0]?.record.replace(/^К/, 'к'));
  });

  it('answers 404 for a turnover that is not there', async () => {
    expect((await app.api.refused('new-year/blockers', { idTurnover: 999_999 })).status).toBe(404);
  });
});
