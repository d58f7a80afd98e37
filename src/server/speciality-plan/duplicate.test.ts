import { describe, expect, it } from 'vitest';
import { academicYearOf } from '../structure/rules';
import { fingerprint } from '../testing/checksum';
import { ministryApp, unique } from '../testing/ministry-calls';

// A duplicate speciality (decision 0015): copy-spec copies its data onto the speciality that stays, del-spec
// deletes it with what belongs only to it. Both leave no orphan rows and lose nothing else.

const app = ministryApp();

const thisYear = academicYearOf(new Date());

// The rows of a speciality in each table that holds some, as SQL over the alias t.
const owned: Record<string, string> = {
  speciality: 't.id_speciality = $1',
  plan_abit: 't.id_speciality = $1',
  com_gspe: 't.id_speciality = $1',
  study_group: 't.id_com_gspe IN (SELECT id_com_gspe FROM com_gspe WHERE id_speciality = $1)',
  rrnk_gr_kolst: `t.id_group IN (SELECT g.id_group FROM study_group g JOIN com_gspe c USING (id_com_gspe)
                                 WHERE c.id_speciality = $1)`,
};

/** Per table: how many rows the speciality has, and a checksum of every other row. */
async function split(specialityId: number) {
  const result: Record<string, { own: number; others: string }> = {};
  for (const [table, condition] of Object.entries(owned)) {
    const [row] = await app.t.database.query<{ own: number; others: string }>(
      `SELECT count(*) FILTER (WHERE ${condition})::int AS own,
              count(*) FILTER (WHERE NOT (${condition})) || ':' ||
              coalesce(md5(string_agg(t::text, '|' ORDER BY t::text) FILTER (WHERE NOT (${condition}))), '')
                AS others
         FROM ${table} t`,
      [specialityId],
    );
    result[table] = row as { own: number; others: string };
  }
  return result;
}

/** Every table but those of a speciality's rows and the audit log. */
async function otherTables() {
  const all = await fingerprint(app.t.database);
  for (const table of [...Object.keys(owned), 'audit_log']) delete all[table];
  return all;
}

/** A new speciality of faculty 1 (direction 580100, full-time) with a plan, a parameter and a group of its own. */
async function newSpeciality() {
  const code = `D${unique()}`;
  await app.api.post('ins-upd-spec', { idSpecial: -1, code_: code, special_: `Дубликат ${code}` });
  const special = (await app.api.data('GET', 'allSpecial')).find(
    (row: { 'p25-1': string }) => row['p25-1'] === code,
  );
  await app.api.post('insUpdSpecialty', {
    idSpecial: special.id_special,
    idFEduc: 1,
    idFaculty: 1,
    idDirection: 1,
  });
  const id = (await app.api.data('POST', 'speciality', { idFaculty: 1, idDirection: 1, idFeduc: 1 })).find(
    (row: { id_special: number }) => row.id_special === special.id_special,
  ).id_speciality as number;
  await app.api.post('insUpdSpecialtyParameters/insupd', { idSpeciality: id, ortHistory: 77 });
  for (const aYear of [thisYear, thisYear + 1])
    await app.api.post('insUpdPlanAbit/insupd', {
      idPlanAbit: -1,
      idSpeciality: id,
      aYear,
      kolB: 1,
      kolK: 1,
    });
  await app.api.post('insUpdNGr/insupd', { idNGr: -1, nGr: code, idFaculty: 1 });
  const nameGroup = (await app.api.data('POST', 'allNGr/select', { idFaculty: 1 })).find(
    (row: { n_gr: string }) => row.n_gr === code,
  );
  await app.api.post('insUpdComGspe/insupd', { idSpeciality: id, idNGr: nameGroup.id_n_gr });
  const [binding] = await app.api.data('POST', 'subgroup', { idSpeciality: id, idNGr: nameGroup.id_n_gr });
  await app.api.post('insUpdGroupT', { idGroup: -1, idComGspe: binding.id_com_gspe, idGroupY: thisYear });
  return id;
}

const parametersOf = async (idSpeciality: number) =>
  (
    await app.api.data('POST', 'specialtyParameters', {
      idFaculty: 1,
      idDirection: 1,
      idFEduc: 1,
      idSpeciality,
    })
  )[0];
const planOf = async (idSpeciality: number, aYear: number) =>
  (await app.api.data('POST', 'planAbit', { idSpeciality, aYear }))[0];

describe('copying a duplicate speciality', () => {
  it('refuses itself, a placeholder, another faculty (400) and an unknown speciality (404), changing nothing', async () => {
    const same = await app.api.refused('copy-spec', { idSpecFrom: 2, idSpecTo: 2 }, 'ru');
    expect(same).toMatchObject({ status: 400, message: expect.stringContaining('в саму себя') });
    expect((await app.api.refused('copy-spec', { idSpecFrom: 2, idSpecTo: 9999 })).status).toBe(400);
    expect((await app.api.refused('copy-spec', { idSpecFrom: 9999, idSpecTo: 2 })).status).toBe(400);
    expect((await app.api.refused('copy-spec', { idSpecFrom: 2, idSpecTo: 14 })).status).toBe(400);
    expect((await app.api.refused('copy-spec', { idSpecFrom: 2, idSpecTo: 424242 })).status).toBe(404);
    expect((await app.api.refused('copy-spec', { idSpecFrom: 2 })).status).toBe(400);
  });

  it("copies parameters, plans, grading, name-groups, groups and headcounts onto the other (false), keeping the target's own", async () => {
    const target = await newSpeciality();
    const source = 2;
    const sourceBefore = await split(source);
    const others = await otherTables();
    const targetBefore = await split(target);

    expect(await app.api.post('copy-spec', { idSpecFrom: source, idSpecTo: target })).toMatchObject({
      status: 200,
      data: false,
      error: null,
    });
    const { rowVersion: _source, idSpeciality: _s, ...copied } = await parametersOf(source);
    expect(await parametersOf(target)).toMatchObject({ ...copied, ortHistory: 77 });
    expect(await planOf(target, thisYear)).toMatchObject({
      kolB: (await planOf(source, thisYear)).kolB,
      kolK: (await planOf(source, thisYear)).kolK,
    });
    expect(await planOf(target, thisYear + 1)).toMatchObject({ kolB: 1, kolK: 1 });
    const grading = await app.api.data('POST', 'gradingSpeciality/select', {
      idFaculty: 1,
      idDirection: 1,
      idFEduc: 1,
    });
    expect(grading.find((row: { id_speciality: number }) => row.id_speciality === target).id_ebe_var).toBe(1);

    const after = await split(target);
    expect(after.plan_abit?.own).toBe(5);
    expect(after.com_gspe?.own).toBe((targetBefore.com_gspe?.own ?? 0) + (sourceBefore.com_gspe?.own ?? 0));
    expect(after.study_group?.own).toBe(
      (targetBefore.study_group?.own ?? 0) + (sourceBefore.study_group?.own ?? 0),
    );
    expect(after.rrnk_gr_kolst?.own).toBe(sourceBefore.rrnk_gr_kolst?.own);
    expect(sourceBefore.rrnk_gr_kolst?.own).toBeGreaterThan(0);
    // The source and everything else are as they were.
    const sourceAfter = await split(source);
    for (const table of Object.keys(owned))
      expect(sourceAfter[table]?.own, table).toBe(sourceBefore[table]?.own);
    expect(await otherTables()).toEqual(others);

    // Again: nothing more to copy.
    const once = await fingerprint(app.t.database);
    expect((await app.api.post('copy-spec', { idSpecFrom: source, idSpecTo: target })).data).toBe(false);
    expect(await fingerprint(app.t.database)).toEqual(once);
  });
});

describe('deleting a duplicate speciality', () => {
  it('deletes it with its plans, bindings, groups and headcounts (8): no orphans, nothing else lost', async () => {
    const target = await newSpeciality();
    await app.api.post('copy-spec', { idSpecFrom: 1, idSpecTo: target });
    const before = await split(target);
    expect(before.rrnk_gr_kolst?.own).toBeGreaterThan(0);
    const others = await otherTables();
    const [{ last: auditsBefore } = { last: 0 }] = await app.t.database.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM audit_log',
    );

    expect(await app.api.sms('del-spec', { idSpec: target })).toBe(8);
    const after = await split(target);
    for (const table of Object.keys(owned)) {
      expect(after[table]?.own, table).toBe(0);
      expect(after[table]?.others, table).toBe(before[table]?.others);
    }
    expect(await otherTables()).toEqual(others);
    // One audit row per deleted row.
    const deleted = Object.values(before).reduce((sum, table) => sum + table.own, 0);
    const [{ deletes } = { deletes: 0 }] = await app.t.database.query<{ deletes: number }>(
      "SELECT count(*) FILTER (WHERE action = 'delete')::int AS deletes FROM audit_log WHERE id > $1",
      [auditsBefore],
    );
    expect(deletes).toBe(deleted);
    // Nothing points at what is gone.
    const [orphans] = await app.t.database.query<{ count: number }>(
      `SELECT (SELECT count(*) FROM rrnk_gr_kolst k WHERE NOT EXISTS (SELECT 1 FROM study_group g WHERE g.id_group = k.id_group))
            + (SELECT count(*) FROM study_group g WHERE NOT EXISTS (SELECT 1 FROM com_gspe c WHERE c.id_com_gspe = g.id_com_gspe))
            + (SELECT count(*) FROM com_gspe c WHERE NOT EXISTS (SELECT 1 FROM speciality s WHERE s.id_speciality = c.id_speciality))
            + (SELECT count(*) FROM plan_abit p WHERE NOT EXISTS (SELECT 1 FROM speciality s WHERE s.id_speciality = p.id_speciality))
            AS count`,
    );
    expect(Number(orphans?.count)).toBe(0);
    expect(await app.api.sms('del-spec', { idSpec: target })).toBe(404);
  });

  it('copies a duplicate onto the speciality that stays, then deletes it: the data lives on', async () => {
    const duplicate = await newSpeciality();
    const keeper = await newSpeciality();
    const plans = await planOf(duplicate, thisYear + 1);
    expect((await app.api.post('copy-spec', { idSpecFrom: duplicate, idSpecTo: keeper })).data).toBe(false);
    expect(await app.api.sms('del-spec', { idSpec: duplicate })).toBe(8);
    expect(await planOf(keeper, thisYear + 1)).toMatchObject({ kolB: plans.kolB, kolK: plans.kolK });
    expect((await split(keeper)).study_group?.own).toBe(2);
    expect(await parametersOf(duplicate)).toBeUndefined();
  });

  it('refuses a placeholder (400), and answers 6 while another row still names it, changing nothing', async () => {
    expect((await app.api.refused('del-spec', { idSpec: 9999 })).status).toBe(400);
    expect((await app.api.refused('del-spec', { idSpec: 'one' })).status).toBe(400);
    const target = await newSpeciality();
    await app.t.database.query(
      'CREATE TABLE later_reference (id_speciality integer REFERENCES speciality ON DELETE RESTRICT)',
    );
    try {
      await app.t.database.query('INSERT INTO later_reference VALUES ($1)', [target]);
      const before = await fingerprint(app.t.database);
      expect(await app.api.sms('del-spec', { idSpec: target })).toBe(6);
      expect(await fingerprint(app.t.database)).toEqual(before);
    } finally {
      await app.t.database.query('DROP TABLE later_reference');
    }
    expect(await app.api.sms('del-spec', { idSpec: target })).toBe(8);
  });

  it('answers 401 without a session', async () => {
    expect((await app.t.call('POST', 'ministerstvo/del-spec', { body: { idSpec: 1 } })).statusCode).toBe(401);
    expect(
      (await app.t.call('POST', 'ministerstvo/copy-spec', { body: { idSpecFrom: 1, idSpecTo: 2 } }))
        .statusCode,
    ).toBe(401);
  });
});
