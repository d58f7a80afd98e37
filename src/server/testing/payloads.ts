import { type ZodType, z } from 'zod';

/** A request body to send: JSON text (or raw text), its content type, and the field it aims at. */
export interface Payload {
  description: string;
  body: string | undefined;
  contentType: string;
  /** The decoded value when the body is JSON: checked against the schema to know whether it must be refused. */
  value?: unknown;
  /** True when the body cannot be a valid request whatever the schema (malformed JSON, wrong type …). */
  alwaysRefused?: boolean;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  /** A discriminated union's members (the export request's tables). */
  oneOf?: JsonSchema[];
  const?: unknown;
  default?: unknown;
};

/** A small deterministic generator (mulberry32): the same seed gives the same payloads. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hostileStrings = [
  "'; DROP TABLE avn_user; --",
  '" OR 1=1 --',
  "admin'--",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '👩‍🎓🇰🇬',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '\u200b\u200d\ufeff',
  'Ёё Үү Өө Ңң',
  ' \t\n\r ',
  '%s%s%n',
  '\\\\x00',
];

const typeOf = (schema: JsonSchema): string[] => {
  if (schema.anyOf) return schema.anyOf.flatMap(typeOf);
  if (schema.oneOf) return schema.oneOf.flatMap(typeOf);
  return [schema.type ?? 'any'].flat();
};

/** A value the schema should accept. */
function validValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.oneOf?.[0]) return validValue(schema.oneOf[0]);
  const [type] = typeOf(schema).filter((t) => t !== 'null');
  switch (type) {
    case 'object':
      // An optional field without a default is left out: the call is as valid without it, and a fixed
      // sample may be valid only once (a rowVersion is stale after the first accepted save, decision 0011),
      // which would refuse every later payload before its hostile strings reach the database.
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key, sub]) => schema.required?.includes(key) || 'default' in sub)
          .map(([key, sub]) => [key, validValue(sub)]),
      );
    case 'array':
      return schema.items ? [validValue(schema.items)] : [];
    case 'string':
      return 'Тест'.padEnd(Math.max(schema.minLength ?? 0, 4), 'т').slice(0, schema.maxLength ?? 100);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/**
 * A payload the call accepts (the answer proof's): each field named in `known` (real ids of the demo data,
 * by field name) takes that value, the others the smallest valid one. Undefined for a call without a body.
 */
export function validPayload(schema: ZodType | undefined, known: Record<string, unknown> = {}): unknown {
  if (!schema) return undefined;
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const payload = validValue(jsonSchema) as Record<string, unknown>;
  for (const key of Object.keys(jsonSchema.properties ?? {})) if (key in known) payload[key] = known[key];
  return payload;
}

/** Wrong values for one field of this schema: other types, null, out of bounds. */
function wrongValues(schema: JsonSchema): Array<[string, unknown]> {
  const types = typeOf(schema);
  const wrong: Array<[string, unknown]> = [
    ['null', null],
    ['an object', { nested: { deeper: true } }],
    ['a list', [1, 'two', null]],
    ['a boolean', false],
  ];
  if (!types.includes('string')) wrong.push(['a string', '12abc'], ['an empty string', '']);
  if (!types.includes('number') && !types.includes('integer'))
    wrong.push(['a number', 42], ['a negative number', -1]);
  if (types.includes('integer'))
    wrong.push(['a fraction', 1.5], ['a huge number', 1e21], ['zero', 0], ['negative', -2147483649]);
  if (types.includes('number')) wrong.push(['NaN-like text', 'NaN']);
  if (schema.maxLength !== undefined) {
    wrong.push(['one character too long', 'ж'.repeat(schema.maxLength + 1)]);
    wrong.push(['far too long', 'x'.repeat(Math.min(schema.maxLength * 100, 200_000))]);
  }
  if (schema.maximum !== undefined) wrong.push(['above the maximum', schema.maximum + 1]);
  if (schema.maxItems !== undefined) {
    wrong.push([
      'a list too long',
      Array.from({ length: schema.maxItems + 1 }, () => validValue(schema.items ?? {})),
    ]);
  }
  return wrong;
}

const json = (description: string, value: unknown): Payload => ({
  description,
  body: JSON.stringify(value),
  contentType: 'application/json',
  value,
});

/**
 * At least `count` bad or hostile bodies for one call, generated from its contract schema: each field
 * missing, null, of another type, too long or too large, and every string field filled with SQL, script
 * and unicode fragments; plus malformed JSON, wrong content types and oversized bodies.
 */
export function generatePayloads(schema: ZodType | undefined, random: () => number, count = 30): Payload[] {
  const jsonSchema = (
    schema ? z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) : {}
  ) as JsonSchema;
  const base = (schema ? validValue(jsonSchema) : {}) as Record<string, unknown>;
  const fields = Object.entries(jsonSchema.properties ?? {});
  const payloads: Payload[] = [
    {
      description: 'malformed JSON',
      body: '{"a": [1, 2',
      contentType: 'application/json',
      alwaysRefused: true,
    },
    {
      description: 'JSON with a trailing comma',
      body: '{"a": 1,}',
      contentType: 'application/json',
      alwaysRefused: true,
    },
    {
      description: 'a form instead of JSON',
      body: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
      alwaysRefused: true,
    },
    { description: 'XML', body: '<a>1</a>', contentType: 'application/xml', alwaysRefused: true },
    {
      description: 'a body over the size limit',
      body: JSON.stringify({ big: 'x'.repeat(300_000) }),
      contentType: 'application/json',
      alwaysRefused: true,
    },
    {
      description: 'deeply nested JSON',
      body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      contentType: 'application/json',
    },
    json('a list instead of an object', [base]),
    json('a string instead of an object', 'text'),
    json('null instead of an object', null),
    json('a number instead of an object', 7),
    json('an empty object', {}),
    // Fastify refuses __proto__ and constructor.prototype keys outright (prototype poisoning).
    {
      description: 'prototype pollution',
      body: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}',
      contentType: 'application/json',
      alwaysRefused: true,
    },
  ];
  if (schema)
    payloads.push(
      json('the valid payload with an unknown extra field', {
        ...base,
        unknownExtraField: 'EXTRA-MARKER-7f3a',
      }),
    );
  for (const [name, fieldSchema] of fields) {
    const { [name]: _removed, ...without } = base;
    payloads.push(json(`${name} missing`, without));
    for (const [what, value] of wrongValues(fieldSchema))
      payloads.push(json(`${name} is ${what}`, { ...base, [name]: value }));
    if (typeOf(fieldSchema).includes('string')) {
      for (const hostile of hostileStrings)
        payloads.push(json(`${name} = ${JSON.stringify(hostile)}`, { ...base, [name]: hostile }));
    }
  }
  // Top up with random hostile strings in random fields until there are enough.
  while (payloads.length < count) {
    const pick = hostileStrings[Math.floor(random() * hostileStrings.length)] as string;
    const target = fields[Math.floor(random() * Math.max(fields.length, 1))]?.[0] ?? 'anything';
    payloads.push(
      json(`${target} = random fragment ${JSON.stringify(pick)}`, {
        ...base,
        [target]: `${pick}${Math.floor(random() * 1000)}`,
      }),
    );
  }
  return payloads;
}
