import Ajv, { type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IntegrationScope } from '../../contract/integration';
import { integrationResourceOperations } from '../../contract/integration-resources';
import { seededRandom } from '../testing/payloads';
import { pick, queryCase, queryString, tokenCase, xroadHeaders } from './fuzz-cases';
import { integrationTestApp } from './testing';

// The integration API fuzzed from its own document (decision 0078), as Schemathesis would: each operation
// called with valid and invalid queries, headers, forms and tokens (a client of every scope, one of one
// faculty, one of another scope; none, malformed, unknown, expired, revoked) on the real server and
// database. No answer is a 5xx; each is a status its operation declares, its body valid against the
// declared schema of its content type; where the input tells the status, it is that one. Seeded: the seed
// is printed, FUZZ_SEED=<seed> repeats a run.

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.info(`integration API fuzz seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
const random = seededRandom(seed);
const CASES_PER_OPERATION = 24;
const TOKEN_CASES = 80;

// Limits high enough that the fuzzing itself is not what is refused (429s are the limits' own tests').
const { app, admin, newClient, basic, tokenOf } = integrationTestApp({
  INTEGRATION_CALLS_PER_WINDOW: '1000000',
  INTEGRATION_TOKEN_REQUESTS_PER_WINDOW: '10000',
  INTEGRATION_TOKENS_PER_CLIENT: '1000',
});
const base = () => `${app().config.apiPrefix}/integration/v1`;

type Media = Record<string, { schema: { $ref: string } }>;
type Operation = {
  operationId: string;
  security: Array<Record<string, string[]>>;
  parameters: Array<{ name?: string }>;
  responses: Record<string, { content?: Media }>;
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
  const every: IntegrationScope[] = ['structure:read', 'plans:read', 'commission:read'];
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
  const validate = validatorOf(media?.schema.$ref ?? '');
  expect(validate(response.json()), `${ajv.errorsText(validate.errors)}: ${said}`).toBe(true);
}

describe(`the integration API fuzzed from its document (seed ${seed})`, () => {
  it('answers every resource call as declared, never a 5xx', async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      methods.get ? [{ path, operation: methods.get }] : [],
    );
    expect(operations.length).toBeGreaterThan(10);
    const seen = new Set<number>();
    for (const { path, operation } of operations) {
      const { query: takes } = integrationResourceOperations.find((op) => `/${op.path}` === path) ?? {};
      const scope = operation.security[0]?.oauth2?.[0] as IntegrationScope;
      for (let i = 0; i < CASES_PER_OPERATION; i++) {
        const caller = pick(random, callers);
        const query = queryCase(random, takes);
        const search = queryString(query.pairs);
        const url = `${base()}${path}${search ? `?${search}` : ''}`;
        const headers = {
          ...xroadHeaders(random),
          ...(caller.authorization ? { authorization: caller.authorization } : {}),
        };
        const response = await app().app.inject({ method: 'GET', url, headers });
        const context = `seed ${seed}: GET ${url.slice(0, 300)} as ${caller.name}`;
        expectDeclared(operation, response, context);
        seen.add(response.statusCode);
        const expected = !query.valid
          ? 400
          : !caller.scopes
            ? 401
            : caller.scopes.includes(scope)
              ? 200
              : 403;
        expect(response.statusCode, `${context} → ${response.body.slice(0, 300)}`).toBe(expected);
        if (expected === 200 && caller.faculties && takes)
          for (const record of response.json().data as Array<{ facultyId?: number | null }>)
            if (record.facultyId !== undefined && record.facultyId !== null)
              expect(caller.faculties, context).toContain(record.facultyId);
      }
    }
    // The run reached every kind of answer, not only refusals.
    expect([...seen].sort()).toEqual(expect.arrayContaining([200, 400, 401, 403]));
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
