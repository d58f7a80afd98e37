import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { serverAdminUrl } from '../testing/databases';
import { freshServerDatabase, killAll, sessionCookie, signIn, startServer } from '../testing/processes';

afterAll(killAll);

/** Sends raw bytes Node's parser refuses (a Cyrillic letter in the address), with a session cookie. */
const sendUnparsable = (url: string, cookie: string) =>
  new Promise<void>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => {
      socket.end(
        Buffer.from(
          `GET /api/v1/ministerstvo/allDirection?q=Ж HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${cookie}\r\n\r\n`,
        ),
      );
    });
    socket.on('data', () => {});
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });

describe('the log', () => {
  it('holds JSON lines with a request id, and no password, session token or searched name, even at trace', async () => {
    const database = await freshServerDatabase(serverAdminUrl);
    try {
      const server = await startServer({ ...database.environment, LOG_LEVEL: 'trace' });
      const post = (path: string, cookie: string, body: unknown) =>
        fetch(`${server.url}/api/v1/${path}?lang=en`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const admin = sessionCookie(await signIn(server.url, database.login, database.password));
      const saved = await post('users/save', admin, {
        idAvnUser: -1,
        login: 'logcheck',
        surname: 'Жумабекова',
        name: 'Айпери',
        role: 'viewer',
        allFaculties: true,
        password: 'Distinct-Pass-731',
      });
      expect((await saved.json()).data).toEqual([{ sms: 1 }]);
      const refused = await (await signIn(server.url, 'logcheck', 'Wrong-Secret-482')).json();
      expect(refused.error).toBe('UNAUTHENTICATED');
      const signedIn = await signIn(server.url, 'logcheck', 'Distinct-Pass-731');
      const cookie = sessionCookie(signedIn);
      expect(cookie).toMatch(/^sid=/);
      const changed = await post('auth/change-password', cookie, {
        currentPassword: 'Distinct-Pass-731',
        newPassword: 'Next-Secret-993',
      });
      expect(changed.status).toBe(200);
      // A page address carrying a search (a person's name), and bytes the HTTP parser refuses.
      await fetch(`${server.url}/direction?search=${encodeURIComponent('Жумабекова')}`);
      await sendUnparsable(server.url, admin);

      server.child.kill('SIGTERM');
      const { code, output } = await server.exited;
      expect(code).toBe(0);
      for (const secret of [
        'Distinct-Pass-731',
        'Wrong-Secret-482',
        'Next-Secret-993',
        'Жумабекова',
        encodeURIComponent('Жумабекова'),
        admin.slice('sid='.length),
        cookie.slice('sid='.length),
      ]) {
        expect(output, secret).not.toContain(secret);
      }
      // Node's parse error keeps the refused request's bytes (its cookie among them) as a list of numbers.
      expect(output).toContain('HPE_INVALID_URL');
      expect(output).not.toContain('rawPacket');
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) => JSON.parse(line) as { reqId?: string; msg: string; url?: string; statusCode?: number },
        );
      const answered = lines.filter((line) => line.msg === 'request');
      expect(answered.length).toBeGreaterThanOrEqual(6);
      for (const line of answered) expect(line.reqId).toMatch(/^[0-9a-f]{8}\.[0-9a-z]+$/);
      // The id a refusal carries finds its line.
      expect(answered.find((line) => line.reqId === refused.requestId)?.statusCode).toBe(401);
      expect(answered.some((line) => line.url === '/direction')).toBe(true);
    } finally {
      await database.drop();
    }
  }, 90_000);
});
