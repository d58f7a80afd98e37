import { PassThrough } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/limits';
import { cellValue } from '../import/columns';
import type { CellValue } from './layout';
import { type FileColumn, writeCsv } from './writers';

// A CSV file in Russian or Kyrgyz writes its numbers with a decimal comma beside the `;`
// separator, as Excel of those locales reads them; an English one keeps the point. Only the numbers of
// number columns: a code, a text that looks like a number, a day are written as they are. What is written
// the import reads back as the same numbers.

const columns: FileColumn[] = [
  { title: 'Код', kind: 'text' },
  { title: 'Площадь', kind: 'number' },
  { title: 'Мест', kind: 'number' },
  { title: 'Примечание', kind: 'text' },
  { title: 'Число в тексте', kind: 'text' },
  { title: 'День', kind: 'date' },
];
const rows: CellValue[][] = [
  ['520500', 56.4, 24, '3.5 м', 2.5, '2026-09-01'],
  ['08.00.05', -0.25, 0, '', 1e-7, null],
];

/** The file `writeCsv` writes in `lang`, as text, and as the records a CSV reader finds in it. */
async function written(lang: Language) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeCsv(
    out,
    columns,
    (async function* () {
      yield rows;
    })(),
    lang,
  );
  const bytes = Buffer.concat(chunks);
  const [, ...records] = parse(bytes, { delimiter: ';', bom: true }) as string[][];
  return { text: bytes.toString('utf8'), records };
}

describe('writeCsv', () => {
  it.each(['ru', 'kg'] as const)(
    'writes numbers with a decimal comma in %s, and nothing else changed',
    async (lang) => {
      const { text, records } = await written(lang);
      expect(records).toEqual([
        ['520500', '56,4', '24', '3.5 м', '2.5', '2026-09-01'],
        ['08.00.05', '-0,25', '0', '', '1e-7', ''],
      ]);
      // The separator stays `;`: a number with a comma needs no quotes.
      expect(text).toContain('520500;56,4;24;3.5 м;');
    },
  );

  it('keeps the decimal point in English', async () => {
    const { records } = await written('en');
    expect(records.map((record) => record.slice(0, 3))).toEqual([
      ['520500', '56.4', '24'],
      ['08.00.05', '-0.25', '0'],
    ]);
  });

  it('writes what the import reads back as the same numbers and texts', async () => {
    for (const lang of ['ru', 'kg', 'en'] as const) {
      const { records } = await written(lang);
      const read = records.map((record) =>
        record.map((cell, index) => cellValue(cell, columns[index]?.kind ?? 'text')),
      );
      expect(read, lang).toEqual([
        ['520500', 56.4, 24, '3.5 м', '2.5', '2026-09-01'],
        ['08.00.05', -0.25, 0, '', '1e-7', null],
      ]);
    }
  });
});
