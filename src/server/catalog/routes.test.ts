import { describe, expect, it } from 'vitest';
import { answerOf } from '../testing/api-calls';
import { auditRowCount } from '../testing/checksum';
import { signedInApp } from '../testing/signed-in-app';
import { fullTimeBachelor } from '../testing/write-calls';

const app = signedInApp();

const post = async (path: string, body?: unknown, lang = 'en') => {
  return answerOf(await app.t.call('POST', `ministerstvo/${path}`, { cookie: app.cookie, body, lang }));
};
const get = async (path: string) =>
  (await app.t.call('GET', `ministerstvo/${path}`, { cookie: app.cookie })).json().data;
const auditCount = () => auditRowCount(app.t.database);

describe('directions', () => {
  it('lists every direction with its code, three names and edit flag', async () => {
    const rows = await get('allDirection');
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.find((row: { 'p24-1': string }) => row['p24-1'] === '580100')).toMatchObject({
      'p24-2': 'Экономика',
      p24_kg: 'Экономика',
      p24_en: 'Economics',
      p24: 'Экономика',
      edit: false,
    });
  });

  it('creates (1), refuses a duplicate code (3), updates (2) and deletes an unused one (8), each audited once', async () => {
    const before = await auditCount();
    const created = await post('ins-upd-direction', {
      idDirection: -1,
      code: '999100',
      direction_: '  Тестовое направление ',
      directionKg: 'Сыноо багыты',
      directionEn: 'Test direction',
    });
    expect(created).toEqual({ status: 200, data: [{ sms: 1 }], error: null, message: null });
    expect(await auditCount()).toBe(before + 1);
    const row = (await get('allDirection')).find((item: { 'p24-1': string }) => item['p24-1'] === '999100');
    expect(row).toMatchObject({ 'p24-2': 'Тестовое направление', edit: true });

    const duplicate = await post('ins-upd-direction', {
      idDirection: -1,
      code: '999100',
      direction_: 'Другое',
    });
    expect(duplicate.data).toEqual([{ sms: 3 }]);
    expect(await auditCount()).toBe(before + 1);

    const updated = await post('ins-upd-direction', {
      idDirection: row.id_direction,
      code: '999101',
      direction_: 'Новое имя',
    });
    expect(updated.data).toEqual([{ sms: 2 }]);
    const [audit] = await app.t.database.query<{
      id_avn_user: number;
      before: { code: string };
      after: { code: string };
    }>(
      "SELECT id_avn_user, before, after FROM audit_log WHERE table_name = 'direction' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toMatchObject({ id_avn_user: 1, before: { code: '999100' }, after: { code: '999101' } });

    expect((await post('del-direction', { idDirection: row.id_direction })).data).toEqual([{ sms: 8 }]);
    expect(await auditCount()).toBe(before + 3);
    expect(
      (await get('allDirection')).some(
        (item: { id_direction: number }) => item.id_direction === row.id_direction,
      ),
    ).toBe(false);
  });

  it('keeps a locked row’s code and Russian name whatever the payload says, but saves its other names', async () => {
    const locked = (await get('allDirection')).find(
      (item: { 'p24-1': string }) => item['p24-1'] === '580100',
    );
    const answer = await post('ins-upd-direction', {
      idDirection: locked.id_direction,
      code: 'HACKED',
      direction_: 'Взломано',
      directionKg: 'Экономика (жаңы)',
      directionEn: 'Economics (new)',
    });
    expect(answer.data).toEqual([{ sms: 2 }]);
    const after = (await get('allDirection')).find(
      (item: { id_direction: number }) => item.id_direction === locked.id_direction,
    );
    expect(after).toMatchObject({
      'p24-1': '580100',
      'p24-2': 'Экономика',
      p24_kg: 'Экономика (жаңы)',
      p24_en: 'Economics (new)',
    });
  });

  it('refuses to delete a locked direction and a direction in use (6), changing nothing', async () => {
    const rows = await get('allDirection');
    const locked = rows.find((item: { edit: boolean }) => !item.edit);
    const [used] = await app.t.database.query<{ id_direction: number }>(
      'SELECT d.id_direction FROM direction d WHERE d.edit AND EXISTS (SELECT 1 FROM speciality s WHERE s.id_direction = d.id_direction) LIMIT 1',
    );
    const before = await auditCount();
    expect((await post('del-direction', { idDirection: locked.id_direction })).data).toEqual([{ sms: 6 }]);
    expect((await post('del-direction', { idDirection: used?.id_direction })).data).toEqual([{ sms: 6 }]);
    expect(await auditCount()).toBe(before);
    expect((await get('allDirection')).length).toBe(rows.length);
  });

  it('requires code and Russian name (400 naming the field as the form labels it), and answers 404 for an id that does not exist', async () => {
    const noCode = await post('ins-upd-direction', { idDirection: -1, code: '   ', direction_: 'Имя' }, 'ru');
    expect(noCode.status).toBe(400);
    expect(noCode.message).toContain('«Код»');
    const noName = await post('ins-upd-direction', { idDirection: -1, code: '999200' }, 'kg');
    expect(noName.status).toBe(400);
    expect(noName.message).toBe('«Орус тилиндеги аталышы» талаасынын мааниси туура эмес: талаа милдеттүү');
    const longCode = await post('ins-upd-direction', {
      idDirection: -1,
      code: '9'.repeat(300),
      direction_: 'Имя',
    });
    expect(longCode.status).toBe(400);
    expect(longCode.message).toMatch(/^Invalid value of the field "Code"/);
    const missing = await post('ins-upd-direction', {
      idDirection: 987654,
      code: '999201',
      direction_: 'Нет',
    });
    expect(missing).toMatchObject({ status: 404, error: 'NOT_FOUND', data: null });
    expect((await post('del-direction', { idDirection: 987654 })).status).toBe(404);
    expect((await post('ins-upd-direction', { idDirection: 0, code: 'x', direction_: 'y' })).status).toBe(
      400,
    );
  });
});

describe('speciality names', () => {
  it('list, create, duplicate, update and delete through del-special', async () => {
    const rows = await get('allSpecial');
    expect(rows.find((row: { 'p25-1': string }) => row['p25-1'] === '080105')).toMatchObject({ edit: false });
    expect(
      (await post('ins-upd-spec', { idSpecial: -1, code_: '999300', special_: 'Тест', specialKg: 'Сыноо' }))
        .data,
    ).toEqual([{ sms: 1 }]);
    expect((await post('ins-upd-spec', { idSpecial: -1, code_: '999300', special_: 'Тест 2' })).data).toEqual(
      [{ sms: 3 }],
    );
    const created = (await get('allSpecial')).find((row: { 'p25-1': string }) => row['p25-1'] === '999300');
    expect(created).toMatchObject({ 'p25-2': 'Тест', p25_kg: 'Сыноо', p25_en: '', p25: 'Тест' });
    expect(
      (await post('ins-upd-spec', { idSpecial: created.id_special, code_: '999300', special_: 'Тест 3' }))
        .data,
    ).toEqual([{ sms: 2 }]);
    expect((await post('del-special', { idSpecial: created.id_special })).data).toEqual([{ sms: 8 }]);
    const unused = (await get('allSpecial')).find((row: { 'p25-1': string }) => row['p25-1'] === '080102');
    expect((await post('del-special', { idSpecial: unused.id_special })).data).toEqual([{ sms: 8 }]);
    const used = (await get('allSpecial')).find(
      (row: { 'p25-1': string; edit: boolean }) => row.edit && row['p25-1'] !== '080111',
    );
    expect((await post('del-special', { idSpecial: used.id_special })).data).toEqual([{ sms: 6 }]);
  });
});

describe('departments', () => {
  it('lists departments with their faculty; all four names and a faculty are required', async () => {
    const list = (await post('kafedra')).data;
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list[0]).toEqual(
      expect.objectContaining({
        idKafedra: expect.any(Number),
        faculty: expect.any(String),
        faculty_kg: expect.any(String),
        idFaculty: expect.any(Number),
      }),
    );
    const missingKg = await post('ins-upd-kaf', {
      idKafedra: -1,
      snF1: 'Т',
      f1: 'Тест',
      f1En: 'Test',
      idFaculty: 1,
    });
    expect(missingKg.status).toBe(400);
    expect(missingKg.message).toContain('"Name in Kyrgyz"');
    const badFaculty = await post('ins-upd-kaf', {
      idKafedra: -1,
      snF1: 'Т',
      f1: 'Тест',
      f1Kg: 'Сыноо',
      f1En: 'Test',
      idFaculty: 999999,
    });
    expect(badFaculty).toMatchObject({
      status: 400,
      error: 'VALIDATION',
      message: 'A linked record does not exist',
    });
  });

  it('create (1), duplicate Russian name (3), update with another faculty (2), delete (8); a department in use is kept', async () => {
    const faculties = await get('all-faculty');
    expect(faculties.length).toBeGreaterThan(3);
    const body = {
      idKafedra: -1,
      snF1: 'КТ',
      f1: 'Кафедра тестирования',
      f1Kg: 'Сыноо кафедрасы',
      f1En: 'Testing department',
      idFaculty: faculties[0].id_faculty,
    };
    expect((await post('ins-upd-kaf', body)).data).toEqual([{ sms: 1 }]);
    expect((await post('ins-upd-kaf', { ...body, f1: 'КАФЕДРА ТЕСТИРОВАНИЯ' })).data).toEqual([{ sms: 3 }]);
    const created = (await post('kafedra')).data.find(
      (row: { f1: string }) => row.f1 === 'Кафедра тестирования',
    );
    expect(
      (
        await post('ins-upd-kaf', {
          ...body,
          idKafedra: created.idKafedra,
          idFaculty: faculties[1].id_faculty,
        })
      ).data,
    ).toEqual([{ sms: 2 }]);
    const moved = (await post('kafedra')).data.find(
      (row: { idKafedra: number }) => row.idKafedra === created.idKafedra,
    );
    expect(moved.faculty).toBe(faculties[1].faculty);
    expect((await post('del-kaf', { idKafedra: created.idKafedra })).data).toEqual([{ sms: 8 }]);
    const locked = (await post('kafedra')).data.find((row: { edit: boolean }) => !row.edit);
    expect((await post('del-kaf', { idKafedra: locked.idKafedra })).data).toEqual([{ sms: 6 }]);
  });
});

describe('a department name within its faculty (decision 0035, migration 0018)', () => {
  it('two faculties may each have one of a name; a second in the same faculty is a duplicate (3)', async () => {
    const [first, second] = await get('all-faculty');
    const department = (idFaculty: number, f1: string) => ({
      idKafedra: -1,
      snF1: 'КФ',
      f1,
      f1Kg: 'Физика кафедрасы',
      f1En: 'Department of physics',
      idFaculty,
    });
    const table = [
      { faculty: first.id_faculty, name: 'Кафедра общей физики', sms: 1 },
      { faculty: second.id_faculty, name: 'Кафедра общей физики', sms: 1 },
      { faculty: second.id_faculty, name: 'кафедра ОБЩЕЙ физики', sms: 3 },
    ];
    for (const { faculty, name, sms } of table)
      expect((await post('ins-upd-kaf', department(faculty, name))).data, `${faculty} ${name}`).toEqual([
        { sms },
      ]);
    const rows = (await post('kafedra')).data.filter(
      (row: { f1: string }) => row.f1 === 'Кафедра общей физики',
    );
    expect(rows.map((row: { idFaculty: number }) => row.idFaculty).sort()).toEqual(
      [first.id_faculty, second.id_faculty].sort(),
    );
    // Moving one onto the faculty that has the name already is the same duplicate.
    const moved = rows.find((row: { idFaculty: number }) => row.idFaculty === first.id_faculty);
    expect(
      (await post('ins-upd-kaf', { ...department(second.id_faculty, moved.f1), idKafedra: moved.idKafedra }))
        .data,
    ).toEqual([{ sms: 3 }]);
  });
});

describe('qualifications and levels', () => {
  // Each with its calls, its id and name keys (the payload's Kg/En names are the row's _kg/_en), and
  // the names of a new row.
  it.each([
    {
      list: 'qualification',
      save: 'ins-upd-qual',
      remove: 'del-qual',
      id: 'IDQualification',
      name: 'NameQualification',
      names: ['Квалификация-тест', 'Сыноо', 'Test'],
    },
    {
      list: 'nameLevel',
      save: 'ins-upd-level',
      remove: 'del-level',
      id: 'IDLevel',
      name: 'NameLevel',
      names: ['Уровень-тест', 'Деңгээл', 'Level test'],
    },
  ])('$list: need all three names; create, duplicate, update, delete, locked', async (catalog) => {
    const { list, save, remove, id, name } = catalog;
    const [ru, kg, en] = catalog.names;
    const body = { [id]: -1, [name]: ru, [`${name}Kg`]: kg, [`${name}En`]: en };
    for (const english of [undefined, ''])
      expect((await post(save, { ...body, [`${name}En`]: english })).status, String(english)).toBe(400);
    expect((await post(save, body)).data).toEqual([{ sms: 1 }]);
    expect((await post(save, body)).data).toEqual([{ sms: 3 }]);
    const rows: Array<Record<string, unknown>> = (await post(list)).data;
    const created = rows.find((row) => row[name] === ru);
    expect(created).toMatchObject({ [`${name}_kg`]: kg, [`${name}_en`]: en, edit: true });
    const createdId = created?.[id];
    expect((await post(save, { ...body, [id]: createdId, [`${name}En`]: `${en}ed` })).data).toEqual([
      { sms: 2 },
    ]);
    expect((await post(remove, { [id]: createdId })).data).toEqual([{ sms: 8 }]);
    const locked = rows.find((row) => !row.edit);
    expect((await post(remove, { [id]: locked?.[id] })).data).toEqual([{ sms: 6 }]);
  });
});

describe('study forms', () => {
  const form = {
    idFeduc: -1,
    shortName: 'ТФО',
    fEduc_: 'Тестовая форма обучения',
    fEducKg: 'Сыноо окуу формасы',
    fEducEn: '',
    ...fullTimeBachelor,
  };

  it('lists forms, kinds and programmes', async () => {
    expect((await get('allFeduc')).length).toBeGreaterThanOrEqual(6);
    expect((await get('feduc-vid'))[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      name_kg: expect.any(String),
      name_en: expect.any(String),
    });
    expect((await get('feduc-prog')).length).toBeGreaterThanOrEqual(3);
  });

  it('oz only empty, 0 or 1; max course only empty or 1..10; a new form needs both', async () => {
    for (const oz of [2, '2', -1, 'a', 0.5])
      expect((await post('ins-upd-feduc', { ...form, oz })).status, `oz ${oz}`).toBe(400);
    for (const maxRateId of [0, 11, '11', 'x', 2.5])
      expect((await post('ins-upd-feduc', { ...form, maxRateId })).status, `max ${maxRateId}`).toBe(400);
    const noOz = await post('ins-upd-feduc', { ...form, oz: '' }, 'ru');
    expect(noOz).toMatchObject({ status: 400, message: 'Заполните поле «Заочное обучение»' });
    expect((await post('ins-upd-feduc', { ...form, maxRateId: null })).message).toBe(
      'Fill in the field "Maximum course"',
    );
    // Each required field, named as the form labels it.
    for (const [field, label] of [
      ['shortName', 'Short name'],
      ['fEduc_', 'Name in Russian'],
      ['fEducKg', 'Name in Kyrgyz'],
      ['oztextRu', 'Kind of study (in Russian)'],
      ['educationCycle', 'Education cycle'],
      ['idFeducVid', 'Kind of study form'],
      ['idFeducProg', 'Study programme'],
    ]) {
      const { [field as string]: _removed, ...without } = form as Record<string, unknown>;
      expect((await post('ins-upd-feduc', without)).message, field).toContain(`"${label}"`);
    }
  });

  it('create (1) with text oz and course, duplicate (3), update emptying oz (2), delete (8); a form in use is kept (6)', async () => {
    expect((await post('ins-upd-feduc', { ...form, oz: '1', maxRateId: '10' })).data).toEqual([{ sms: 1 }]);
    expect((await post('ins-upd-feduc', form)).data).toEqual([{ sms: 3 }]);
    const created = (await get('allFeduc')).find((row: { f_educ: string }) => row.f_educ === form.fEduc_);
    expect(created).toMatchObject({ oz: 1, maxRateId: 10, short_name: 'ТФО', edit: true });
    expect(
      (await post('ins-upd-feduc', { ...form, idFeduc: created.id_f_educ, oz: '', maxRateId: '' })).data,
    ).toEqual([{ sms: 2 }]);
    const updated = (await get('allFeduc')).find(
      (row: { id_f_educ: number }) => row.id_f_educ === created.id_f_educ,
    );
    expect(updated).toMatchObject({ oz: null, maxRateId: null });
    expect((await post('del-feduc', { idFeduc: created.id_f_educ })).data).toEqual([{ sms: 8 }]);
    const [used] = await app.t.database.query<{ id: number }>(
      'SELECT f.id_f_educ AS id FROM f_educ f WHERE f.edit AND EXISTS (SELECT 1 FROM speciality s WHERE s.id_f_educ = f.id_f_educ) LIMIT 1',
    );
    expect((await post('del-feduc', { idFeduc: used?.id })).data).toEqual([{ sms: 6 }]);
  });
});

describe('in use', () => {
  it('a department or a qualification that a speciality refers to is kept (6), changing nothing', async () => {
    const [used] = await app.t.database.query<{ kafedra: number; qualification: number }>(
      'SELECT id_kafedra AS kafedra, id_qualification AS qualification FROM speciality s JOIN kafedra k USING (id_kafedra) WHERE k.edit LIMIT 1',
    );
    const before = await auditCount();
    expect((await post('del-kaf', { idKafedra: used?.kafedra })).data).toEqual([{ sms: 6 }]);
    expect((await post('del-qual', { IDQualification: used?.qualification })).data).toEqual([{ sms: 6 }]);
    expect(await auditCount()).toBe(before);
  });
});

describe('without a session', () => {
  it('every catalog call answers 401', async () => {
    for (const route of app.t.app.routeTable.filter((entry) => entry.url.includes('/ministerstvo/'))) {
      const response = await app.t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: route.url,
        payload: {},
      });
      expect(response.statusCode, route.url).toBe(401);
    }
  });
});
