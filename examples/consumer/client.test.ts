import { beforeAll, describe, expect, it } from 'vitest';
import { integrationTestApp } from '../../src/server/integration/testing';
import { listFaculties } from './client';
import { committedTypes, generatedTypes } from './generate';

// The example consumer against a real server listening on a port (both databases): its committed types are
// those the document generates now, and it reads every faculty with a real client's token, page by page.

const { app, newClient } = integrationTestApp();
let baseUrl = '';
beforeAll(async () => {
  const address = await app().app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `${address}${app().config.apiPrefix}/integration/v1`;
});

describe('the example consumer', () => {
  it('has the types the document generates now (npm run gen:example-client)', async () => {
    expect(await committedTypes()).toBe(await generatedTypes());
  });

  it('gets a token and lists the faculties page by page, as the database holds them', async () => {
    const client = await newClient(['structure:read']);
    const faculties = await listFaculties(baseUrl, client, 2);
    const rows = await app().database.query<{ id: number }>(
      'SELECT id_faculty AS id FROM faculty ORDER BY 1',
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(faculties.map((faculty) => faculty.id)).toEqual(rows.map((row) => row.id));
    expect(faculties[0]?.name.en).toEqual(expect.any(String));
  });

  it('is refused with the server’s own RFC 6749 answer for a wrong secret', async () => {
    const client = await newClient(['structure:read']);
    await expect(listFaculties(baseUrl, { ...client, clientSecret: 'wrong' })).rejects.toThrow(
      /401.*invalid_client/,
    );
  });
});
