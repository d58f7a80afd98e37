import { integrationHeadcountWrite } from '../../contract/integration';
import { pick, type Random } from './fuzz-cases';

// The fuzzing's path parameters, bodies and If-Match headers (openapi.fuzz.test.ts, decision 0078), and what
// the server must answer a call of them: the ids a list answered, unknown, malformed and huge ones; a
// headcount's body valid, of wrong types, negative, huge, missing fields, not JSON; If-Match good, stale,
// weak, malformed.

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Text no path expects. */
const wild = ['abc', '-1', '0', '01', '1.5', '0x1', ' 1', '%00', "'; DROP TABLE faculty; --", '👩‍🎓', 'Ёё'];

/** A path parameter: one a list answered, one of its form that names nothing, malformed, or huge. */
export interface PathCase {
  value: string;
  /** undecodable: percent-encoding of no UTF-8 text, sent as it is (the router refuses it: a 400). */
  kind: 'known' | 'unknown' | 'malformed' | 'huge' | 'undecodable';
}

/** `plain`: a known one. */
export function pathCase(random: Random, name: string, known: readonly string[], plain = false): PathCase {
  const draw = plain ? 0 : random();
  if (draw < 0.5 && known.length > 0) return { value: pick(random, known), kind: 'known' };
  if (draw < 0.7)
    return {
      value: name === 'id' ? pick(random, ['2147483647', '999999999']) : pick(random, unknownSourcedIds),
      kind: 'unknown',
    };
  if (draw < 0.85) return { value: pick(random, wild), kind: 'malformed' };
  if (draw < 0.9) return { value: pick(random, ['%E0%A4%A', '%ED%A0%80', '%FF']), kind: 'undecodable' };
  return {
    value: pick(random, ['9'.repeat(between(random, 11, 400)), 'x'.repeat(between(random, 101, 2000))]),
    kind: 'huge',
  };
}

const unknownSourcedIds = [
  'faculty-2147483647',
  'university-999999',
  'group-2147483647',
  'speciality-2147483647',
  'half-year-99-9',
  'academic-year-2147483647',
  'faculty-2147483648',
];

/** A request body of a headcount write: its text, its content type, what about it tells the status. */
export interface BodyCase {
  payload: string;
  contentType: string;
  /** 415: not a type the API reads; 400: not JSON (both before the token is looked at); else undefined. */
  refusedEarly: 400 | 415 | undefined;
  /** The body is {budget, contract} of whole numbers ≥ 0 (the API's schema). */
  shaped: boolean;
  /** And each within the headcount's bounds (0-999). */
  bounded: boolean;
}

/** `plain`: a valid one. */
export function bodyCase(random: Random, plain = false): BodyCase {
  const count = () => between(random, 0, 999);
  const json = (value: unknown) => JSON.stringify(value);
  const kind = plain
    ? 'valid'
    : pick(random, [
        'valid',
        'valid',
        'valid',
        'types',
        'negative',
        'huge',
        'missing',
        'extra',
        'not JSON',
        'other type',
      ] as const);
  const payload =
    kind === 'valid'
      ? json({ budget: count(), contract: count() })
      : kind === 'types'
        ? json(
            pick(random, [
              { budget: '5', contract: 1 },
              { budget: 1, contract: true },
              { budget: 1.5, contract: 1 },
              [],
              null,
              'x',
              7,
            ]),
          )
        : kind === 'negative'
          ? json({ budget: -between(random, 1, 1000), contract: count() })
          : kind === 'huge'
            ? json({ budget: pick(random, [1000, 2 ** 31, 2 ** 53, 1e308]), contract: count() })
            : kind === 'missing'
              ? json(pick(random, [{}, { budget: 1 }, { contract: 1 }]))
              : kind === 'extra'
                ? json({ budget: 1, contract: 1, facultyId: 1 })
                : kind === 'not JSON'
                  ? pick(random, ['{budget: 1', '', 'budget=1&contract=1', '{"budget": 1,}', '\u0000'])
                  : json({ budget: 1, contract: 1 });
  if (kind === 'other type')
    return {
      payload,
      contentType: pick(random, ['application/xml', 'multipart/form-data; boundary=x']),
      refusedEarly: 415,
      shaped: false,
      bounded: false,
    };
  // An empty body is no body (Fastify parses none): the route refuses it, after the token.
  if (payload === '')
    return {
      payload,
      contentType: 'application/json',
      refusedEarly: undefined,
      shaped: false,
      bounded: false,
    };
  if (kind === 'not JSON')
    return { payload, contentType: 'application/json', refusedEarly: 400, shaped: false, bounded: false };
  const parsed = integrationHeadcountWrite.safeParse(JSON.parse(payload));
  const bounded = parsed.success && parsed.data.budget <= 999 && parsed.data.contract <= 999;
  return {
    payload,
    contentType: 'application/json',
    refusedEarly: undefined,
    shaped: parsed.success,
    bounded,
  };
}

/** An If-Match header, as the kind it is; `version`: the headcount's now. */
export interface IfMatchCase {
  header: string | undefined;
  kind: 'none' | 'any' | 'good' | 'stale' | 'weak' | 'malformed';
}

export function ifMatchCase(
  random: Random,
  version: number | undefined,
  chosen?: IfMatchCase['kind'],
): IfMatchCase {
  const kind = chosen ?? pick(random, ['none', 'any', 'good', 'good', 'stale', 'weak', 'malformed'] as const);
  const now = version ?? 1;
  const header = {
    none: undefined,
    any: '*',
    good: `"${now}"`,
    stale: pick(random, [`"${now + 1000}"`, '"0"', '"99999999999"', '"abc"']),
    weak: `W/"${now}"`,
    malformed: pick(random, [`${now}`, `"${now}", "${now + 1}"`, '"a b"', 'W/', `'${now}'`]),
  }[kind];
  return { header, kind };
}

/** What a write of a headcount must be answered, given its parts; undefined: any status it declares. */
export function expectedWrite(
  authorised: 401 | 403 | undefined,
  path: PathCase,
  body: BodyCase,
  ifMatch: IfMatchCase,
): number {
  if (path.kind === 'undecodable') return 400;
  if (body.refusedEarly) return body.refusedEarly;
  if (authorised) return authorised;
  if (path.kind === 'malformed' || path.kind === 'huge') return 404;
  if (!body.shaped) return 400;
  if (ifMatch.kind === 'malformed') return 400;
  // "0", "abc", "99999999999": no version any row had, as stale as a weak tag.
  if (ifMatch.kind === 'weak' || (ifMatch.kind === 'stale' && !/^"[1-9]\d{0,9}"$/.test(ifMatch.header ?? '')))
    return 412;
  if (!body.bounded) return 400;
  if (path.kind === 'unknown') return 404;
  return ifMatch.kind === 'stale' ? 412 : 200;
}
