import { describe, expect, it } from 'vitest';
import type { PositionRow } from '../../contract/positions';
import { academicYearOf } from '../structure/rules';
import { apiCalls } from '../testing/api-calls';
import { auditRowCount } from '../testing/checksum';
import { signedInApp } from '../testing/signed-in-app';

// Copying last year's teaching positions into a new year (copy-rrnk-dolj) on the demo university.

const app = signedInApp();

const thisYear = academicYearOf(new Date());
// The demo has positions in the last three years and this one; next year is in the calendar, empty.
const nextYear = thisYear + 1;
const COPY = 'positions-teach/copy-rrnk-dolj';

const positionsOf = async (idYear: number): Promise<PositionRow[]> =>
  app.api.data('POST', 'positions-teach/rrnk-dolj', { idYear });
const audited = () => auditRowCount(app.t.database, 'rrnk_doljnost');

describe('copy the positions of a year into another', () => {
  it('copies each with its hours in the same order (1), audited; a second copy makes nothing (7)', async () => {
    const source = await positionsOf(thisYear);
    expect(source.length).toBeGreaterThan(2);
    expect(await positionsOf(nextYear)).toEqual([]);
    const before = await audited();
    expect((await app.api.post(COPY, { idYearFrom: thisYear, idYearTo: nextYear })).data).toEqual([
      { sms: 1, copied: source.length, kept: 0 },
    ]);
    expect((await audited()) - before).toBe(source.length);
    const copied = await positionsOf(nextYear);
    expect(copied.map(({ n_doljnost, chasy }) => ({ n_doljnost, chasy }))).toEqual(
      source.map(({ n_doljnost, chasy }) => ({ n_doljnost, chasy })),
    );

    const again = await app.api.post(COPY, { idYearFrom: thisYear, idYearTo: nextYear });
    expect(again.data).toEqual([{ sms: 7, copied: 0, kept: source.length }]);
    expect(await positionsOf(nextYear)).toEqual(copied);
    expect((await audited()) - before).toBe(source.length);
  });

  it('keeps a position the target has (by name, any letter case) with its own hours', async () => {
    const name = `Лаборант ${Date.now().toString(36)}`;
    const save = (nDoljnost: string, chasy: number, idYear: number) =>
      app.api.post('positions-teach/insUpd-rrnk-dolj', { idRrnkDoljnost: -1, nDoljnost, chasy, idYear });
    await save(name, 100, thisYear - 1);
    await save(name.toUpperCase(), 1, thisYear - 2);
    const had = await positionsOf(thisYear - 2);
    const answer = await app.api.post(COPY, { idYearFrom: thisYear - 1, idYearTo: thisYear - 2 });
    const now = await positionsOf(thisYear - 2);
    expect(now.filter((row) => row.n_doljnost.toLowerCase() === name.toLowerCase())).toMatchObject([
      { n_doljnost: name.toUpperCase(), chasy: 1 },
    ]);
    expect(answer.data[0].copied).toBe(now.length - had.length);
    expect(answer.data[0].kept).toBeGreaterThanOrEqual(1);
  });

  it('keeps a position the target has under a look-alike name, and copies one of two old look-alikes', async () => {
    const u = Date.now().toString(36);
    const [from, to] = [thisYear - 3, thisYear - 2];
    const save = (nDoljnost: string, idYear: number) =>
      app.api.post('positions-teach/insUpd-rrnk-dolj', { idRrnkDoljnost: -1, nDoljnost, chasy: 10, idYear });
    expect((await save(`Ассистент ${u}`, from)).data).toEqual([{ sms: 1 }]);
    // Another year may have a look-alike, as it may have the same name.
    expect((await save(`Aссистент ${u}`, to)).data).toEqual([{ sms: 1 }]);
    expect((await save(`Стажёр ${u}`, to)).data).toEqual([{ sms: 1 }]);
    expect((await save(`Cтажёр ${u}`, from)).data).toEqual([{ sms: 1 }]);
    // Two look-alikes saved in one year before migration 0022, which kept the later (decision 0056): only the
    // first is copied.
    await app.t.database.query(
      'INSERT INTO rrnk_doljnost (id_a_year, n_doljnost, chasy, look_alike_kept) VALUES ($1, $2, 1, false), ($1, $3, 2, true)',
      [from, `Методист ${u}`, `Meтодист ${u}`],
    );
    const answer = await app.api.post(COPY, { idYearFrom: from, idYearTo: to });
    expect(answer.status, answer.message).toBe(200);
    const mine = (await positionsOf(to)).filter((row) => row.n_doljnost.endsWith(u));
    expect(mine.map((row) => row.n_doljnost).sort()).toEqual(
      [`Aссистент ${u}`, `Методист ${u}`, `Стажёр ${u}`].sort(),
    );
  });

  it('refuses a year onto itself, a year the calendar lacks, a viewer; changing nothing', async () => {
    for (const body of [
      { idYearFrom: thisYear, idYearTo: thisYear },
      { idYearFrom: thisYear, idYearTo: 99 },
      { idYearFrom: thisYear },
      { idYearFrom: 'x', idYearTo: nextYear },
    ])
      expect((await app.api.refused(COPY, body, 'ru')).status, JSON.stringify(body)).toBe(400);
    await app.t.call('POST', 'users/save', {
      cookie: app.cookie,
      body: {
        idAvnUser: -1,
        login: 'position-viewer',
        surname: 'Көрүүчү',
        name: 'Айбек',
        role: 'viewer',
        allFaculties: true,
        password: 'View-Pass-5821',
      },
    });
    const viewer = apiCalls(app.t, await app.t.signIn('position-viewer', 'View-Pass-5821'));
    expect((await viewer.refused(COPY, { idYearFrom: thisYear, idYearTo: nextYear })).status).toBe(403);
  });
});
