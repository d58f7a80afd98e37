import { describe, expect, it } from 'vitest';
import { MAX_ROOMS_PER_BUILDING } from '../../contract/classrooms';
import { messages } from '../core/messages';
import { apiCalls, expectSessionNeeded } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { unique } from '../testing/ministry-calls';
import { signedInApp } from '../testing/signed-in-app';

// The classrooms screen's calls (decision 0021) on the demo university: buildings, offices, specifics, the
// classrooms of a building, and their saves and deletes with the rules of SPEC §5 and §9.

// The screen's calls by their path under audience/.
const app = signedInApp({ calls: (t, cookie) => apiCalls(t, cookie, (path) => `audience/${path}`) });

const roomsOf = async (idKorpus: number) => (await app.api.post('auditoriums', { idKorpus })).data;
const roomOf = async (idKorpus: number, number: string) =>
  (await roomsOf(idKorpus)).find((room: { number: string }) => room.number === number);

/** A valid new classroom of building 2 (the engineering building), with a fresh number. */
const newRoom = (fields: Record<string, unknown> = {}) => ({
  idAuditorium: -1,
  idKorpus: 2,
  number: `Т-${unique()}`,
  contain: 30,
  specific: 2,
  note: 'Маркерная доска',
  square: 45.5,
  idFaculty: 5,
  idOtdel1: null,
  idKafedra: 17,
  ...fields,
});

describe('the selects of the screen', () => {
  it('answers the buildings, in the order they were entered, with names and addresses in three languages', async () => {
    const { data } = await app.api.call('GET', 'sel-korpus');
    expect(data.map((row: { id_korpus: number }) => row.id_korpus)).toEqual([1, 2, 3, 4]);
    expect(data[0]).toEqual({
      id_korpus: 1,
      korpus: 'Главный учебный корпус',
      korpus_kg: 'Башкы окуу корпусу',
      korpus_en: 'Main Academic Building',
      adres: 'г. Бишкек, проспект Чуй, 219',
      adres_kg: 'Бишкек ш., Чүй проспектиси, 219',
      adres_en: '219 Chui Avenue, Bishkek',
      rowVersion: 1,
    });
  });

  it.each([
    {
      path: 'set-otdel',
      count: 7,
      row: {
        id_otdel: 7,
        otdel: 'Научная библиотека',
        otdel_kg: 'Илимий китепкана',
        otdel_en: 'Research Library',
        rowVersion: 1,
      },
    },
    {
      path: 'specifics-auditoriums',
      count: 8,
      row: {
        id_specifics: 3,
        specifics: 'Компьютерный класс',
        specifics_kg: 'Компьютердик класс',
        specifics_en: 'Computer lab',
        short_specifics: 'КК',
        rowVersion: 1,
      },
    },
  ])("answers the university's offices and the classroom specifics: $path", async ({ path, count, row }) => {
    const { data } = await app.api.call('GET', path);
    expect(data).toHaveLength(count);
    expect(data).toContainEqual(row);
  });

  it('names every building, office and specifics of the demo in ru, kg and en', async () => {
    for (const [path, key] of [
      ['sel-korpus', 'korpus'],
      ['set-otdel', 'otdel'],
      ['specifics-auditoriums', 'specifics'],
    ] as const)
      for (const row of (await app.api.call('GET', path)).data)
        for (const suffix of ['', '_kg', '_en'])
          expect(row[`${key}${suffix}`].trim(), `${path} ${JSON.stringify(row)}`).not.toBe('');
  });

  it('answers nothing without a session (401), on every call of the screen', async () => {
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', 'sel-korpus', undefined],
      ['GET', 'set-otdel', undefined],
      ['GET', 'specifics-auditoriums', undefined],
      ['POST', 'auditoriums', { idKorpus: 1 }],
      ['POST', 'ins-upd-auditoriums', newRoom()],
      ['POST', 'del-auditoriums', { idAuditorium: 1 }],
      ['POST', 'ins-upd-specifics', { idSpecifics: 1, specifics: 'а', specificsKg: 'б', specificsEn: 'c' }],
      ['POST', 'ins-upd-korpus', { idKorpus: -1, korpus: 'Корпус' }],
      ['POST', 'del-korpus', { idKorpus: 4 }],
      ['POST', 'ins-upd-otdel', { idOtdel: -1, otdel: 'Отдел' }],
      ['POST', 'del-otdel', { idOtdel: 7 }],
    ];
    await expectSessionNeeded(
      app.t,
      calls.map(([method, path, body]) => [method, `audience/${path}`, body] as const),
      { lang: 'kg', message: messages.unauthenticated.kg },
    );
  });
});

describe('the classrooms of a building', () => {
  it('answers all of them (the web pages them 50 at a time), by number as a number', async () => {
    const rooms = await roomsOf(1);
    expect(rooms).toHaveLength(66);
    expect(rooms.slice(0, 3).map((room: { number: string }) => room.number)).toEqual(['100', '101', '102']);
    expect(rooms.at(-1).number).toBe('Ч-1');
    expect(rooms.find((room: { number: string }) => room.number === '207')).toEqual({
      id_auditorium: 23,
      id_korpus: 1,
      number: '207',
      contain: 30,
      square: 48.5,
      note: 'Маркерная доска',
      id_specifics: 2,
      id_faculty: 2,
      id_otdel_1: null,
      id_kafedra: 8,
      rowVersion: 1,
    });
    expect((await roomsOf(4)).map((room: { number: string }) => room.number)).toEqual([
      'СЗ-1',
      'СЗ-2',
      'СЗ-3',
      'СЗ-4',
    ]);
    expect(await roomsOf(424_242)).toEqual([]);
    for (const body of [{}, { idKorpus: 'one' }, { idKorpus: 0 }, null])
      expect((await app.api.post('auditoriums', body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('saving a classroom', () => {
  it('creates one (1) from what the inline row sends, and it is in its building at once', async () => {
    const number = `Т-${unique()}`;
    const body = newRoom({ number: ` ${number} `, contain: ' 45 ', square: '52,25', idOtdel1: 6 });
    expect(await app.api.sms('ins-upd-auditoriums', body)).toBe(1);
    expect(await roomOf(2, number)).toEqual({
      id_auditorium: expect.any(Number),
      id_korpus: 2,
      number,
      contain: 45,
      square: 52.25,
      note: 'Маркерная доска',
      id_specifics: 2,
      id_faculty: 5,
      id_otdel_1: 6,
      id_kafedra: 17,
      rowVersion: 1,
    });
    // Faculty, department, office and specifics may each stay empty; capacity 0 is a value.
    const bare = `Т-${unique()}`;
    const minimal = { idAuditorium: -1, idKorpus: 2, number: bare, contain: 0, square: 8, note: 'Склад' };
    expect(await app.api.sms('ins-upd-auditoriums', minimal)).toBe(1);
    expect(await roomOf(2, bare)).toMatchObject({
      contain: 0,
      id_specifics: null,
      id_faculty: null,
      id_otdel_1: null,
      id_kafedra: null,
    });
  });

  it("refuses a number its building has (3, whatever the case), not another building's", async () => {
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ idKorpus: 1, number: 'Ч-1' }))).toBe(3);
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ idKorpus: 1, number: '101' }))).toBe(3);
    expect(await roomsOf(1)).toHaveLength(66);
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ idKorpus: 2, number: '101' }))).toBe(1);
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ idKorpus: 3, number: 'Lab-A' }))).toBe(1);
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ idKorpus: 3, number: 'lab-a' }))).toBe(3);
  });

  it('updates one (2), and refuses a stale version (409), a taken number (3) and a room gone (404)', async () => {
    const number = `Т-${unique()}`;
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ number }))).toBe(1);
    const room = await roomOf(2, number);
    const update = {
      ...newRoom(),
      idAuditorium: room.id_auditorium,
      number: `${number}а`,
      contain: '9999999999',
      square: 99_999.99,
      specific: 4,
      note: 'Стенды',
      idFaculty: null,
      idKafedra: 18,
      rowVersion: room.rowVersion,
    };
    expect(await app.api.sms('ins-upd-auditoriums', update)).toBe(2);
    expect(await roomOf(2, `${number}а`)).toEqual({
      id_auditorium: room.id_auditorium,
      id_korpus: 2,
      number: `${number}а`,
      contain: 9_999_999_999,
      square: 99_999.99,
      note: 'Стенды',
      id_specifics: 4,
      id_faculty: null,
      id_otdel_1: null,
      id_kafedra: 18,
      rowVersion: room.rowVersion + 1,
    });
    expect(await app.api.refused('ins-upd-auditoriums', update)).toMatchObject({
      status: 409,
      error: 'CONFLICT',
    });
    // Moved to the main building, where 101 is taken.
    const moved = { ...update, idKorpus: 1, number: '101', rowVersion: undefined };
    expect(await app.api.sms('ins-upd-auditoriums', moved)).toBe(3);
    expect((await app.api.refused('ins-upd-auditoriums', { ...update, idAuditorium: 424_242 })).status).toBe(
      404,
    );
  });

  it("refuses a row without building, number, note, capacity or square with 'fillFields' in the request language", async () => {
    const empties: Array<Record<string, unknown>> = [
      { idKorpus: null },
      { idKorpus: undefined },
      { number: '' },
      { number: '   ' },
      { note: '' },
      { note: undefined },
      { contain: '' },
      { contain: null },
      { square: '' },
      { square: undefined },
    ];
    for (const [index, fields] of empties.entries()) {
      const lang = (['ru', 'kg', 'en'] as const)[index % 3] as 'ru' | 'kg' | 'en';
      const answer = await app.api.refused('ins-upd-auditoriums', newRoom(fields), lang);
      expect(answer, JSON.stringify(fields)).toEqual({
        status: 400,
        data: null,
        error: 'VALIDATION',
        message: messages.fillFields[lang],
      });
    }
  });

  it('refuses a capacity of more than 10 digits or no whole number, and a square not above 0 or with 3 decimals', async () => {
    for (const fields of [
      { contain: '12345678901' },
      { contain: 10_000_000_000 },
      { contain: -1 },
      { contain: '-1' },
      { contain: 12.5 },
      { contain: '12a' },
      { square: 0 },
      { square: '0' },
      { square: -4 },
      { square: 12.345 },
      { square: '12,345' },
      { square: 100_000 },
      { square: 'big' },
      { number: 'x'.repeat(21) },
      { note: 'x'.repeat(501) },
      { specific: 'lecture' },
    ])
      await app.api.refusedNaming('ins-upd-auditoriums', newRoom(fields), Object.keys(fields)[0] as string);
  });

  it('refuses a department of another faculty, and what does not exist, changing nothing', async () => {
    // Department 5 (software engineering) is faculty 2's, not faculty 1's.
    const other = await app.api.refused('ins-upd-auditoriums', newRoom({ idFaculty: 1, idKafedra: 5 }), 'ru');
    expect(other).toMatchObject({ status: 400, message: messages.departmentOfOtherFaculty.ru });
    // A department alone is fine: the faculty stays empty.
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ idFaculty: null, idKafedra: 5 }))).toBe(1);
    for (const fields of [
      { idKafedra: 424_242 },
      { idFaculty: 424_242, idKafedra: null },
      { specific: 424_242 },
      { idOtdel1: 424_242 },
      { idKorpus: 424_242 },
    ]) {
      const answer = await app.api.refused('ins-upd-auditoriums', newRoom(fields));
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        message: messages.unknownReference.en,
      });
    }
    for (const fields of [{ idKorpus: 9999 }, { idFaculty: 9999 }, { idAuditorium: 9999 }])
      expect(
        (await app.api.refused('ins-upd-auditoriums', newRoom(fields))).status,
        JSON.stringify(fields),
      ).toBe(400);
  });

  it(`refuses a room more in a building of ${MAX_ROOMS_PER_BUILDING}, so that its list stays bounded`, async () => {
    const [{ id } = { id: 0 }] = await app.t.database.query<{ id: number }>(
      "INSERT INTO korpus (korpus) VALUES ('Полный корпус') RETURNING id_korpus AS id",
    );
    await app.t.database.query(
      `INSERT INTO auditorium (id_korpus, number, contain, square, note)
       SELECT $1, n::text, 20, 30, 'Аудитория' FROM generate_series(1, $2::int) AS n`,
      [id, MAX_ROOMS_PER_BUILDING],
    );
    const full = await app.api.refused('ins-upd-auditoriums', newRoom({ idKorpus: id }), 'kg');
    expect(full).toMatchObject({ status: 400, message: messages.buildingFull.kg.replace('{max}', '1000') });
    // Its rooms may still be changed.
    const room = await roomOf(id, '1');
    const edit = { ...newRoom(), idKorpus: id, idAuditorium: room.id_auditorium, number: '1', contain: 21 };
    expect(await app.api.sms('ins-upd-auditoriums', edit)).toBe(2);
    expect(await roomsOf(id)).toHaveLength(MAX_ROOMS_PER_BUILDING);
  });

  it('lets exactly one of two rooms saved at once into the last place in', async () => {
    const [{ id } = { id: 0 }] = await app.t.database.query<{ id: number }>(
      "INSERT INTO korpus (korpus) VALUES ('Почти полный корпус') RETURNING id_korpus AS id",
    );
    await app.t.database.query(
      `INSERT INTO auditorium (id_korpus, number, contain, square, note)
       SELECT $1, n::text, 20, 30, 'Аудитория' FROM generate_series(1, $2::int) AS n`,
      [id, MAX_ROOMS_PER_BUILDING - 1],
    );
    const answers = await Promise.all(
      ['Last-1', 'Last-2'].map((number) =>
        app.api.sms('ins-upd-auditoriums', newRoom({ idKorpus: id, number })),
      ),
    );
    expect(answers.sort()).toEqual([1, 400]);
    expect(await roomsOf(id)).toHaveLength(MAX_ROOMS_PER_BUILDING);
  });
});

describe('deleting a classroom', () => {
  it('deletes one (8), answers 404 once it is gone, 6 while something refers to it, 400 for no id', async () => {
    const number = `Т-${unique()}`;
    expect(await app.api.sms('ins-upd-auditoriums', newRoom({ number }))).toBe(1);
    const { id_auditorium: id } = await roomOf(2, number);
    expect(await app.api.sms('del-auditoriums', { idAuditorium: id })).toBe(8);
    expect(await roomOf(2, number)).toBeUndefined();
    expect((await app.api.refused('del-auditoriums', { idAuditorium: id })).status).toBe(404);

    // Nothing refers to a classroom yet; a later table (a timetable) would, restricting the delete.
    await app.t.database.query(
      'CREATE TABLE lesson_test (id_auditorium integer REFERENCES auditorium (id_auditorium) ON DELETE RESTRICT)',
    );
    await app.t.database.query('INSERT INTO lesson_test VALUES (1)');
    const before = await fingerprint(app.t.database);
    expect(await app.api.sms('del-auditoriums', { idAuditorium: 1 })).toBe(6);
    expect(await fingerprint(app.t.database)).toEqual(before);

    for (const body of [{}, { idAuditorium: -1 }, { idAuditorium: 'one' }])
      expect((await app.api.refused('del-auditoriums', body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('saving a classroom specifics', () => {
  const specificsNamed = async (name: string) =>
    (await app.api.call('GET', 'specifics-auditoriums')).data.find(
      (row: { specifics: string }) => row.specifics === name,
    );

  it('creates one (1), refuses its name twice (3), updates it (2) and refuses a stale version (409)', async () => {
    const name = `Мастерская ${unique()}`;
    const body = {
      idSpecifics: -1,
      specifics: ` ${name} `,
      shortSpecifics: 'МС',
      specificsKg: 'Устакана',
      specificsEn: 'Workshop',
    };
    expect(await app.api.sms('ins-upd-specifics', body)).toBe(1);
    const created = await specificsNamed(name);
    expect(created).toEqual({
      id_specifics: expect.any(Number),
      specifics: name,
      specifics_kg: 'Устакана',
      specifics_en: 'Workshop',
      short_specifics: 'МС',
      rowVersion: 1,
    });
    expect(await app.api.sms('ins-upd-specifics', { ...body, specificsEn: 'Carpentry' })).toBe(3);

    const update = {
      ...body,
      idSpecifics: created.id_specifics,
      specifics: `${name} (столярная)`,
      shortSpecifics: '',
      rowVersion: 1,
    };
    expect(await app.api.sms('ins-upd-specifics', update)).toBe(2);
    expect(await specificsNamed(`${name} (столярная)`)).toMatchObject({ short_specifics: '', rowVersion: 2 });
    expect(await app.api.refused('ins-upd-specifics', update)).toMatchObject({ status: 409 });
    expect(
      await app.api.sms('ins-upd-specifics', { ...update, specifics: 'Лаборатория', rowVersion: 2 }),
    ).toBe(3);
    expect((await app.api.refused('ins-upd-specifics', { ...update, idSpecifics: 424_242 })).status).toBe(
      404,
    );
  });

  it('refuses a save without its ru, kg or en name (400 naming the field), changing nothing', async () => {
    const body = { idSpecifics: -1, specifics: 'Студия', specificsKg: 'Студия', specificsEn: 'Studio' };
    for (const field of ['specifics', 'specificsKg', 'specificsEn'])
      for (const value of [undefined, '', '  '])
        await app.api.refusedNaming('ins-upd-specifics', { ...body, [field]: value }, field, 'ru');
    for (const fields of [{ shortSpecifics: 'x'.repeat(51) }, { idSpecifics: 0 }, { specifics: 5 }])
      expect((await app.api.refused('ins-upd-specifics', { ...body, ...fields })).status).toBe(400);
  });

  it('a specifics in use stays, and its classrooms follow its new name', async () => {
    const [computerLab] = (await app.api.call('GET', 'specifics-auditoriums')).data.filter(
      (row: { id_specifics: number }) => row.id_specifics === 3,
    );
    expect(
      await app.api.sms('ins-upd-specifics', {
        idSpecifics: 3,
        specifics: 'Компьютерный класс (ПК)',
        shortSpecifics: 'КК',
        specificsKg: computerLab.specifics_kg,
        specificsEn: computerLab.specifics_en,
        rowVersion: computerLab.rowVersion,
      }),
    ).toBe(2);
    expect((await roomOf(1, '103')).id_specifics).toBe(3);
  });
});
