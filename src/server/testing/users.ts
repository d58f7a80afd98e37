import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/connection';
import { run, sql } from '../db/sql';

/** A user of a test's own, written straight into avn_user with a password it knows (a ministry's in no university). */
export async function insertUser(
  database: Database,
  user: { login: string; password: string; surname: string; name: string; role: string },
) {
  await run(
    database,
    sql`INSERT INTO avn_user (login, password_hash, surname, name, role, id_vuz)
        VALUES (${user.login}, ${await hashPassword(user.password)}, ${user.surname}, ${user.name}, ${user.role},
                ${user.role.startsWith('ministry_') ? sql`NULL` : sql`DEFAULT`})`,
  );
}
