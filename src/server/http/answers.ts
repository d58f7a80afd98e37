import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ZodObject, type ZodType } from 'zod';
import { refusalMeanings, refusalSchema } from '../../contract/envelope';
import { languages } from '../../contract/limits';
import { SESSION_COOKIE } from './session-cookie';

/*
 * Every answer a call can give, derived from what its contract says (decision 0040): the published
 * contract (OpenAPI) declares them, so that a generated client and a fuzzer see what the server does.
 * Each status is one a guard or a rule of this server really answers for calls of that kind.
 */

/** What a call says of itself that decides how it can be refused (route.ts passes the call's fields). */
interface CallTraits {
  method: string;
  requiresSession: boolean;
  /** Refused from another site (origin.ts): every POST, and a GET that changes something. */
  changesState: boolean;
  /** Answers sms rows (or says it writes). */
  writes: boolean;
  body: ZodType | undefined;
  failureLimited?: boolean;
  /** The refusals the call declares beyond those its fields imply (contract/call.ts `refuses`). */
  refuses?: readonly number[];
}

// A payload key naming the record a call acts on: idGroup, IDLevel, disciplineId (SPEC's own names).
const RECORD_KEY = /^(id|ID)[A-Z_]|Id$/;

/** A write naming a record by its id: the record may be gone (404) or have changed meanwhile (409). */
const addressesRecord = ({ writes, body }: CallTraits) =>
  writes && body instanceof ZodObject && Object.keys(body.shape).some((key) => RECORD_KEY.test(key));

/**
 * The refusal statuses a call can answer:
 * - 400: every POST: its JSON body may be malformed, break the contract, or break a rule of the call;
 * - 401: every call: without a session, or for the two that need none, a failed sign-in or check;
 * - 403: a call needing a session (role, faculty scope, licence, a password to change first) or changing
 *   state (refused from another site; a disabled account at sign-in);
 * - 404 and 409: a write naming a record (gone; changed since read, or a rule of the present state);
 * - 429: a call whose failed attempts are limited (sign-in, the current password);
 * - 503: every call: the database may be unavailable;
 * - and what the call itself declares (`refuses`): a read naming a record (404), a stale token (409).
 */
export function refusalStatuses(call: CallTraits): number[] {
  const statuses = new Set<number>([401, 503]);
  if (call.method === 'POST') statuses.add(400);
  if (call.requiresSession || call.changesState) statuses.add(403);
  if (addressesRecord(call)) {
    statuses.add(404);
    statuses.add(409);
  }
  if (call.failureLimited) statuses.add(429);
  for (const status of call.refuses ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The route schema's refusal answers: each status with its envelope (contract/envelope.ts). */
export const refusalAnswers = (statuses: readonly number[]): Record<number, ZodType> =>
  Object.fromEntries(statuses.map((status) => [status, refusalSchema(status)]));

const SESSION_SCHEME = 'sessionCookie';

/** The security requirement of a call that needs a session: the session cookie. */
export const sessionSecurity = [{ [SESSION_SCHEME]: [] as string[] }];

// Registered by name before the document is built: no operation declares it, the 405 answer references it.
refusalSchema(405);

/** What the OpenAPI document says once for all operations: the session cookie and the 405 answer. */
export const publishedComponents = {
  securitySchemes: {
    [SESSION_SCHEME]: {
      type: 'apiKey' as const,
      in: 'cookie' as const,
      name: SESSION_COOKIE,
      description: 'The session cookie auth/login sets (HttpOnly, SameSite=Strict, path {API_PREFIX})',
    },
  },
  // Not an operation's answer: what any known address answers to a method it does not take (spa.ts).
  responses: {
    MethodNotAllowed: {
      description: 'The address does not take this method',
      headers: { Allow: { description: 'The methods it takes', schema: { type: 'string' as const } } },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal405' } } },
    },
  },
};

/** The `lang` query parameter every operation takes, as a querystring schema of the OpenAPI document. */
const languageParameter = {
  type: 'object',
  properties: {
    lang: {
      type: 'string',
      enum: [...languages],
      description: 'The language of the messages (kg, ru, en); absent or another value: ru',
    },
  },
} as const;

/**
 * The document's transform: the zod schemas as JSON schemas (fastify-type-provider-zod), and the `lang`
 * parameter on every operation. Declared here only: a querystring schema on the routes would validate
 * it, and the server takes any value (unknown ones answer in Russian) without the cost of a check.
 */
export const publishedTransform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema = transformed.schema as Record<string, unknown>;
  if (schema.hide) return transformed;
  const response = schema.response as Record<string, Record<string, unknown>> | undefined;
  return {
    ...transformed,
    schema: {
      ...schema,
      querystring: languageParameter,
      ...(schema.body ? { body: typedNulls(schema.body) } : {}),
      ...(response ? { response: described(typedNulls(response)) } : {}),
    },
  };
};

/**
 * OpenAPI 3.0 lets `nullable` apply only beside a `type`: a nullable union (zod's `.nullable()` on a
 * union) comes out as `{anyOf: […], nullable: true}`, which a validator refuses to compile and a client
 * reads as not taking null. Each branch of such a union is made nullable instead, which means the same.
 */
function typedNulls<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(typedNulls) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, typedNulls(value)]),
  ) as Record<string, unknown>;
  if (typeof node.nullable !== 'boolean' || 'type' in node) return node as T;
  const { nullable: _, ...rest } = node;
  // false is the default: said without a type (a field filled on save, decision 0040), it only hurts.
  const branches = (node.anyOf ?? node.oneOf) as Record<string, unknown>[] | undefined;
  if (node.nullable === false) return rest as T;
  if (!branches) return node as T;
  const nullableBranches = branches.map((branch) => typedNulls({ ...branch, nullable: true }));
  return { ...rest, [node.anyOf ? 'anyOf' : 'oneOf']: nullableBranches } as T;
}

/** Each answer with what it means (a referenced schema's own description is not shown by the UI). */
const described = (response: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(response).map(([status, answer]) => {
      // A file (an export): its bytes, not JSON.
      if (answer.format === 'binary')
        return [
          status,
          { description: answer.description, content: { 'application/octet-stream': { schema: answer } } },
        ];
      const meaning = refusalMeanings[Number(status)];
      if (!meaning || 'content' in answer) return [status, answer];
      return [status, { description: meaning, content: { 'application/json': { schema: answer } } }];
    }),
  );

/**
 * The document's named schemas (the refusal envelopes) that it references: fastify-type-provider-zod
 * emits an input and an output version of each, and only the output ones are answers.
 */
export const publishedObject: typeof jsonSchemaTransformObject = (document) => {
  const object = jsonSchemaTransformObject(document) as ReturnType<typeof jsonSchemaTransformObject> & {
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = object.components?.schemas;
  if (!schemas) return object;
  const text = JSON.stringify({ ...object, components: { ...object.components, schemas: {} } });
  for (const name of Object.keys(schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  }
  return object;
};

/**
 * Under the tests (CHECK_DECLARED_ANSWERS=1, vitest.config.ts), an answer whose status the route does not
 * publish becomes a 500 naming it, so that every test reaching that answer fails, as an undeclared row
 * shape does (db/sql.ts). Routes without declared answers (the SPA, the docs) are not checked, nor the
 * 500s themselves.
 */
export function checkDeclaredAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const declared = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)
      ?.response;
    const status = reply.statusCode;
    if (!declared || status === 500 || String(status) in declared) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    request.log.error({ status, route }, 'undeclared answer');
    reply.code(500).type('application/json');
    return JSON.stringify({
      data: null,
      error: 'INTERNAL',
      message: `Undeclared answer ${status} of ${route} (declare it in the call's contract): ${String(payload).slice(0, 500)}`,
      requestId: request.id,
    });
  });
}
