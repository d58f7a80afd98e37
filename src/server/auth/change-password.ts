import { Sms } from '../../contract/sms';
import type { Config } from '../config';
import { AppError } from '../core/errors';
import type { SignedInUser } from '../core/signed-in-user';
import type { Database } from '../db/connection';
import { firstRow, rows, run, sql } from '../db/sql';
import { writeTransaction } from '../db/write';
import { forgetFailures, releaseSignInAttempt, reserveSignInAttempt } from './attempts';
import { NoSlotError } from './hash-slots';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';

/** A busy hashing queue changes nothing and says so (503), as at sign-in. */
export const unlessBusy = async <T>(
  work: () => Promise<T>,
  onBusy: () => Promise<unknown> = async () => {},
) => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof NoSlotError)) throw error;
    await onBusy();
    throw new AppError('UNAVAILABLE', 'signInBusy');
  }
};

/**
 * auth/change-password: the signed-in user's own password. Both passwords are trimmed, as at sign-in
 * (SPEC §5). The new one must meet the rules (password-policy.ts) and differ from the current one; the
 * current one is checked under the sign-in limits (a stolen session must not guess it faster than the
 * sign-in page allows). Then, in one audited transaction, the new hash is stored, the must-change flag
 * cleared and every other session of the user ended; this one stays signed in. A password changed
 * meanwhile by someone else (user:add) makes the current one wrong and changes nothing.
 */
export async function changeOwnPassword(
  { config, database }: { config: Config; database: Database },
  user: SignedInUser,
  body: { currentPassword: string; newPassword: string },
  address: string,
): Promise<{ sms: number }[]> {
  const current = body.currentPassword.trim();
  const next = body.newPassword.trim();
  assertAcceptablePassword(next, user.login);
  if (next.normalize('NFC') === current.normalize('NFC'))
    throw new AppError('VALIDATION', 'passwordUnchanged');

  const limits = {
    perLoginAndAddress: config.loginMaxFailures,
    perAddress: config.loginMaxFailuresPerAddress,
    perLogin: config.loginMaxFailuresPerLogin,
    windowMinutes: config.loginFailureWindowMinutes,
  };
  const reservation = await reserveSignInAttempt(database, user.login, address, limits);
  if ('refused' in reservation)
    throw new AppError('RATE_LIMITED', 'rateLimited', { minutes: limits.windowMinutes });
  const stored = await firstRow(
    database,
    { passwordHash: 'text' },
    sql`SELECT password_hash AS "passwordHash" FROM avn_user WHERE id_avn_user = ${user.id}`,
  );
  const valid =
    stored !== undefined &&
    (await unlessBusy(
      () => verifyPassword(current, stored.passwordHash),
      () => releaseSignInAttempt(database, reservation.attempt),
    ));
  // A wrong current password stays counted as a failed sign-in.
  if (!stored || !valid) throw new AppError('VALIDATION', 'currentPasswordWrong');
  await forgetFailures(database, user.login, address);

  const passwordHash = await unlessBusy(() => hashPassword(next));
  const changed = await writeTransaction(database, user.id, async (tx) => {
    const updated = await rows(
      tx,
      { id: 'integer' },
      sql`UPDATE avn_user SET password_hash = ${passwordHash}, must_change_password = false
           WHERE id_avn_user = ${user.id} AND password_hash = ${stored.passwordHash}
       RETURNING id_avn_user AS id`,
    );
    if (updated.length === 0) return false;
    await run(
      tx,
      sql`DELETE FROM user_session WHERE id_avn_user = ${user.id} AND token_hash <> ${user.tokenHash}`,
    );
    return true;
  });
  if (!changed) throw new AppError('VALIDATION', 'currentPasswordWrong');
  return [{ sms: Sms.UPDATED }];
}
