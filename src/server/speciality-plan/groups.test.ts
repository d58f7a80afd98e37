import { describe, expect, it } from 'vitest';
import { academicYearOf } from '../structure/rules';
import { ministryApp, unique } from '../testing/ministry-calls';

// The faculty-wide group modals of the educational screen (decision 0015) on the demo university: planned
// students per course and group, and creating next year's groups.

const app = ministryApp();

const thisYear = academicYearOf(new Date());
const twoDigits = (year: number) => String(year).padStart(2, '0');

interface Headcount {
  id_rrnk_gr_kolst: number;
  id_group: number;
  group_name: string;
  kol_b: number;
  kol_k: number;
  rowVersion: number;
}
const headcounts = async (course: number, idWs = 1, idFaculty = 1): Promise<Headcount[]> =>
  app.api.data('POST', 'gr-kolst', { idYear: thisYear, idWs, idRate: course, idFaculty });

/** A new group of this year of a new name-group bound to speciality 1 (faculty 1); its ids. */
async function newGroup(dop = '') {
  const name = `Н${unique()}`;
  await app.api.post('insUpdNGr/insupd', { idNGr: -1, nGr: name, idFaculty: 1 });
  const nameGroup = (await app.api.data('POST', 'allNGr/select', { idFaculty: 1 })).find(
    (row: { n_gr: string }) => row.n_gr === name,
  );
  await app.api.post('insUpdComGspe/insupd', { idSpeciality: 1, idNGr: nameGroup.id_n_gr, idSubGr: 0 });
  const [binding] = await app.api.data('POST', 'subgroup', { idSpeciality: 1, idNGr: nameGroup.id_n_gr });
  await app.api.post('insUpdGroupT', {
    idGroup: -1,
    idComGspe: binding.id_com_gspe,
    idGroupY: thisYear,
    dop,
  });
  const [group] = await app.api.data('POST', 'groupY', { idComGspe: binding.id_com_gspe });
  return { name, idComGspe: binding.id_com_gspe as number, idGroup: group.id_group as number };
}

describe('planned students per course and group', () => {
  it("lists the courses in which a faculty has groups this year, up to its study forms' last", async () => {
    const courses = await app.api.data('POST', 'rate', { idYear: thisYear, idWs: 1, idFaculty: 1 });
    expect(courses.map((course: { label: string }) => course.label)).toEqual(
      [1, 2, 3, 4, 5].map((id) => `${id} курс`),
    );
    expect(courses[0]).toEqual({ id_rate: 1, label: '1 курс', label_kg: '1-курс', label_en: '1st year' });
    expect(await app.api.data('POST', 'rate', { idYear: thisYear, idWs: 1, idFaculty: 424242 })).toEqual([]);
    expect((await app.api.post('rate', { idYear: thisYear, idFaculty: 1 })).status).toBe(400);
  });

  it("lists a course's groups with their budget and contract students", async () => {
    const first = await headcounts(1);
    expect(first.length).toBeGreaterThan(10);
    for (const row of first) {
      expect(row.group_name).toContain(`-${twoDigits(thisYear)}`);
      expect(row.id_rrnk_gr_kolst).toBeGreaterThan(0);
      expect(row.kol_b).toBeGreaterThanOrEqual(5);
    }
    expect(first.map((row) => row.group_name)).toEqual(
      expect.arrayContaining([`ФК-1-${twoDigits(thisYear)}`]),
    );
    const fourth = await headcounts(4);
    expect(fourth.map((row) => row.group_name)).toContain(`ФК-1-${twoDigits(thisYear - 3)}`);
    expect(await headcounts(6)).toEqual([]);
    expect(
      (await app.api.post('gr-kolst', { idYear: thisYear, idWs: 1, idRate: 11, idFaculty: 1 })).status,
    ).toBe(400);
  });

  it('a group without headcounts reads 0 (id -1); its first save creates them (1), later saves update (2)', async () => {
    const { name, idGroup } = await newGroup();
    const row = (await headcounts(1)).find((candidate) => candidate.id_group === idGroup);
    expect(row).toEqual({
      id_rrnk_gr_kolst: -1,
      id_group: idGroup,
      group_name: `${name}-${twoDigits(thisYear)}`,
      kol_b: 0,
      kol_k: 0,
      rowVersion: 0,
    });
    const first = { idRrnkGrKolst: -1, idGroup, idYear: thisYear, idWs: 1, kolB: '12', kolK: '' };
    expect(await app.api.sms('upd-kolst', first)).toBe(1);
    expect(await app.api.sms('upd-kolst', first)).toBe(3);
    const saved = (await headcounts(1)).find((candidate) => candidate.id_group === idGroup) as Headcount;
    expect(saved).toMatchObject({ kol_b: 12, kol_k: 0, rowVersion: 1 });
    expect(saved.id_rrnk_gr_kolst).toBeGreaterThan(0);
    // The other half-year has none yet.
    expect((await headcounts(1, 2)).find((candidate) => candidate.id_group === idGroup)).toMatchObject({
      id_rrnk_gr_kolst: -1,
      kol_b: 0,
    });

    const update = { idRrnkGrKolst: saved.id_rrnk_gr_kolst, kolB: -4, kolK: 999, rowVersion: 1 };
    expect(await app.api.sms('upd-kolst', update)).toBe(2);
    expect((await headcounts(1)).find((candidate) => candidate.id_group === idGroup)).toMatchObject({
      kol_b: 0,
      kol_k: 999,
      rowVersion: 2,
    });
    expect((await app.api.refused('upd-kolst', { ...update, kolB: 3 })).status).toBe(409);
  });

  it('refuses more than 3 digits, non-numbers, missing places of a first save and unknown rows', async () => {
    const [row] = await headcounts(2);
    const body = { idRrnkGrKolst: row?.id_rrnk_gr_kolst, kolB: 1, kolK: 1 };
    for (const fields of [
      { kolB: 1000 },
      { kolK: '1000' },
      { kolB: 'abc' },
      { kolK: 2.5 },
      { kolB: undefined },
    ])
      expect(
        (await app.api.refused('upd-kolst', { ...body, ...fields })).status,
        JSON.stringify(fields),
      ).toBe(400);
    const first = { idRrnkGrKolst: -1, idGroup: row?.id_group, idYear: thisYear, idWs: 1, kolB: 1, kolK: 1 };
    const missing = await app.api.refused('upd-kolst', { ...first, idWs: undefined });
    expect(missing).toMatchObject({ status: 400, message: expect.stringContaining('idWs') });
    expect((await app.api.refused('upd-kolst', { ...first, idGroup: 424242 })).status).toBe(400);
    expect((await app.api.refused('upd-kolst', { ...first, idYear: 5 })).status).toBe(400);
    expect((await app.api.refused('upd-kolst', { ...first, idGroup: 9999 })).status).toBe(400);
    expect((await app.api.refused('upd-kolst', { ...body, idRrnkGrKolst: 424242 })).status).toBe(404);
  });
});

describe("next year's groups", () => {
  interface Rollover {
    id_com_gspe: number;
    id_group: number;
    group_name: string;
    next_exists: boolean;
  }
  const ofYear = async (idYear: number): Promise<Rollover[]> =>
    app.api.data('POST', 'group-com-gspe', { idYear, idFaculty: 1 });

  it("lists a faculty's groups of an admission year, saying which have next year's already", async () => {
    const last = await ofYear(thisYear - 1);
    expect(last.length).toBeGreaterThan(10);
    expect(last.every((row) => row.next_exists)).toBe(true);
    expect(last.map((row) => row.group_name)).toContain(`ФК-1-${twoDigits(thisYear - 1)}`);
    const current = await ofYear(thisYear);
    expect(current.some((row) => !row.next_exists)).toBe(true);
    expect(await app.api.data('POST', 'group-com-gspe', { idYear: thisYear, idFaculty: 424242 })).toEqual([]);
  });

  it('refuses a target that is not the next year, no group chosen, and unknown or placeholder bindings', async () => {
    const [row] = await ofYear(thisYear);
    const body = { idComGspe: [row?.id_com_gspe], yearFrom: thisYear, yearTo: thisYear + 1 };
    const same = await app.api.refused('next-year', { ...body, yearTo: thisYear }, 'en');
    expect(same).toMatchObject({ status: 400, message: expect.stringContaining(String(thisYear + 1)) });
    expect((await app.api.refused('next-year', { ...body, yearTo: thisYear - 1 })).status).toBe(400);
    expect((await app.api.refused('next-year', { ...body, yearTo: thisYear + 2 })).status).toBe(400);
    const none = await app.api.refused('next-year', { ...body, idComGspe: [] }, 'kg');
    expect(none).toMatchObject({ status: 400, message: 'Жок дегенде бир топту тандаңыз' });
    expect((await app.api.refused('next-year', { ...body, idComGspe: [424242] })).status).toBe(400);
    expect((await app.api.refused('next-year', { ...body, idComGspe: [9999] })).status).toBe(400);
    expect((await app.api.refused('next-year', { ...body, idComGspe: 'all' })).status).toBe(400);
  });

  it('creates the chosen groups of next year from this year (1), copying addition and name, not winter reception', async () => {
    const first = await newGroup('англ.');
    const second = await newGroup();
    await app.api.post('insUpdGroupReception', { idGroup: first.idGroup, winterReception: true });
    const [prior] = await app.api.data('POST', 'groupY', { idComGspe: first.idComGspe });
    await app.api.post('insUpdGroupT', {
      idGroup: first.idGroup,
      idComGspe: first.idComGspe,
      idGroupY: thisYear,
      dop: 'англ.',
      idNameGr: 1,
      rowVersion: prior.rowVersion,
    });
    const chosen = [first.idComGspe, second.idComGspe, first.idComGspe];
    const body = { idComGspe: chosen, yearFrom: thisYear, yearTo: thisYear + 1 };
    expect(await app.api.sms('next-year', body)).toBe(1);
    const years = await app.api.data('POST', 'groupY', { idComGspe: first.idComGspe });
    expect(years.map((row: { id_group_y: number }) => row.id_group_y)).toEqual([thisYear, thisYear + 1]);
    expect(years[1]).toMatchObject({ dop: 'англ.', ind_name_gr: true, winter_reception: false });
    expect(await app.api.data('POST', 'groupY', { idComGspe: second.idComGspe })).toHaveLength(2);
    const listed = (await ofYear(thisYear)).filter((row) => chosen.includes(row.id_com_gspe));
    expect(listed.map((row) => row.next_exists)).toEqual([true, true]);

    // Each has its group of next year already: nothing more to create.
    const before = await app.api.data('POST', 'groupY', { idComGspe: second.idComGspe });
    expect(await app.api.sms('next-year', body)).toBe(3);
    expect(await app.api.data('POST', 'groupY', { idComGspe: second.idComGspe })).toEqual(before);
  });

  it('adds the target year to the calendar when it is not there yet', async () => {
    const group = await newGroup();
    const later = thisYear + 1;
    await app.api.sms('next-year', { idComGspe: [group.idComGspe], yearFrom: thisYear, yearTo: later });
    await app.t.database.query('DELETE FROM a_year WHERE id_a_year = $1', [later + 1]);
    expect(
      await app.api.sms('next-year', { idComGspe: [group.idComGspe], yearFrom: later, yearTo: later + 1 }),
    ).toBe(1);
    expect(await app.api.data('POST', 'year')).toContainEqual({
      id_a_year: later + 1,
      label: `${2000 + later + 1}-${2001 + later + 1}`,
    });
  });

  it('answers 401 without a session', async () => {
    for (const path of ['rate', 'gr-kolst', 'upd-kolst', 'group-com-gspe', 'next-year'])
      expect(
        (await app.t.call('POST', `ministerstvo/${path}`, { body: { idYear: thisYear } })).statusCode,
        path,
      ).toBe(401);
  });
});
