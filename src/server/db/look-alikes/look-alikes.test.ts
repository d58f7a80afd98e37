import { describe, expect, it } from 'vitest';
import { thisYear } from '../../testing/admin-fixtures';
import { tag } from '../../testing/history-fixtures';
import { signedInApp } from '../../testing/signed-in-app';
import { fullTimeBachelor } from '../../testing/write-calls';
import { keysWithoutSentence, lookAlikeOf, uniqueKeys } from '../unique-keys';
import { confusables, skeletonOf } from './skeleton-sql';

// Issue 45: a name or code that looks like another of its kind is refused as its duplicate (migration
// 0022, decision 0056), by the database: on the embedded database and, with TEST_DATABASE=pg, on
// PostgreSQL, where two saves at once really overlap.

const app = signedInApp();

// Latin letters drawn like Cyrillic ones, and the other way round.
const LATIN = { а: 'a', о: 'o', е: 'e', р: 'p', с: 'c', А: 'A', С: 'C', К: 'K', Р: 'P', М: 'M' } as const;
/** The name with its first letter that has a look-alike of the other script swapped for it. */
function lookAlike(name: string): string {
  for (const [cyrillic, latin] of Object.entries(LATIN)) {
    if (name.includes(cyrillic)) return name.replace(cyrillic, latin);
    if (name.includes(latin)) return name.replace(latin, cyrillic);
  }
  throw new Error(`no look-alike letter in ${name}`);
}

interface Case {
  key: string;
  path: string;
  body: (name: string) => Record<string, unknown>;
  name: (unique: string) => string;
}

/** Each unique name or code a call writes: the save, a body around a name, and a name of its kind. */
const cases: Case[] = [
  {
    key: 'direction_code_key',
    path: 'ministerstvo/ins-upd-direction',
    body: (code) => ({ idDirection: -1, code, direction_: 'Направление', directionEn: 'Direction' }),
    name: (u) => `Р${u}`,
  },
  {
    key: 'special_code_key',
    path: 'ministerstvo/ins-upd-spec',
    body: (code) => ({ idSpecial: -1, code_: code, special_: 'Специальность' }),
    name: (u) => `С${u}`,
  },
  {
    key: 'f_educ_name_key',
    path: 'ministerstvo/ins-upd-feduc',
    body: (name) => ({ idFeduc: -1, shortName: 'Т', fEduc_: name, fEducKg: 'Форма', ...fullTimeBachelor }),
    name: (u) => `Форма ${u}`,
  },
  {
    key: 'faculty_name_key',
    path: 'ministerstvo/ins-upd-faculty',
    body: (name) => ({
      idFaculty: -1,
      shortFaculty: 'НФ',
      shortFacultyKg: 'ЖФ',
      shortFacultyEn: 'NF',
      faculty_: name,
      facultyKg: 'Жаңы факультет',
      facultyEn: 'New faculty',
      nDirector: 'Деканов Д.',
      idVuz: 1,
    }),
    name: (u) => `Факультет ${u}`,
  },
  {
    key: 'kafedra_faculty_name_key',
    path: 'ministerstvo/ins-upd-kaf',
    body: (f1) => ({ idKafedra: -1, snF1: 'К', f1, f1Kg: 'Кафедра', f1En: 'Department', idFaculty: 1 }),
    name: (u) => `Кафедра ${u}`,
  },
  {
    key: 'level_name_key',
    path: 'ministerstvo/ins-upd-level',
    body: (name) => ({ IDLevel: -1, NameLevel: name, NameLevelKg: 'Деңгээл', NameLevelEn: 'Level' }),
    name: (u) => `Уровень ${u}`,
  },
  {
    key: 'qualification_name_key',
    path: 'ministerstvo/ins-upd-qual',
    body: (name) => ({
      IDQualification: -1,
      NameQualification: name,
      NameQualificationKg: 'Квалификация',
      NameQualificationEn: 'Qualification',
    }),
    name: (u) => `Квалификация ${u}`,
  },
  {
    key: 'n_gr_name_key',
    path: 'ministerstvo/insUpdNGr/insupd',
    body: (nGr) => ({ idNGr: -1, nGr, idFaculty: 1 }),
    name: (u) => `ГР-${u}`,
  },
  {
    key: 'est_config_name_key',
    path: 'grading-rule/ins-upd-est-config',
    body: (namePole) => ({
      idEstConfig: -1,
      idEbeVar: 2,
      orderPole: '5',
      namePole,
      infoValue: 0,
      poleMarkMag: 1,
      formula: '',
      min: 0,
      max: 10,
    }),
    name: (u) => `Доп. баллы ${u}`,
  },
  {
    key: 'rrnk_doljnost_name_key',
    path: 'positions-teach/insUpd-rrnk-dolj',
    body: (nDoljnost) => ({ idRrnkDoljnost: -1, nDoljnost, chasy: '800', idYear: thisYear }),
    name: (u) => `Доцент ${u}`,
  },
  {
    key: 'discipline_code_key',
    path: 'discipline/discipline/insert',
    body: (codeDiscipline) => ({
      p34: `Дисциплина ${codeDiscipline}`,
      p34Kg: 'Сабак',
      p34En: 'Discipline',
      codeDiscipline,
      idVidDisc: 1,
    }),
    name: (u) => `К.${u}`,
  },
  {
    key: 'specifics_name_key',
    path: 'audience/ins-upd-specifics',
    body: (specifics) => ({
      idSpecifics: -1,
      specifics,
      shortSpecifics: 'МС',
      specificsKg: 'Устакана',
      specificsEn: 'Workshop',
    }),
    name: (u) => `Мастерская ${u}`,
  },
  {
    key: 'auditorium_number_key',
    path: 'audience/ins-upd-auditoriums',
    body: (number) => ({
      idAuditorium: -1,
      idKorpus: 2,
      number,
      contain: '30',
      specific: 3,
      note: 'Проверка',
      square: '52,3',
      idFaculty: 2,
      idOtdel1: null,
      idKafedra: 5,
    }),
    name: (u) => `К${u.slice(-5)}`,
  },
  {
    key: 'avn_user_login_key',
    path: 'users/save',
    body: (login) => ({
      idAvnUser: -1,
      login,
      surname: 'Похожий',
      name: 'Пётр',
      patronymic: '',
      role: 'viewer',
      password: 'a-long-new-password-42',
    }),
    name: (u) => `user-${u}`,
  },
];

describe('the look-alike keys', () => {
  it('every unique name or code a call writes has its trigger, and the cases below cover each', async () => {
    const triggers = await app.t.database.query<{ name: string }>(
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgname LIKE '%\\_look\\_alike'`,
    );
    const named = Object.entries(uniqueKeys)
      .filter(([key, { match }]) => !(key in keysWithoutSentence) && match.some((column) => column.lower))
      .map(([key]) => key);
    expect(triggers.map((trigger) => trigger.name).sort()).toEqual(named.map(lookAlikeOf).sort());
    expect(cases.map((one) => one.key).sort()).toEqual(named.sort());
  });

  it("computes UTS #39's skeleton over the package's data, in the database as in the package", async () => {
    const samples = [
      ...Object.keys(confusables),
      'Мaтематика',
      'МАТЕМАТИКА',
      'Физикa',
      'Inforrnatics',
      'Түз',
      '10б',
      'Доц\u200bент',
      'й',
    ];
    const answered = await app.t.database.query<{ value: string; skeleton: string }>(
      'SELECT value, text_skeleton(value) AS skeleton FROM unnest($1::text[]) value',
      [samples],
    );
    const differing = answered.filter(({ value, skeleton }) => skeleton !== skeletonOf(value));
    expect(differing.map(({ value }) => value)).toEqual([]);
    expect(answered).toHaveLength(samples.length);
  });
});

describe('a look-alike of an existing name of its kind', () => {
  it.each(cases)(
    '$key: refused as its duplicate, naming the existing record, and nothing written',
    async (one) => {
      const name = one.name(tag());
      const created = await app.api.post(one.path, one.body(name));
      expect(created.data, created.message).toEqual([{ sms: 1 }]);
      const lang = (['ru', 'kg', 'en'] as const)[cases.indexOf(one) % 3];
      const duplicate = await app.api.refused(one.path, one.body(name), lang);
      expect(duplicate.data).toEqual([{ sms: 3 }]);
      for (const alike of [lookAlike(name), lookAlike(name).toUpperCase()]) {
        const refused = await app.api.refused(one.path, one.body(alike), lang);
        expect(refused.data, `${alike}: ${refused.message}`).toEqual([{ sms: 3 }]);
        // The same sentence as the duplicate's, which quotes the stored record.
        expect(refused.message).toBe(duplicate.message);
      }
    },
  );
});

describe('the examples of issue 45', () => {
  it('«Мaтематика» with a Latin a and «Физикa»: the existing qualification named, in ru, kg and en', async () => {
    const u = tag();
    const body = (name: string) => cases.find((one) => one.key === 'qualification_name_key')?.body(name);
    for (const name of [`Математика ${u}`, `Физика ${u}`])
      expect((await app.api.post('ministerstvo/ins-upd-qual', body(name))).data).toEqual([{ sms: 1 }]);
    const sentences = {
      ru: (name: string) => `Квалификация «${name}» уже есть`,
      kg: (name: string) => `«${name}» квалификациясы мурунтан эле бар`,
      en: (name: string) => `The qualification "${name}" already exists`,
    };
    for (const [lang, sentence] of Object.entries(sentences)) {
      for (const [sent, existing] of [
        [`Мaтематика ${u}`, `Математика ${u}`],
        [`Физикa ${u}`, `Физика ${u}`],
        [`Физика\ufe00 ${u}`, `Физика ${u}`],
        [`Физика\u2800${u}`, `Физика ${u}`],
        [`Физ\u{E0100}ика ${u}`, `Физика ${u}`],
        [`МAТЕМАТИКА ${u}`, `Математика ${u}`],
        [`мaтeматика ${u}`, `Математика ${u}`],
      ] as const) {
        const answer = await app.api.post('ministerstvo/ins-upd-qual', body(sent), lang);
        expect(answer.data, sent).toEqual([{ sms: 3 }]);
        expect(answer.message, sent).toBe(sentence(existing));
      }
    }
    const written = await app.t.database.query<{ name: string }>(
      'SELECT name_qualification AS name FROM qualification WHERE name_qualification LIKE $1 ORDER BY 1',
      [`%${u}`],
    );
    expect(written.map((row) => row.name)).toEqual([`Математика ${u}`, `Физика ${u}`]);
  }, 60_000);

  it('keeps legitimate names apart: Kyrgyz letters, scripts mixed word by word, digits and codes', async () => {
    const u = tag();
    const level = cases.find((one) => one.key === 'level_name_key') as Case;
    const names = [
      `Түз ${u}`,
      `Туз ${u}`,
      `Өнөр ${u}`,
      `Онор ${u}`,
      `Ңы ${u}`,
      `Ны ${u}`,
      `Web-дизайн ${u}`,
      `IT-технологии ${u}`,
      `Web-дизайн 2 ${u}`,
      `Курс 1 ${u}`,
      `Курс 2 ${u}`,
    ];
    for (const name of names)
      expect((await app.api.post(level.path, level.body(name))).data, name).toEqual([{ sms: 1 }]);
    const room = cases.find((one) => one.key === 'auditorium_number_key') as Case;
    const v = u.slice(-3);
    for (const number of [`10б${v}`, `106${v}`, `10а${v}`, `10в${v}`])
      expect((await app.api.post(room.path, room.body(number))).data, number).toEqual([{ sms: 1 }]);
    // Another faculty may have a department looking like this one's, as it may have the same name.
    const kafedra = cases.find((one) => one.key === 'kafedra_faculty_name_key') as Case;
    const name = `Кафедра ${u}`;
    expect((await app.api.post(kafedra.path, kafedra.body(name))).data).toEqual([{ sms: 1 }]);
    const elsewhere = { ...kafedra.body(lookAlike(name)), idFaculty: 2 };
    expect((await app.api.post(kafedra.path, elsewhere)).data).toEqual([{ sms: 1 }]);
  });

  it('renaming a record to a look-alike of another is refused; its other fields still change', async () => {
    const u = tag();
    const level = cases.find((one) => one.key === 'level_name_key') as Case;
    for (const name of [`Магистр ${u}`, `Доктор ${u}`]) await app.api.post(level.path, level.body(name));
    const [row] = await app.t.database.query<{ id_level: number; row_version: number }>(
      'SELECT id_level, row_version FROM level WHERE name_level = $1',
      [`Доктор ${u}`],
    );
    const rename = { ...level.body(`Мaгистр ${u}`), IDLevel: row?.id_level, rowVersion: row?.row_version };
    expect((await app.api.refused(level.path, rename, 'en')).message).toBe(
      `The level of education "Магистр ${u}" already exists`,
    );
    const same = { ...level.body(`Доктор ${u}`), NameLevelEn: 'Doctor', IDLevel: row?.id_level };
    expect((await app.api.post(level.path, same)).data).toEqual([{ sms: 2 }]);
  });
});

describe('two saves at once of look-alikes', () => {
  it('leave one: the others are refused as its duplicates', async () => {
    const level = cases.find((one) => one.key === 'level_name_key') as Case;
    for (let round = 0; round < 3; round++) {
      const u = tag();
      const variants = [`Уровень ${u}`, `Урoвень ${u}`, `Уpовень ${u}`, `УРОВEНЬ ${u}`];
      const answers = await Promise.all(variants.map((name) => app.api.post(level.path, level.body(name))));
      expect(answers.map((answer) => answer.data?.[0]?.sms).sort()).toEqual([1, 3, 3, 3]);
      const [{ count } = { count: 0 }] = await app.t.database.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM level WHERE text_skeleton(upper(name_level)) = text_skeleton(upper($1))',
        [variants[0]],
      );
      expect(count).toBe(1);
    }
  });
});
