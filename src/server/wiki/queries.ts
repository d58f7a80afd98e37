import { sql } from 'drizzle-orm';
import type { Language } from '../../contract/limits';
import type { WikiRow } from '../../contract/wiki';
import type { Database } from '../db/connection';
import { rowsOf, type Transaction } from '../db/write';

// The SQL of the notifications (migration 0016). Read per user and language, kept in memory by news.ts
// until an item or a read mark changes (decision 0024): the newest items walked backwards, each probed for
// the user's mark.

/**
 * This server's items for one user, newest first, with the text of the language (Russian when the item
 * has none in it) and whether the user has read each.
 */
export const userNews = (database: Database, userId: number, lang: Language, limit: number) =>
  database.query<WikiRow>(
    `SELECT n.id_question_answer,
            coalesce(nullif(CASE $2 WHEN 'kg' THEN n.questions_kg WHEN 'en' THEN n.questions_en END, ''),
                     n.questions) AS questions,
            n.url, n.important, r.id_avn_user IS NOT NULL AS read
       FROM wiki_news n
       LEFT JOIN wiki_news_read r ON r.id_avn_user = $1 AND r.id_wiki = n.id_question_answer
      ORDER BY n.published_at DESC, n.id_question_answer DESC
      LIMIT $3`,
    [userId, lang, limit],
  );

/** Of these ids (the manual site's, negative), those the user has read. */
export async function readAmong(
  database: Database,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await database.query<{ id: number }>(
    'SELECT id_wiki AS id FROM wiki_news_read WHERE id_avn_user = $1 AND id_wiki = ANY($2::int[])',
    [userId, `{${ids.map((id) => Math.trunc(id)).join(',')}}`],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Marks an item read for the user; nothing when it is read already (no row, no audit row). A local id
 * without its item fails on the foreign key (the caller answers 404).
 */
export const insertReadMark = (tx: Transaction, userId: number, idWiki: number) =>
  tx.execute(
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
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(
      sql`INSERT INTO wiki_news (questions, questions_kg, questions_en, url, important)
          VALUES (${item.questions}, ${item.questionsKg}, ${item.questionsEn}, ${item.url}, ${item.important})
          RETURNING id_question_answer AS id`,
    ),
  );
  return row?.id as number;
}
