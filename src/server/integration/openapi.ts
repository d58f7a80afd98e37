import { z } from 'zod';
import { INTEGRATION_TOKEN_SECONDS, type integrationScopes } from '../../contract/integration';
import {
  type IntegrationResourceOperation,
  integrationResourceOperations,
  problem,
  tokenAnswer,
  tokenForm,
  tokenRefusal,
} from '../../contract/integration-resources';
import { APP_VERSION } from '../../contract/limits';
import { oneRosterOperations } from '../../contract/oneroster-operations';

// The integration API's own OpenAPI document (decision 0078), served at {prefix}/integration/v1/openapi.json
// for an X-Road (Tunduk) security server to publish by URL: derived from the contract's table of operations,
// each operationId a service code. OpenAPI 3.0, which every security server reads.

type Json = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const pascal = (operationId: string) => operationId.replace(/^(get|list)/, '');

/** Every operation the document declares beyond the token endpoint: the resources', then the OneRoster view's. */
export const integrationOperations = [...integrationResourceOperations, ...oneRosterOperations];

/**
 * Each operation's schemas' names: its answer's (the first operation answering a schema names it), its
 * body's.
 */
const names = new Map<z.ZodType, string>();
for (const operation of integrationOperations) {
  if (operation.answer instanceof z.ZodType && !names.has(operation.answer))
    names.set(operation.answer, pascal(operation.operationId));
  if (operation.body)
    names.set(
      operation.body,
      `${operation.operationId[0]?.toUpperCase()}${operation.operationId.slice(1)}Request`,
    );
}

/**
 * The answers' schemas, by name. The three languages' names stay inline: OpenAPI 3.0 cannot make a
 * reference nullable.
 */
function schemas(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  registry.add(problem, { id: 'Problem' });
  registry.add(tokenAnswer, { id: 'Token' });
  registry.add(tokenRefusal, { id: 'TokenError' });
  registry.add(tokenForm, { id: 'TokenRequest' });
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'openapi-3.0',
    uri: (id) => `#/components/schemas/${id}`,
  });
  // `$id` is JSON Schema's, not an OpenAPI 3.0 schema object's.
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $id: _, ...schema }]) => [name, nullInEnums(schema) as Json]),
  );
}

/** OpenAPI 3.0's `nullable` does not widen an `enum`: null is listed in it too (the postgraduate kind). */
function nullInEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullInEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).map(([key, value]) => [key, nullInEnums(value)]);
  const object = Object.fromEntries(entries) as Json;
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null))
    object.enum = [...object.enum, null];
  return object;
}

const problemAnswer = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
const retryAfter = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };
const challenge = {
  'WWW-Authenticate': {
    description: 'Bearer realm="academic-integration" (RFC 6750)',
    schema: { type: 'string' },
  },
};
const tooMany = problemAnswer('Over the client’s limit of calls; nothing was done', retryAfter);
const unavailable = problemAnswer('The database is unavailable; call again later', retryAfter);

/** What the page's parameters mean; another query's parameters say it with zod's `.describe()`. */
const descriptions: Record<string, string> = {
  limit: 'Records on a page',
  cursor: 'The previous page’s `next`, as it was answered',
  updatedSince: 'Only records changed at this moment or after (ISO 8601 with its offset)',
  offset: 'Records to skip (OneRoster)',
  filter: "`dateLastModified>'…'` (or >=), `status='active'` (or !=), alone or joined by AND (OneRoster)",
  fields: 'The properties to answer of each object, comma-separated; all when absent (OneRoster)',
};

/** Parameters of an operation, from the contract's zod schema of them. */
function parameters(schema: z.ZodObject | undefined, where: 'query' | 'path' | 'header'): Json[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property as Json;
    return {
      name,
      in: where,
      required: where === 'path' || (json.required?.includes(name) ?? false),
      description: descriptions[name] ?? description,
      schema: rest,
    };
  });
}

/** The headers an answer carries, described by the contract's zod schema of them. */
function answerHeaders(schema: z.ZodObject | undefined): Json | undefined {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
  return Object.fromEntries(
    Object.entries(json.properties ?? {}).map(([name, property]) => {
      const { description, ...rest } = property as Json;
      return [name, { description, required: true, schema: rest }];
    }),
  );
}

/** The headers a security server adds to a call: kept in the client's record of calls. */
const xroadParameters = [
  { $ref: '#/components/parameters/XRoadClient' },
  { $ref: '#/components/parameters/XRoadId' },
];

const schemaOf = (schema: z.ZodType) => ref(names.get(schema) ?? '');

function resourceOperation(operation: IntegrationResourceOperation) {
  const { answer, body } = operation;
  const headers = answerHeaders(operation.answerHeaders);
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    tags: [operation.tag ?? 'resources'],
    security: [
      ...(operation.anyScope ?? [operation.scope]).map((scope) => ({ oauth2: [scope] })),
      { bearer: [] },
    ],
    parameters: [
      ...parameters(operation.params, 'path'),
      ...parameters(operation.query, 'query'),
      ...parameters(operation.headers, 'header'),
      ...xroadParameters,
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(body) } } } }
      : {}),
    responses: {
      200: {
        description: operation.summary,
        ...(headers ? { headers } : {}),
        content:
          answer instanceof z.ZodType
            ? { 'application/json': { schema: schemaOf(answer) } }
            : { [answer.file]: { schema: { type: 'string', format: 'binary' } } },
      },
      400: problemAnswer('A parameter is not one this API takes'),
      401: problemAnswer('No bearer token, or one unknown, expired or revoked', challenge),
      403: problemAnswer(
        `The token lacks the scope ${operation.scope} (or the host is not this server's)`,
        challenge,
      ),
      ...Object.fromEntries(
        Object.entries(operation.refuses ?? {}).map(([status, why]) => [status, problemAnswer(why)]),
      ),
      429: tooMany,
      503: unavailable,
    },
  };
}

const tokenOperation = {
  operationId: 'issueToken',
  summary: 'A bearer token for the client’s credentials (OAuth2 client credentials, RFC 6749 §4.4)',
  tags: ['token'],
  security: [{ clientBasic: [] }, {}],
  parameters: xroadParameters,
  requestBody: {
    required: true,
    content: { 'application/x-www-form-urlencoded': { schema: ref('TokenRequest') } },
  },
  responses: {
    200: {
      description: `The token, for ${INTEGRATION_TOKEN_SECONDS} seconds`,
      headers: { 'Cache-Control': { schema: { type: 'string', enum: ['no-store'] } } },
      content: { 'application/json': { schema: ref('Token') } },
    },
    400: {
      description:
        'RFC 6749 §5.2 (invalid_request, unsupported_grant_type, invalid_scope); a body not a form',
      content: {
        'application/json': { schema: ref('TokenError') },
        'application/problem+json': { schema: ref('Problem') },
      },
    },
    401: {
      description:
        'invalid_client: unknown, revoked, or a wrong secret; challenged again when named by Basic',
      content: { 'application/json': { schema: ref('TokenError') } },
    },
    403: problemAnswer('The host named is not one this server answers for'),
    413: problemAnswer('The form is too large'),
    415: problemAnswer('The body is not a form'),
    429: tooMany,
    503: unavailable,
  },
};

/** The operations by path, each path's methods together. */
function paths(): Json {
  const byPath: Record<string, Json> = {};
  for (const operation of integrationOperations)
    byPath[`/${operation.path}`] = {
      ...byPath[`/${operation.path}`],
      [operation.method ?? 'get']: resourceOperation(operation),
    };
  return byPath;
}

/** The document, its server the address it was asked at (`{origin}{prefix}/integration/v1`). */
// The paths and schemas are the same for every request: made once (the zod conversion takes milliseconds a
// public endpoint should not spend per call), copied for each document so no reader shares them.
let made: { paths: Json; schemas: Json } | undefined;
const pathsAndSchemas = () => {
  made ??= {
    paths: {
      '/token': { post: tokenOperation },
      ...paths(),
    },
    schemas: schemas(),
  };
  return structuredClone(made);
};

export function integrationDocument(serverUrl: string) {
  const { paths, schemas } = pathsAndSchemas();
  const scopes = {
    'structure:read': 'The university, its structure, calendar and premises',
    'plans:read': 'Admission plans and groups’ headcounts',
    'commission:read': 'The state examination commission',
    'headcounts:write': 'Writing groups’ headcounts',
  } satisfies Record<(typeof integrationScopes)[number], string>;
  return {
    openapi: '3.0.3',
    info: {
      title: 'Academic administration integration API',
      version: APP_VERSION,
      description:
        'What other systems of a university read: its structure, plans and commission (and a OneRoster 1.2 ' +
        'view of its structure), and the headcounts they write, with OAuth2 client credentials. Refusals are RFC 9457 problem details; the token endpoint’s are RFC 6749’s.',
    },
    servers: [{ url: serverUrl }],
    tags: [{ name: 'token' }, { name: 'resources' }, { name: 'oneroster', description: 'OneRoster 1.2' }],
    paths,
    components: {
      schemas,
      parameters: {
        XRoadClient: {
          name: 'X-Road-Client',
          in: 'header',
          required: false,
          description: 'Set by an X-Road security server: the calling subsystem, kept in the call record',
          schema: { type: 'string' },
        },
        XRoadId: {
          name: 'X-Road-Id',
          in: 'header',
          required: false,
          description: 'Set by an X-Road security server: the message id, kept in the call record',
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'Client credentials registered by an administrator on the integrations screen',
          flows: { clientCredentials: { tokenUrl: `${serverUrl}/token`, scopes } },
        },
        bearer: { type: 'http', scheme: 'bearer', description: 'The token endpoint’s access_token' },
        clientBasic: {
          type: 'http',
          scheme: 'basic',
          description: 'client_id and client_secret (RFC 6749 §2.3.1)',
        },
      },
    },
  };
}
