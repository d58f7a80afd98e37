import type { z } from 'zod';

// The fuzzing of the integration API's document (openapi.fuzz.test.ts, decision 0078), as Schemathesis does
// it: for each operation, valid and invalid queries, headers and forms drawn from a seeded generator, with
// what the server must answer each when that can be told beforehand.

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[Math.floor(random() * items.length)] as T;
};

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Text no form or header expects: scripts, controls, lone surrogates, right-to-left marks, huge. */
const hostile = [
  "'; DROP TABLE faculty; --",
  '1 OR 1=1',
  '<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  '👩‍🎓🇰🇬',
  '\u202eevil',
  'Ёё Үү Өө Ңң',
  '١٢٣',
  ' \t ',
  '%00',
  'x'.repeat(5000),
];

const validLimits = () => ['1', '1000', '100', '37', ' 5', '1e2'];
const badLimits = ['0', '-1', '1001', '1.5', 'abc', '', 'NaN', 'Infinity', '9'.repeat(400), '-0.5'];
const validCursors = ['0', '1', '7', '2147483647', '123456'];
const badCursors = ['-1', '01', '2147483648', '99999999999', 'abc', '1.0', '', ' 1', '0x1'];
const validMoments = [
  '2020-01-01T00:00:00Z',
  '2026-11-30T12:00:00.123+06:00',
  '1970-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2024-01-01T00:00:00+23:59',
  '9999-12-31T23:59:59.999-12:00',
  '2099-06-15T08:30:00+05:30',
];
const badMoments = [
  'yesterday',
  '2024-13-01T00:00:00Z',
  '2024-02-30T00:00:00Z',
  '2024-01-01',
  '2024-01-01T00:00:00',
  '2024-01-01T25:00:00Z',
  '',
  '+275760-09-13T00:00:00Z',
];

const validOffsets = ['0', '1', '5', '10000000'];
const badOffsets = ['-1', '1.5', '10000001', 'abc', '1e400'];
const validFilters = [
  "dateLastModified>'2020-01-01T00:00:00Z'",
  "dateLastModified>='2026-11-30T12:00:00.123+06:00'",
  "status='active'",
  "status!='active'",
  "status='tobedeleted' AND dateLastModified>'1970-01-01T00:00:00Z'",
  '',
];
const badFilters = ["name='x'", "dateLastModified>'yesterday'", 'sourcedId', "status='active' OR status='x'"];
const validFields = ['sourcedId', 'sourcedId,name', 'title,nothing', 'type,parent,org,terms'];
const badFields = ['a,,b', ',', 'a b', 'name;'];

/** A query of a page: its pairs (a key may come twice) and whether the contract takes it. */
export interface QueryCase {
  pairs: Array<[string, string]>;
  valid: boolean;
}

const value = (random: Random, valid: readonly string[], bad: readonly string[]) =>
  random() < 0.6 ? pick(random, valid) : pick(random, [...bad, ...hostile]);

/** Values for a parameter: the page's by their names, a few of every kind for another. */
const valuesOf: Record<string, () => { valid: readonly string[]; bad: readonly string[] }> = {
  limit: () => ({ valid: validLimits(), bad: badLimits }),
  cursor: () => ({ valid: validCursors, bad: badCursors }),
  updatedSince: () => ({ valid: validMoments, bad: badMoments }),
  offset: () => ({ valid: validOffsets, bad: badOffsets }),
  // A filter the schema takes may be refused by the route still (filter.ts): the test tells which.
  filter: () => ({ valid: validFilters, bad: [...badFilters, 'x'.repeat(501)] }),
  fields: () => ({ valid: validFields, bad: badFields }),
  // The change feed's version: the start (a version of this database's own is met by following the feed).
  after: () => ({
    valid: ['0'],
    bad: [
      '',
      '1',
      '0.0',
      '-1.2',
      '1.2.3',
      'x.y',
      '2024-01-01T00:00:00Z',
      `${'9'.repeat(25)}.1`,
      '9'.repeat(400),
    ],
  }),
};
const anyValues = {
  valid: ['1', '0', 'true', '2024-01-01T00:00:00Z', 'a'],
  bad: ['-1', '', '9'.repeat(400)],
};

/** A query for an operation taking `query` (none: any query is ignored, so valid). */
export function queryCase(random: Random, query: z.ZodObject | undefined): QueryCase {
  const pairs: Array<[string, string]> = [];
  for (const name of Object.keys(query?.shape ?? { limit: true })) {
    if (random() < 0.45) continue;
    const { valid, bad } = valuesOf[name]?.() ?? anyValues;
    pairs.push([
      name,
      value(random, name === 'limit' ? [...valid, String(between(random, 1, 1000))] : valid, bad),
    ]);
  }
  // A key twice, or one the API does not take.
  if (random() < 0.1 && pairs[0]) pairs.push([pairs[0][0], pairs[0][1]]);
  if (random() < 0.1) pairs.push([pick(random, ['foo', 'LIMIT', 'cursor[]', '__proto__']), '1']);
  const parsed: Record<string, string | string[]> = {};
  for (const [key, text] of pairs) {
    const before = parsed[key];
    parsed[key] = before === undefined ? text : [before, text].flat();
  }
  return { pairs, valid: query ? query.safeParse(parsed).success : true };
}

/** Percent-encoded; a lone surrogate as the bytes it would be, which are not UTF-8. */
const encoded = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

export const queryString = (pairs: Array<[string, string]>) =>
  pairs.map(([key, text]) => `${encoded(key)}=${encoded(text)}`).join('&');

/** The X-Road headers a security server adds, as wild as a header may be (Latin-1). */
export function xroadHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  const wild = () =>
    pick(random, ['KG/GOV/70000001/timetable', 'x'.repeat(between(random, 190, 5000)), 'ÿ\u00a0é', '', ' ']);
  if (random() < 0.4) headers['x-road-client'] = wild();
  if (random() < 0.4) headers['x-road-id'] = wild();
  return headers;
}

/** A token endpoint request: its form fields, its Authorization header, its content type. */
export interface TokenCase {
  form: Record<string, string>;
  authorization: string | undefined;
  contentType: string;
  /** The status it must get, when the fields alone tell it; undefined: any declared one. */
  expected: number | undefined;
}

export function tokenCase(
  random: Random,
  client: { clientId: string; clientSecret: string },
  basic: (key: string, secret: string) => string,
): TokenCase {
  const form: Record<string, string> = {};
  const grant = pick(random, [
    'client_credentials',
    'client_credentials',
    'password',
    '',
    undefined,
    ...hostile,
  ]);
  if (grant !== undefined) form.grant_type = grant;
  const credentials = pick(random, [
    'basic',
    'form',
    'wrong',
    'unknown',
    'none',
    'both',
    'malformed',
  ] as const);
  let authorization: string | undefined;
  if (credentials === 'basic') authorization = basic(client.clientId, client.clientSecret);
  if (credentials === 'wrong')
    authorization = basic(
      client.clientId,
      pick(
        random,
        hostile.filter((text) => text !== '\ud800'),
      ),
    );
  if (credentials === 'unknown')
    Object.assign(form, { client_id: pick(random, hostile), client_secret: 'x' });
  if (credentials === 'form')
    Object.assign(form, { client_id: client.clientId, client_secret: client.clientSecret });
  if (credentials === 'both') {
    authorization = basic(client.clientId, client.clientSecret);
    form.client_id = client.clientId;
  }
  if (credentials === 'malformed')
    authorization = pick(random, [
      'Basic !!!',
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      `Basic ${Buffer.from('%E0%A4%A:%').toString('base64')}`,
      'Basic',
      'Bearer x',
      `Basic ${'A'.repeat(6000)}`,
    ]);
  const scope = pick(random, [
    undefined,
    undefined,
    'structure:read',
    'plans:read structure:read',
    'nonsense',
    ...hostile,
  ]);
  if (scope !== undefined) form.scope = scope;
  const contentType = pick(random, [
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded',
    'text/plain',
    'application/json',
    'multipart/form-data; boundary=x',
  ]);
  return { form, authorization, contentType, expected: expectedToken(form, credentials, contentType, scope) };
}

function expectedToken(
  form: Record<string, string>,
  credentials: string,
  contentType: string,
  scope: string | undefined,
): number | undefined {
  // Fastify reads text/plain as a string, no field of a form in it; a form is not JSON.
  if (contentType.startsWith('multipart/')) return 415;
  if (new URLSearchParams(form).toString().length > 4096) return 413;
  if (contentType === 'text/plain' || contentType === 'application/json') return 400;
  if (credentials === 'both') return 400;
  if (form.grant_type !== 'client_credentials') return 400;
  if (credentials === 'malformed') return undefined;
  if (credentials !== 'basic' && credentials !== 'form') return 401;
  if (scope === undefined || scope === 'structure:read' || scope === 'plans:read structure:read') return 200;
  return undefined;
}
