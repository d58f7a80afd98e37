import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv from 'ajv-draft-04';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatus } from '../../contract/envelope';
import { type Language, languages } from '../../contract/limits';
import { translate } from '../core/messages';
import { callerOfEachCall } from '../testing/caller';
import { generatePayloads, seededRandom } from '../testing/payloads';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { RouteEntry } from './route-table';

// The published contract (OpenAPI, decision 0040) read back: every operation of the route table declares
// the lang parameter, the session cookie when it needs a session, and every status the server answers it
// with here, each answer in its declared envelope. Derived from the route table: a new call is covered.

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
};
type Operation = {
  parameters?: Array<{ name: string; in: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let cookie = '';
let callerOf: (route: RouteEntry) => string;
let document: Document;
beforeAll(async () => {
  t = await startTestApp({ API_DOCS: 'true' });
  cookie = await t.signIn();
  callerOf = await callerOfEachCall(t);
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith(`${t.config.apiPrefix}/v1/`));
const operationOf = (route: RouteEntry) => document.paths[route.url]?.[route.method.toLowerCase()];
const resolve = (schema: Schema): Schema =>
  schema.$ref ? (document.components.schemas[schema.$ref.split('/').pop() ?? ''] ?? {}) : schema;

/** The answer is one the operation declares, in the declared envelope (its keys and error code). */
function expectDeclared(route: RouteEntry, response: LightMyRequestResponse, context: string) {
  const declared = operationOf(route)?.responses[String(response.statusCode)];
  expect(declared, `${context}: ${response.statusCode} ${response.body}`).toBeDefined();
  if (response.statusCode === 200) return;
  const schema = resolve(declared?.content?.['application/json']?.schema ?? {});
  const body = response.json();
  expect(schema.enum ?? schema.properties?.error?.enum, context).toContain(body.error);
  for (const key of schema.required ?? []) expect(body, `${context}: ${key}`).toHaveProperty(key);
  for (const key of Object.keys(body)) expect(schema.properties, `${context}: ${key}`).toHaveProperty(key);
}

describe('the published contract', () => {
  it('declares the session cookie as a security scheme, and on exactly the calls that need a session', () => {
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid', description: expect.any(String) },
    });
    expect(apiRoutes().length).toBeGreaterThan(100);
    for (const route of apiRoutes()) {
      const operation = operationOf(route);
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation?.security, route.url).toEqual(
        route.requiresSession ? [{ sessionCookie: [] }] : undefined,
      );
    }
  });

  it('declares the lang parameter (kg, ru, en) on every operation', () => {
    const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
    expect(operations.length).toBeGreaterThanOrEqual(apiRoutes().length);
    for (const operation of operations) {
      expect(operation.parameters).toContainEqual(
        expect.objectContaining({
          name: 'lang',
          in: 'query',
          schema: { type: 'string', enum: [...languages] },
        }),
      );
    }
  });

  it('declares each refusal as the envelope of its status, the codes that status carries', () => {
    for (const route of apiRoutes()) {
      const responses = operationOf(route)?.responses ?? {};
      expect(Object.keys(responses), route.url).toEqual(expect.arrayContaining(['200', '401', '503']));
      for (const [status, answer] of Object.entries(responses)) {
        if (status === '200') continue;
        const schema = resolve(answer.content?.['application/json']?.schema ?? {});
        const codes = Object.entries(errorStatus).filter(([, code]) => String(code) === status);
        expect(schema.properties?.error?.enum, `${route.url} ${status}`).toEqual(codes.map(([name]) => name));
        expect(schema.required, `${route.url} ${status}`).toEqual(['data', 'error', 'message', 'requestId']);
        expect(answer.description, `${route.url} ${status}`).not.toBe('Default Response');
      }
    }
  });
});

describe('the published document under a real validator', () => {
  it('is a valid OpenAPI 3.0 document (swagger-parser), every reference found', async () => {
    const validated = (await SwaggerParser.validate(structuredClone(document) as never)) as {
      openapi?: string;
    };
    expect(validated.openapi).toBe('3.0.3');
  });

  it('has every payload, answer and parameter schema compile (OpenAPI 3.0 is JSON Schema draft 4)', () => {
    // Strict: an unknown keyword, a `nullable` without its `type`, an unknown format fails the compile.
    const ajv = new Ajv({ strict: true, allErrors: true });
    ajv.addFormat('binary', true);
    ajv.addVocabulary(['example', 'xml', 'externalDocs', 'deprecated', 'discriminator']);
    for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema(schema, name);
    const byName = (schema: unknown) =>
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"'));
    let compiled = 0;
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const schemas: [string, unknown][] = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(
            ([type, { schema }]) => [`body ${type}`, schema] as [string, unknown],
          ),
          ...Object.entries(operation.responses).flatMap(([status, answer]) =>
            Object.values(answer.content ?? {}).map(({ schema }) => [status, schema] as [string, unknown]),
          ),
          ...(operation.parameters ?? []).map(({ name, schema }) => [name, schema] as [string, unknown]),
        ];
        for (const [what, schema] of schemas) {
          expect(() => ajv.compile(byName(schema)), `${method} ${path} ${what}`).not.toThrow();
          compiled += 1;
        }
      }
    expect(compiled).toBeGreaterThan(1000);
  });

  it('takes null where the contract does: a nullable union is nullable in each of its branches', () => {
    const ajv = new Ajv({ strict: false });
    const view = document.paths['/api/v1/documents/view']?.post;
    const answer = view?.responses['200']?.content?.['application/json']?.schema as Schema;
    const total = (answer.properties as Record<string, Schema>).data?.properties?.total;
    const cell = (total as Schema & { items: Schema }).items;
    const validate = ajv.compile(cell);
    for (const value of ['Итого', 12, null]) expect(validate(value), String(value)).toBe(true);
    expect(validate(true)).toBe(false);
  });
});

describe('every answer the server gives is declared', () => {
  const send = (
    route: RouteEntry,
    options: { cookie?: string; body?: string; headers?: Record<string, string> },
  ) =>
    t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: `${route.url}?lang=en`,
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body }),
    });

  it('without a session, from another site, with malformed JSON or a payload the contract refuses', async () => {
    const random = seededRandom(20_261_126);
    for (const route of apiRoutes()) {
      const at = `${route.method} ${route.url}`;
      const empty = route.method === 'POST' ? '{}' : undefined;
      expectDeclared(route, await send(route, { body: empty }), `${at} without a session`);
      if (route.changesState) {
        const foreign = await send(route, {
          cookie: callerOf(route),
          body: empty,
          headers: { origin: 'https://elsewhere.example' },
        });
        expect(foreign.statusCode, at).toBe(403);
        expectDeclared(route, foreign, `${at} from another site`);
      }
      if (route.method !== 'POST') continue;
      const malformed = await send(route, { cookie: callerOf(route), body: '{"a": [1, 2' });
      expect(malformed.statusCode, at).toBe(400);
      expectDeclared(route, malformed, `${at} with malformed JSON`);
      const refused = generatePayloads(route.body, random, 12).find(
        (payload) =>
          payload.body !== undefined &&
          payload.value !== undefined &&
          route.body?.safeParse(payload.value).success === false,
      );
      if (refused)
        expectDeclared(
          route,
          await send(route, { cookie: callerOf(route), body: refused.body }),
          `${at} ${refused.description}`,
        );
    }
  }, 120_000);
});

describe('a method a known address does not take', () => {
  it('answers 405 naming the methods it takes (Allow), in the request language; an unknown address 404', async () => {
    const routes = apiRoutes();
    const methodsOf = (url: string) => {
      const methods = new Set(routes.filter((route) => route.url === url).map((route) => route.method));
      if (methods.has('GET')) methods.add('HEAD');
      return [...methods].sort().join(', ');
    };
    for (const [index, url] of [...new Set(routes.map((route) => route.url))].entries()) {
      const allowed = methodsOf(url);
      const method = (['POST', 'GET', 'PUT', 'DELETE', 'PATCH'] as const).find(
        (name) => !allowed.includes(name),
      );
      const lang = languages[index % languages.length] as Language;
      const response = await t.app.inject({ method, url: `${url}?lang=${lang}`, headers: { cookie } });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, url).toBe(allowed);
      expect(response.json(), url).toEqual({
        data: null,
        error: 'METHOD_NOT_ALLOWED',
        message: translate('methodNotAllowed', lang, { method: method ?? '', allowed }),
        requestId: expect.any(String),
      });
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/auth/login?lang=en' })).json().message).toBe(
      'This address does not take DELETE; it takes POST',
    );
    for (const method of ['GET', 'POST'] as const) {
      const unknown = await t.call(method, 'no/such/call', { lang: 'en', cookie });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers.allow).toBeUndefined();
    }
  });
});

describe('a JSON body naming the prototype', () => {
  it.each([
    ['{"login": "a", "password": "b", "__proto__": {"admin": true}}', '__proto__'],
    ['{"login": "a", "password": "b", "rows": [{"__proto__": {}}]}', '__proto__'],
    [
      '{"login": "a", "password": "b", "constructor": {"prototype": {"admin": true}}}',
      'constructor.prototype',
    ],
  ])('is refused 400 naming the key, not called invalid JSON: %s', async (payload, key) => {
    for (const lang of languages) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/auth/login?lang=${lang}`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        error: 'VALIDATION',
        message: translate('forbiddenFieldName', lang, { name: key }),
        requestId: expect.any(String),
      });
    }
  });

  it('leaves a key merely named constructor alone', async () => {
    const response = await t.call('POST', 'auth/login', {
      lang: 'en',
      body: { login: 'nobody-here', password: 'x', constructor: 'fine' },
    });
    expect(response.statusCode).toBe(401);
  });
});
