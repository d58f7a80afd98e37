import { describe, expect, it } from 'vitest';
import { type AdminCalls, newGroup, newSpeciality, thisYear } from '../testing/admin-fixtures';
import { Consumer, listing } from './feed/consumer';
import { integrationTestApp } from './testing';

// The change feed's scopes (decision 0077): a client of one faculty sees nothing of another faculty's records,
// not even the id of one deleted (a department, a group, a plan deleted with its speciality), and sees its own
// faculty's deletions; a client without plans:read sees no plan. Both databases (TEST_DATABASE=pg).

const { app, admin, newClient, tokenOf, read } = integrationTestApp();

const calls = (): AdminCalls => {
  const answer = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await app().call(method, path, { cookie: admin(), body });
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    return response.json().data;
  };
  return { get: (path) => answer('GET', path), post: (path, body) => answer('POST', path, body) };
};

const idOf = async (text: string, value: unknown) =>
  Number((await app().database.query<{ id: number }>(text, [value]))[0]?.id);

/** In faculty `faculty`: a department made, renamed and deleted, a group and a speciality with its plan deleted. */
async function writeIn(faculty: number, unique: string) {
  const admin = calls();
  const department = {
    snF1: 'Ф',
    f1: `Кафедра ${unique}`,
    f1Kg: 'Кафедра',
    f1En: 'Dept',
    idFaculty: faculty,
  };
  await admin.post('ministerstvo/ins-upd-kaf', { idKafedra: -1, ...department });
  const idKafedra = await idOf('SELECT id_kafedra AS id FROM kafedra WHERE f1 = $1', department.f1);
  await admin.post('ministerstvo/ins-upd-kaf', { idKafedra, ...department, f1: `${department.f1}!` });
  await admin.post('ministerstvo/del-kaf', { idKafedra });
  const { idGroup } = await newGroup(admin, faculty, unique);
  await admin.post('ministerstvo/del-group', { idGroup });
  const idSpeciality = await newSpeciality(admin, faculty, unique);
  const plan = { idPlanAbit: -1, idSpeciality, aYear: thisYear, kolB: 5, kolK: 5 };
  await admin.post('ministerstvo/insUpdPlanAbit/insupd', plan);
  const idPlan = await idOf(
    'SELECT id_plan_abit AS id FROM plan_abit WHERE id_speciality = $1',
    idSpeciality,
  );
  await admin.post('ministerstvo/insUpdSpecialtyParameters/insupd', { idSpeciality, ortBudget: 120 });
  await admin.post('ministerstvo/del-spec', { idSpec: idSpeciality });
  return [`departments/${idKafedra}`, `groups/${idGroup}`, `specialities/${idSpeciality}`, `plans/${idPlan}`];
}

/** Faculty 1 as the educational-structure screen saves it, with another dean. */
async function facultyOneWithDean(dean: string) {
  const [faculty] = (await calls().post('ministerstvo/faculty', { idVuz: 1 })).filter(
    (row) => row.id_faculty === 1,
  );
  return {
    idFaculty: 1,
    shortFaculty: faculty?.short_faculty,
    shortFacultyKg: faculty?.short_faculty_kg,
    shortFacultyEn: faculty?.short_faculty_en,
    faculty_: faculty?.faculty,
    facultyKg: faculty?.faculty_kg,
    facultyEn: faculty?.faculty_en,
    nDirector: dean,
    idVuz: 1,
  };
}

describe('the change feed, by scope', () => {
  it("shows a faculty's client its faculty's changes and deletions (a record moved away too), nothing of another's, no plans without plans:read", async () => {
    const scopes = ['structure:read', 'plans:read'] as const;
    const clients = {
      first: { token: await tokenOf(await newClient([...scopes], [1])), scopes },
      all: { token: await tokenOf(await newClient([...scopes])), scopes },
      structure: {
        token: await tokenOf(await newClient(['structure:read'])),
        scopes: ['structure:read'] as const,
      },
    };
    const consumers = { first: new Consumer(), all: new Consumer(), structure: new Consumer() };
    for (const name of ['first', 'all', 'structure'] as const)
      await consumers[name].catchUp(read, clients[name].token, 500);
    const since = Object.fromEntries(Object.entries(consumers).map(([name, c]) => [name, c.seen.length]));

    const unique = `${Date.now().toString(36)}`;
    const own = await writeIn(1, `${unique}a`);
    const others = await writeIn(2, `${unique}b`);
    // A department of the first faculty moved to the second: gone from the first faculty's client.
    const moving = { snF1: 'П', f1: `Кафедра ${unique}m`, f1Kg: 'Кафедра', f1En: 'Moved', idFaculty: 1 };
    await calls().post('ministerstvo/ins-upd-kaf', { idKafedra: -1, ...moving });
    const idMoved = await idOf('SELECT id_kafedra AS id FROM kafedra WHERE f1 = $1', moving.f1);
    await calls().post('ministerstvo/ins-upd-kaf', { idKafedra: idMoved, ...moving, idFaculty: 2 });
    const moved = `departments/${idMoved}`;

    // Last, a change every client sees: once it is in a client's feed, every change before it is too.
    const dean = `Декан ${unique}`;
    await calls().post('ministerstvo/ins-upd-faculty', await facultyOneWithDean(dean));
    const newEntries = async (name: keyof typeof consumers) => {
      await consumers[name].catchUpTo(
        read,
        clients[name].token,
        3,
        since[name] ?? 0,
        (entry) => entry.kind === 'faculties' && (entry.record as { dean?: string } | null)?.dean === dean,
      );
      return consumers[name].seen
        .slice(since[name])
        .map((entry) => ({ ...entry, key: `${entry.kind}/${entry.id}` }));
    };
    const all = await newEntries('all');
    for (const key of [...own, ...others])
      expect(
        all.map((entry) => entry.key),
        key,
      ).toContain(key);
    expect(all.filter((entry) => entry.action === 'deleted').map((entry) => entry.key)).toEqual(
      expect.arrayContaining([...own, ...others]),
    );

    const first = await newEntries('first');
    expect(first.filter((entry) => others.includes(entry.key))).toEqual([]);
    expect(
      first
        .filter((entry) => entry.action === 'deleted')
        .map((entry) => entry.key)
        .sort(),
    ).toEqual([...own, moved].sort());
    expect(all.filter((entry) => entry.key === moved).map((entry) => entry.action)).toEqual([
      'created',
      'updated',
    ]);
    // The faculty of every entry it was shown, now or as deleted, is its own.
    for (const entry of first.filter((entry) => entry.record !== null))
      expect((entry.record as { facultyId?: number }).facultyId ?? 1, entry.key).toBe(1);

    const structure = await newEntries('structure');
    expect(structure.filter((entry) => ['plans', 'headcounts'].includes(entry.kind))).toEqual([]);
    expect(structure.map((entry) => entry.key)).toEqual(expect.arrayContaining([own[0], others[0]]));
    expect(all.some((entry) => entry.kind === 'plans')).toBe(true);

    for (const name of ['first', 'all', 'structure'] as const)
      expect(consumers[name].copy, name).toEqual(
        await listing(read, clients[name].token, clients[name].scopes),
      );
  });
});
