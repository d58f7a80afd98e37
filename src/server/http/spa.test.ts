import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '../../contract/limits';
import { startTestApp, type TestApp } from '../testing/test-app';

// A stand-in for the built web app: the page with the configuration token the server fills in.
const webDir = mkdtempSync(join(tmpdir(), 'aa-spa-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<html><head><meta name="app-config" content="__APP_CONFIG__"></head></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ WEB_DIR: webDir, BASE_PATH: '/uni/', LICENCE_TIME_ZONE: 'Europe/Moscow' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the page of the web app', () => {
  it("tells the app where it lives and the university's time zone (its times are shown in it)", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/uni/audit' });
    expect(page.statusCode).toBe(200);
    const content = /<meta name="app-config" content="([^"]*)"/.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(content.replaceAll('&quot;', '"'))).toEqual({
      basePath: '/uni/',
      apiPrefix: '/api',
      version: APP_VERSION,
      timeZone: 'Europe/Moscow',
    });
  });
});
