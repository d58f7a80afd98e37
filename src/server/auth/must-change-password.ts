import { changePassword, check, login, logout } from '../../contract/auth';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { run, sql } from '../db/sql';
import { writeTransaction } from '../db/write';
import { passwordProblem } from './password-policy';

/*
 * A user who must change the password (avn_user.must_change_password, migration 0006) may call only
 * auth/check, auth/logout (-everywhere) and auth/change-password until they have: every other call answers 403 with
 * a sentence saying so. login and check tell the web app (`mustChangePassword: true`), which then shows
 * the change-password screen instead of the app.
 */

/** The loopback names and addresses: a server listening only there serves no one but this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * At a successful sign-in: whether the user must change the password first. Besides the flag, a server
 * that listens beyond this machine (HOST other than 127.0.0.1 / localhost) sets it for a password the
 * rules would refuse today, above all the demo account's admin/admin; on 127.0.0.1 the demo stays usable
 * as it is. Setting the flag is a write of its own, audited under the user.
 */
export async function mustChangeAtSignIn(
  database: Database,
  config: Pick<Config, 'host'>,
  user: { id: number; login: string; mustChangePassword?: boolean },
  password: string,
): Promise<boolean> {
  if (user.mustChangePassword) return true;
  if (isLoopbackHost(config.host) || !passwordProblem(password, user.login)) return false;
  await writeTransaction(database, user.id, (tx) =>
    run(tx, sql`UPDATE avn_user SET must_change_password = true WHERE id_avn_user = ${user.id}`),
  );
  return true;
}

/** The extra field of the login and check answers: present only when it is true. */
export const mustChangeField = (mustChange: boolean | undefined): { mustChangePassword?: true } =>
  mustChange ? { mustChangePassword: true } : {};

/**
 * The calls open to a user who must change the password (the gate refuses every other one with 403):
 * their full addresses under the API prefix. auth/logout-everywhere leads out too (named by its path, so
 * that this module does not depend on it).
 */
export function openBeforePasswordChange(apiPrefix: string): ReadonlySet<string> {
  const paths = [login, check, logout, changePassword].map((call) => call.path);
  return new Set([...paths, 'auth/logout-everywhere'].map((path) => `${apiPrefix}/v1/${path}`));
}
