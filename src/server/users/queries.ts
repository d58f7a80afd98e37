import { type Role, roles } from '../../contract/access';
import * as calls from '../../contract/users';
import { defineListRead } from '../db/list-read';
import { firstRow, type RowOf, rows, run, sql } from '../db/sql';
import type { Transaction } from '../db/write';

/** An int[] parameter. */
const facultyArray = (ids: readonly number[]) => sql`${sql.param(ids)}::int[]`;

const listedShape = {
  idAvnUser: 'integer',
  login: 'text',
  surname: 'text',
  name: 'text',
  patronymic: 'text',
  role: roles,
  allFaculties: 'boolean',
  facultyIds: 'integer[]',
  lastSignInAt: 'text?',
  disabled: 'boolean',
  mustChangePassword: 'boolean',
  deletable: 'boolean',
  rowVersion: 'integer',
} as const;

/**
 * Every account as the users screen lists it; `deletable`: the user never authored an audited change.
 * Answered from memory until an account, a sign-in or the audit log changes (migration 0011). The audit
 * log is probed per user through a LATERAL … LIMIT 1 (its user index): as NOT EXISTS the planner may hash
 * the whole log instead, 34 ms on the large data rather than 1.
 */
export const usersList = defineListRead(calls.listUsers, {
  tables: ['avn_user', 'user_sign_in', 'audit_log'],
  // The role column's CHECK holds the contract's roles only (migration 0008); the shape checks it in tests.
  load: (database) =>
    rows(
      database,
      listedShape,
      sql`SELECT u.id_avn_user AS "idAvnUser", u.login, u.surname, u.name, u.patronymic, u.role,
              u.all_faculties AS "allFaculties", u.faculty_ids AS "facultyIds",
              to_char(s.last_sign_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastSignInAt",
              u.disabled_at IS NOT NULL AS disabled, u.must_change_password AS "mustChangePassword",
              authored.any IS NULL AS deletable,
              u.row_version AS "rowVersion"
         FROM avn_user u LEFT JOIN user_sign_in s ON s.id_avn_user = u.id_avn_user
         LEFT JOIN LATERAL (SELECT 1 AS any FROM audit_log a WHERE a.id_avn_user = u.id_avn_user
                                AND a.table_name <> 'wiki_news_read' LIMIT 1) authored
           ON true
        ORDER BY lower(u.login), u.id_avn_user`,
    ),
});

const lockedShape = {
  id: 'integer',
  login: 'text',
  role: roles,
  disabled: 'boolean',
  rowVersion: 'integer',
} as const;

type LockedUser = RowOf<typeof lockedShape>;

/** Locks one account until the transaction ends; undefined when there is none. */
export const lockUser = async (tx: Transaction, id: number): Promise<LockedUser | undefined> =>
  (await firstRow(
    tx,
    lockedShape,
    sql`SELECT id_avn_user AS id, login, role, disabled_at IS NOT NULL AS disabled, row_version AS "rowVersion"
          FROM avn_user WHERE id_avn_user = ${id} FOR UPDATE`,
  )) satisfies LockedUser | undefined;

/**
 * Locks every enabled administrator and answers their ids. Taken before a change that could remove one,
 * so that two such changes at once are made one after the other and cannot both remove the last two.
 */
export const lockActiveAdministrators = async (tx: Transaction): Promise<number[]> =>
  (
    await rows(
      tx,
      { id: 'integer' },
      sql`SELECT id_avn_user AS id FROM avn_user
           WHERE role = 'administrator' AND disabled_at IS NULL ORDER BY id_avn_user FOR UPDATE`,
    )
  ).map((row) => row.id);

/** How many of these faculties exist. */
export const countFaculties = async (tx: Transaction, ids: readonly number[]): Promise<number> =>
  (
    await firstRow(
      tx,
      { count: 'integer' },
      sql`SELECT count(*)::int AS count FROM faculty WHERE id_faculty = ANY(${facultyArray(ids)})`,
    )
  )?.count ?? 0;

interface AccountColumns {
  login: string;
  surname: string;
  name: string;
  patronymic: string;
  role: Role;
  allFaculties: boolean;
  facultyIds: number[];
}

/** A new account, which must choose its own password at the first sign-in. */
export const insertAccount = async (tx: Transaction, account: AccountColumns, passwordHash: string) =>
  run(
    tx,
    sql`INSERT INTO avn_user (login, password_hash, surname, name, patronymic, role, all_faculties, faculty_ids,
                              must_change_password)
        VALUES (${account.login}, ${passwordHash}, ${account.surname}, ${account.name}, ${account.patronymic},
                ${account.role}, ${account.allFaculties}, ${facultyArray(account.facultyIds)}, true)`,
  );

export const updateAccount = async (tx: Transaction, id: number, account: AccountColumns) =>
  run(
    tx,
    sql`UPDATE avn_user SET login = ${account.login}, surname = ${account.surname}, name = ${account.name},
               patronymic = ${account.patronymic}, role = ${account.role}, all_faculties = ${account.allFaculties},
               faculty_ids = ${facultyArray(account.facultyIds)}
         WHERE id_avn_user = ${id}`,
  );

/** A password set by an administrator: the user chooses another at the next sign-in. */
export const setPassword = async (tx: Transaction, id: number, passwordHash: string) =>
  run(
    tx,
    sql`UPDATE avn_user SET password_hash = ${passwordHash}, must_change_password = true WHERE id_avn_user = ${id}`,
  );

export const setDisabled = async (tx: Transaction, id: number, disabled: boolean) =>
  run(
    tx,
    sql`UPDATE avn_user SET disabled_at = CASE WHEN ${disabled} THEN coalesce(disabled_at, now()) END
         WHERE id_avn_user = ${id}`,
  );

export const endSessionsOf = async (tx: Transaction, id: number) =>
  run(tx, sql`DELETE FROM user_session WHERE id_avn_user = ${id}`);

/** The audited table of a user's own state (the read marks of notifications). */
const OWN_STATE = 'wiki_news_read';

/**
 * Whether the user has changed the university's data (the audit names them). A notification marked read
 * is the user's own state, not the university's data: it does not keep the account (decision 0024).
 */
export const authoredChanges = async (tx: Transaction, id: number): Promise<boolean> =>
  (
    await firstRow(
      tx,
      { authored: 'boolean' },
      sql`SELECT EXISTS (SELECT 1 FROM audit_log WHERE id_avn_user = ${id} AND table_name <> ${OWN_STATE}) AS authored`,
    )
  )?.authored === true;

export const deleteAccount = async (tx: Transaction, id: number) =>
  run(tx, sql`DELETE FROM avn_user WHERE id_avn_user = ${id}`);
