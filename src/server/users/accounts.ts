import type { z } from 'zod';
import { Sms, type SmsCode } from '../../contract/sms';
import type { saveUser } from '../../contract/users';
import { unlessBusy } from '../auth/change-password';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { AppError, sqlState } from '../core/errors';
import { withSaid } from '../core/said';
import type { Database } from '../db/connection';
import { clashOf, UNIQUE_VIOLATION } from '../db/duplicates';
import { firstRow, sql } from '../db/sql';
import { writeTransaction } from '../db/write';
import * as queries from './queries';
import { assertAdministratorRemains, loginOf, scopeOf } from './rules';

// The writes of the users screen (decision 0013), each one audited transaction under the administrator who
// makes it. Sessions of a changed account are forgotten by every server process through the change feed
// (decision 0009), so a new role or a disabled account takes effect at the user's next request.

type Answer = [{ sms: SmsCode }];

/** Locks the account or answers 404 (someone else deleted it). */
async function lockedOrGone(tx: Parameters<typeof queries.lockUser>[0], id: number) {
  const user = await queries.lockUser(tx, id);
  if (!user) throw new AppError('NOT_FOUND', 'recordNotFound');
  return user;
}

/** users/save: creates (id -1, with a first password to change at first sign-in) or updates an account. */
export async function saveAccount(
  database: Database,
  adminId: number,
  body: z.output<typeof saveUser.body>,
): Promise<Answer> {
  const login = loginOf(body.login);
  const account = {
    login,
    surname: body.surname,
    name: body.name,
    patronymic: body.patronymic,
    role: body.role,
    ...scopeOf(body.role, body.allFaculties, body.facultyIds),
  };
  let passwordHash: string | undefined;
  if (body.idAvnUser === -1) {
    const password = body.password?.trim() ?? '';
    if (password === '') throw new AppError('VALIDATION', 'passwordRequired');
    assertAcceptablePassword(password, login);
    // Hashed before the transaction: it takes a while and needs no lock.
    passwordHash = await unlessBusy(() => hashPassword(password));
  }
  try {
    const sms = await writeTransaction(database, adminId, async (tx) => {
      if ((await queries.countFaculties(tx, account.facultyIds)) !== account.facultyIds.length)
        throw new AppError('VALIDATION', 'unknownReference');
      if (passwordHash !== undefined) {
        await queries.insertAccount(tx, account, passwordHash);
        return Sms.CREATED;
      }
      const id = body.idAvnUser as number;
      const administrators = await queries.lockActiveAdministrators(tx);
      const user = await lockedOrGone(tx, id);
      if (body.rowVersion !== undefined && body.rowVersion !== user.rowVersion)
        throw new AppError('CONFLICT', 'staleRow');
      if (administrators.includes(id) && account.role !== 'administrator')
        assertAdministratorRemains(administrators, id);
      await queries.updateAccount(tx, id, account);
      return Sms.UPDATED;
    });
    return [{ sms }];
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    const said = await clashOf(database, error, { id: body.idAvnUser, columns: { login } });
    return withSaid([{ sms: Sms.DUPLICATE }] as Answer, said);
  }
}

/** users/reset-password: a new password, to be changed at the next sign-in; the user's sessions end. */
export async function resetPassword(
  database: Database,
  adminId: number,
  body: { idAvnUser: number; password: string },
): Promise<Answer> {
  const password = body.password.trim();
  const target = await firstRow(
    database,
    { login: 'text' },
    sql`SELECT login FROM avn_user WHERE id_avn_user = ${body.idAvnUser}`,
  );
  if (!target) throw new AppError('NOT_FOUND', 'recordNotFound');
  assertAcceptablePassword(password, target.login);
  const passwordHash = await unlessBusy(() => hashPassword(password));
  await writeTransaction(database, adminId, async (tx) => {
    const user = await lockedOrGone(tx, body.idAvnUser);
    // Renamed since it was checked: the rule "not the login" is checked again against the new login.
    if (user.login !== target.login) assertAcceptablePassword(password, user.login);
    await queries.setPassword(tx, user.id, passwordHash);
    await queries.endSessionsOf(tx, user.id);
  });
  return [{ sms: Sms.UPDATED }];
}

/** users/set-disabled: a disabled account's sessions end at once; never one's own, never the last administrator. */
export async function setAccountDisabled(
  database: Database,
  adminId: number,
  body: { idAvnUser: number; disabled: boolean },
): Promise<Answer> {
  if (body.disabled && body.idAvnUser === adminId) throw new AppError('CONFLICT', 'ownAccount');
  await writeTransaction(database, adminId, async (tx) => {
    const administrators = body.disabled ? await queries.lockActiveAdministrators(tx) : [];
    const user = await lockedOrGone(tx, body.idAvnUser);
    if (administrators.includes(user.id)) assertAdministratorRemains(administrators, user.id);
    await queries.setDisabled(tx, user.id, body.disabled);
    if (body.disabled) await queries.endSessionsOf(tx, user.id);
  });
  return [{ sms: Sms.UPDATED }];
}

/** users/delete: only an account that never authored an audited change (sms 6 otherwise); never one's own. */
export async function deleteAccount(database: Database, adminId: number, id: number): Promise<Answer> {
  if (id === adminId) throw new AppError('CONFLICT', 'ownAccount');
  const sms = await writeTransaction(database, adminId, async (tx) => {
    const administrators = await queries.lockActiveAdministrators(tx);
    const user = await lockedOrGone(tx, id);
    if (await queries.authoredChanges(tx, id)) return Sms.NOT_DELETABLE;
    if (administrators.includes(id)) assertAdministratorRemains(administrators, id);
    await queries.deleteAccount(tx, user.id);
    return Sms.DELETED;
  });
  return [{ sms }];
}
