import Ajv, { type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationScope } from '../../contract/integration';
import type { IntegrationResourceOperation } from '../../contract/integration-resources';
import { seededRandom } from '../testing/payloads';
import { pick, queryCase, queryString, tokenCase, xroadHeaders } from './fuzz-cases';
import {
  bodyCase,
  expectedWrite,
  type IfMatchCase,
  ifMatchCase,
  type PathCase,
  pathCase,
} from './fuzz-requests';
import { parseFilter } from './oneroster/filter';
import { integrationOperations } from './openapi';
import { integrationTestApp } from './testing';

// The integration API fuzzed from its own document (decision 0078), as Schemathesis would: each operation
// called with valid and invalid queries, path parameters, bodies and If-Match (fuzz-requests.ts), headers,
// forms and tokens (a client of every scope, one of one faculty, one of another scope; none, malformed,
// unknown, expired, revoked) on the real server and database. No answer is a 5xx; each is a status its
// operation declares, its body valid against the declared schema of its content type (a zip: its status and
// type alone), its declared headers there; where the input tells the status, it is that one. Seeded: the
// seed is printed, FUZZ_SEED=<seed> repeats a run.

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.info(`integration API fuzz seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
const random = seededRandom(seed);
const CASES_PER_OPERATION = 24;
/** The zip is read whole each time: fewer of it. */
const FILE_CASES = 5;
const TOKEN_CASES = 80;

// Limits high enough that the fuzzing itself is not what is refused (429s are the limits' own tests').
const { app, admin, newClient, basic, tokenOf } = integrationTestApp({
  INTEGRATION_CALLS_PER_WINDOW: '1000000',
  INTEGRATION_TOKEN_REQUESTS_PER_WINDOW: '10000',
  INTEGRATION_TOKENS_PER_CLIENT: '1000',
});
const base = () => `${app().config.apiPrefix}/integration/v1`;

type Media = Record<string, { schema: { $ref?: string } }>;
type Operation = {
  operationId: string;
  security: Array<Record<string, string[]>>;
  parameters: Array<{ name?: string }>;
  responses: Record<string, { content?: Media; headers?: Record<string, { required?: boolean }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** A caller: its Authorization header, the scopes it holds (none: refused as unauthenticated), its faculties. */
interface Caller {
  name: string;
  authorization: string | undefined;
  scopes: readonly IntegrationScope[] | undefined;
  faculties?: readonly number[];
}

let document: Document;
let callers: Caller[];
let tokenClient: { clientId: string; clientSecret: string };
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
const validators = new Map<string, ValidateFunction>();

const bearer = (token: string) => `Bearer ${token}`;
const operator = (text: string, params: unknown[]) =>
  app().database.withConnection((connection) => connection.query(text, params));

beforeAll(async () => {
  document = (await app().app.inject({ method: 'GET', url: `${base()}/openapi.json` })).json();
  ajv.addSchema(document, 'doc');
  const [faculty] = await app().database.query<{ id: number }>('SELECT min(id_faculty) AS id FROM faculty');
  const every: IntegrationScope[] = ['structure:read', 'plans:read', 'commission:read', 'headcounts:write'];
  const expired = await newClient(['structure:read']);
  const expiredToken = await tokenOf(expired);
  await operator(
    `UPDATE integration_token SET expires_at = now() - interval '1 second' WHERE id_integration_client = $1`,
    [expired.idClient],
  );
  const revoked = await newClient(['structure:read']);
  const revokedToken = await tokenOf(revoked);
  const [row] = (await app().call('GET', 'integrations/clients', { cookie: admin() }))
    .json()
    .data.filter((entry: { idClient: number }) => entry.idClient === revoked.idClient);
  await app().call('POST', 'integrations/revoke', {
    cookie: admin(),
    body: { idClient: revoked.idClient, rowVersion: row.rowVersion },
  });
  const facultyIds = [faculty?.id ?? 0];
  callers = [
    { name: 'every scope', authorization: bearer(await tokenOf(await newClient(every))), scopes: every },
    {
      name: 'one faculty',
      authorization: bearer(await tokenOf(await newClient(['structure:read'], facultyIds))),
      scopes: ['structure:read'],
      faculties: facultyIds,
    },
    {
      name: 'commission only',
      authorization: bearer(await tokenOf(await newClient(['commission:read']))),
      scopes: ['commission:read'],
    },
    { name: 'no token', authorization: undefined, scopes: undefined },
    { name: 'malformed', authorization: 'Bearer not-a-token', scopes: undefined },
    { name: 'basic', authorization: basic('a', 'b'), scopes: undefined },
    { name: 'unknown', authorization: bearer('A'.repeat(43)), scopes: undefined },
    { name: 'huge', authorization: bearer('A'.repeat(8000)), scopes: undefined },
    { name: 'expired', authorization: bearer(expiredToken), scopes: undefined },
    { name: 'revoked', authorization: bearer(revokedToken), scopes: undefined },
  ];
  tokenClient = await newClient(['structure:read', 'plans:read']);
}, 60_000);

function validatorOf(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `doc${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/** No 5xx; a declared status; a body valid against its declared schema for its content type. */
function expectDeclared(operation: Operation, response: LightMyRequestResponse, context: string) {
  const said = `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, said).toBeLessThan(500);
  const declared = operation.responses[String(response.statusCode)];
  expect(declared, `undeclared status: ${said}`).toBeDefined();
  const type = String(response.headers['content-type']).split(';')[0] ?? '';
  const media = declared?.content?.[type];
  expect(media, `undeclared content type ${type}: ${said}`).toBeDefined();
  // A file (the OneRoster zip): its status and content type only.
  if (media?.schema.$ref === undefined) return;
  const validate = validatorOf(media.schema.$ref);
  expect(validate(response.json()), `${ajv.errorsText(validate.errors)}: ${said}`).toBe(true);
  for (const [name, header] of Object.entries(declared?.headers ?? {}))
    if (header.required)
      expect(response.headers[name.toLowerCase()], `header ${name}: ${said}`).toBeDefined();
}

describe(`the integration API fuzzed from its document (seed ${seed})`, () => {
  it('answers every resource call as declared, never a 5xx', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const contract = integrationOperations.find(
          (op) => `/${op.path}` === path && (op.method ?? 'get') === method,
        );
        return contract ? [{ path, method, operation, contract }] : [];
      }),
    );
    expect(operations.length).toBe(integrationOperations.length);
    const seen = new Set<string>();
    for (const { path, method, operation, contract } of operations) {
      const known = contract.params ? await knownIds(path) : [];
      const cases =
        contract.answer instanceof Object && 'file' in contract.answer ? FILE_CASES : CASES_PER_OPERATION;
      for (let i = 0; i < cases; i++) {
        // The first call of each is a plain one of the client of every scope: each operation answers a 200.
        // The second of a write names a stale version: each write is refused a 412 too.
        const plain = i === 0 || (method === 'put' && i === 1);
        const caller = plain ? (callers[0] as Caller) : pick(random, callers);
        const call = await callCase(path, method, contract, known, plain, i === 1 ? 'weak' : 'good');
        const response = await app().app.inject({
          method: method.toUpperCase() as 'GET' | 'PUT',
          url: call.url,
          headers: {
            ...xroadHeaders(random),
            ...call.headers,
            ...(caller.authorization ? { authorization: caller.authorization } : {}),
          },
          ...(call.payload === undefined ? {} : { payload: call.payload }),
        });
        const context = `seed ${seed}: ${method.toUpperCase()} ${call.url.slice(0, 300)} ${call.said} as ${caller.name}`;
        expectDeclared(operation, response, context);
        seen.add(`${contract.operationId} ${response.statusCode}`);
        expect(
          call.expected(caller),
          `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`,
        ).toContain(response.statusCode);
        if (response.statusCode === 200 && caller.faculties && contract.query && !contract.params)
          for (const record of (response.json().data ?? []) as Array<{ facultyId?: number | null }>)
            if (record.facultyId !== undefined && record.facultyId !== null)
              expect(caller.faculties, context).toContain(record.facultyId);
        if (response.statusCode === 200 && response.headers.etag !== undefined)
          expect(response.headers.etag, context).toBe(`"${response.json().version}"`);
      }
    }
    // The run reached every kind of answer, not only refusals: each operation answered 200 at least once.
    for (const { contract } of operations)
      expect([...seen], contract.operationId).toContain(`${contract.operationId} 200`);
    for (const status of [400, 401, 403, 404, 412])
      expect(
        [...seen].some((each) => each.endsWith(` ${status}`)),
        String(status),
      ).toBe(true);
  }, 120_000);

  it('answers every token request as declared, RFC 6749 where the form tells, never a 5xx', async () => {
    const operation = document.paths['/token']?.post as Operation;
    for (let i = 0; i < TOKEN_CASES; i++) {
      const asked = tokenCase(random, tokenClient, basic);
      const response = await app().app.inject({
        method: 'POST',
        url: `${base()}/token`,
        headers: {
          'content-type': asked.contentType,
          ...xroadHeaders(random),
          ...(asked.authorization ? { authorization: asked.authorization } : {}),
        },
        payload: new URLSearchParams(asked.form).toString(),
      });
      const context = `seed ${seed}: POST /token ${JSON.stringify(asked).slice(0, 300)}`;
      expectDeclared(operation, response, context);
      if (asked.expected !== undefined)
        expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBe(asked.expected);
    }
  }, 120_000);
});

/** The ids (or sourcedIds) a list of the path's collection answers the client of every scope. */
async function knownIds(path: string): Promise<string[]> {
  const list = path.replace(/\/\{\w+\}$/, '');
  const response = await app().app.inject({
    method: 'GET',
    url: `${base()}${list}?limit=40`,
    headers: { authorization: callers[0]?.authorization ?? '' },
  });
  expect(response.statusCode, `${list} ${response.body.slice(0, 200)}`).toBe(200);
  const records = Object.values(response.json() as Record<string, unknown>).find(Array.isArray) as Array<{
    id?: number;
    sourcedId?: string;
  }>;
  expect(records.length, list).toBeGreaterThan(0);
  return records.map((record) => String(record.id ?? record.sourcedId));
}

/** The headcount's version now, as the client of every scope reads it (none: not found). */
async function versionNow(id: string): Promise<number | undefined> {
  const response = await app().app.inject({
    method: 'GET',
    url: `${base()}/headcounts/${encodeURIComponent(id)}`,
    headers: { authorization: callers[0]?.authorization ?? '' },
  });
  return response.statusCode === 200 ? response.json().version : undefined;
}

/** One call of an operation: its URL, headers and body, and the statuses it may be answered for a caller. */
async function callCase(
  path: string,
  method: string,
  contract: IntegrationResourceOperation,
  known: readonly string[],
  plain: boolean,
  plainIfMatch: IfMatchCase['kind'],
) {
  const query = plain ? { pairs: [], valid: true } : queryCase(random, contract.query);
  let filtered = true;
  try {
    parseFilter(new URLSearchParams(queryString(query.pairs)).get('filter') ?? undefined);
  } catch {
    filtered = false;
  }
  let where: PathCase | undefined;
  const resolved = path.replace(/\{(\w+)\}/, (_, name: string) => {
    where = pathCase(random, name, known, plain);
    return where.kind === 'undecodable' ? where.value : encodeURIComponent(where.value);
  });
  const paramName = /\{(\w+)\}/.exec(path)?.[1] ?? '';
  const paramsValid = !contract.params || contract.params.safeParse({ [paramName]: where?.value }).success;
  const search = queryString(query.pairs);
  const url = `${base()}${resolved}${search ? `?${search}` : ''}`;
  const authorised = (caller: Caller) =>
    !caller.scopes
      ? 401
      : (contract.anyScope ?? [contract.scope]).some((scope) => caller.scopes?.includes(scope))
        ? undefined
        : 403;
  if (method === 'put') {
    const body = bodyCase(random, plain);
    const ifMatch = ifMatchCase(
      random,
      where?.kind === 'known' ? await versionNow(where.value) : undefined,
      plain ? plainIfMatch : undefined,
    );
    return {
      url,
      headers: {
        'content-type': body.contentType,
        ...(ifMatch.header === undefined ? {} : { 'if-match': ifMatch.header }),
      },
      payload: body.payload,
      said: `${body.payload.slice(0, 100)} If-Match ${ifMatch.header}`,
      expected: (caller: Caller) => [expectedWrite(authorised(caller), where as PathCase, body, ifMatch)],
    };
  }
  const expected = (caller: Caller): number[] => {
    if (!query.valid || !paramsValid || where?.kind === 'undecodable') return [400];
    const refused = authorised(caller);
    if (refused) return [refused];
    if (!filtered) return [400];
    if (!where || where.kind === 'known') return caller.faculties && where ? [200, 404] : [200];
    return [404];
  };
  return { url, headers: {}, payload: undefined, said: '', expected };
}
