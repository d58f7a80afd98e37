import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../testing/signed-in-app';

const app = signedInApp();

const list = (acceptEncoding?: string) =>
  app.t.call('GET', 'ministerstvo/allSpecial', {
    cookie: app.cookie,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('cached list answers', () => {
  it('go out compressed as the client accepts, the same answer in every form', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json().data.length).toBeGreaterThan(10);

    const br = await list('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await list('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect((await list('identity')).headers['content-encoding']).toBeUndefined();
    expect((await list('x'.repeat(2000))).body).toBe(plain.body);
  });

  it('a small answer is not worth compressing', async () => {
    const small = await app.t.call('POST', 'ministerstvo/nameLevel', {
      cookie: app.cookie,
      headers: { 'accept-encoding': 'br' },
      body: {},
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().error).toBeNull();
  });

  it('a write is in the next answer of the list, in every form', async () => {
    const saved = await app.t.call('POST', 'ministerstvo/ins-upd-spec', {
      cookie: app.cookie,
      body: { idSpecial: -1, code_: 'CACHE-1', special_: 'Кэш', specialKg: 'Кэш', specialEn: 'Cache' },
    });
    expect(saved.json().data).toEqual([{ sms: 1 }]);
    const br = await list('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('CACHE-1');
    expect((await list()).body).toContain('CACHE-1');
  });
});
