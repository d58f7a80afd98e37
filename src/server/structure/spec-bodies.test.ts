import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academicYearOf, courseOf, currentAcademicYear } from '../../contract/academic-year';
import { hashPassword } from '../auth/passwords';
import { courseIn } from '../db/group-sql';
import { rows, sql } from '../db/sql';
import { type MinistryCalls, ministryApp, ministryCalls, unique } from '../testing/ministry-calls';

// Decision 0032: SPEC's own bodies of the group calls, and the one academic-year rule of server and web
// (decision 0032), on the demo university.

const app = ministryApp();
let editorOfTwo: MinistryCalls;
beforeAll(async () => {
  const password = 'editor-Test-Pass-1';
  await app.t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
     VALUES ('editor-two', $1, 'Редакторов', 'Тест', 'editor', false, '{2}')`,
    [await hashPassword(password)],
  );
  editorOfTwo = ministryCalls(app.t, await app.t.signIn('editor-two', password));
});
afterEach(() => vi.useRealTimers());

const thisYear = academicYearOf(new Date());
const namesOf = async (calls: MinistryCalls, idFaculty: number) =>
  ((await calls.data('POST', 'allNGr/select', { idFaculty })) as { n_gr: string }[]).map((row) => row.n_gr);

describe("insUpdNGr/insupd with SPEC's body {idNGr: -1, nGr}", () => {
  it('takes the faculty of an editor of one faculty', async () => {
    const name = `С${unique()}`;
    expect(await editorOfTwo.sms('insUpdNGr/insupd', { idNGr: -1, nGr: name })).toBe(1);
    expect(await namesOf(app.api, 2)).toContain(name);
    expect(await namesOf(app.api, 1)).not.toContain(name);
  });

  it.each([
    ['ru', 'Укажите факультет новой группы (idFaculty)'],
    ['kg', 'Жаңы топтун факультетин көрсөтүңүз (idFaculty)'],
    ['en', "Name the new group's faculty (idFaculty)"],
  ])(
    'refuses a user of several faculties with 400 naming the faculty (%s), changing nothing',
    async (lang, text) => {
      const answer = await app.api.refused('insUpdNGr/insupd', { idNGr: -1, nGr: `С${unique()}` }, lang);
      expect(answer).toMatchObject({ status: 400, error: 'VALIDATION', data: null });
      expect(answer.message).toContain(text);
    },
  );

  it('still takes idFaculty when sent, and a rename keeps the faculty', async () => {
    const name = `С${unique()}`;
    expect(await app.api.sms('insUpdNGr/insupd', { idNGr: -1, nGr: name, idFaculty: 3 })).toBe(1);
    const row = (
      (await app.api.data('POST', 'allNGr/select', { idFaculty: 3 })) as { id_n_gr: number; n_gr: string }[]
    ).find((candidate) => candidate.n_gr === name);
    expect(await app.api.sms('insUpdNGr/insupd', { idNGr: row?.id_n_gr, nGr: `${name}R` })).toBe(2);
    expect(await namesOf(app.api, 3)).toContain(`${name}R`);
  });
});

describe("insUpdGroupT's idNameGr: SPEC's id or the 0/1 flag", () => {
  it.each([
    [0, false],
    [1, true],
    [true, true],
    [false, false],
    ['1', true],
    ['0', false],
    [null, false],
    [undefined, false],
    ['the name-group id', true],
  ] as const)('idNameGr %j gives an individual name: %s', async (idNameGr, individual) => {
    const nameGroup = `И${unique()}`;
    await app.api.post('insUpdNGr/insupd', { idNGr: -1, nGr: nameGroup, idFaculty: 1 });
    const idNGr = (
      (await app.api.data('POST', 'allNGr/select', { idFaculty: 1 })) as { id_n_gr: number; n_gr: string }[]
    ).find((row) => row.n_gr === nameGroup)?.id_n_gr as number;
    await app.api.post('insUpdComGspe/insupd', { idSpeciality: 1, idNGr, idSubGr: 0 });
    const [binding] = await app.api.data('POST', 'subgroup', { idSpeciality: 1, idNGr });
    const value = idNameGr === 'the name-group id' ? idNGr : idNameGr;
    const body = {
      idGroup: -1,
      idComGspe: binding.id_com_gspe,
      idGroupY: thisYear,
      dop: '',
      idNameGr: value,
    };
    expect(await app.api.sms('insUpdGroupT', body)).toBe(1);
    const [group] = await app.api.data('POST', 'groupY', { idComGspe: binding.id_com_gspe });
    const year = String(thisYear).padStart(2, '0');
    expect(group).toMatchObject({
      ind_name_gr: individual,
      group_name: individual ? nameGroup : `${nameGroup}-${year}`,
    });
  });

  it.each([-1, 1.5, 'yes', 2_147_483_648])(
    'refuses idNameGr %j with 400, changing nothing',
    async (idNameGr) => {
      const [group] = await app.api.data('POST', 'groupAll', { idRate: 1, idSpeciality: 1 });
      const body = {
        idGroup: group.id_group,
        idComGspe: group.id_com_gspe,
        idGroupY: group.id_group_y,
        idNameGr,
      };
      const answer = await app.api.refused('insUpdGroupT', body);
      expect(answer).toMatchObject({ status: 400, error: 'VALIDATION' });
      expect(answer.message).toContain('idNameGr');
    },
  );
});

describe('one academic-year rule for the groups panel and the headcounts (decision 0032)', () => {
  it.each([
    // SQL twin of courseOf: admission year, academic year.
    [25, 25],
    [24, 25],
    [26, 25],
    [99, 0],
    [0, 99],
    [50, 99],
    [49, 99],
  ])('the SQL course of a group admitted in %i, in %i, is courseOf', async (admission, year) => {
    const [row] = await rows(
      app.t.database,
      { course: 'integer' },
      sql`SELECT ${courseIn(year)} AS course FROM (SELECT ${admission}::int AS id_group_y) g`,
    );
    expect(row?.course).toBe(courseOf(admission, year));
  });

  it.each([
    // A day between January and August, and one after 1 September: the course changes only then.
    ['2027-03-15T10:00:00', 1],
    ['2027-09-15T10:00:00', 2],
  ])('on %s a group admitted in 26 is in course %i in both', async (day, course) => {
    vi.useFakeTimers({ now: new Date(day), toFake: ['Date'] });
    // What the web sends as the headcounts modal's default year: the same function.
    const idYear = currentAcademicYear();
    const groups = (await app.api.data('POST', 'groupAll', { idRate: 0, idSpeciality: 1 })) as {
      id_group: number;
      id_group_y: number;
      course: number;
      max_course: number;
    }[];
    const admitted = groups.filter((group) => group.id_group_y === 26);
    expect(admitted.length).toBeGreaterThan(0);
    for (const group of admitted) expect(group).toMatchObject({ course, max_course: 4 });
    const idGroup = admitted[0]?.id_group;
    const courses = await app.api.data('POST', 'rate', { idYear, idWs: 1, idFaculty: 1 });
    expect(courses.map((row: { id_rate: number }) => row.id_rate)).toContain(course);
    const listed = await app.api.data('POST', 'gr-kolst', { idYear, idWs: 1, idRate: course, idFaculty: 1 });
    expect(listed.map((row: { id_group: number }) => row.id_group)).toContain(idGroup);
  });
});

describe('next-year names each group it makes', () => {
  it('answers a row per new group with sms 1, its id and name; [{sms: 3}] the second time', async () => {
    const nameGroup = `Н${unique()}`;
    await app.api.post('insUpdNGr/insupd', { idNGr: -1, nGr: nameGroup, idFaculty: 1 });
    const idNGr = (
      (await app.api.data('POST', 'allNGr/select', { idFaculty: 1 })) as { id_n_gr: number; n_gr: string }[]
    ).find((row) => row.n_gr === nameGroup)?.id_n_gr as number;
    const bindings: number[] = [];
    for (const idSubGr of [1, 2]) {
      await app.api.post('insUpdComGspe/insupd', { idSpeciality: 1, idNGr, idSubGr });
    }
    for (const row of await app.api.data('POST', 'subgroup', { idSpeciality: 1, idNGr })) {
      bindings.push(row.id_com_gspe);
      await app.api.post('insUpdGroupT', { idGroup: -1, idComGspe: row.id_com_gspe, idGroupY: thisYear });
    }
    const body = { idComGspe: bindings, yearFrom: thisYear, yearTo: thisYear + 1 };
    const next = String(thisYear + 1).padStart(2, '0');
    const answer = await app.api.post('next-year', body);
    expect(answer).toMatchObject({ status: 200, error: null });
    expect(answer.data).toEqual([
      { sms: 1, id_group: expect.any(Number), group_name: `${nameGroup}-1-${next}` },
      { sms: 1, id_group: expect.any(Number), group_name: `${nameGroup}-2-${next}` },
    ]);
    expect((await app.api.post('next-year', body)).data).toEqual([{ sms: 3 }]);
  });
});
