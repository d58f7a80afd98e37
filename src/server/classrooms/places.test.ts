import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages';
import { apiCalls } from '../testing/api-calls';
import { signedInAs } from '../testing/import-calls';
import { unique } from '../testing/ministry-calls';
import { signedInApp } from '../testing/signed-in-app';

// The buildings and offices of the classrooms screen (decision 0062): SPEC §7 has no call writing
// them, so a new university could hold no classroom. Saved and deleted as the specifics are, by
// administrators and editors of all faculties; a building with classrooms, or an office one names, stays.

const app = signedInApp({ calls: (t, cookie) => apiCalls(t, cookie, (path) => `audience/${path}`) });

type Building = { id_korpus: number; korpus: string; rowVersion: number } & Record<string, unknown>;
type Office = { id_otdel: number; otdel: string; rowVersion: number } & Record<string, unknown>;
const buildingNamed = async (name: string): Promise<Building | undefined> =>
  (await app.api.call('GET', 'sel-korpus')).data.find((row: Building) => row.korpus === name);
const officeNamed = async (name: string): Promise<Office | undefined> =>
  (await app.api.call('GET', 'set-otdel')).data.find((row: Office) => row.otdel === name);

/** A new building of that name, as the administrator; its row. */
async function newBuilding(name = `Корпус ${unique()}`) {
  expect(await app.api.sms('ins-upd-korpus', { idKorpus: -1, korpus: name })).toBe(1);
  return (await buildingNamed(name)) as Building;
}

/** A classroom of the building, as the administrator (its office, if given); its id. */
async function newRoom(idKorpus: number, idOtdel1: number | null = null) {
  const number = `Т-${unique()}`;
  const body = { idAuditorium: -1, idKorpus, number, contain: 20, note: 'Доска', square: 30, idOtdel1 };
  expect(await app.api.sms('ins-upd-auditoriums', body)).toBe(1);
  const rooms = (await app.api.post('auditoriums', { idKorpus })).data;
  return rooms.find((room: { number: string }) => room.number === number).id_auditorium as number;
}

describe('saving a building', () => {
  it('creates one (1) with its names and address, trimmed, listed at once with its version', async () => {
    const name = `Учебный корпус ${unique()}`;
    const body = {
      idKorpus: -1,
      korpus: ` ${name} `,
      korpusKg: `Окуу корпусу ${name.slice(-6)}`,
      korpusEn: `Academic building ${name.slice(-6)}`,
      adres: 'г. Бишкек, ул. Киевская, 44',
      adresKg: 'Бишкек ш., Киев көчөсү, 44',
      adresEn: '44 Kievskaya Street, Bishkek',
    };
    expect(await app.api.sms('ins-upd-korpus', body)).toBe(1);
    expect(await buildingNamed(name)).toEqual({
      id_korpus: expect.any(Number),
      korpus: name,
      korpus_kg: body.korpusKg,
      korpus_en: body.korpusEn,
      adres: body.adres,
      adres_kg: body.adresKg,
      adres_en: body.adresEn,
      rowVersion: 1,
    });
    // Only the Russian name is needed: the translations and the address may come later.
    const bare = `Корпус ${unique()}`;
    expect(await app.api.sms('ins-upd-korpus', { idKorpus: -1, korpus: bare })).toBe(1);
    expect(await buildingNamed(bare)).toMatchObject({ korpus_kg: '', korpus_en: '', adres: '' });
  });

  it('refuses its name twice, whatever the case (3 naming it), renames it (2), refuses a stale version (409)', async () => {
    const building = await newBuilding();
    const twice = await app.api.refused('ins-upd-korpus', {
      idKorpus: -1,
      korpus: building.korpus.toUpperCase(),
    });
    expect(twice.data).toEqual([{ sms: 3 }]);
    expect(twice.message).toBe(`The building "${building.korpus}" already exists`);
    // Another building's name, by a rename.
    expect(
      (
        await app.api.refused('ins-upd-korpus', {
          idKorpus: building.id_korpus,
          korpus: 'Главный учебный корпус',
          rowVersion: 1,
        })
      ).data,
    ).toEqual([{ sms: 3 }]);

    const renamed = `${building.korpus} (новый)`;
    const update = {
      idKorpus: building.id_korpus,
      korpus: renamed,
      adres: 'ул. Токтогула, 1',
      rowVersion: 1,
    };
    expect(await app.api.sms('ins-upd-korpus', update)).toBe(2);
    expect(await buildingNamed(renamed)).toMatchObject({ adres: 'ул. Токтогула, 1', rowVersion: 2 });
    expect((await app.api.refused('ins-upd-korpus', update)).status).toBe(409);
    expect((await app.api.refused('ins-upd-korpus', { ...update, idKorpus: 424_242 })).status).toBe(404);
  });

  it('refuses a building without its Russian name, or names and addresses past their length (400), changing nothing', async () => {
    for (const korpus of [undefined, '', '   '])
      expect((await app.api.refused('ins-upd-korpus', { idKorpus: -1, korpus }, 'ru')).message).toContain(
        'Наименование на русском языке',
      );
    for (const fields of [
      { korpus: 'к'.repeat(201) },
      { korpusKg: 'к'.repeat(201) },
      { korpusEn: 'b'.repeat(201) },
      { adres: 'а'.repeat(501) },
      { adresEn: 'a'.repeat(501) },
      { idKorpus: 0 },
    ])
      expect(
        (await app.api.refused('ins-upd-korpus', { idKorpus: -1, korpus: 'Корпус Б', ...fields })).status,
        JSON.stringify(fields).slice(0, 40),
      ).toBe(400);
    expect(await app.api.sms('ins-upd-korpus', { idKorpus: -1, korpus: 'к'.repeat(200) })).toBe(1);
  });
});

describe('deleting a building', () => {
  it('refuses one with classrooms (6, naming them) and deletes it once they are gone (8), then 404', async () => {
    const building = await newBuilding();
    const room = await newRoom(building.id_korpus);
    const refused = await app.api.refused('del-korpus', { idKorpus: building.id_korpus });
    expect(refused.data).toEqual([{ sms: 6 }]);
    expect(refused.message).toContain('Classrooms: 1');
    expect(refused.message).toContain(building.korpus);
    // The demo's main building has its 66.
    expect((await app.api.refused('del-korpus', { idKorpus: 1 })).data).toEqual([{ sms: 6 }]);

    expect(await app.api.sms('del-auditoriums', { idAuditorium: room })).toBe(8);
    expect(await app.api.sms('del-korpus', { idKorpus: building.id_korpus })).toBe(8);
    expect(await buildingNamed(building.korpus)).toBeUndefined();
    expect((await app.api.refused('del-korpus', { idKorpus: building.id_korpus })).status).toBe(404);
  });

  it('the usage read names its classrooms before the delete is confirmed', async () => {
    const building = await newBuilding();
    const usage = async () =>
      (
        await app.t.call('POST', 'ministerstvo/usage', {
          cookie: app.cookie,
          body: { kind: 'building', id: building.id_korpus },
          lang: 'en',
        })
      ).json().data;
    expect(await usage()).toEqual([]);
    await newRoom(building.id_korpus);
    expect(await usage()).toEqual([
      expect.objectContaining({ kind: 'classroom', label: 'Classrooms', count: 1 }),
    ]);
  });
});

describe('offices', () => {
  it('creates one (1), refuses its name twice (3), renames it (2), refuses a stale version (409)', async () => {
    const name = `Отдел практики ${unique()}`;
    const body = { idOtdel: -1, otdel: name, otdelKg: 'Практика бөлүмү', otdelEn: 'Internship Office' };
    expect(await app.api.sms('ins-upd-otdel', body)).toBe(1);
    const office = (await officeNamed(name)) as Office;
    expect(office).toEqual({
      id_otdel: expect.any(Number),
      otdel: name,
      otdel_kg: 'Практика бөлүмү',
      otdel_en: 'Internship Office',
      rowVersion: 1,
    });
    const twice = await app.api.refused('ins-upd-otdel', { ...body, otdel: name.toLowerCase() }, 'kg');
    expect(twice.data).toEqual([{ sms: 3 }]);
    expect(twice.message).toBe(`«${name}» бөлүмү мурунтан эле бар`);

    const update = { ...body, idOtdel: office.id_otdel, otdel: `${name}!`, rowVersion: 1 };
    expect(await app.api.sms('ins-upd-otdel', update)).toBe(2);
    expect(await officeNamed(`${name}!`)).toMatchObject({ rowVersion: 2 });
    expect((await app.api.refused('ins-upd-otdel', update)).status).toBe(409);
    for (const fields of [{ otdel: '' }, { otdel: 'о'.repeat(501) }, { otdelKg: 'ө'.repeat(501) }])
      expect((await app.api.refused('ins-upd-otdel', { ...body, ...fields })).status).toBe(400);
  });

  it('refuses to delete an office a classroom names (6), deletes it once none does (8)', async () => {
    const name = `Отдел ${unique()}`;
    expect(await app.api.sms('ins-upd-otdel', { idOtdel: -1, otdel: name })).toBe(1);
    const office = (await officeNamed(name)) as Office;
    const room = await newRoom(2, office.id_otdel);
    const refused = await app.api.refused('del-otdel', { idOtdel: office.id_otdel }, 'ru');
    expect(refused.data).toEqual([{ sms: 6 }]);
    expect(refused.message).toContain('Аудитории: 1');
    expect(await app.api.sms('del-auditoriums', { idAuditorium: room })).toBe(8);
    expect(await app.api.sms('del-otdel', { idOtdel: office.id_otdel })).toBe(8);
    expect(await officeNamed(name)).toBeUndefined();
  });
});

describe('who may write buildings and offices', () => {
  it('a viewer and an editor of one faculty are refused (403 in their language), an editor of all faculties may', async () => {
    const calls = (idKorpus: number, idOtdel: number) =>
      [
        ['audience/ins-upd-korpus', { idKorpus: -1, korpus: `Корпус ${unique()}` }],
        ['audience/del-korpus', { idKorpus }],
        ['audience/ins-upd-otdel', { idOtdel: -1, otdel: `Отдел ${unique()}` }],
        ['audience/del-otdel', { idOtdel }],
      ] as const;
    const building = await newBuilding();
    expect(await app.api.sms('ins-upd-otdel', { idOtdel: -1, otdel: `Бюро ${building.korpus}` })).toBe(1);
    const office = (await officeNamed(`Бюро ${building.korpus}`)) as Office;
    for (const refusedOne of [await signedInAs(app.t, 'viewer'), await signedInAs(app.t, 'editor', [2])])
      for (const [path, body] of calls(building.id_korpus, office.id_otdel)) {
        const answer = await refusedOne.refused(path, body, 'kg');
        expect(answer.status, path).toBe(403);
        expect(answer.message, path).toBe(messages.forbiddenRole.kg);
      }
    const editor = await signedInAs(app.t, 'editor', 'all');
    for (const [path, body] of calls(building.id_korpus, office.id_otdel))
      expect((await editor.post(path, body)).data, path).toEqual([{ sms: path.includes('del-') ? 8 : 1 }]);
  });
});
