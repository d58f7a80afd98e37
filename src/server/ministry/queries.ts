import type { Language } from '../../contract/limits';
import type { Database } from '../db/connection';
import { firstRow, rows, sql } from '../db/sql';
import type { Transaction } from '../db/write';

// The SQL of the ministry's console (decision 0069). The directory is read by the ministry's own call,
// which names no university and so reads as the operator does (every university); each university's
// figures are read in that university (console.ts).

const directoryShape = {
  idVuz: 'integer',
  code: 'text',
  shortName: 'text',
  name: 'text',
  faculties: 'integer',
  administrators: 'integer',
  editors: 'integer',
  viewers: 'integer',
  disabled: 'integer',
  lastActivityAt: 'text?',
} as const;

const localName = (lang: Language, ru: string, kg: string, en: string) =>
  lang === 'ru' ? sql.raw(ru) : sql.raw(`coalesce(nullif(btrim(${lang === 'kg' ? kg : en}), ''), ${ru})`);

/** Every university, by name: its code, names, faculties, accounts by role and the last time one was seen. */
export const universityDirectory = (database: Database, lang: Language) =>
  rows(
    database,
    directoryShape,
    sql`SELECT v.id_vuz AS "idVuz", v.id_field AS code,
               ${localName(lang, 'v.v1', 'v.v1_k', 'v.v1_en')} AS "shortName",
               ${localName(lang, 'v.v2', 'v.v2_k', 'v.v2_en')} AS name,
               (SELECT count(*)::int FROM faculty f WHERE f.id_vuz = v.id_vuz) AS faculties,
               coalesce(u.administrators, 0) AS administrators, coalesce(u.editors, 0) AS editors,
               coalesce(u.viewers, 0) AS viewers, coalesce(u.disabled, 0) AS disabled,
               to_char(greatest(
                 (SELECT max(s.last_seen_at) FROM user_session s JOIN avn_user a USING (id_avn_user)
                   WHERE a.id_vuz = v.id_vuz),
                 (SELECT max(i.last_sign_in_at) FROM user_sign_in i JOIN avn_user a USING (id_avn_user)
                   WHERE a.id_vuz = v.id_vuz)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                 AS "lastActivityAt"
          FROM vuz v
          LEFT JOIN (
            SELECT id_vuz,
                   count(*) FILTER (WHERE role = 'administrator' AND disabled_at IS NULL)::int AS administrators,
                   count(*) FILTER (WHERE role = 'editor' AND disabled_at IS NULL)::int AS editors,
                   count(*) FILTER (WHERE role = 'viewer' AND disabled_at IS NULL)::int AS viewers,
                   count(*) FILTER (WHERE disabled_at IS NOT NULL)::int AS disabled
              FROM avn_user GROUP BY id_vuz
          ) u USING (id_vuz)
         ORDER BY lower(v.v1), v.id_vuz`,
  );
export type DirectoryRow = Awaited<ReturnType<typeof universityDirectory>>[number];

/** Who holds a login, in whichever university (logins are the ministry's: one sign-in page for all). */
export async function loginHolder(tx: Transaction, login: string): Promise<string | undefined> {
  const row = await firstRow(
    tx,
    { holder: 'text' },
    sql`SELECT btrim(concat_ws(' ', u.surname, u.name) || coalesce(' (' || v.v1 || ')', '')) AS holder
          FROM avn_user u LEFT JOIN vuz v USING (id_vuz)
         WHERE lower(u.login) = lower(${login}) LIMIT 1`,
  );
  return row?.holder;
}
