import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../core/messages';
import { startTestApp, type TestApp } from '../testing/test-app';

// What Node's HTTP parser refuses before Fastify sees a request (a malformed header, Content-Length
// beside Transfer-Encoding, headers too large, too slow) answered Fastify's own body. Raw sockets, as a
// client that sends such bytes does; the app listening on a real port.

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await startTestApp({ HEADERS_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends bytes (then nothing more) and resolves with all the server answered once it closed the connection. */
const exchange = (bytes: string) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(bytes));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer still ends in 'close'
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(10_000, () => reject(new Error('the server did not close the connection')));
  });

/** Status, lower-case headers and the parsed body of one raw HTTP answer. */
function parsed(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body, json: JSON.parse(body) };
}

/** A request line to auth/check with the given query, and a Host header. */
const line = (method: string, query: string) =>
  `${method} /api/v1/auth/check${query} HTTP/1.1\r\nHost: 127.0.0.1\r\n`;

describe("the HTTP parser's refusals", () => {
  it.each([
    [
      'a header name with a space',
      400,
      'badRequest',
      'en',
      `${line('GET', '?lang=en')}Bad Header: x\r\n\r\n`,
    ],
    [
      'Content-Length beside Transfer-Encoding',
      400,
      'badRequest',
      'kg',
      `${line('POST', '?x=1&lang=kg')}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
    ['a Cyrillic letter in the address', 400, 'badRequest', 'ru', `${line('GET', '?q=Ж')}\r\n`],
    ['a request line that is no HTTP', 400, 'badRequest', 'ru', 'HELLO WORLD\r\n\r\n'],
    ['an unknown language', 400, 'badRequest', 'ru', `${line('GET', '?lang=xx')}Bad Header: x\r\n\r\n`],
    [
      'headers over 16 KB',
      431,
      'headersTooLarge',
      'en',
      `${line('GET', '?lang=en')}X-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
    // Nothing of the request line can be read once the parser has taken it: the fallback language.
    ['headers that never end (1 s)', 408, 'requestTimeout', 'ru', line('GET', '?lang=en')],
  ] as const)(
    '%s: %i and the envelope, in the asked language where it can be read, and the connection closed',
    async (_case, status, key, lang, bytes) => {
      const answer = parsed(await exchange(bytes));
      expect(answer.status).toBe(status);
      expect(answer.json).toEqual({ data: null, error: 'VALIDATION', message: messages[key][lang] });
      expect(answer.headers).toMatchObject({
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(answer.body)),
        connection: 'close',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
    },
  );

  it('still answers a well-formed request on the same server', async () => {
    const answer = parsed(
      await exchange(`${line('POST', '?lang=en')}Connection: close\r\nContent-Length: 0\r\n\r\n`),
    );
    expect([answer.status, answer.json.error]).toEqual([401, 'UNAUTHENTICATED']);
  });
});
