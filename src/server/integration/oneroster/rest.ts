import type { z } from 'zod';
import type { IntegrationScope } from '../../../contract/integration';
import { type OneRosterQuery, oneRosterQuery, ROSTERING_BASE } from '../../../contract/oneroster';
import { oneRosterObjectQuery, oneRosterSourcedId } from '../../../contract/oneroster-operations';
import { Problem } from '../../core/problem';
import type { Database } from '../../db/connection';
import type { IntegrationClient } from '../bearer';
import { bulkZip } from './bulk';
import { parseFilter } from './filter';
import { referrer } from './records';
import {
  academicSessions,
  classes,
  classOf,
  courseOf,
  courses,
  type Found,
  orgOf,
  orgs,
  type Reading,
  sessionOf,
  type Window,
} from './sources';

// OneRoster 1.2 Rostering's REST binding for what maps (decision 0079): the collections and single objects of
// orgs, academicSessions, courses and classes, in the binding's envelopes, paged by limit and offset with
// X-Total-Count and Link; and the bulk CSV zip. The integration API's bearer tokens, scope and faculties.

const SCOPE: IntegrationScope = 'structure:read';

// What of the HTTP layer's call and answer these routes use (only the HTTP layer knows Fastify).
interface Call {
  url: string;
  query: unknown;
  params: unknown;
  headers: { authorization?: string };
}
interface Answer {
  header(name: string, value: string): Answer;
  type(contentType: string): Answer;
  send(body: unknown): Answer;
}
interface Api {
  get(
    path: string,
    options: { schema: object },
    handler: (call: Call, answer: Answer) => Promise<unknown>,
  ): unknown;
}

/** A sourcedId of a kind numbered by the database: the kind and its number (PostgreSQL's integer). */
function numbered(sourcedId: string, kinds: readonly string[]): { kind: string; id: number } | undefined {
  const [, kind = '', digits = ''] = /^([a-z]+)-([1-9]\d{0,9})$/.exec(sourcedId) ?? [];
  const id = Number(digits);
  return kinds.includes(kind) && id <= 2_147_483_647 ? { kind, id } : undefined;
}

interface Collection {
  /** The collection's path and envelope: `{ orgs: [...] }`. */
  name: string;
  /** A single object's envelope: `{ org: {...} }`. */
  one: string;
  read: (reading: Reading, window: Window) => Promise<Found<object>>;
  find: (reading: Reading, sourcedId: string) => Promise<object | undefined>;
}

const collections: Collection[] = [
  {
    name: 'orgs',
    one: 'org',
    read: orgs,
    find: (reading, sourcedId) => {
      const found = numbered(sourcedId, Object.keys(orgOf));
      return found ? orgOf[found.kind as keyof typeof orgOf](reading, found.id) : Promise.resolve(undefined);
    },
  },
  { name: 'academicSessions', one: 'academicSession', read: academicSessions, find: sessionOf },
  {
    name: 'courses',
    one: 'course',
    read: courses,
    find: async (reading, sourcedId) => {
      const found = numbered(sourcedId, ['speciality']);
      return found ? courseOf(reading, found.id) : undefined;
    },
  },
  {
    name: 'classes',
    one: 'class',
    read: classes,
    find: async (reading, sourcedId) => {
      const found = numbered(sourcedId, ['group']);
      return found ? classOf(reading, found.id) : undefined;
    },
  },
];

/** The binding's paging links: first, prev, next and last, keeping the call's other parameters. */
function pageLinks(request: Call, query: OneRosterQuery, total: number): string {
  const [path = ''] = request.url.split('?');
  const at = (offset: number) => {
    const parameters = new URLSearchParams({ limit: String(query.limit), offset: String(offset) });
    if (query.filter !== undefined) parameters.set('filter', query.filter);
    if (query.fields !== undefined) parameters.set('fields', query.fields);
    return `<${path}?${parameters.toString()}>`;
  };
  const last = Math.max(0, Math.floor((total - 1) / query.limit) * query.limit);
  const links = [`${at(0)}; rel="first"`];
  if (query.offset > 0) links.push(`${at(Math.max(0, query.offset - query.limit))}; rel="prev"`);
  if (query.offset + query.limit < total) links.push(`${at(query.offset + query.limit)}; rel="next"`);
  links.push(`${at(last)}; rel="last"`);
  return links.join(', ');
}

/** The binding's field selection: the named properties of each object (those it has). */
const selected = (fields: string | undefined) => (record: object) => {
  if (fields === undefined) return record;
  const names = new Set(fields.split(','));
  return Object.fromEntries(Object.entries(record).filter(([name]) => names.has(name)));
};

type Handler = (reading: Reading, request: Call, reply: Answer) => Promise<unknown>;

interface OneRosterRoute {
  method: 'GET';
  /** Under {prefix}/integration/v1. */
  path: string;
  scope: IntegrationScope;
  summary: string;
  querystring?: z.ZodType;
  params?: z.ZodType;
  answer: Handler;
}

/** The OneRoster routes, for the integration API to register and its published document to list. */
export const oneRosterRoutes: readonly OneRosterRoute[] = [
  ...collections.flatMap((collection): OneRosterRoute[] => [
    {
      method: 'GET',
      path: `/${ROSTERING_BASE}/${collection.name}`,
      scope: SCOPE,
      summary: `OneRoster 1.2: the ${collection.name}, paged by limit and offset (X-Total-Count, Link)`,
      querystring: oneRosterQuery,
      answer: async (reading, request, reply) => {
        const query = request.query as OneRosterQuery;
        const { since, nothing } = parseFilter(query.filter);
        const found = nothing
          ? { records: [], total: 0 }
          : await collection.read(reading, { offset: query.offset, limit: query.limit, since });
        reply
          .header('x-total-count', String(found.total))
          .header('link', pageLinks(request, query, found.total));
        return { [collection.name]: found.records.map(selected(query.fields)) };
      },
    },
    {
      method: 'GET',
      path: `/${ROSTERING_BASE}/${collection.name}/:sourcedId`,
      scope: SCOPE,
      summary: `OneRoster 1.2: one of the ${collection.name} by its sourcedId; 404 when the client reads none`,
      params: oneRosterSourcedId,
      querystring: oneRosterObjectQuery,
      answer: async (reading, request) => {
        const { sourcedId } = request.params as z.output<typeof oneRosterSourcedId>;
        const record = await collection.find(reading, sourcedId);
        if (record === undefined)
          throw new Problem(
            404,
            'Not Found',
            `No ${collection.one} of this sourcedId is readable by this client`,
          );
        return {
          [collection.one]: selected((request.query as z.output<typeof oneRosterObjectQuery>).fields)(record),
        };
      },
    },
  ]),
  {
    method: 'GET',
    path: '/ims/oneroster/bulk.zip',
    scope: SCOPE,
    summary:
      'OneRoster 1.2 CSV, bulk: manifest.csv, orgs.csv, academicSessions.csv, courses.csv, classes.csv in a zip',
    answer: async (reading, _request, reply) =>
      reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="oneroster-bulk.zip"')
        .header('cache-control', 'no-store')
        .send(bulkZip(reading)),
  },
];

/**
 * Registers the OneRoster routes on the integration API; `clientOf` is its client of a call holding the
 * scope (else its 401 or 403).
 */
export function oneRosterApi(
  api: Api,
  database: Database,
  apiPrefix: string,
  clientOf: (request: Call, scope: IntegrationScope) => IntegrationClient,
) {
  const refs = referrer(`${apiPrefix}/integration/v1/${ROSTERING_BASE}`);
  for (const route of oneRosterRoutes)
    api.get(
      route.path,
      {
        schema: {
          hide: true,
          ...(route.querystring ? { querystring: route.querystring } : {}),
          ...(route.params ? { params: route.params } : {}),
        },
      },
      async (request, reply) =>
        route.answer({ database, client: clientOf(request, route.scope), refs }, request, reply),
    );
}
