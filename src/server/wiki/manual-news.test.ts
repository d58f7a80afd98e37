import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { MANUAL_MAX_ITEMS, ManualNews, manualItemsOf } from './manual-news';
import { ownApiOf } from './rules';

// The manual site's news as this server takes it: bounded in count, size and time, checked item by item,
// remembered for a while (decision 0024).

const item = (id: number | string, extra: Record<string, unknown> = {}) => ({
  id,
  questions: `Новость ${id}`,
  url: `https://manual.example.kg/news/${id}`,
  ...extra,
});

describe('the items of an answer', () => {
  it('takes a list or an envelope, ids as numbers or digits, and answers them by their negative id', () => {
    const expected = [
      { id: -1, questions: 'Новость 1', url: 'https://manual.example.kg/news/1', important: false },
      { id: -2, questions: 'Новость 2', url: 'https://manual.example.kg/news/2', important: true },
    ];
    expect(manualItemsOf([item(1), item('2', { important: 1 })])).toEqual(expected);
    expect(manualItemsOf({ data: [item(1), item(2, { important: true })] })).toEqual(expected);
    for (const answer of [null, 'news', 42, {}, { data: 'x' }, [[]]])
      expect(manualItemsOf(answer)).toEqual([]);
  });

  it('drops unusable entries, keeps the first of a repeated id, and at most 50 items', () => {
    const unusable = [
      item(0),
      item(-3),
      item(2 ** 31),
      item('12a'),
      item(1.5),
      item(3, { questions: '  ' }),
      item(4, { questions: 'я'.repeat(2001) }),
      item(5, { url: 'javascript:alert(1)' }),
      item(6, { url: 'data:text/html,x' }),
      item(7, { important: 'yes' }),
      { questions: 'без id', url: 'https://a.kg' },
      null,
      'text',
    ];
    expect(manualItemsOf([...unusable, item(8), item(8, { questions: 'Повтор' })])).toEqual([
      { id: -8, questions: 'Новость 8', url: 'https://manual.example.kg/news/8', important: false },
    ]);
    const many = manualItemsOf(Array.from({ length: 400 }, (_, index) => item(index + 1)));
    expect(many).toHaveLength(MANUAL_MAX_ITEMS);
    expect(many.at(-1)?.id).toBe(-MANUAL_MAX_ITEMS);
  });
});

describe("the site's links", () => {
  it("drops an item leading to this application's own API, as wiki/add-news refuses one (decision 0024)", () => {
    const own = ownApiOf(readConfig({}));
    expect(
      manualItemsOf(
        [
          item(1, { url: 'http://localhost/api/v1/auth/logout' }),
          item(2, { url: 'http://127.0.0.1:3000/%61pi/v1/auth/logout' }),
          item(3),
        ],
        own,
      ).map((kept) => kept.id),
    ).toEqual([-3]);
  });
});

describe('asking the site', () => {
  let server: Server;
  let base = '';
  const asked: string[] = [];
  let answerOfList = [item(1)];
  let flakyDown = false;
  const hanging: Array<() => void> = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/never') return void hanging.push(() => response.destroy());
      if (request.url === '/huge') {
        // Over 256 KB, its length announced: refused before reading.
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify([item(1, { questions: 'я'.repeat(200_000) })]));
        return;
      }
      if (request.url === '/endless') {
        // Over 256 KB in chunks, no length announced: cut off while reading.
        response.writeHead(200, { 'content-type': 'application/json' });
        for (let chunk = 0; chunk < 10; chunk++)
          response.write(`${chunk === 0 ? '["' : ''}${'x'.repeat(65_536)}`);
        response.end('"]');
        return;
      }
      if (request.url === '/error') return void response.writeHead(500).end('[]');
      if (request.url === '/flaky' && flakyDown) return void response.writeHead(503).end();
      if (request.url === '/flaky') return void response.end(JSON.stringify([item(21), item(22)]));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answerOfList));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const end of hanging) end();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is not done without a site', async () => {
    const none = new ManualNews(undefined);
    expect(await none.items()).toEqual([]);
    expect(await none.has(-1)).toBe(false);
  });

  it('keeps an answer for its time, callers at once sharing one request', async () => {
    let now = 0;
    const news = new ManualNews(`${base}/list`, { keepMs: 1_000, now: () => now });
    const before = asked.length;
    const [first, second] = await Promise.all([news.items(), news.items()]);
    expect(first).toEqual(second);
    expect(first.map((entry) => entry.id)).toEqual([-1]);
    expect(asked.length - before).toBe(1);
    answerOfList = [item(1), item(2)];
    now = 999;
    expect(await news.items()).toHaveLength(1);
    now = 1_000;
    expect(await news.items()).toHaveLength(2);
    expect(asked.length - before).toBe(2);
  });

  it('answers nothing, within its timeout, when the site answers too much, an error, or nothing', async () => {
    for (const path of ['/huge', '/endless', '/error', '/never']) {
      const news = new ManualNews(`${base}${path}`, { timeoutMs: 300 });
      const started = performance.now();
      expect(await news.items(), path).toEqual([]);
      expect(performance.now() - started, path).toBeLessThan(1_000);
      expect(await news.has(-1), path).toBe(false);
    }
  });

  it('knows the items it last answered while the site is down: one shown before can still be marked', async () => {
    let now = 0;
    const news = new ManualNews(`${base}/flaky`, { keepMs: 10, keepFailureMs: 10, now: () => now });
    expect((await news.items()).map((entry) => entry.id)).toEqual([-21, -22]);
    flakyDown = true;
    now = 100;
    expect(await news.items()).toEqual([]);
    expect(await news.has(-22)).toBe(true);
    expect(await news.has(-23)).toBe(false);
  });
});
