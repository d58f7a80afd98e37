import type { Language } from '../../contract/limits';
import type { Database } from '../db/connection';
import { firstRow, rows, run, sql } from '../db/sql';
import type { Transaction } from '../db/write';

// The SQL of the notifications (migration 0016). Read per user and language, kept in memory by news.ts
// until an item or a read mark changes (decision 0024): the newest items walked backwards, each probed for
// the user's mark.

const wikiShape = {
  id_question_answer: 'integer',
  questions: 'text',
  url: 'text',
  important: 'boolean',
  read: 'boolean',
} as const;

/**
 * This server's items for one user, newest first, with the text of the language (Russian when the item
 * has none in it) and whether the user has read each.
 */
export const userNews = (database: Database, userId: number, lang: Language, limit: number) =>
  rows(
    database,
    wikiShape,
    sql`SELECT n.id_question_answer,
               coalesce(nullif(CASE ${lang} WHEN 'kg' THEN n.questions_kg WHEN 'en' THEN n.questions_en END, ''),
                        n.questions) AS questions,
               n.url, n.important, r.id_avn_user IS NOT NULL AS read
          FROM wiki_news n
          LEFT JOIN wiki_news_read r ON r.id_avn_user = ${userId} AND r.id_wiki = n.id_question_answer
         ORDER BY n.published_at DESC, n.id_question_answer DESC
         LIMIT ${limit}`,
  );

/** Of these ids (the manual site's, negative), those the user has read. */
export async function readAmong(
  database: Database,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  // The ids travel as one int[] literal parameter.
  const list = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const marks = await rows(
    database,
    { id: 'integer' },
    sql`SELECT id_wiki AS id FROM wiki_news_read WHERE id_avn_user = ${userId} AND id_wiki = ANY(${list}::int[])`,
  );
  return new Set(marks.map((row) => row.id));
}

/**
 * Marks an item read for the user; nothing when it is read already (no row, no audit row). A local id
 * without its item fails on the foreign key (the caller answers 404).
 */
export const insertReadMark = (tx: Transaction, userId: number, idWiki: number) =>
  run(
    tx,
    sql`INSERT INTO wiki_news_read (id_avn_user, id_wiki) VALUES (${userId}, ${idWiki}) ON CONFLICT DO NOTHING`,
  );

export interface NewsInput {
  questions: string;
  questionsKg: string;
  questionsEn: string;
  url: string;
  important: boolean;
}

/** Publishes an item; answers its id. */
export async function insertNews(tx: Transaction, item: NewsInput): Promise<number> {
  const row = await firstRow(
    tx,
    { id: 'integer' },
    sql`INSERT INTO wiki_news (questions, questions_kg, questions_en, url, important)
        VALUES (${item.questions}, ${item.questionsKg}, ${item.questionsEn}, ${item.url}, ${item.important})
        RETURNING id_question_answer AS id`,
  );
  return row?.id as number;
}
