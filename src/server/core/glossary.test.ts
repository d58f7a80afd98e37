import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bannedWordsIn } from '../../contract/glossary';
import type { Database } from '../db/connection';
import { documentTexts } from '../documents/texts';
import { cloneTemplate } from '../testing/databases';
import { dependentLabels } from '../usage/dependents';
import { messages } from './messages';
import { fieldNames, reasons } from './validation';

// Decision 0051: the server's Kyrgyz follows the glossary (contract/glossary.ts, docs/glossary.md) as the
// screens' texts do (web/i18n/glossary.test.ts): its sentences, and the Kyrgyz columns of the data the
// migrations and the demo write, read from the migrated, seeded test database (so a migration that mends
// an older migration's row counts, decision 0051).

/** "where: what it has (banned X, use Y)" for each banned word a text uses. */
const misuses = (texts: Array<[where: string, text: string]>, column?: (where: string) => string) =>
  texts.flatMap(([where, text]) =>
    bannedWordsIn(text, column?.(where)).map(
      ({ found, banned, use }) => `${where}: «${found}» (${banned} is banned: ${use})`,
    ),
  );

describe("the server's Kyrgyz sentences use the glossary's words", () => {
  it('messages, validation reasons, usage labels and document texts', () => {
    const texts: Array<[string, string]> = [
      ...Object.entries(messages).map(([key, text]): [string, string] => [`messages.${key}`, text.kg]),
      ...Object.entries(reasons).map(([key, text]): [string, string] => [`validation.${key}`, text.kg]),
      ['validation.fieldNames', fieldNames.kg],
      ...Object.entries(dependentLabels).map(([key, text]): [string, string] => [`usage.${key}`, text.kg]),
      ...Object.entries(documentTexts).map(([key, text]): [string, string] => [`documents.${key}`, text.kg]),
    ];
    expect(texts.length).toBeGreaterThan(200);
    expect(misuses(texts)).toEqual([]);
  });
});

describe("the data's Kyrgyz columns use the glossary's words", () => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await cloneTemplate(inject('databaseTemplate')));
  });
  afterAll(() => dispose());

  it('every value of every Kyrgyz column, after the migrations and the demo data', async () => {
    // Kyrgyz columns end in _kg, but for the university's names (v1_k, v2_k).
    const columns = await database.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')
          AND (column_name LIKE '%\\_kg' OR column_name IN ('v1_k', 'v2_k'))
        ORDER BY table_name, column_name`,
    );
    expect(columns.map(({ table_name, column_name }) => `${table_name}.${column_name}`)).toEqual(
      expect.arrayContaining([
        'estimation_form.name_kg',
        'f_educ_prog.name_kg',
        'vuz.v2_k',
        'wiki_news.questions_kg',
      ]),
    );
    const texts: Array<[string, string]> = [];
    for (const { table_name, column_name } of columns) {
      const rows = await database.query<{ text: string }>(
        `SELECT DISTINCT "${column_name}" AS text FROM "${table_name}" WHERE "${column_name}" IS NOT NULL`,
      );
      for (const { text } of rows) texts.push([`${table_name}.${column_name}`, text]);
    }
    expect(texts.length).toBeGreaterThan(200);
    expect(misuses(texts, (where) => where)).toEqual([]);
  });
});
