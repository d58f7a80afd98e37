import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { integrationScopes } from '../../contract/integration';
import { integrationResourceOperations } from '../../contract/integration-resources';
import { oneRosterRoutes } from './oneroster/rest';
import { integrationOperations } from './openapi';
import { pagedResources, universityResource } from './resources';
import { integrationTestApp } from './testing';

// The integration API's published document (decision 0078), read back as a security server reads it: valid
// OpenAPI, public, its server the address it was asked at, and every registered route of the API in it with
// its scope, parameters and refusals — a route added without its operation fails here.

const { app, newClient, tokenOf, read } = integrationTestApp({
  ALLOWED_HOSTS: 'localhost,xroad-adapter.example',
});
const base = () => `${app().config.apiPrefix}/integration/v1`;

type Operation = {
  operationId: string;
  security: Array<Record<string, string[]>>;
  parameters: Array<{ name?: string; $ref?: string }>;
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { servers: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> };

const documentAt = async (host: string) => {
  const response = await app().app.inject({
    method: 'GET',
    url: `${base()}/openapi.json`,
    headers: { host },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Document;
};

describe('the integration API document', () => {
  it('is valid OpenAPI 3, served without a token, its server the base it was asked at', async () => {
    const document = await documentAt('xroad-adapter.example:8443');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
    expect(document.servers).toEqual([{ url: `http://xroad-adapter.example:8443${base()}` }]);
  });

  it('refuses a host the server does not answer for with a 403 problem, not a 500', async () => {
    const response = await app().app.inject({
      method: 'GET',
      url: `${base()}/faculties`,
      headers: { host: 'rebound.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 403, title: 'Forbidden', detail: expect.any(String) });
  });

  it('refuses a moment PostgreSQL cannot read as a 400 naming updatedSince, as the document says', async () => {
    const token = await tokenOf(await newClient(['structure:read']));
    for (const moment of ['0000-01-01T00:00:00Z', '2024-01-01T00:00:00+23:59']) {
      const response = await read(`faculties?updatedSince=${encodeURIComponent(moment)}`, token);
      expect(response.statusCode, moment).toBe(400);
      expect(response.json().detail, moment).toContain('updatedSince');
    }
  });

  it('answers a path it lacks, or a method a path does not take, as a problem in English', async () => {
    const wrongMethod = await app().app.inject({ method: 'DELETE', url: `${base()}/faculties` });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    const missing = await app().app.inject({ method: 'GET', url: `${base()}/nothing-here` });
    expect(missing.statusCode).toBe(404);
    for (const response of [wrongMethod, missing]) {
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ type: 'about:blank', status: response.statusCode });
    }
  });

  it('refuses a path parameter of any length as a problem its operation declares, not Fastify’s bare 414 or 400', async () => {
    const token = await tokenOf(await newClient(['structure:read', 'plans:read']));
    const headcount = await read(`headcounts/${'9'.repeat(300)}`, token);
    expect(headcount.statusCode).toBe(404);
    const org = await read(`ims/oneroster/rostering/v1p2/orgs/faculty-${'1'.repeat(300)}`, token);
    expect(org.statusCode).toBe(400);
    // Not UTF-8 once decoded: Fastify's bare 400 unless the API answers it.
    const undecodable = await read('ims/oneroster/rostering/v1p2/orgs/%E0%A4%A', token);
    expect(undecodable.statusCode).toBe(400);
    for (const response of [headcount, org, undecodable]) {
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ type: 'about:blank', status: response.statusCode });
    }
  });

  it('declares every route the API registers, and no other', async () => {
    const document = await documentAt('localhost');
    const registered = app()
      .app.routeTable.filter((route) => route.url.startsWith(`${base()}/`))
      // Fastify's `:id` is OpenAPI's `{id}`.
      .map((route) => `${route.method} ${route.url.slice(base().length).replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => route !== 'GET /openapi.json');
    const declared = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(25);
    expect(declared.sort()).toEqual(registered.sort());
  });

  it('names each operation as an X-Road service code, once', async () => {
    const document = await documentAt('localhost');
    const ids = Object.values(document.paths).flatMap((path) =>
      Object.values(path).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]{2,60}$/);
    expect(ids).toContain('listFaculties');
    expect(ids).toContain('issueToken');
    expect(ids).toEqual(
      expect.arrayContaining(['getHeadcount', 'updateHeadcount', 'listOrgs', 'getOrg', 'getOneRosterBulk']),
    );
  });

  it('asks each resource for the scope its route checks, and declares its refusals as problem details', async () => {
    const document = await documentAt('localhost');
    const checked = new Map([universityResource, ...pagedResources].map((r) => [r.path, r.scope]));
    const reads = integrationResourceOperations.filter((op) => !op.params && op.path !== 'changes');
    expect([...checked.keys()].sort()).toEqual(reads.map((op) => op.path).sort());
    for (const resource of reads) {
      const operation = document.paths[`/${resource.path}`]?.get;
      expect(operation?.security, resource.path).toEqual([
        { oauth2: [checked.get(resource.path)] },
        { bearer: [] },
      ]);
      expect(integrationScopes).toContain(resource.scope);
      for (const status of ['400', '401', '403', '429'])
        expect(
          Object.keys(operation?.responses[status]?.content ?? {}),
          `${resource.path} ${status}`,
        ).toEqual(['application/problem+json']);
      const names = operation?.parameters.map((p) => p.name ?? p.$ref) ?? [];
      if (resource.query) expect(names).toEqual(expect.arrayContaining(['limit', 'cursor', 'updatedSince']));
    }
    // The change feed admits any read scope (it shows each client the kinds of its own).
    expect(document.paths['/changes']?.get?.security).toEqual([
      { oauth2: ['structure:read'] },
      { oauth2: ['plans:read'] },
      { oauth2: ['commission:read'] },
      { bearer: [] },
    ]);
  });

  it('asks each OneRoster route for the scope it checks', async () => {
    const document = await documentAt('localhost');
    for (const route of oneRosterRoutes) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const declared = integrationOperations.find((op) => `/${op.path}` === path);
      expect(declared?.scope, path).toBe(route.scope);
      expect(document.paths[path]?.get?.security, path).toEqual([{ oauth2: [route.scope] }, { bearer: [] }]);
    }
  });

  it('declares the headcount write: its body, If-Match, ETag and refusals', async () => {
    const document = await documentAt('localhost');
    const put = document.paths['/headcounts/{id}']?.put as Operation & {
      requestBody: { content: Record<string, { schema: { $ref: string } }> };
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(put.security).toEqual([{ oauth2: ['headcounts:write'] }, { bearer: [] }]);
    expect(put.parameters.map((p) => p.name ?? p.$ref)).toEqual(expect.arrayContaining(['id', 'If-Match']));
    expect(Object.keys(put.requestBody.content)).toEqual(['application/json']);
    expect(Object.keys(put.responses['200']?.headers ?? {})).toEqual(['ETag']);
    for (const status of ['404', '412', '415'])
      expect(Object.keys(put.responses[status]?.content ?? {}), status).toEqual(['application/problem+json']);
    const zip = document.paths['/ims/oneroster/bulk.zip']?.get;
    expect(Object.keys(zip?.responses['200']?.content ?? {})).toEqual(['application/zip']);
  });
});
