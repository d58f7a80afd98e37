import { describe, expect, inject, it } from 'vitest';
import { thisYear } from '../../testing/admin-fixtures';
import { blankDatabase } from '../../testing/databases';
import { tag } from '../../testing/history-fixtures';
import { signedInApp } from '../../testing/signed-in-app';
import { fullTimeBachelor } from '../../testing/write-calls';
import { constraintOf } from '../duplicates';
import { migrate, readMigrations } from '../migrate';
import { keysWithoutSentence, lookAlikesOf, uniqueKeys } from '../unique-keys';
import { confusables, keptLetters, skeletonOf } from './skeleton-sql';

// Decision 0056: a name or code that looks like another of its kind is refused as its duplicate (migration
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
    key: 'korpus_name_key',
    path: 'audience/ins-upd-korpus',
    body: (korpus) => ({ idKorpus: -1, korpus, korpusKg: 'Корпус', korpusEn: 'Building' }),
    name: (u) => `Корпус ${u}`,
  },
  {
    key: 'otdel_name_key',
    path: 'audience/ins-upd-otdel',
    body: (otdel) => ({ idOtdel: -1, otdel, otdelKg: 'Бөлүм', otdelEn: 'Office' }),
    name: (u) => `Отдел кадров ${u}`,
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
  it('every unique name or code a call writes has its three unique skeleton indexes, and the cases below cover each', async () => {
    const indexes = await app.t.database.query<{ name: string; unique: boolean; definition: string }>(
      `SELECT c.relname AS name, i.indisunique AS unique, pg_get_indexdef(i.indexrelid) AS definition
         FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE c.relname LIKE '%\\_look\\_alike%'`,
    );
    const named = Object.entries(uniqueKeys)
      .filter(([key, { match }]) => !(key in keysWithoutSentence) && match.some((column) => column.lower))
      .map(([key]) => key);
    expect(indexes.map((index) => index.name).sort()).toEqual(named.flatMap(lookAlikesOf).sort());
    for (const index of indexes) {
      expect(index.unique, index.name).toBe(true);
      expect(index.definition, index.name).toMatch(/text_skeleton\(.*WHERE \(NOT look_alike_kept\)$/);
    }
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
    // One statement over every entry of confusables.txt: 1.6 s on a quiet machine, far more on a loaded one.
  }, 180_000);

  it("equals the package's skeleton on strings mixing its sources, prototypes, marks and ignorables", async () => {
    // The function maps a name of this product's letters its short way and any other string its general
    // way (skeleton-sql.ts): both are compared here on 20,000 strings drawn with a fixed seed.
    const pool = [
      ...new Set([
        ...Object.keys(confusables),
        ...Object.values(confusables).flatMap((prototype) => [...prototype]),
        ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяөңүАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӨҢҮ abcz09%"№',
        ...keptLetters,
        ...[
          '\u0301',
          '\u0316',
          '\u0306',
          '\u0308',
          '\u200b',
          '\u034f',
          '\ufe0f',
          '\u{E0100}',
          '\u00ad',
          'ӂ',
          'ä',
        ],
      ]),
    ];
    let seed = 20261129;
    const draw = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const samples = Array.from({ length: 20_000 }, () =>
      Array.from({ length: 1 + draw(6) }, () => pool[draw(pool.length)]).join(''),
    );
    const answered = await app.t.database.query<{ value: string; skeleton: string }>(
      'SELECT value, text_skeleton(value) AS skeleton FROM unnest($1::text[]) value',
      [samples],
    );
    const differing = answered.filter(({ value, skeleton }) => skeleton !== skeletonOf(value));
    expect(differing.map(({ value }) => value)).toEqual([]);
    expect(answered).toHaveLength(samples.length);
    // One statement over 20,000 strings: 6 s on a quiet machine, over 30 s on a loaded one.
  }, 180_000);

  it('a name equal to another but for case meets the unique key itself: ON CONFLICT on the key skips it', async () => {
    const u = tag();
    const insert = (name: string, conflict = '') =>
      app.t.database.query(
        `INSERT INTO qualification (name_qualification, name_qualification_kg, name_qualification_en)
         VALUES ($1, 'Квалификация', 'Qualification') ${conflict}`,
        [name],
      );
    await insert(`Физика ${u}`);
    const refusal = (name: string) => insert(name).then(() => undefined, constraintOf);
    expect(await refusal(`ФИЗИКА ${u}`)).toBe('qualification_name_key');
    expect(await refusal(`физика ${u}`)).toBe('qualification_name_key');
    expect(await refusal(`Физикa ${u}`)).toMatch(/^qualification_name_look_alike/);
    const onConflict = 'ON CONFLICT (lower(name_qualification)) DO NOTHING';
    await insert(`ФИЗИКА ${u}`, onConflict);
    await expect(insert(`ФИЗИКA ${u}`, onConflict)).rejects.toMatchObject({
      constraint: expect.stringMatching(/^qualification_name_look_alike/),
    });
    const written = await app.t.database.query<{ name: string }>(
      'SELECT name_qualification AS name FROM qualification WHERE name_qualification ILIKE $1',
      [`%${u}`],
    );
    expect(written.map((row) => row.name)).toEqual([`Физика ${u}`]);
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

describe('the examples of decision 0056', () => {
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
    const department = cases.find((one) => one.key === 'kafedra_faculty_name_key') as Case;
    const name = `Кафедра ${u}`;
    expect((await app.api.post(department.path, department.body(name))).data).toEqual([{ sms: 1 }]);
    const elsewhere = { ...department.body(lookAlike(name)), idFaculty: 2 };
    expect((await app.api.post(department.path, elsewhere)).data).toEqual([{ sms: 1 }]);
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

describe('old look-alikes, saved before migration 0022', () => {
  it('a kept one saves its other fields; renamed, it is held like any other row', async () => {
    const u = tag();
    const level = cases.find((one) => one.key === 'level_name_key') as Case;
    expect((await app.api.post(level.path, level.body(`Магистр ${u}`))).data).toEqual([{ sms: 1 }]);
    // As the migration leaves a later look-alike of an earlier row (decision 0056).
    const [kept] = await app.t.database.query<{ id: number; version: number }>(
      `INSERT INTO level (name_level, name_level_kg, name_level_en, look_alike_kept)
       VALUES ($1, 'Магистр', 'Master', true) RETURNING id_level AS id, row_version AS version`,
      [`Мaгистр ${u}`],
    );
    const save = (name: string, en: string) => ({
      ...level.body(name),
      NameLevelEn: en,
      IDLevel: kept?.id,
    });
    expect((await app.api.post(level.path, save(`Мaгистр ${u}`, 'Master of arts'))).data).toEqual([
      { sms: 2 },
    ]);
    expect((await app.api.refused(level.path, save(`МAГИСТР ${u}`, 'Master'), 'en')).message).toBe(
      `The level of education "Магистр ${u}" already exists`,
    );
    expect((await app.api.post(level.path, save(`Бакалавр ${u}`, 'Bachelor'))).data).toEqual([{ sms: 2 }]);
    const [row] = await app.t.database.query<{ kept: boolean; en: string }>(
      'SELECT look_alike_kept AS kept, name_level_en AS en FROM level WHERE id_level = $1',
      [kept?.id],
    );
    expect(row).toEqual({ kept: false, en: 'Bachelor' });
    // Held again: a new look-alike of it is refused.
    expect((await app.api.refused(level.path, level.body(`Бaкалавр ${u}`), 'en')).message).toBe(
      `The level of education "Бакалавр ${u}" already exists`,
    );
  });

  it('never make the migration fail: every one but the first of a scope is kept, the rest are held', async () => {
    const { database, dispose } = await blankDatabase(inject('databaseTemplate'));
    try {
      const migrations = await readMigrations();
      await migrate(
        database,
        migrations.filter((migration) => migration.version < '0022'),
      );
      await database.query(
        "INSERT INTO a_year (id_a_year, label) VALUES (25, '2025-2026'), (26, '2026-2027')",
      );
      // With a Latin a; in upper case with a Latin M; a capital I and a small L.
      const levels = ['Магистр', 'Мaгистр', 'MАГИСТР', 'Доктор', 'I-1', 'l-1'];
      for (const name of levels)
        await database.query(
          "INSERT INTO level (name_level, name_level_kg, name_level_en) VALUES ($1, 'Деңгээл', 'Level')",
          [name],
        );
      // The second with a Latin e, in two years; the last with a Latin e in «цeнтра».
      const positions: Array<[number, string]> = [
        [25, 'Методист'],
        [25, 'Meтодист'],
        [26, 'Meтодист'],
        [25, 'МЕТОДИСТ ЦЕНТРА'],
        [25, 'Методист цeнтра'],
      ];
      for (const [year, name] of positions)
        await database.query('INSERT INTO rrnk_doljnost (id_a_year, n_doljnost, chasy) VALUES ($1, $2, 1)', [
          year,
          name,
        ]);
      expect(await migrate(database)).toEqual(
        migrations.filter((migration) => migration.version >= '0022').map((migration) => migration.version),
      );
      const kept = async (table: string, name: string) =>
        (await database.query<{ name: string }>(`SELECT ${name} AS name FROM ${table} WHERE look_alike_kept`))
          .map((row) => row.name)
          .sort();
      expect(await kept('level', 'name_level')).toEqual(['l-1', 'Мaгистр', 'MАГИСТР'].sort());
      // The later of each year's pair; the other year's look-alike is another scope's.
      expect(await kept('rrnk_doljnost', 'n_doljnost')).toEqual(['Meтодист', 'Методист цeнтра'].sort());
      const refused = (statement: string, values: unknown[] = []) =>
        database.query(statement, values).then(() => undefined, constraintOf);
      const rename = 'UPDATE level SET name_level = $2 WHERE name_level = $1';
      expect(
        await refused('UPDATE level SET name_level_en = $2 WHERE name_level = $1', ['MАГИСТР', 'M']),
      ).toBe(undefined);
      expect(await refused(rename, ['MАГИСТР', 'MAГИСТР'])).toMatch(/^level_name_look_alike/);
      expect(await refused(rename, ['Мaгистр', 'магистр'])).toBe('level_name_key');
      expect(await refused(rename, ['l-1', 'L-1 курс'])).toBe(undefined);
      expect(await kept('level', 'name_level')).toEqual(['Мaгистр', 'MАГИСТР'].sort());
      expect(
        await refused(
          "INSERT INTO level (name_level, name_level_kg, name_level_en) VALUES ('L-l курс', 'Д', 'L')",
        ),
      ).toMatch(/^level_name_look_alike/);
    } finally {
      await dispose();
    }
  }, 120_000);
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
