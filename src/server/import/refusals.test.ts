import { describe, expect, it } from 'vitest';
import { fingerprint } from '../testing/checksum';
import { exportFile } from '../testing/export-file';
import { tag } from '../testing/history-fixtures';
import { signedInAs } from '../testing/import-calls';
import { csvOf, fileOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';
import { zipBomb } from '../testing/zip-bomb';

// Import (decision 0047): why a row is refused, said in the user's language and naming the column or the record; the
// other rows of the file are judged all the same. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const DIRECTION = ['Code', 'Name (Russian)', 'Name (Kyrgyz)', 'Name (English)'];
const DEPARTMENT = [
  'Краткое наименование',
  'Наименование (рус.)',
  'Наименование (кырг.)',
  'Наименование (англ.)',
  'Факультет',
];

const preview = async (table: string, rows: unknown[][], lang = 'en', api = app.api) => {
  const before = await fingerprint(app.t.database);
  const answer = await api.post('import/preview', { table, file: fileOf(await workbookOf(rows)) }, lang);
  expect(await fingerprint(app.t.database), 'a preview writes nothing').toEqual(before);
  return answer;
};
const reasons = (answer: { data: { rows: { verdict: string; reason: string | null }[] } }) =>
  answer.data.rows.map((row) => (row.verdict === 'refuse' ? row.reason : row.verdict));

describe('the refusal reasons of a row', () => {
  it('a missing, too long or duplicated code; a clash with a record in the database', async () => {
    const [code, taken] = [`R${tag()}`, `T${tag()}`];
    await app.api.post('ministerstvo/ins-upd-direction', {
      idDirection: -1,
      code: taken,
      direction_: 'Занятое имя',
    });
    const answer = await preview('direction', [
      DIRECTION,
      [code, 'Первая', '', ''],
      [code.toLowerCase(), 'Повтор кода', '', ''],
      ['', 'Без кода', '', ''],
      ['X'.repeat(51), 'Слишком длинный код', '', ''],
      [`N${tag()}`, 'Имя'.repeat(200), '', ''],
    ]);
    const twice = `Lines 2 and 3 of the file are for the same record "${code} Первая": keep one of them`;
    expect(reasons(answer)).toEqual([
      twice,
      twice,
      'Invalid value of the field "Code": the field is required',
      'Invalid value of the field "Code": a text of at most 50 characters',
      'Invalid value of the field "Name (Russian)": a text of at most 500 characters',
    ]);
    expect(answer.data.counts).toEqual({ create: 0, update: 0, unchanged: 0, refuse: 5 });
  });

  it('a department of an unknown faculty, or outside an editor’s faculties; a name of one faculty is free in another', async () => {
    const name = `Кафедра импорта ${tag()}`;
    await app.api.post('ministerstvo/ins-upd-kaf', {
      idKafedra: -1,
      snF1: 'КИ',
      f1: name,
      f1Kg: 'Кафедра',
      f1En: 'Department',
      idFaculty: 1,
    });
    const faculties = await app.t.database.query<{ id: number; faculty: string; faculty_kg: string }>(
      'SELECT id_faculty AS id, faculty, faculty_kg FROM faculty WHERE id_faculty IN (1, 2) ORDER BY id_faculty',
    );
    const [first, second] = faculties as [(typeof faculties)[number], (typeof faculties)[number]];
    const editor = await signedInAs(app.t, 'editor', [1]);
    const answer = await preview(
      'kafedra',
      [
        DEPARTMENT,
        ['КН', `Новая ${tag()}`, 'Жаңы кафедра', 'New department', first.faculty_kg],
        ['КД', `Другая ${tag()}`, 'Башка кафедра', 'Other department', second.faculty],
        ['КФ', `Третья ${tag()}`, 'Үчүнчү', 'Third', 'Факультет, которого нет'],
      ],
      'ru',
      editor,
    );
    expect(answer.message).toBeNull();
    expect(reasons(answer)).toEqual([
      'create',
      'Эта запись относится к факультету вне вашей области ответственности',
      'Факультет «Факультет, которого нет» не найден',
    ]);
    // An exported department whose faculty is changed to a name no faculty has: refused, not "unchanged".
    const file = await exportFile(app.t, app.cookie, { table: 'kafedra', format: 'csv', search: name });
    const [exported] = file.rows as string[][];
    const renamed = await preview(
      'kafedra',
      [file.titles, [...(exported ?? []).slice(0, 4), 'Нет такого', ...(exported ?? []).slice(5)]],
      'ru',
    );
    expect(reasons(renamed)).toEqual(['Факультет «Нет такого» не найден']);
    // The same file's first row, by name in another faculty: a department named so exists in faculty 1 only.
    const clash = await preview(
      'kafedra',
      [DEPARTMENT, ['КИ', name, 'Кафедра', 'Department', second.faculty]],
      'ru',
    );
    expect(reasons(clash)).toEqual(['create']);
  });

  it('a code another record holds: the clash names that record', async () => {
    const [code, taken] = [`M${tag()}`, `T${tag()}`];
    await app.api.post('ministerstvo/ins-upd-direction', {
      idDirection: -1,
      code: taken,
      direction_: 'Владелец кода',
    });
    await app.api.post('ministerstvo/ins-upd-direction', {
      idDirection: -1,
      code,
      direction_: 'Переименуемое',
    });
    const file = await exportFile(app.t, app.cookie, { table: 'direction', format: 'csv', search: code });
    const [row] = file.rows as string[][];
    const answer = await preview('direction', [
      [...DIRECTION, 'Record no.', 'Record version'],
      [taken, 'Переименуемое', '', '', row?.[4], row?.[5]],
    ]);
    expect(reasons(answer)).toEqual([`A direction with code ${taken} already exists: Владелец кода`]);
  });

  it('a record changed after the export; a classifier row whose code would change', async () => {
    const code = `V${tag()}`;
    await app.api.post('ministerstvo/ins-upd-direction', {
      idDirection: -1,
      code,
      direction_: 'До выгрузки',
    });
    const file = await exportFile(app.t, app.cookie, { table: 'direction', format: 'xlsx', search: code });
    const [row] = file.rows as unknown[][];
    const id = row?.[4] as number;
    await app.api.post('ministerstvo/ins-upd-direction', {
      idDirection: id,
      code,
      direction_: 'После выгрузки',
    });
    const locked = await app.t.database.query<{
      id: number;
      code: string;
      direction: string;
      version: number;
    }>(
      'SELECT id_direction AS id, code, direction, row_version AS version FROM direction WHERE NOT edit LIMIT 1',
    );
    const classifier = locked[0] as (typeof locked)[number];
    const answer = await preview('direction', [
      [...DIRECTION, 'Record no.', 'Record version'],
      [code, 'Моя правка', '', '', id, row?.[5]],
      [`${classifier.code}-1`, classifier.direction, '', '', classifier.id, classifier.version],
    ]);
    expect(reasons(answer)).toEqual([
      'The record was changed after the file was exported: export the table again',
      'A record of the national classifier: its code and Russian name do not change',
    ]);
  });

  it('a typed new row repeating a classifier record’s code: said to be a taken code, naming that record', async () => {
    const [classifier] = await app.t.database.query<{ code: string; direction: string }>(
      'SELECT code, direction FROM direction WHERE NOT edit ORDER BY code LIMIT 1',
    );
    if (!classifier) throw new Error('the demo has classifier directions');
    const answer = await preview('direction', [DIRECTION, [classifier.code, 'Новое направление', '', '']]);
    expect(reasons(answer)).toEqual([
      `"Code" ${classifier.code} belongs to the national classifier's record "${classifier.code} ${classifier.direction}": ` +
        'no new record can have it, and that record keeps its code and Russian name',
    ]);
  });
});

describe('files that are not a table, refused with a sentence and changing nothing', () => {
  const refusedFile = async (bytes: Buffer, name = 'file.xlsx') => {
    const before = await fingerprint(app.t.database);
    const answer = await app.api.post(
      'import/preview',
      { table: 'direction', file: fileOf(bytes, name) },
      'en',
    );
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(answer.status, answer.message).toBe(400);
    return answer.message as string;
  };

  it.each([
    ['an empty file', Buffer.alloc(0), 'The file is empty'],
    [
      'a picture',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0xff, 0xfe]),
      'This is neither an Excel workbook',
    ],
    [
      'a password-protected workbook (an OLE container)',
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
      'The workbook is password-protected or in the old .xls format',
    ],
    [
      'a damaged workbook',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]),
      'The Excel workbook cannot be read',
    ],
  ])('%s', async (_name, bytes, message) => {
    expect(await refusedFile(bytes)).toContain(message);
  });

  it('more than 10,000 rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => [`C${index}`, `Имя ${index}`]);
    expect(await refusedFile(csvOf([['Код', 'Наименование (рус.)'], ...rows]))).toBe(
      'The file has more than 10000 rows: split it into parts',
    );
  });

  it('over 5 MB: refused by the contract before it is read', async () => {
    const content = 'A'.repeat(Math.ceil((5 * 1024 * 1024 + 1) / 3) * 4);
    const answer = await app.api.post('import/preview', {
      table: 'direction',
      file: { name: 'big.csv', content },
    });
    expect(answer.status).toBe(400);
  });

  it('a zip bomb: an .xlsx under 5 MB whose content unpacks to 4.6 GB', async () => {
    const bomb = zipBomb(4_700);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(await refusedFile(bomb)).toBe(
      'The workbook unpacks to more than 60 MB: such a file is not accepted',
    );
  });

  it('a formula: its computed value is taken, never evaluated', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    const code = `F${tag()}`;
    sheet.addRow(['Код', 'Наименование (рус.)']);
    sheet.addRow([code, { formula: 'CONCAT("Сумма ", 1+1)', result: 'Итог формулы' }]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await app.api.post('import/preview', { table: 'direction', file: fileOf(bytes) });
    expect(answer.data.rows[0]).toMatchObject({ verdict: 'create', record: `${code} Итог формулы` });
  });

  it('a comma-separated CSV, and a text a spreadsheet would take for a formula, kept as text', async () => {
    const code = `Q${tag()}`;
    const answer = await app.api.post('import/preview', {
      table: 'direction',
      file: fileOf(
        csvOf(
          [
            ['Код', 'Наименование (рус.)'],
            [code, "'=1+1 не формула"],
          ],
          ',',
        ),
        'comma.csv',
      ),
    });
    expect(answer.data.rows[0]).toMatchObject({ verdict: 'create', record: `${code} =1+1 не формула` });
  });
});
