import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverAdminUrl, testDatabaseKind } from './testing/databases';
import { demoOrganisation, testLicence } from './testing/licence';
import { check, freshServerDatabase, killAll, runScript, sessionAt, startServer } from './testing/processes';

afterAll(killAll);

/** Another client's change reaches a process by NOTIFY: milliseconds, never the session trust window. */
const NOTIFIED = { timeout: 1_000, interval: 10 };

// Every server process keeps sessions and lists in memory (decision 0009); these are the promises that
// makes to several processes behind one load balancer, on one PostgreSQL database.
describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL database', () => {
  it('a write, a logout, a new role or a disabled account through one holds at the other at its very next call', async () => {
    const database = await freshServerDatabase(serverAdminUrl);
    try {
      const [a, b] = await Promise.all([
        startServer(database.environment),
        startServer(database.environment),
      ]);
      if (!a || !b) throw new Error('servers did not start');
      // As a browser does: the write's answer sets a cookie that the next call carries (read-your-writes).
      const save = async (url: string, cookie: string, code: string) => {
        const response = await fetch(`${url}/api/v1/ministerstvo/ins-upd-direction`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            idDirection: -1,
            code,
            direction_: `Направление ${code}`,
            directionKg: `Багыт ${code}`,
            directionEn: `Direction ${code}`,
          }),
        });
        const written = response.headers.getSetCookie().find((line) => line.startsWith('written='));
        expect(written).toMatch(/HttpOnly/);
        return { sms: (await response.json()).data?.[0]?.sms, written: written?.split(';')[0] ?? '' };
      };
      const listed = async (url: string, cookie: string) => {
        const response = await fetch(`${url}/api/v1/ministerstvo/allDirection`, { headers: { cookie } });
        return (
          (await response.json()).data as Array<{ id_direction: number; 'p24-1': string; p24_en: string }>
        ).map((row) => `${row['p24-1']} ${row.p24_en}`);
      };

      const cookie = await sessionAt(a.url, database.login, database.password);
      expect((await check(b.url, cookie)).status).toBe(200);
      for (let round = 0; round < 20; round++) {
        // Both hold the list in memory before each write.
        await listed(a.url, cookie);
        await listed(b.url, cookie);
        const [writer, reader] = round % 2 === 0 ? [a, b] : [b, a];
        const code = `MP-${round}`;
        // The reader is paused (as a busy process is) while the write commits and the list is asked for,
        // so that the notification and the request reach it at the same moment, in no set order.
        reader.child.kill('SIGSTOP');
        const saved = await save(writer.url, cookie, code);
        const reloaded = listed(reader.url, `${cookie}; ${saved.written}`);
        await new Promise((resume) => setTimeout(resume, 30));
        reader.child.kill('SIGCONT');
        expect(saved.sms).toBe(1);
        expect(await reloaded).toContain(`${code} Direction ${code}`);
      }

      // A logout through A is a 401 at B, which answered this session from memory a moment ago: within
      // the time a notification takes, not the minute B may otherwise trust a session it holds.
      expect((await check(b.url, cookie)).status).toBe(200);
      await fetch(`${a.url}/api/v1/auth/logout`, { headers: { cookie } });
      await expect.poll(async () => (await check(b.url, cookie)).status, NOTIFIED).toBe(401);

      // A role taken away, or an account disabled, through A holds at B's next call (decision 0013).
      const admin = await sessionAt(a.url, database.login, database.password);
      const post = (url: string, path: string, cookie: string, body: unknown) =>
        fetch(`${url}/api/v1/${path}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const clerk = {
        idAvnUser: -1,
        login: 'clerk',
        surname: 'Клерков',
        name: 'Асан',
        role: 'editor',
        allFaculties: true,
        password: 'first-Pass-41',
      };
      expect((await (await post(a.url, 'users/save', admin, clerk)).json()).data).toEqual([{ sms: 1 }]);
      const clerkCookie = await sessionAt(b.url, 'clerk', 'first-Pass-41');
      const changed = await post(b.url, 'auth/change-password', clerkCookie, {
        currentPassword: 'first-Pass-41',
        newPassword: 'second-Pass-42',
      });
      expect(changed.status).toBe(200);
      expect((await save(b.url, clerkCookie, 'MP-clerk')).sms).toBe(1);
      const users = (await (await fetch(`${a.url}/api/v1/users/list`, { headers: { cookie: admin } })).json())
        .data as Array<{ idAvnUser: number; login: string }>;
      const clerkId = users.find((user) => user.login === 'clerk')?.idAvnUser;
      const demoted = await post(a.url, 'users/save', admin, {
        ...clerk,
        idAvnUser: clerkId,
        role: 'viewer',
      });
      expect((await demoted.json()).data).toEqual([{ sms: 2 }]);
      await expect
        .poll(
          async () =>
            (await post(b.url, 'ministerstvo/del-direction', clerkCookie, { idDirection: 999_999 })).status,
          NOTIFIED,
        )
        .toBe(403);
      await post(a.url, 'users/set-disabled', admin, { idAvnUser: clerkId, disabled: true });
      await expect.poll(async () => (await check(b.url, clerkCookie)).status, NOTIFIED).toBe(401);

      // A new password (set by the command line, a third process) ends the user's sessions everywhere.
      const second = await sessionAt(b.url, database.login, database.password);
      expect((await check(a.url, second)).status).toBe(200);
      expect((await check(b.url, second)).status).toBe(200);
      const reset = await runScript(
        'src/server/cli/user-add.ts',
        [database.login, '--reset-password'],
        database.environment,
        'another-password\n',
      );
      expect(reset.code, reset.output).toBe(0);
      await expect.poll(async () => (await check(a.url, second)).status, NOTIFIED).toBe(401);
      await expect.poll(async () => (await check(b.url, second)).status, NOTIFIED).toBe(401);

      for (const server of [a, b]) {
        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
      }
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('a licence installed by the command line, or a university code changed by SQL, gives both the same verdict at their next call', async () => {
    const database = await freshServerDatabase(serverAdminUrl);
    const sql = new pg.Client({ connectionString: database.environment.DATABASE_URL });
    try {
      const [a, b] = await Promise.all([
        startServer(database.environment),
        startServer(database.environment),
      ]);
      if (!a || !b) throw new Error('servers did not start');
      const cookie = await sessionAt(a.url, database.login, database.password);
      const verdictAt = async (url: string) =>
        (
          await (
            await fetch(`${url}/api/v1/license/getTSessionWebd?lang=en`, {
              method: 'POST',
              headers: { cookie },
            })
          ).json()
        ).data?.verdict;
      const directionsAt = async (url: string) => {
        const response = await fetch(`${url}/api/v1/ministerstvo/allDirection?lang=en`, {
          headers: { cookie },
        });
        return `${response.status} ${(await response.json()).error}`;
      };
      // Both hold the valid verdict in memory first.
      for (const server of [a, b]) {
        expect(await verdictAt(server.url)).toBe('valid');
        expect(await directionsAt(server.url)).toBe('200 null');
      }

      // licence:install, a third process, installs one whose notice day has come.
      const file = join(mkdtempSync(join(tmpdir(), 'aa-licence-')), 'licence.txt');
      writeFileSync(file, testLicence({ noticeFrom: '2000-01-02' }));
      const installed = await runScript(
        'src/server/cli/licence-install.ts',
        ['--file', file],
        database.environment,
      );
      expect(installed.code, installed.output).toBe(0);
      for (const server of [a, b]) {
        await expect.poll(() => verdictAt(server.url), NOTIFIED).toBe('expiringSoon');
      }

      // The university's code changed behind the servers' backs: the licence names no university of
      // the database, and both refuse data calls; changed back, both serve again.
      await sql.connect();
      await sql.query("UPDATE vuz SET id_field = '99999999'");
      for (const server of [a, b]) {
        await expect.poll(() => directionsAt(server.url), NOTIFIED).toBe('403 LICENCE');
      }
      await sql.query('UPDATE vuz SET id_field = $1', [demoOrganisation.code]);
      for (const server of [a, b]) {
        await expect.poll(() => directionsAt(server.url), NOTIFIED).toBe('200 null');
      }
      for (const server of [a, b]) {
        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
      }
    } finally {
      await sql.end();
      await database.drop();
    }
  }, 60_000);
});
