import { expect } from 'vitest';
import type { WikiRow } from '../../contract/wiki';
import { hashPassword } from '../auth/passwords';
import { run, sql } from '../db/sql';
import { type ApiCalls, apiCalls } from './api-calls';
import type { TestApp } from './test-app';

// What the notifications' API tests share (wiki/routes.test.ts, wiki/manual-site.proof.test.ts).

export const GET_WIKI = 'wiki/getWiki';
export const MARK_READ = 'wiki/insertWiki';
export const ADD_NEWS = 'wiki/add-news';

/** A viewer of its own, signed in: the API as that user. */
export async function newReader(t: TestApp, login: string): Promise<ApiCalls> {
  const passwordHash = await hashPassword('reader-Pass-2026');
  await run(
    t.database,
    sql`INSERT INTO avn_user (login, password_hash, surname, name, role)
        VALUES (${login}, ${passwordHash}, 'Читатель', 'Тест', 'viewer')`,
  );
  return apiCalls(t, await t.signIn(login, 'reader-Pass-2026'));
}

/** The user's items (getWiki) in a language. */
export async function itemsOf(api: ApiCalls, lang = 'ru'): Promise<WikiRow[]> {
  const answer = await api.post(GET_WIKI, undefined, lang);
  expect(answer.status).toBe(200);
  return answer.data;
}

export const idsOf = (items: WikiRow[]) => items.map((item) => item.id_question_answer);
export const unreadOf = (items: WikiRow[]) => idsOf(items.filter((item) => !item.read));
