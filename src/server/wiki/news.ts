import type { Language } from '../../contract/limits';
import { Sms, type SmsCode } from '../../contract/sms';
import { WIKI_MAX_ITEMS, type WikiRow } from '../../contract/wiki';
import { AppError, sqlState } from '../core/errors';
import { CoherentCache } from '../db/coherent-cache';
import type { Database } from '../db/connection';
import { writeTransaction } from '../db/write';
import type { ManualNews } from './manual-news';
import * as queries from './queries';
import { type OwnApi, pointsAtOwnApi } from './rules';

// The notifications of decision 0024: this server's items and the manual site's, per user.

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Each user's list of this server's items, per language, kept until an item or a read mark changes: the
 * bell asks on every page load, and planning the query costs more than answering it (decision 0024).
 */
type LocalNews = CoherentCache<string, WikiRow[]>;

/** Bounded: a university's staff in three languages, with room to spare. */
const MAX_CACHED_LISTS = 5_000;

export const localNewsCache = (database: Database): LocalNews =>
  new CoherentCache(database.changes, ['wiki_news', 'wiki_news_read'], MAX_CACHED_LISTS);

/**
 * The user's items: this server's newest first, each read or not, then the manual site's that the user
 * has not read yet (SPEC §7: those read are filtered out), at most WIKI_MAX_ITEMS in all.
 */
export async function newsFor(
  database: Database,
  manual: ManualNews,
  local: LocalNews,
  userId: number,
  lang: Language,
): Promise<WikiRow[]> {
  const external = await manual.items();
  const read = await queries.readAmong(
    database,
    userId,
    external.map((item) => item.id),
  );
  const unread = external.filter((item) => !read.has(item.id));
  const limit = WIKI_MAX_ITEMS - unread.length;
  const own =
    (await local.get(`${userId}:${lang}:${limit}`, async () => ({
      value: await queries.userNews(database, userId, lang, limit),
      freshForMs: Number.POSITIVE_INFINITY,
    }))) ?? [];
  return [
    ...own,
    ...unread.map(({ id, questions, url, important }) => ({
      id_question_answer: id,
      questions,
      url,
      important,
      read: false,
    })),
  ];
}

/**
 * Marks an item read for the user: sms 1, also when it was read already (the bell only needs it read;
 * nothing is written the second time). 404 for an item this server or the manual site does not have.
 */
export async function markRead(
  database: Database,
  manual: ManualNews,
  userId: number,
  idWiki: number,
): Promise<[{ sms: SmsCode }]> {
  if (idWiki < 0 && !(await manual.has(idWiki))) throw new AppError('NOT_FOUND', 'recordNotFound');
  try {
    await writeTransaction(database, userId, (tx) => queries.insertReadMark(tx, userId, idWiki));
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new AppError('NOT_FOUND', 'recordNotFound');
    throw error;
  }
  return [{ sms: Sms.CREATED }];
}

/**
 * Publishes an item to every user (wiki/add-news), in one audited transaction: sms 1. A link to this
 * application's own API is refused (400 naming it).
 */
export async function publishNews(
  database: Database,
  writerId: number,
  item: queries.NewsInput,
  own: OwnApi,
): Promise<[{ sms: SmsCode }]> {
  if (pointsAtOwnApi(item.url, own))
    throw new AppError('VALIDATION', 'newsLinkToOwnApi', { prefix: own.path });
  await writeTransaction(database, writerId, (tx) => queries.insertNews(tx, item));
  return [{ sms: Sms.CREATED }];
}
