import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import { fingerprint } from '../testing/checksum';
import { tag } from '../testing/history-fixtures';
import { expectRoundTrip } from '../testing/import-calls';
import { signedInApp } from '../testing/signed-in-app';
import { GROUPS, structureImportCalls, UNIVERSITY } from '../testing/structure-import-calls';
import { type SheetOf, structureWorkbook } from '../testing/structure-workbook';

// Decision 0061: a university's own structure brought in from the registrar's workbook: its faculties, the
// specialities they teach (with licence and parameters), its groups with their planned students, one
// sheet each of one workbook laid out as a registrar does (a heading above the titles, columns of their
// own, titles in Russian or Kyrgyz), previewed (nothing written) then applied. Both databases.

const app = signedInApp();
const thisYear = currentAcademicYear();
const { faculties, specialities, groups, query } = structureImportCalls(app);

/** The three sheets of a new faculty's structure, `u` making its names new. */
function registrarSheets(u: string): SheetOf[] {
  const short = `ФА${u}`;
  return [
    {
      name: 'Факультеты',
      heading: [['Структура университета на новый учебный год'], []],
      titles: [
        '№',
        'Краткое наименование (рус.)',
        'Краткое наименование (кырг.)',
        'Краткое наименование (англ.)',
        'Полное наименование (рус.)',
        'Полное наименование (кырг.)',
        'Полное наименование (англ.)',
        'Декан',
        'Примечание',
      ],
      rows: [
        [
          1,
          short,
          `АФ${u}`,
          `FA${u}`,
          `Факультет аграрных наук ${u}`,
          `Агрардык илимдер факультети ${u}`,
          `Faculty of Agriculture ${u}`,
          'Бекова Нуржан Асановна',
          'открыт в 2025',
        ],
      ],
    },
    {
      name: 'Адистиктер',
      heading: [['Факультеттердин адистиктери']],
      titles: [
        'Факультет',
        'Багыттын коду',
        'Адистиктин коду',
        'Адистик',
        'Окуу формасы',
        'Деңгээли',
        'Квалификация',
        'Окуу мөөнөтү (жыл)',
        'Лицензия',
        'Лицензиянын башталган күнү',
        'Лицензиянын аяктаган күнү',
        'Лицензиянын тиркемеси',
        'Эскертүү',
      ],
      rows: [
        [
          short,
          '580100',
          '080105',
          'Финансы жана кредит',
          'ОФО',
          'Бакалавр',
          'Экономика бакалавры',
          4,
          `LS${u}`,
          new Date(Date.UTC(2024, 6, 1)),
          '30.06.2034',
          `Тиркеме ${u}`,
          'жаңы',
        ],
        [
          `FA${u}`,
          '580100',
          '080109',
          '',
          'Сырттан окуу формасы (бакалавриат)',
          '',
          '',
          5,
          `LS${u}`,
          '2024-07-01',
          '2034-06-30',
          `Тиркеме ${u}`,
          '',
        ],
      ],
    },
    {
      name: 'Группы',
      titles: [
        'Факультет',
        'Код специальности',
        'Форма обучения',
        'Группа',
        'Подгруппа',
        'Год набора',
        'Курс',
        'Бюджет',
        'Контракт',
        'Куратор',
      ],
      rows: [
        [short, '080105', 'ОФО', `ФК${u}`, 1, 2000 + thisYear, '', 20, 5, 'Асанов'],
        [short, '080105', 'ОФО', `ФК${u}`, 2, '', 1, 18, 7, 'Асанов'],
        [short, '080109', 'ЗФО', `БУ${u}`, '', `${2000 + thisYear - 1}-${2000 + thisYear}`, 2, '', 12, ''],
      ],
    },
  ];
}

describe('a new faculty from one workbook of three sheets', () => {
  it('each import reads its sheet, previews writing nothing, then applies; the rows are there', async () => {
    const u = tag();
    const file = await structureWorkbook(registrarSheets(u));

    const before = await fingerprint(app.t.database);
    const facultyPreview = await faculties().preview(file);
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(facultyPreview.status).toBe(200);
    expect(facultyPreview.data.counts).toEqual({ create: 1, update: 0, unchanged: 0, refuse: 0 });
    expect(facultyPreview.data.layout.notes).toEqual(
      expect.arrayContaining([
        'Из 3 листов книги прочитан лист «Факультеты»',
        'Строка 1 стоит над заголовками столбцов и не читается',
        'Столбца «Примечание» нет в таблице «Факультеты»: он не читается',
      ]),
    );
    expect(await faculties().apply(file, facultyPreview.data.token)).toMatchObject({
      status: 200,
      data: { create: 1 },
    });
    const [faculty] = await query<{ id: number; n_director: string }>(
      'SELECT id_faculty AS id, n_director FROM faculty WHERE short_faculty = $1',
      [`ФА${u}`],
    );
    expect(faculty?.n_director).toBe('Бекова Нуржан Асановна');

    // The specialities' sheet has Kyrgyz titles and names the new faculty by its short names.
    const specialityPreview = await specialities().preview(file, 'kg');
    expect(specialityPreview.data.rows.map((row: { verdict: string; reason: string }) => row.reason)).toEqual(
      [null, null],
    );
    expect(specialityPreview.data.counts).toMatchObject({ create: 2, refuse: 0 });
    expect(await specialities().apply(file, specialityPreview.data.token, 'kg')).toMatchObject({
      status: 200,
      data: { create: 2 },
    });
    const taught = await query<{
      code: string;
      form: number;
      term: string;
      level: number | null;
      licence: number;
    }>(
      `SELECT p.code, s.id_f_educ AS form, s.term::text AS term, s.id_level AS level, s.id_licence AS licence
         FROM speciality s JOIN special p ON p.id_special = s.id_special
        WHERE s.id_faculty = $1 ORDER BY p.code`,
      [faculty?.id],
    );
    expect(taught).toMatchObject([
      { code: '080105', form: 1, term: '4.0', level: 1 },
      { code: '080109', form: 2, term: '5.0', level: null },
    ]);
    // One licence for both: found by its resolution and supplement, made once.
    expect(taught[0]?.licence).toBe(taught[1]?.licence);
    const [licence] = await query<{ begin: string; end: string }>(
      "SELECT to_char(resolution_beg, 'YYYY-MM-DD') AS begin, to_char(resolution_end, 'YYYY-MM-DD') AS end FROM licence WHERE id_licence = $1",
      [taught[0]?.licence],
    );
    expect(licence).toEqual({ begin: '2024-07-01', end: '2034-06-30' });

    const groupPreview = await groups().preview(file, 'en');
    expect(groupPreview.data.rows.map((row: { reason: string }) => row.reason)).toEqual([null, null, null]);
    expect(await groups().apply(file, groupPreview.data.token, 'en')).toMatchObject({
      status: 200,
      data: { create: 3 },
    });
    const made = await query<{ name: string; budget: number | null; contract: number | null }>(
      `SELECT n.n_gr || '-' || c.id_sub_gr || '-' || g.id_group_y AS name, k.kol_b AS budget, k.kol_k AS contract
         FROM study_group g JOIN com_gspe c ON c.id_com_gspe = g.id_com_gspe JOIN n_gr n ON n.id_n_gr = c.id_n_gr
         LEFT JOIN rrnk_gr_kolst k ON k.id_group = g.id_group AND k.id_a_year = $2 AND k.id_w_s = 1
        WHERE n.id_faculty = $1 ORDER BY name`,
      [faculty?.id, thisYear],
    );
    expect(made).toEqual([
      { name: `БУ${u}-0-${thisYear - 1}`, budget: 0, contract: 12 },
      { name: `ФК${u}-1-${thisYear}`, budget: 20, contract: 5 },
      { name: `ФК${u}-2-${thisYear}`, budget: 18, contract: 7 },
    ]);

    // The same workbook again: nothing to change.
    for (const calls of [faculties(), specialities(), groups()])
      expect((await calls.preview(file)).data.counts).toMatchObject({ create: 0, update: 0, refuse: 0 });
  });

  it('round-trips each table of the demo university: every row unchanged, in both formats', async () => {
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'faculties', filter: UNIVERSITY });
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'facultySpecialities', filter: UNIVERSITY });
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'groups', filter: GROUPS }, 'en');
  });
});
