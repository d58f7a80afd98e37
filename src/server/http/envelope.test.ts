import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure } from '../testing/api-calls';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the envelope and the language of answers', () => {
  it('falls back to Russian for an absent or unknown lang', async () => {
    for (const lang of [undefined, 'de']) {
      const response = await t.call('POST', 'auth/check', lang ? { lang } : {});
      expect(response.json().message).toBe('Вы не вошли в систему или сеанс истёк. Войдите снова');
    }
  });

  it('answers malformed JSON, a wrong content type and an oversized body with a 400 envelope', async () => {
    const post = (payload: string, contentType: string) =>
      t.call('POST', 'auth/login', { lang: 'en', body: payload, headers: { 'content-type': contentType } });
    const malformed = await post('{"login": "adm', 'application/json');
    expectFailure(malformed, 400, 'VALIDATION', 'The request body is not valid JSON');
    const wrongType = await post('<xml/>', 'application/xml');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('VALIDATION');
    const huge = await post(JSON.stringify({ login: 'x'.repeat(300_000), password: '' }), 'application/json');
    expectFailure(huge, 400, 'VALIDATION', 'The request is too large');
  });

  it('names the field that is too long, as its form labels it', async () => {
    const response = await t.call('POST', 'auth/login', {
      lang: 'en',
      body: { login: 'x'.repeat(101), password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid value of the field "Login": a text of at most 100 characters',
    );
    // Its path, too: the form shows the message under that field instead of in a toast (decision 0036).
    expect(response.json().field).toBe('login');
  });

  it('names no field when the refusal is about the whole body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login?lang=en',
      payload: '{"login": "adm',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('field');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.call('GET', 'no/such/call', { lang: 'en' });
    expectFailure(response, 404, 'NOT_FOUND', 'No such address');
  });

  it('publishes an OpenAPI reference of the calls at {API_PREFIX}/docs to signed-in staff only', async () => {
    for (const url of ['/api/docs/json', '/api/docs', '/api/docs/static/index.html']) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error).toBe('UNAUTHENTICATED');
    }
    const cookie = await t.signIn();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/check',
        '/api/v1/auth/logout',
        '/api/v1/auth/user-name',
      ]),
    );
  });

  it('publishes it to anyone with API_DOCS=true', async () => {
    const open = await startTestApp({ API_DOCS: 'true' });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe('an empty body sent as JSON', () => {
  it.each([
    ['a call without a payload accepts it', 'auth/check', 401, { error: 'UNAUTHENTICATED' }],
    [
      'a call with a payload still refuses it, naming it',
      'auth/login',
      400,
      { message: 'Invalid value of the field "request body": the field is required' },
    ],
  ])('%s (%s)', async (_case, path, status, answer) => {
    const response = await t.call('POST', path, {
      lang: 'en',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject(answer);
  });
});
