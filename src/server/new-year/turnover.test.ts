import { describe, expect, it } from 'vitest';
import { academicYearOf } from '../../contract/academic-year';
import { type TurnoverKind, turnoverKinds } from '../../contract/new-year';
import { messages } from '../core/messages';
import { fingerprint } from '../testing/checksum';
import { exportFile } from '../testing/export-file';
import { signedInApp } from '../testing/signed-in-app';

// The new academic year's preview and apply on the demo university (decision 0048): the whole university and
// one speciality, each kind alone and together, idempotence, and the report in another language.

const app = signedInApp();
const from = academicYearOf(new Date());
const to = from + 1;

interface Counts {
  kind: TurnoverKind;
  created: number;
  kept: number;
  replaced: number;
  refused: number;
}
interface Report {
  rows: Array<Counts & { idSpeciality: number | null; faculty: string; record: string; reasons: string[] }>;
  counts: Counts[];
  token: string;
  idTurnover?: number | null;
}

const request = (more: Record<string, unknown> = {}) => ({
  yearFrom: from,
  yearTo: to,
  kinds: [...turnoverKinds],
  ...more,
});
const preview = async (body: Record<string, unknown>, lang = 'en'): Promise<Report> => {
  const answer = await app.api.post('new-year/preview', body, lang);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
};
const apply = async (body: Record<string, unknown>, lang = 'en'): Promise<Report> => {
  const { token } = await preview(body, lang);
  const answer = await app.api.post('new-year/apply', { ...body, token }, lang);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return answer.data;
};
const count = async (statement: string, params: unknown[] = []) =>
  (await app.t.database.query<{ count: number }>(statement, params))[0]?.count ?? -1;
const countOf = (report: Report, kind: TurnoverKind) => report.counts.find((row) => row.kind === kind);

/** What the demo holds that a turnover from `from` to `to` would create, counted straight in SQL. */
const expected = {
  plans: () =>
    count(
      `SELECT count(*)::int AS count FROM plan_abit p JOIN speciality s USING (id_speciality)
         JOIN licence l ON l.id_licence = s.id_licence
        WHERE p.a_year = $1 AND l.resolution_beg <= make_date(2000 + $2, 9, 1) AND l.resolution_end >= make_date(2000 + $2, 9, 1)
          AND NOT EXISTS (SELECT 1 FROM plan_abit t WHERE t.id_speciality = p.id_speciality AND t.a_year = $2)`,
      [from, to],
    ),
  groups: () =>
    count(
      `SELECT count(*)::int AS count FROM study_group g JOIN com_gspe c USING (id_com_gspe)
         JOIN speciality s USING (id_speciality) JOIN licence l ON l.id_licence = s.id_licence
        WHERE g.id_group_y = $1 AND l.resolution_beg <= make_date(2000 + $2, 9, 1) AND l.resolution_end >= make_date(2000 + $2, 9, 1)
          AND NOT EXISTS (SELECT 1 FROM study_group t WHERE t.id_com_gspe = g.id_com_gspe AND t.id_group_y = $2)`,
      [from, to],
    ),
  /** The groups still studying next year (course ≤ the form's last) that have planned students. */
  continuing: () =>
    count(
      `SELECT count(DISTINCT g.id_group)::int AS count FROM rrnk_gr_kolst k JOIN study_group g USING (id_group)
         JOIN com_gspe c USING (id_com_gspe) JOIN speciality s USING (id_speciality) JOIN f_educ f USING (id_f_educ)
        WHERE k.id_a_year = $1 AND $2 - g.id_group_y + 1 <= coalesce(f.max_rate_id, 10)`,
      [from, to],
    ),
};

describe('the whole university, every kind, twice', () => {
  it('previews what the demo would carry, writing nothing', async () => {
    const before = await fingerprint(app.t.database);
    const report = await preview(request());
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(report.counts.map((row) => row.kind)).toEqual([...turnoverKinds]);
    expect(countOf(report, 'admission')?.created).toBe(await expected.plans());
    expect(countOf(report, 'groups')?.created).toBe(await expected.groups());
    // Counted in groups, as a registrar counts them (decision 0057): each continuing group once whatever its
    // half-years, and the new intake's groups.
    expect(countOf(report, 'headcounts')?.created).toBeGreaterThan(await expected.continuing());
    expect(countOf(report, 'headcounts')?.created).toBeLessThanOrEqual(
      (await expected.continuing()) + (await expected.groups()),
    );
    // Tourism (speciality 9) has no grading rule in the demo.
    const grading = report.rows.find((row) => row.kind === 'grading' && row.idSpeciality === 9);
    expect(grading).toMatchObject({ refused: 1, reasons: [messages.turnoverNoGradingRule.en] });
    expect(countOf(report, 'commission')?.kept).toBeGreaterThan(0);
    expect(report.token).toMatch(/^[\w-]{20,}$/);
  });

  it('applies it: next year has the plans, groups and headcounts; a second run creates nothing', async () => {
    const plans = await expected.plans();
    const groups = await expected.groups();
    const first = await apply(request());
    expect(first.idTurnover).toBeGreaterThan(0);
    expect(countOf(first, 'admission')?.created).toBe(plans);
    expect(
      await count('SELECT count(*)::int AS count FROM plan_abit WHERE a_year = $1', [to]),
    ).toBeGreaterThanOrEqual(plans);
    expect(
      await count('SELECT count(*)::int AS count FROM study_group WHERE id_group_y = $1', [to]),
    ).toBeGreaterThanOrEqual(groups);
    // One per group given planned students, not one per group and half-year (decision 0057).
    const headcounts = countOf(first, 'headcounts')?.created ?? 0;
    expect(
      await count('SELECT count(DISTINCT id_group)::int AS count FROM rrnk_gr_kolst WHERE id_a_year = $1', [
        to,
      ]),
    ).toBe(headcounts);
    expect(
      await count('SELECT count(*)::int AS count FROM rrnk_gr_kolst WHERE id_a_year = $1', [to]),
    ).toBeGreaterThan(headcounts);
    // The intake of a speciality shares its plan: the first course's budget places add up to the plan's.
    const [intake] = await app.t.database.query<{ planned: number; plan: number }>(
      `SELECT sum(k.kol_b)::int AS planned, min(p.kol_b)::int AS plan FROM rrnk_gr_kolst k
         JOIN study_group g USING (id_group) JOIN com_gspe c USING (id_com_gspe)
         JOIN plan_abit p ON p.id_speciality = c.id_speciality AND p.a_year = $1
        WHERE k.id_a_year = $1 AND g.id_group_y = $1 AND k.id_w_s = 1 AND c.id_speciality = 1`,
      [to],
    );
    expect(intake?.planned).toBe(intake?.plan);

    const before = await fingerprint(app.t.database);
    const second = await apply(request());
    expect(second.idTurnover).toBeNull();
    for (const row of second.counts) expect(row.created, row.kind).toBe(0);
    expect(await fingerprint(app.t.database)).toEqual(before);
  });

  it('lists the turnover and reports it in Kyrgyz', async () => {
    const [latest] = (await app.api.call('GET', 'new-year/turnovers')).data;
    expect(latest).toMatchObject({
      yearFrom: from,
      yearTo: to,
      madeBy: expect.stringMatching(/\S/),
      undoneAt: null,
    });
    expect(latest.created).toBeGreaterThan(0);
    const report = (await app.api.post('new-year/report', { idTurnover: latest.idTurnover }, 'kg'))
      .data as Report;
    const grading = report.rows.find((row) => row.kind === 'grading' && row.idSpeciality === 9);
    expect(grading?.reasons).toEqual([messages.turnoverNoGradingRule.kg]);
    expect(report.counts.find((row) => row.kind === 'groups')?.created).toBeGreaterThan(0);
    // The list says per kind what it made, in the report's units (groups, not rows), kinds in order.
    expect(latest.counts).toEqual(
      report.counts.map(({ kind, created, replaced }) => ({ kind, created, replaced })),
    );
    const headcounts = latest.counts.find((row: { kind: string }) => row.kind === 'headcounts');
    expect(headcounts.created).toBeLessThan(
      await count('SELECT count(*)::int AS count FROM rrnk_gr_kolst WHERE id_a_year = $1', [to]),
    );
  });

  it.each(['xlsx', 'csv'] as const)('exports the report as the screen shows it (%s)', async (format) => {
    const [latest] = (await app.api.call('GET', 'new-year/turnovers')).data;
    const report = (await app.api.post('new-year/report', { idTurnover: latest.idTurnover }, 'kg'))
      .data as Report;
    const file = await exportFile(
      app.t,
      app.cookie,
      { table: 'newYearReport', format, filter: { idTurnover: latest.idTurnover } },
      'kg',
    );
    expect(file.status).toBe(200);
    expect(file.name).toContain(`${2000 + from}-${2001 + from} → ${2000 + to}-${2001 + to}`);
    expect(file.titles).toEqual([
      'Факультет',
      'Жазуу',
      'Түрү',
      'Түзүлдү',
      'Калтырылды',
      'Алмаштырылды',
      'Өткөрүлгөн жок',
      'Себептери',
    ]);
    expect(file.rows).toHaveLength(report.rows.length);
    expect(file.rows.some((row) => row.includes(messages.turnoverNoGradingRule.kg))).toBe(true);
  });
});

describe('one speciality, each kind alone', () => {
  const yearFrom = from - 2;
  const yearTo = from - 1;
  it.each(turnoverKinds.map((kind) => [kind]))(
    '%s alone shows that kind only, of that speciality',
    async (kind) => {
      const report = await preview({ yearFrom, yearTo, specialityIds: [2], kinds: [kind] });
      expect(report.counts.map((row) => row.kind)).toEqual([kind]);
      expect(new Set(report.rows.map((row) => row.kind))).toEqual(new Set(report.rows.length ? [kind] : []));
      for (const row of report.rows) if (row.idSpeciality !== null) expect(row.idSpeciality).toBe(2);
    },
  );

  it('the target year must come after the source year, in the request language', async () => {
    const answer = await app.api.refused(
      'new-year/preview',
      { yearFrom, yearTo: yearFrom, kinds: ['admission'] },
      'kg',
    );
    expect(answer).toMatchObject({ status: 400, error: 'VALIDATION' });
    expect(answer.message).toBe(
      messages.turnoverYearOrder.kg.replace('{year}', `${2000 + yearFrom}-${2001 + yearFrom}`),
    );
  });
});
