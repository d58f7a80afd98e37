import { describe, expect, it } from 'vitest';
import { signedInApp } from '../testing/signed-in-app';
import { usages, usesThatDoNotStop } from './dependents';

// Decision 0035: where a record is used, read before its delete is confirmed; the delete of a used record is
// still refused (sms 6), now naming the uses, and changes nothing. Both databases (TEST_DATABASE=pg).

const app = signedInApp();

const tag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e4)}`;
const usage = async (kind: string, id: number, lang = 'en') =>
  (await app.api.post('ministerstvo/usage', { kind, id }, lang)).data;

/** A new department of the faculty; its id. */
async function newDepartment(faculty: number) {
  const name = `Кафедра ${tag()}`;
  await app.api.post('ministerstvo/ins-upd-kaf', {
    idKafedra: -1,
    snF1: 'КП',
    f1: name,
    f1Kg: 'Кафедра',
    f1En: 'Department',
    idFaculty: faculty,
  });
  const [row] = await app.t.database.query<{ id: number }>(
    'SELECT id_kafedra AS id FROM kafedra WHERE f1 = $1',
    [name],
  );
  return row?.id as number;
}

describe('the usage read', () => {
  it('every restricting reference to a kind it answers for is described, or listed as not stopping a delete', async () => {
    const references = await app.t.database.query<{ used: string; reference: string }>(
      `SELECT confrelid::regclass::text AS used,
              conrelid::regclass::text || '.' || a.attname AS reference
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confdeltype IN ('r', 'a')`,
    );
    const tables = Object.values(usages).map((usage) => usage.table);
    const needed = references
      .filter((reference) => tables.includes(reference.used))
      .map((reference) => reference.reference)
      .sort();
    const described = Object.values(usages).flatMap((usage) =>
      usage.dependents.filter((dependent) => dependent.column).map((d) => `${d.table}.${d.column}`),
    );
    expect(needed).toEqual([...new Set([...described, ...Object.keys(usesThatDoNotStop)])].sort());
  });

  it('a used department: its specialities and classrooms counted and named; its delete refused, naming them, changing nothing', async () => {
    const department = await newDepartment(1);
    await app.t.database.query('UPDATE speciality SET id_kafedra = $1 WHERE id_speciality IN (1, 2)', [
      department,
    ]);
    await app.api.post('audience/ins-upd-auditoriums', {
      idAuditorium: -1,
      idKorpus: 1,
      number: `U${tag()}`.slice(0, 10),
      contain: 20,
      specific: null,
      note: 'Проверка',
      square: 30,
      idFaculty: 1,
      idOtdel1: null,
      idKafedra: department,
    });
    const rows = await usage('department', department);
    expect(rows).toEqual([
      { kind: 'speciality', label: 'Specialities', count: 2, names: expect.any(Array) },
      {
        kind: 'classroom',
        label: 'Classrooms',
        count: 1,
        names: [expect.stringMatching(/^U\w+ — Main Academic Building$/)],
      },
    ]);
    expect(rows[0].names).toHaveLength(2);
    expect(rows[0].names[0]).toMatch(/^\S+ .+ — FEM, .+$/);
    expect((await usage('department', department, 'ru'))[1].label).toBe('Аудитории');

    const refused = await app.api.refused('ministerstvo/del-kaf', { idKafedra: department }, 'en');
    expect(refused.data).toEqual([{ sms: 6 }]);
    expect(refused.message).toMatch(
      /^The record cannot be deleted while it is in use\. Specialities: 2 \(.+\); Classrooms: 1 \(U\w+ — Main Academic Building\)$/,
    );
  });

  it('an unused record answers nothing and deletes (8)', async () => {
    const department = await newDepartment(2);
    expect(await usage('department', department)).toEqual([]);
    expect((await app.api.post('ministerstvo/del-kaf', { idKafedra: department })).data).toEqual([
      { sms: 8 },
    ]);
    // Gone: nothing uses it either.
    expect(await usage('department', department)).toEqual([]);
  });

  it('counts as the database does, listing three names at most: a level, a speciality name and a name-group', async () => {
    const [level] = await app.t.database.query<{ id: number; count: number }>(
      `SELECT id_level AS id, count(*)::int AS count FROM speciality WHERE id_level IS NOT NULL
        GROUP BY id_level ORDER BY count(*) DESC LIMIT 1`,
    );
    const levelRows = await usage('level', level?.id as number);
    expect(levelRows).toEqual([
      { kind: 'speciality', label: 'Specialities', count: level?.count, names: expect.any(Array) },
    ]);
    expect(levelRows[0].names).toHaveLength(Math.min(3, level?.count ?? 0));

    const [special] = await app.t.database.query<{ id: number; specialities: number; members: number }>(
      `SELECT s.id_special AS id, count(*)::int AS specialities,
              (SELECT count(*)::int FROM gak_member_speciality m WHERE m.id_special = s.id_special) AS members
         FROM speciality s GROUP BY s.id_special ORDER BY 3 DESC, 2 DESC LIMIT 1`,
    );
    const specialRows = await usage('special', special?.id as number, 'kg');
    expect(specialRows.map((row: { count: number }) => row.count)).toEqual(
      [special?.specialities, special?.members].filter((count) => (count ?? 0) > 0),
    );
    expect(specialRows[0].label).toBe('Адистиктер');

    const group = `ГУ${tag()}`;
    await app.api.post('ministerstvo/insUpdNGr/insupd', { idNGr: -1, nGr: group, idFaculty: 1 });
    const [nameGroup] = await app.t.database.query<{ id: number }>(
      'SELECT id_n_gr AS id FROM n_gr WHERE n_gr = $1',
      [group],
    );
    expect(await usage('nameGroup', nameGroup?.id as number)).toEqual([]);
    await app.api.post('ministerstvo/insUpdComGspe/insupd', {
      idSpeciality: 1,
      idNGr: nameGroup?.id,
      idSubGr: 1,
    });
    expect(await usage('nameGroup', nameGroup?.id as number)).toEqual([
      {
        kind: 'binding',
        label: 'Bindings to specialities',
        count: 1,
        names: [expect.stringMatching(new RegExp(`^${group}-1 → \\S+ .+ — FEM, .+$`))],
      },
    ]);
    const refused = await app.api.refused(
      'ministerstvo/deleteNGrQuery/delete',
      { idNGr: nameGroup?.id },
      'ru',
    );
    expect(refused.data).toEqual([{ sms: 6 }]);
    expect(refused.message).toContain('Привязки к специальностям: 1');
  });

  it('refuses an unknown kind and a bad id (400), changing nothing', async () => {
    expect((await app.api.refused('ministerstvo/usage', { kind: 'avn_user', id: 1 })).status).toBe(400);
    expect((await app.api.refused('ministerstvo/usage', { kind: 'level', id: -1 })).status).toBe(400);
  });
});
