import { describe, expect, it } from 'vitest';
import { signedInApp } from '../testing/signed-in-app';
import { keysWithoutSentence, lookAlikesOf, uniqueKeys } from './unique-keys';

// Decision 0035: a refused duplicate (sms 3, SPEC §8) names the record it clashes with, in the user's
// language, and changes nothing. Runs on the embedded database and, with TEST_DATABASE=pg, on PostgreSQL.

const app = signedInApp();

const tag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e4)}`;

/** A duplicate's answer, after checking it changed nothing: SPEC's sms 3 with the named message. */
async function duplicate(path: string, body: unknown, lang: string) {
  const answer = await app.api.refused(path, body, lang);
  expect(answer.status, answer.message).toBe(200);
  expect(answer.data).toEqual([{ sms: 3 }]);
  return answer.message as string;
}

describe('the unique keys', () => {
  it('every unique key of the schema is described, or listed with why no sentence is needed', async () => {
    const indexes = await app.t.database.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
         JOIN pg_class r ON r.oid = i.indrelid JOIN pg_namespace n ON n.oid = r.relnamespace
        WHERE i.indisunique AND NOT i.indisprimary AND n.nspname = 'public'`,
    );
    const names = indexes.map((index) => index.name).sort();
    // A described key of a name or code has its three look-alike indexes, answered as the key (decision 0056).
    const lookAlikes = Object.entries(uniqueKeys)
      .filter(([, { match }]) => match.some((column) => column.lower))
      .flatMap(([key]) => lookAlikesOf(key));
    const known = [...Object.keys(uniqueKeys), ...lookAlikes, ...Object.keys(keysWithoutSentence)].sort();
    expect(names).toEqual(known);
  });
});

describe('a duplicate names the record it clashes with', () => {
  it('a direction code, on create and on update, in English and Russian', async () => {
    const code = `9${tag()}`.slice(0, 6);
    await app.api.post('ministerstvo/ins-upd-direction', {
      idDirection: -1,
      code,
      direction_: 'Направление проверки',
      directionEn: 'Checked direction',
    });
    const again = { idDirection: -1, code, direction_: 'Другое' };
    expect(await duplicate('ministerstvo/ins-upd-direction', again, 'en')).toBe(
      `A direction with code ${code} already exists: Checked direction`,
    );
    expect(await duplicate('ministerstvo/ins-upd-direction', again, 'ru')).toBe(
      `Направление с кодом ${code} уже есть: Направление проверки`,
    );
    // Kyrgyz name empty: the Russian one is quoted.
    expect(await duplicate('ministerstvo/ins-upd-direction', again, 'kg')).toContain('Направление проверки');
    // An update onto the demo's Economics code 580100.
    const rows = (await app.api.data('GET', 'ministerstvo/allDirection')) as Array<Record<string, unknown>>;
    const mine = rows.find((row) => row['p24-1'] === code);
    const update = { idDirection: mine?.id_direction, code: '580100', direction_: 'Направление проверки' };
    expect(await duplicate('ministerstvo/ins-upd-direction', update, 'en')).toBe(
      'A direction with code 580100 already exists: Economics',
    );
  });

  it('a department of the same name in the same faculty names the faculty; another faculty may have it', async () => {
    const name = `Кафедра ${tag()}`;
    const body = { idKafedra: -1, snF1: 'КП', f1: name, f1Kg: 'Кафедра', f1En: 'Department', idFaculty: 1 };
    expect((await app.api.post('ministerstvo/ins-upd-kaf', body)).data).toEqual([{ sms: 1 }]);
    expect(await duplicate('ministerstvo/ins-upd-kaf', { ...body, f1: name.toUpperCase() }, 'ru')).toBe(
      `На факультете «Факультет экономики и менеджмента» уже есть кафедра «${name}»`,
    );
    expect(await duplicate('ministerstvo/ins-upd-kaf', body, 'en')).toBe(
      `The faculty "Faculty of Economics and Management" already has the department "${name}"`,
    );
    expect((await app.api.post('ministerstvo/ins-upd-kaf', { ...body, idFaculty: 2 })).data).toEqual([
      { sms: 1 },
    ]);
  });

  it('a level, a name-group of a faculty (in Kyrgyz), a classroom number of a building and a login', async () => {
    const level = `Уровень ${tag()}`;
    const levelBody = { IDLevel: -1, NameLevel: level, NameLevelKg: 'Деңгээл', NameLevelEn: 'Level' };
    await app.api.post('ministerstvo/ins-upd-level', levelBody);
    expect(await duplicate('ministerstvo/ins-upd-level', levelBody, 'en')).toBe(
      `The level of education "${level}" already exists`,
    );

    const group = `ГР${tag()}`;
    const groupBody = { idNGr: -1, nGr: group, idFaculty: 1 };
    await app.api.post('ministerstvo/insUpdNGr/insupd', groupBody);
    expect(await duplicate('ministerstvo/insUpdNGr/insupd', groupBody, 'kg')).toBe(
      `«Экономика жана менеджмент факультети» факультетинде «${group}» тобу мурунтан эле бар`,
    );

    const room = {
      idAuditorium: -1,
      idKorpus: 1,
      number: '101',
      contain: 20,
      specific: null,
      note: 'Проверка',
      square: 30,
      idFaculty: null,
      idOtdel1: null,
      idKafedra: null,
    };
    expect(await duplicate('audience/ins-upd-auditoriums', room, 'en')).toBe(
      'The building "Main Academic Building" already has the classroom 101',
    );

    const user = {
      idAvnUser: -1,
      login: 'ADMIN',
      surname: 'Проверкин',
      name: 'Пётр',
      patronymic: '',
      role: 'viewer',
      password: 'a-long-new-password-42',
    };
    expect(await duplicate('users/save', user, 'ru')).toBe('Логин «admin» уже занят: Администратор Демо');
  });

  it('a name-group bound twice to a speciality, and a speciality a faculty teaches already', async () => {
    const group = `ГБ${tag()}`;
    await app.api.post('ministerstvo/insUpdNGr/insupd', { idNGr: -1, nGr: group, idFaculty: 1 });
    const groups = (await app.api.data('POST', 'ministerstvo/allNGr/select', { idFaculty: 1 })) as Array<
      Record<string, unknown>
    >;
    const idNGr = groups.find((row) => row.n_gr === group)?.id_n_gr;
    const binding = { idSpeciality: 1, idNGr, idSubGr: 2 };
    expect((await app.api.post('ministerstvo/insUpdComGspe/insupd', binding)).data).toEqual([{ sms: 1 }]);
    const bound = await duplicate('ministerstvo/insUpdComGspe/insupd', binding, 'en');
    expect(bound).toMatch(
      new RegExp(`^The group "${group}-2" is already bound to the speciality \\S+ ".+"$`),
    );

    const [speciality] = await app.t.database.query<Record<string, number>>(
      'SELECT id_faculty, id_direction, id_special, id_f_educ FROM speciality WHERE id_speciality = 1',
    );
    const taught = await duplicate(
      'ministerstvo/insUpdSpecialty',
      {
        idFaculty: speciality?.id_faculty,
        idDirection: speciality?.id_direction,
        idSpecial: speciality?.id_special,
        idFEduc: speciality?.id_f_educ,
      },
      'en',
    );
    expect(taught).toMatch(
      /^The faculty "Faculty of Economics and Management" already teaches the speciality /,
    );
  });
});
