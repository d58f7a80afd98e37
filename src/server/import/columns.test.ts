import { describe, expect, it } from 'vitest';
import { fingerprint } from '../testing/checksum';
import { tag } from '../testing/history-fixtures';
import { csvOf, fileOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Decision 0053: a registrar's file as it comes. A heading above the titles, a title spelled slightly
// differently, a column the table does not have, a Windows-1251 CSV are read with a note; when a required
// column cannot be matched, the preview says which titles the table expects and judges no row until the
// person says which column of the file each is. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
type Layout = {
  titleLine: number;
  columns: { index: number; title: string; column: string | null; match: string }[];
  missing: string[];
  notes: string[];
  expected: { key: string; title: string; required: boolean }[];
};
type Preview = {
  rows: { line: number; verdict: string; reason: string | null }[];
  counts: Record<string, number>;
  token: string;
  layout: Layout;
};

const preview = async (bytes: Buffer, lang = 'ru', columns?: { index: number; column: string | null }[]) => {
  const before = await fingerprint(app.t.database);
  const answer = await app.api.post(
    'import/preview',
    { table: 'direction', file: fileOf(bytes, 'file.csv'), ...(columns && { columns }) },
    lang,
  );
  expect(await fingerprint(app.t.database), 'a preview writes nothing').toEqual(before);
  expect(answer.status, answer.message).toBe(200);
  return answer.data as Preview;
};

describe("a file's columns, as a registrar's file comes", () => {
  it('finds the titles under a heading, reads a title spelled slightly differently, leaves an extra column unread', async () => {
    const code = `H${tag()}`;
    const answer = await preview(
      await workbookOf([
        ['Направления университета на 2026 год'],
        [],
        ['Код', 'Наименование рус', 'Наименование (кырг.)', 'Примечание'],
        [code, 'Из файла с шапкой', 'Шапкалуу файлдан', 'не читается'],
      ]),
    );
    expect(answer.layout).toMatchObject({
      titleLine: 3,
      columns: [
        { index: 0, title: 'Код', column: 'code', match: 'exact' },
        { index: 1, title: 'Наименование рус', column: 'ru', match: 'similar' },
        { index: 2, title: 'Наименование (кырг.)', column: 'kg', match: 'exact' },
        { index: 3, title: 'Примечание', column: null, match: 'unknown' },
      ],
      missing: [],
    });
    expect(answer.layout.notes).toEqual([
      'Строка 1 стоит над заголовками столбцов и не читается',
      'Столбец «Наименование рус» прочитан как «Наименование (рус.)»',
      'Столбца «Примечание» нет в таблице «Направления»: он не читается',
    ]);
    expect(answer.rows).toEqual([
      { line: 4, verdict: 'create', record: `${code} Из файла с шапкой`, changes: [], reason: null },
    ]);
  });

  it('reads a CSV saved by Russian Excel: Windows-1251, semicolons', async () => {
    const code = `W${tag()}`;
    const text = `Код;Наименование (рус.);Наименование (кырг.)\r\n${code};Лингвистика (ёж);Тил илими\r\n`;
    const answer = await preview(win1251(text));
    expect(answer.counts).toMatchObject({ create: 1, refuse: 0 });
    expect(answer.rows[0]).toMatchObject({ record: `${code} Лингвистика (ёж)` });
  });

  it('asks for a required column it cannot match, judging no row, then reads the file by the choice', async () => {
    const code = `C${tag()}`;
    const file = csvOf([
      ['Шифр', 'Наименование (рус.)', 'Цвет'],
      [code, 'Выбранный столбец', 'красный'],
    ]);
    const asked = await preview(file, 'kg');
    expect(asked).toMatchObject({
      rows: [],
      counts: { create: 0, update: 0, unchanged: 0, refuse: 0 },
      token: '',
    });
    expect(asked.layout.missing).toEqual(['code']);
    expect(asked.layout.columns.map((column) => [column.title, column.match])).toEqual([
      ['Шифр', 'unknown'],
      ['Наименование (рус.)', 'exact'],
      ['Цвет', 'unknown'],
    ]);
    // The table's columns, titled in the request's language, to choose from.
    expect(asked.layout.expected).toContainEqual({ key: 'code', title: 'Коду', required: true });
    expect(asked.layout.notes.at(-1)).toBe(
      'Файлда милдеттүү тилкелер табылган жок: «Коду». Файлдын кайсы тилкелери алар экенин көрсөтүңүз',
    );
    // Nothing to apply while a column is missing.
    expect(
      await app.api.post(
        'import/apply',
        { table: 'direction', file: fileOf(file, 'f.csv'), token: '' },
        'en',
      ),
    ).toMatchObject({ status: 400, message: 'The file lacks the required columns: «Code»' });

    const choices = [
      { index: 0, column: 'code' },
      { index: 2, column: null },
    ];
    const chosen = await preview(file, 'ru', choices);
    expect(chosen.layout.columns.map((column) => [column.title, column.column, column.match])).toEqual([
      ['Шифр', 'code', 'chosen'],
      ['Наименование (рус.)', 'ru', 'exact'],
      ['Цвет', null, 'skipped'],
    ]);
    expect(chosen.counts).toMatchObject({ create: 1, refuse: 0 });
    const applied = await app.api.post('import/apply', {
      table: 'direction',
      file: fileOf(file, 'f.csv'),
      columns: choices,
      token: chosen.token,
    });
    expect(applied).toMatchObject({ status: 200, data: { create: 1 } });
  });

  it('reads neither of two columns of one title until one is chosen; refuses a choice of no column', async () => {
    const file = csvOf([
      ['Код', 'Code', 'Наименование (рус.)'],
      [`R${tag()}`, `S${tag()}`, 'Два кода'],
    ]);
    const asked = await preview(file, 'en');
    expect(asked.layout.missing).toEqual(['code']);
    expect(asked.layout.notes).toContain(
      'The columns «Код», «Code» would both be read as "Code": choose which one to read',
    );
    const chosen = await preview(file, 'en', [{ index: 1, column: null }]);
    expect(chosen.layout.missing).toEqual([]);
    expect(chosen.counts).toMatchObject({ create: 1 });
    const bad = await app.api.post(
      'import/preview',
      { table: 'direction', file: fileOf(file, 'f.csv'), columns: [{ index: 1, column: 'colour' }] },
      'en',
    );
    expect(bad).toMatchObject({
      status: 400,
      message: 'A column of the file was given a column the table does not have',
    });
  });

  it('counts 10,000 rows under a heading, refusing the 10,001st', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => [`C${index}`, `Имя ${index}`]);
    const answer = await app.api.post(
      'import/preview',
      {
        table: 'direction',
        file: fileOf(csvOf([['Шапка'], ['Код', 'Наименование (рус.)'], ...rows]), 'f.csv'),
      },
      'en',
    );
    expect(answer).toMatchObject({
      status: 400,
      message: 'The file has more than 10000 rows: split it into parts',
    });
  });
});

/** The text as Windows-1251 bytes (Cyrillic letters and ё; what Russian Excel's "CSV" writes). */
function win1251(text: string): Buffer {
  const bytes = [...text].map((character) => {
    const code = character.codePointAt(0) as number;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (character === 'ё') return 0xb8;
    if (character === 'Ё') return 0xa8;
    throw new Error(`not in the test's 1251 table: ${character}`);
  });
  return Buffer.from(bytes);
}
