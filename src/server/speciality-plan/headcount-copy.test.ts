import { describe, expect, it } from 'vitest';
import { academicYearOf } from '../structure/rules';
import { auditRowCount } from '../testing/checksum';
import { ministryApp, ministryCalls, unique } from '../testing/ministry-calls';

// Copying a faculty's planned students from autumn to spring (copy-kolst, decision 0033), and upd-kolst's
// first save with SPEC's body (decision 0033), on the demo university.

const app = ministryApp();

const thisYear = academicYearOf(new Date());
// A year the demo has groups of but no planned students: the copy starts from nothing there.
const year = thisYear - 1;

interface Headcount {
  id_rrnk_gr_kolst: number;
  id_group: number;
  kol_b: number;
  kol_k: number;
}
const headcounts = async (idWs: number, course = 1): Promise<Headcount[]> =>
  app.api.data('POST', 'gr-kolst', { idYear: year, idWs, idRate: course, idFaculty: 1 });
const kolstCount = async () =>
  (await app.t.database.query<{ count: number }>('SELECT count(*)::int AS count FROM rrnk_gr_kolst'))[0]
    ?.count;
const auditRows = () => auditRowCount(app.t.database, 'rrnk_gr_kolst');

describe('copy autumn to spring', () => {
  it('copies the groups with autumn numbers (1), keeps what spring has, and makes nothing the second time (7)', async () => {
    const autumn = await headcounts(1);
    const [first, second, third] = autumn;
    expect(third).toBeDefined();
    // Autumn numbers for three groups; spring has its own already for the second.
    for (const [index, row] of [first, second, third].entries())
      expect(
        await app.api.sms('upd-kolst', {
          idRrnkGrKolst: -1,
          idGroup: row?.id_group,
          idYear: year,
          idWs: 1,
          kolB: 10 + index,
          kolK: 20 + index,
        }),
      ).toBe(1);
    expect(
      await app.api.sms('upd-kolst', {
        idRrnkGrKolst: -1,
        idGroup: second?.id_group,
        idYear: year,
        idWs: 2,
        kolB: 1,
        kolK: 1,
      }),
    ).toBe(1);

    const audited = await auditRows();
    const copy = { idYear: year, idFaculty: 1, idWsFrom: 1, idWsTo: 2 };
    expect((await app.api.post('copy-kolst', copy)).data).toEqual([{ sms: 1, copied: 2, kept: 1 }]);
    expect((await auditRows()) - audited).toBe(2);
    const spring = new Map((await headcounts(2)).map((row) => [row.id_group, row]));
    expect(spring.get(first?.id_group as number)).toMatchObject({ kol_b: 10, kol_k: 20 });
    expect(spring.get(second?.id_group as number)).toMatchObject({ kol_b: 1, kol_k: 1 });
    expect(spring.get(third?.id_group as number)).toMatchObject({ kol_b: 12, kol_k: 22 });

    const count = await kolstCount();
    expect((await app.api.post('copy-kolst', copy)).data).toEqual([{ sms: 7, copied: 0, kept: 3 }]);
    expect(await kolstCount()).toBe(count);
    expect(await auditRows()).toBe(audited + 2);
  });

  it('answers 7 for a year without autumn numbers, and refuses a half-year onto itself or unknown ones', async () => {
    expect(
      (await app.api.post('copy-kolst', { idYear: thisYear - 5, idFaculty: 1, idWsFrom: 1, idWsTo: 2 })).data,
    ).toEqual([{ sms: 7, copied: 0, kept: 0 }]);
    const same = await app.api.refused('copy-kolst', { idYear: year, idFaculty: 1, idWsFrom: 1, idWsTo: 1 });
    expect(same).toMatchObject({ status: 400, message: expect.stringContaining('idWsTo') });
    for (const body of [
      { idYear: year, idFaculty: 1, idWsFrom: 1 },
      { idYear: 100, idFaculty: 1, idWsFrom: 1, idWsTo: 2 },
      { idYear: year, idFaculty: 'x', idWsFrom: 1, idWsTo: 2 },
    ])
      expect((await app.api.refused('copy-kolst', body)).status, JSON.stringify(body)).toBe(400);
  });

  it('refuses an editor outside the faculty (403) and a viewer, changing nothing', async () => {
    const login = `copier${unique()}`;
    await app.t.call('POST', 'users/save', {
      cookie: app.cookie,
      body: {
        idAvnUser: -1,
        login,
        surname: 'Копиров',
        name: 'Азамат',
        role: 'editor',
        allFaculties: false,
        facultyIds: [2],
        password: 'Copy-Pass-7391',
      },
    });
    const editor = ministryCalls(app.t, await app.t.signIn(login, 'Copy-Pass-7391'));
    const refused = await editor.refused('copy-kolst', {
      idYear: year,
      idFaculty: 1,
      idWsFrom: 1,
      idWsTo: 2,
    });
    expect(refused.status).toBe(403);
  });
});

describe("upd-kolst's first save with SPEC's body (decision 0033)", () => {
  it('updates a saved row by its id alone (2); id -1 without its group, year and half-year is a 400 naming them', async () => {
    const [row] = await app.api.data('POST', 'gr-kolst', {
      idYear: thisYear,
      idWs: 1,
      idRate: 1,
      idFaculty: 1,
    });
    expect(row.id_rrnk_gr_kolst).toBeGreaterThan(0);
    expect(await app.api.sms('upd-kolst', { idRrnkGrKolst: row.id_rrnk_gr_kolst, kolB: 7, kolK: 8 })).toBe(2);
    for (const field of ['idGroup', 'idYear', 'idWs']) {
      const body: Record<string, unknown> = {
        idRrnkGrKolst: -1,
        kolB: 1,
        kolK: 1,
        idGroup: row.id_group,
        idYear: year,
        idWs: 2,
      };
      delete body[field];
      expect(await app.api.refused('upd-kolst', body)).toMatchObject({
        status: 400,
        message: expect.stringContaining(field),
      });
    }
    expect(await app.api.refused('upd-kolst', { idRrnkGrKolst: -1, kolB: 1, kolK: 1 })).toMatchObject({
      status: 400,
    });
  });
});
