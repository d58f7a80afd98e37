import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { currentAcademicYear } from '../../contract/academic-year';
import { messages } from '../core/messages';
import { fingerprint } from '../testing/checksum';
import { tag } from '../testing/history-fixtures';
import { importCalls, signedInAs } from '../testing/import-calls';
import { csvOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Decision 0061: what the import of a university's structure refuses, and whom. Every row is judged by the
// rules of the screen's saves it makes (its role, faculty scope, fields); a file that names what does not
// exist names it; a refused file writes nothing. And the template: a workbook of the tables' titles in
// the user's language, filled in and imported. Both databases.

const app = signedInApp();
const thisYear = currentAcademicYear();
const UNIVERSITY = { idVuz: 1 };
const GROUPS = { idVuz: 1, idYear: thisYear, idWs: 1 };
const SPECIALITY_TITLES = ['Факультет', 'Код направления', 'Код специальности', 'Форма обучения'];
const GROUP_TITLES = [
  'Факультет',
  'Код специальности',
  'Форма обучения',
  'Группа',
  'Подгруппа',
  'Год набора',
  'Курс',
  'Бюджет',
  'Контракт',
];
type Row = { line: number; verdict: string; reason: string | null };
const reasons = (answer: { data: { rows: Row[] } }) => answer.data.rows.map((row) => row.reason);

describe('a file naming what does not exist names it, in each language, and writes nothing', () => {
  const file = csvOf([
    SPECIALITY_TITLES,
    ['ХЗФ', '580100', '080105', 'ОФО'],
    ['ФЭМ', '999999', '080105', 'ОФО'],
    ['ФЭМ', '580100', '080105', 'Вечерняя'],
  ]);
  it.each([
    [
      'ru',
      [
        'Факультет «ХЗФ» не найден',
        'Код направления «999999» не найден',
        'Форма обучения «Вечерняя» не найдена',
      ],
    ],
    [
      'kg',
      [
        'Факультет «ХЗФ» табылган жок',
        'Багыттын коду «999999» табылган жок',
        'Окуу формасы «Вечерняя» табылган жок',
      ],
    ],
    [
      'en',
      [
        'Faculty "ХЗФ" was not found',
        'Direction code "999999" was not found',
        'Study form "Вечерняя" was not found',
      ],
    ],
  ])('%s', async (lang, said) => {
    const before = await fingerprint(app.t.database);
    const answer = await importCalls(app.api, 'facultySpecialities', UNIVERSITY).preview(file, lang);
    expect(reasons(answer)).toEqual(said);
    expect(answer.data.counts).toEqual({ create: 0, update: 0, unchanged: 0, refuse: 3 });
    expect(
      await importCalls(app.api, 'facultySpecialities', UNIVERSITY).apply(file, answer.data.token, lang),
    ).toMatchObject({ status: 400, message: messages.importNothingToApply[lang as 'ru'] });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });
});

describe('a speciality row is judged by the saves it makes', () => {
  it('a licence of two periods, a department of another faculty, a standard out of range, half a licence', async () => {
    const u = tag();
    const file = csvOf([
      [
        ...SPECIALITY_TITLES,
        'Кафедра',
        'Поколение стандарта (ГОС)',
        'Лицензия',
        'Лицензия действует с',
        'Лицензия действует по',
        'Приложение к лицензии',
      ],
      ['ФЭМ', '580100', '080105', 'ОФО', '', '', `L${u}`, '2024-01-01', '2029-01-01', 'П1'],
      ['ФЭМ', '580100', '080109', 'ОФО', '', '', `L${u}`, '2024-01-01', '2030-01-01', 'П1'],
      ['ФЭМ', '580100', '080102', 'ЗФО', 'Программная инженерия', '', '', '', '', ''],
      ['ФЭМ', '580100', '080111', 'ЗФО', '', 12, '', '', '', ''],
      ['ФЭМ', '580100', '080504', 'ЗФО', '', '', `M${u}`, '', '2030-01-01', 'П2'],
      ['ФЭМ', '580100', '080505', 'ЗФО', '', '', `N${u}`, '2031-01-01', '2030-01-01', 'П3'],
    ]);
    const answer = await importCalls(app.api, 'facultySpecialities', UNIVERSITY).preview(file);
    expect(reasons(answer)).toEqual([
      `Строки 2 и 3 файла дают лицензии «L${u}» разные сроки действия: оставьте один`,
      `Строки 2 и 3 файла дают лицензии «L${u}» разные сроки действия: оставьте один`,
      messages.specialityDepartmentOfOtherFaculty.ru.replace('{department_ru}', 'Программная инженерия'),
      'Неверное значение поля «Поколение стандарта (ГОС)»: число не больше 9',
      'Неверное значение поля «Лицензия действует с»: поле обязательно',
      messages.licencePeriod.ru,
    ]);
  });
});

describe('a code Excel made a number of', () => {
  it('finds its code (010501 typed in reads 10501)', async () => {
    const file = await workbookOf([SPECIALITY_TITLES, ['ФЭМ', 580100, 10501, 'ОФО']]);
    const answer = await importCalls(app.api, 'facultySpecialities', UNIVERSITY).preview(file);
    expect(answer.data.rows).toMatchObject([{ verdict: 'create', reason: null }]);
  });
});

describe('a group row', () => {
  it('names its speciality as the faculty teaches it, and gives its intake year or course', async () => {
    const file = await workbookOf([
      GROUP_TITLES,
      ['ФЭМ', '230105', 'ОФО', 'ЭК', 1, '', 1, 10, 0],
      ['ФЭМ', '080105', 'ОФО', 'ЭК', 1, 2000 + thisYear, 2, 10, 0],
      ['ФЭМ', '080105', 'ОФО', 'ЭК', 1, '', '', 10, 0],
      ['ФЭМ', '080105', 'ОФО', 'ЭК', 1, 'осень', '', 10, 0],
      ['ФЭМ', '080105', 'ОФО', 'ЭК', 1, '', 12, 10, 0],
      ['ФЭМ', '080105', 'ОФО', 'ЭК', 12, '', 1, 10, 0],
      ['ФЭМ', '080105', 'ОФО', 'ЭК', 1, '', 1, 1000, 0],
      ['ФЭМ', '080105', 'ОФО', '', 1, '', 1, 10, 0],
    ]);
    const answer = await importCalls(app.api, 'groups', GROUPS).preview(file, 'en');
    expect(reasons(answer)).toEqual([
      'The faculty "ФЭМ" does not teach the speciality 230105 (ОФО): import it into "Faculty specialities" first',
      `The intake year ${2000 + thisYear} and course 2 disagree: give one of them or correct it`,
      "Give the group's intake year or its course",
      '"Intake year": "осень" is not a year (e.g. 2024 or 2024-2025)',
      '"Course": the file has 12, but it takes a whole number from 1 to 10',
      'Invalid value of the field "Sub-group": a number of at most 9',
      '"Budget": the file has 1000, but it takes a whole number from 0 to 999',
      'Invalid value of the field "Group": the field is required',
    ]);
  });
});

describe('roles as the screens’ saves', () => {
  it('an editor of one faculty imports into it only: another faculty’s rows and a new faculty are refused', async () => {
    const u = tag();
    const editor = await signedInAs(app.t, 'editor', [1]);
    const groups = csvOf([
      GROUP_TITLES,
      ['ФЭМ', '080105', 'ОФО', `Р${u}`, 0, '', 1, 11, 2],
      ['ФИТ', '230105', 'ОФО', `Р${u}`, 0, '', 1, 11, 2],
    ]);
    const preview = await importCalls(editor, 'groups', GROUPS).preview(groups, 'kg');
    expect(preview.data.rows.map((row: Row) => [row.verdict, row.reason])).toEqual([
      ['create', null],
      ['refuse', messages.outsideScope.kg],
    ]);
    expect(await importCalls(editor, 'groups', GROUPS).apply(groups, preview.data.token, 'kg')).toMatchObject(
      {
        status: 200,
        data: { create: 1, refuse: 1 },
      },
    );
    const made = await app.t.database.query<{ faculty: number }>(
      'SELECT id_faculty AS faculty FROM n_gr WHERE n_gr = $1',
      [`Р${u}`],
    );
    expect(made).toEqual([{ faculty: 1 }]);

    const faculties = csvOf([
      [
        'Краткое наименование (рус.)',
        'Краткое наименование (кырг.)',
        'Краткое наименование (англ.)',
        'Полное наименование (рус.)',
        'Полное наименование (кырг.)',
        'Полное наименование (англ.)',
        'Декан',
      ],
      [`Н${u}`, `Н${u}`, `N${u}`, `Новый факультет ${u}`, `Жаңы факультет ${u}`, `New faculty ${u}`, 'Декан'],
    ]);
    const refused = await importCalls(editor, 'faculties', UNIVERSITY).preview(faculties, 'ru');
    expect(reasons(refused)).toEqual([messages.newFacultyNeedsAll.ru]);
    const viewer = await signedInAs(app.t, 'viewer');
    expect(await importCalls(viewer, 'groups', GROUPS).preview(groups, 'en')).toMatchObject({
      status: 403,
      message: messages.forbiddenRole.en,
    });
  });
});

describe('the template', () => {
  it('is one workbook of the tables asked for, a sheet each, titled in the language; filled in, it imports', async () => {
    const response = await app.t.call('POST', 'import/template', {
      cookie: app.cookie,
      body: { tables: ['faculties', 'facultySpecialities', 'groups', 'faculties'] },
      lang: 'kg',
    });
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(response.headers['content-disposition'] as string)).toMatch(
      /filename\*=UTF-8''Импорттун үлгүсү — \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Факультеттер',
      'Факультеттердин адистиктери',
      'Топтор жана контингент',
    ]);
    const faculties = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((faculties.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Кыска аталышы (орусча)',
      'Кыска аталышы (кыргызча)',
      'Кыска аталышы (англисче)',
      'Толук аталышы (орусча)',
      'Толук аталышы (кыргызча)',
      'Толук аталышы (англисче)',
      'Декан',
    ]);
    expect(faculties.getCell('A1').note).toBe('Милдеттүү тилке');
    const u = tag();
    faculties.addRow([
      `Ш${u}`,
      `Ш${u}`,
      `S${u}`,
      `Шаблонный факультет ${u}`,
      `Үлгү факультети ${u}`,
      `Template faculty ${u}`,
      'Декан',
    ]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const calls = importCalls(app.api, 'faculties', UNIVERSITY);
    const preview = await calls.preview(filled, 'kg');
    expect(preview.data.layout.notes).toEqual(['Файлдын 3 барагынын ичинен «Факультеттер» барагы окулду']);
    expect(preview.data.counts).toMatchObject({ create: 1, refuse: 0 });
    expect(await calls.apply(filled, preview.data.token, 'kg')).toMatchObject({
      status: 200,
      data: { create: 1 },
    });
  });

  it('a table named once is named in the file name; an unknown table is refused', async () => {
    const one = await app.t.call('POST', 'import/template', {
      cookie: app.cookie,
      body: { tables: ['groups'] },
      lang: 'en',
    });
    expect(decodeURIComponent(one.headers['content-disposition'] as string)).toMatch(
      /Groups and planned students — template — \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const bad = await app.t.call('POST', 'import/template', {
      cookie: app.cookie,
      body: { tables: ['users'] },
    });
    expect(bad.statusCode).toBe(400);
  });
});
