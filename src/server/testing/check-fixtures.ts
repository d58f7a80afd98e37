import { type CheckDay, checkDayOf } from '../checks/found';
import { dayOf } from '../commission/rules';
import type { TestApp } from './test-app';

// What the data checks' tests share: the server's day the checks judge, days around it, and
// SQL run on the test's database.

/** Today as the server tells it (decision 0031's clock), and its academic year. */
export const today = (): CheckDay => checkDayOf(dayOf(new Date()));

/** The day `days` after today (before, when negative), yyyy-mm-dd. */
export function dayAfter(days: number): string {
  const moment = new Date();
  moment.setDate(moment.getDate() + days);
  return dayOf(moment);
}

/** Runs SQL on the test's database and waits until the caches have heard of it; answers its rows. */
export const sqlOn =
  (app: { readonly t: TestApp }) =>
  async <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => {
    const answer = await app.t.database.query<Row>(text, params);
    // A statement outside a write call is announced by its triggers' NOTIFY alone: on a PostgreSQL
    // server the caches hear it a moment later, so the next call would be answered from a stale cache.
    await app.t.database.changes.sync();
    return answer;
  };
