import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

// A stand-in for the built web app: the page with the tokens the server fills in.
const webDir = mkdtempSync(join(tmpdir(), 'aa-web-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><base href="__BASE_HREF__"></head></html>',
);
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'assets', 'app-1234.js'), 'console.log(1);');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIR: webDir, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const nonceOf = (policy: string) => /'nonce-([\w+/=]+)'/.exec(policy)?.[1];

describe('security headers', () => {
  it('the app page gets a strict policy with a fresh nonce, the same one as in its HTML', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/login' });
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
    expect(policy).toMatch(/style-src 'self' 'nonce-[\w+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(first.body).toContain(`nonce="${nonceOf(policy)}"`);
    expect(first.headers['cache-control']).toBe('no-store');
    // One framing policy: the page may be framed by nobody, said both ways.
    expect(policy).toContain("frame-ancestors 'none'");
    expect(first.headers['x-frame-options']).toBe('DENY');
    const second = await t.app.inject({ method: 'GET', url: '/login' });
    expect(nonceOf(String(second.headers['content-security-policy']))).not.toBe(nonceOf(policy));
  });

  it('API answers may run and embed nothing, are never stored, and carry the OWASP headers of REST answers', async () => {
    const cookie = await t.signIn();
    for (const response of [
      await t.call('POST', 'auth/check'),
      await t.call('GET', 'ministerstvo/allDirection', { cookie }),
      await t.call('GET', 'no/such/call'),
    ]) {
      expect(response.headers).toMatchObject({
        'content-security-policy':
          "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
      });
      // Plain HTTP: no HSTS (RFC 6797).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('over TLS (here: behind a trusted proxy) every answer also carries HSTS', async () => {
    for (const url of ['/api/v1/auth/check', '/login']) {
      const response = await t.app.inject({
        method: url === '/login' ? 'GET' : 'POST',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('the page also gets the headers only documents use', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('hashed assets are cached for a year, with the same security headers', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });
});
