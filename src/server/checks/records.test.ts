import { describe, expect, it } from 'vitest';
import { dayAfter, sqlOn, today } from '../testing/check-fixtures';
import { signedInApp } from '../testing/signed-in-app';
import { commissionRoles, sayCommission } from './commissions';
import { licence, sayLicence } from './licences';
import { sayTranslation, translation } from './translations';

// The checks of single records on the demo: commissions, licences, translations (classrooms in
// classrooms.test.ts); each clean in the demo (or for the record tried), then broken in SQL or through the API.

const app = signedInApp();
const query = sqlOn(app);
const at = today();

describe('a commission’s chair and secretary', () => {
  const found = async (faculty: number, special = 0) =>
    (await commissionRoles(app.t.database, at)).rows.find(
      (row) => row.id_faculty === faculty && row.id_special === special,
    );
  const role = async (order: number) =>
    (
      await query<{ id: number }>('SELECT id_member_type AS id FROM member_type WHERE sort_order = $1', [
        order,
      ])
    )[0]?.id;

  it('finds none in the demo: each commission has one of each', async () => {
    expect(await commissionRoles(app.t.database, at)).toEqual({ total: 0, rows: [] });
  });

  it('reports a second chair and a secretary whose term ended today; not a chair starting tomorrow', async () => {
    const add = (faculty: number, type: number | undefined, name: string, since: string) =>
      query(
        `INSERT INTO gak_member_history (id_faculty, id_member_type, member_name, title, since)
         VALUES ($1, $2, $3, 'доцент', $4)`,
        [faculty, type, name, since],
      );
    await add(3, await role(1), 'Второй Председатель', dayAfter(-10));
    await query('UPDATE gak_member_history SET until = $1 WHERE id_faculty = 3 AND id_member_type = $2', [
      at.day,
      await role(4),
    ]);
    await add(2, await role(1), 'Будущий Председатель', dayAfter(1));
    expect(await found(2)).toBeUndefined();
    const row = await found(3);
    expect(sayCommission(row as never, 'en')).toEqual({
      check: 'commissionRoles',
      idFaculty: 3,
      idSpecial: null,
      record: "The faculty's state commission",
      faculty: 'Faculty of Law',
      detail: '2 people hold the role "Chair"; no one holds the role "Secretary"',
    });
    expect(sayCommission(row as never, 'kg').detail).toBe(
      '«Төрага» ролун 2 адам ээлейт; «Катчы» ролун эч ким ээлебейт',
    );
  });

  it('reports a speciality’s commission without its secretary, deleted through the API', async () => {
    const members = (await app.api.data('POST', 'gak-spec/speciality', {
      idFaculty: 1,
      idSpecial: 1,
    })) as Array<{
      id_GAK_member_speciality: number;
      id_member_type: number;
    }>;
    const secretary = await role(4);
    const id = members.find((member) => member.id_member_type === secretary)?.id_GAK_member_speciality;
    expect(id).toBeDefined();
    expect(await app.api.sms('gak-spec/delete-gak-speciality', { idGAKMemberSpeciality: id })).toBe(8);
    expect(sayCommission((await found(1, 1)) as never, 'en')).toMatchObject({
      idFaculty: 1,
      idSpecial: 1,
      record: 'Commission for 080105 Finance and Credit',
      detail: 'no one holds the role "Secretary"',
    });
  });
});

describe('a speciality’s licence', () => {
  const found = async (speciality: number) =>
    (await licence(app.t.database, at)).rows.find((row) => row.id_speciality === speciality);
  const licenceOf = async (begin: string, end: string) =>
    (
      await query<{ id: number }>(
        `INSERT INTO licence (resolution, resolution_beg, resolution_end, supplement)
         VALUES ('Лицензия T', $1, $2, 'Приложение T') RETURNING id_licence AS id`,
        [begin, end],
      )
    )[0]?.id;
  const give = (speciality: number, id: number | null | undefined) =>
    query('UPDATE speciality SET id_licence = $2 WHERE id_speciality = $1', [speciality, id]);

  it('finds none in the demo: every speciality is licensed for years', async () => {
    expect(await licence(app.t.database, at)).toEqual({ total: 0, rows: [] });
  });

  it('reports none, expired, not yet valid and ending within 90 days; passes one ending in 91', async () => {
    await give(1, null);
    await give(2, await licenceOf(dayAfter(-400), dayAfter(-1)));
    await give(4, await licenceOf(dayAfter(1), dayAfter(400)));
    await give(6, await licenceOf(dayAfter(-400), dayAfter(90)));
    await give(8, await licenceOf(dayAfter(-400), dayAfter(91)));
    expect(await found(8)).toBeUndefined();
    const said = async (speciality: number, lang: 'ru' | 'kg' | 'en' = 'en') =>
      sayLicence((await found(speciality)) as never, lang);
    expect(await said(1)).toMatchObject({
      state: 'none',
      idLicence: null,
      day: null,
      detail: 'the speciality has no licence',
    });
    const local = (day: string) => day.split('-').reverse().join('/');
    expect(await said(2)).toMatchObject({
      state: 'expired',
      day: dayAfter(-1),
      detail: `the licence expired on ${local(dayAfter(-1))}`,
    });
    expect(await said(4)).toMatchObject({ state: 'notYet', day: dayAfter(1) });
    expect(await said(6)).toMatchObject({
      state: 'expiring',
      detail: `the licence expires on ${local(dayAfter(90))} (in 90 days)`,
    });
    expect((await said(6, 'ru')).detail).toBe(
      `срок действия лицензии истекает ${dayAfter(90).split('-').reverse().join('.')} (через 90 дн.)`,
    );
    expect((await licence(app.t.database, at)).total).toBe(4);
  });
});

describe('translations', () => {
  const found = async (table: string, id: number) =>
    (await translation(app.t.database)).rows.find((row) => row.table_name === table && row.id_record === id);

  it('finds none in the demo: every name is in three languages', async () => {
    expect(await translation(app.t.database)).toEqual({ total: 0, rows: [] });
  });

  it('reports a direction saved without translations, an English name emptied, a university’s short name', async () => {
    expect(
      await app.api.sms('ministerstvo/ins-upd-direction', {
        idDirection: -1,
        code: '999001',
        direction_: 'Новое',
      }),
    ).toBe(1);
    const [made] = await query<{ id: number }>(
      "SELECT id_direction AS id FROM direction WHERE code = '999001'",
    );
    const direction = await found('direction', made?.id as number);
    expect(sayTranslation(direction as never, 'kg')).toEqual({
      check: 'translation',
      table: 'direction',
      idRecord: made?.id,
      missing: ['kg', 'en'],
      record: '999001 Новое',
      faculty: null,
      detail: 'кыргызча жана англисче аталыштары жок',
    });

    await query("UPDATE f_educ SET f_educ_en = ' ' WHERE id_f_educ = 3");
    expect(sayTranslation((await found('f_educ', 3)) as never, 'en')).toMatchObject({
      missing: ['en'],
      record: 'Заочная форма с применением дистанционных образовательных технологий (бакалавриат)',
      detail: 'no English name',
    });
    expect(sayTranslation((await found('f_educ', 3)) as never, 'kg').record).toBe(
      'Аралыктан окутуу технологияларын колдонуу менен сырттан окуу (бакалавриат)',
    );

    await query("UPDATE vuz SET v1_k = '' WHERE id_vuz = 1");
    expect(sayTranslation((await found('vuz', 1)) as never, 'en')).toMatchObject({
      missing: ['kg'],
      detail: 'no Kyrgyz name',
      record: 'Bishkek State University of Economics and Technology',
    });
  });
});
