import { describe, expect, it } from 'vitest';
import * as checksCalls from '../../contract/checks';
import { CHECK_ROWS_MAX, type ChecksAnswer, checkKinds } from '../../contract/checks';
import * as overviewCalls from '../../contract/overview';
import { callsOf, expectSessionNeeded } from '../testing/api-calls';
import { sqlOn } from '../testing/check-fixtures';
import { signedInApp } from '../testing/signed-in-app';

// checks/list at the API: the totals and rows of every check, in the reader's language, fresh
// after a write (the answer is cached until a table it reads changes), at most 200 rows per check.

const app = signedInApp();
const query = sqlOn(app);
const list = async (lang = 'en'): Promise<ChecksAnswer> => {
  const answer = await app.api.call('GET', 'checks/list', undefined, lang);
  expect(answer.status, JSON.stringify(answer)).toBe(200);
  return checksCalls.checksAnswer.parse(answer.data);
};
const countOf = (answer: ChecksAnswer, check: string) =>
  answer.counts.find((row) => row.check === check)?.count;

describe('checks/list', () => {
  it('answers every check’s total in order, and its rows grouped by check', async () => {
    const answer = await list();
    expect(answer.counts.map((row) => row.check)).toEqual([...checkKinds]);
    // The demo: first courses that differ from their plans and groups larger than their rooms of a kind.
    expect(countOf(answer, 'firstCourseVsPlan')).toBeGreaterThan(0);
    expect(countOf(answer, 'classroomCapacity')).toBeGreaterThan(0);
    for (const check of [
      'gradingCoverage',
      'commissionRoles',
      'licence',
      'groupsWithoutHeadcounts',
      'translation',
    ])
      expect(countOf(answer, check), check).toBe(0);
    for (const { check, count } of answer.counts)
      expect(answer.rows.filter((row) => row.check === check)).toHaveLength(Math.min(count, CHECK_ROWS_MAX));
    const order = answer.rows.map((row) => checkKinds.indexOf(row.check));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('says each row in the reader’s language', async () => {
    const room = (answer: ChecksAnswer) =>
      answer.rows.find((row) => row.check === 'classroomCapacity' && row.idAuditorium === 3);
    expect(room(await list('ru'))).toMatchObject({
      record: '103, Главный учебный корпус',
      faculty: 'Факультет экономики и менеджмента',
      // The faculty's largest computer lab, which its largest full-time groups do not fit.
      detail: expect.stringMatching(
        /^мест: 24 \(Компьютерный класс; самая большая такая аудитория кафедры и факультета группы\), а в очной группе \S+ запланировано студентов: \d+/,
      ),
    });
    expect(room(await list('kg'))).toMatchObject({ record: '103, Башкы окуу корпусу' });
    expect(room(await list('en'))).toMatchObject({
      record: '103, Main Academic Building',
      detail: expect.stringMatching(/^24 seats \(Computer lab; the largest such room/),
    });
  });

  it('shows a rule broken through the editor at once, and forgets it once fixed', async () => {
    await list();
    type Range = { id_ebe: number; beg_bal: number };
    const ranges = (await app.api.data('POST', 'grading-rule/ebe-est-info', { idEbeVar: 3 })) as Range[];
    const low = ranges.find((range) => range.beg_bal === 0) as Range;
    const [detail] = (await app.api.data('POST', 'grading-rule/ebe-detal', { idEbe: low.id_ebe })) as Array<{
      id_ebe_detal: number;
    }>;
    expect(await app.api.sms('grading-rule/delete-detail', { idEbeDetal: detail?.id_ebe_detal })).toBe(8);
    expect(await app.api.sms('grading-rule/upd-ebe', { idEbe: low.id_ebe, begBal: 0, endBal: 50 })).toBe(2);
    const broken = await list();
    expect(countOf(broken, 'gradingCoverage')).toBe(1);
    expect(broken.rows.find((row) => row.check === 'gradingCoverage')).toEqual({
      check: 'gradingCoverage',
      idEbeVar: 3,
      record: 'Grading rule 3',
      faculty: null,
      detail: 'ranges cover 0–100 of 0–100: missing 51–59',
    });
    expect(await app.api.sms('grading-rule/upd-ebe', { idEbe: low.id_ebe, begBal: 0, endBal: 59 })).toBe(2);
    expect(countOf(await list(), 'gradingCoverage')).toBe(0);
  });

  it('answers at most 200 rows of a check, with its full total', async () => {
    await query(
      `INSERT INTO direction (code, direction) SELECT 'T' || n, 'Направление без перевода ' || n
         FROM generate_series(1, 250) AS n`,
    );
    const answer = await list();
    expect(countOf(answer, 'translation')).toBe(250);
    expect(answer.rows.filter((row) => row.check === 'translation')).toHaveLength(CHECK_ROWS_MAX);
  });

  it('needs a session, as the overview does', async () => {
    await expectSessionNeeded(app.t, callsOf(checksCalls, overviewCalls), { postBody: { year: 25 } });
  });
});
