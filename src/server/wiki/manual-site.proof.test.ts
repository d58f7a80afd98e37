import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../testing/api-calls';
import { startTestApp } from '../testing/test-app';
import { GET_WIKI, idsOf, itemsOf, MARK_READ, newReader } from '../testing/wiki-fixtures';

// The external manual site's news in getWiki and insertWiki (SPEC §7 "Notifications", decision 0024),
// through a site of the test's own: merged after this server's items and filtered by those read, and
// never in the way when the site is down, wrong or silent.

describe("the manual site's news", () => {
  const asked: Array<{ url: string; body: string }> = [];
  const hanging: ServerResponse[] = [];
  const answers: Record<string, unknown> = {
    '/news': [
      {
        id: 11,
        questions: 'Вышла версия 2.1: новые отчёты',
        url: 'https://manual.example.kg/releases/2.1',
        important: true,
      },
      {
        id: '12',
        questions: 'Видеоуроки по работе с группами',
        url: 'https://manual.example.kg/video/groups',
      },
      { id: 13, questions: 'Ссылка-ловушка', url: 'javascript:alert(1)', important: false },
      { id: 0, questions: 'Без номера', url: 'https://manual.example.kg/x' },
      { id: 14, questions: '', url: 'https://manual.example.kg/empty' },
      { id: 11, questions: 'Повтор', url: 'https://manual.example.kg/again' },
      'not an item',
    ],
  };
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        asked.push({ url: request.url ?? '', body });
        if (request.url === '/never') return void hanging.push(response);
        if (request.url === '/garbage') return void response.end('<html>');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answers[request.url ?? ''] ?? []));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it("joins the site's usable items after this server's, filters those read, asks the site once for a while", async () => {
    const t = await startTestApp({ MANUAL_NEWS_URL: `${base}/news` });
    try {
      const admin = apiCalls(t, await t.signIn());
      const reader = await newReader(t, 'manual-reader');
      const items = await itemsOf(admin);
      expect(idsOf(items)).toEqual([6, 5, 4, 3, 1, 2, -11, -12]);
      expect(items.slice(-2)).toEqual([
        {
          id_question_answer: -11,
          questions: 'Вышла версия 2.1: новые отчёты',
          url: 'https://manual.example.kg/releases/2.1',
          important: true,
          read: false,
        },
        {
          id_question_answer: -12,
          questions: 'Видеоуроки по работе с группами',
          url: 'https://manual.example.kg/video/groups',
          important: false,
          read: false,
        },
      ]);
      expect(
        asked.filter((request) => request.url === '/news').map((request) => JSON.parse(request.body)),
      ).toEqual([{ programme: 'avn-structure' }]);

      expect(await admin.sms(MARK_READ, { idWiki: -11 })).toBe(1);
      expect(await admin.sms(MARK_READ, { idWiki: -11 })).toBe(1);
      expect(idsOf(await itemsOf(admin))).toEqual([6, 5, 4, 3, 1, 2, -12]);
      expect(idsOf(await itemsOf(reader))).toEqual([6, 5, 4, 3, 1, 2, -11, -12]);
      // An item the site does not have (or dropped as unusable) cannot be marked.
      for (const idWiki of [-13, -99]) expect(await admin.sms(MARK_READ, { idWiki })).toBe(404);
      expect(asked.filter((request) => request.url === '/news')).toHaveLength(1);
      // At most 100 in all: this server's newest make room for the site's unread ones.
      await t.database.query(
        `INSERT INTO wiki_news (questions, url) SELECT 'Новость № ' || n, 'https://manual.example.kg/news/' || n
           FROM generate_series(1, 120) AS n`,
      );
      // A change made outside the app reaches the kept lists by the change feed: on a PostgreSQL server,
      // a notification a few milliseconds after the commit (decision 0009).
      await expect
        .poll(async () => (await itemsOf(admin)).length, { timeout: 1_000, interval: 10 })
        .toBe(100);
      const full = await itemsOf(admin);
      expect(idsOf(full).filter((id) => id < 0)).toEqual([-12]);
      expect(idsOf(full).at(-1)).toBe(-12);
    } finally {
      await t.close();
    }
  });

  it('answers with local items only, quickly and without an error, when the site is down, wrong or silent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/news`;
    await new Promise((resolve) => closed.close(resolve));
    for (const [url, within] of [
      [closedUrl, 500],
      [`${base}/garbage`, 500],
      [`${base}/never`, 2_500],
    ] as const) {
      const t = await startTestApp({ MANUAL_NEWS_URL: url });
      try {
        const admin = apiCalls(t, await t.signIn());
        const started = performance.now();
        const answer = await admin.post(GET_WIKI);
        expect(performance.now() - started, url).toBeLessThan(within);
        expect(answer, url).toMatchObject({ status: 200, error: null, message: null });
        expect(idsOf(answer.data), url).toEqual([6, 5, 4, 3, 1, 2]);
        // The failure is remembered: the next page load does not wait for the site again.
        const again = performance.now();
        expect(idsOf(await itemsOf(admin)), url).toEqual([6, 5, 4, 3, 1, 2]);
        expect(performance.now() - again, url).toBeLessThan(500);
      } finally {
        await t.close();
      }
    }
  }, 120_000);
});
