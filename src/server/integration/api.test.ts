import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { integrationTestApp } from './testing';

// The integration API's clients and tokens (decision 0075) on the demo university: an administrator
// registers a client on the screen's call, the client gets a bearer token by OAuth2 client credentials and
// reads the faculties within its scope, page by page; a revoked client is refused at its next call. Both
// databases (TEST_DATABASE=pg).

const { app, admin: adminOf, named, newClient, basic, tokenCall, tokenOf, read } = integrationTestApp();
let t: TestApp;
let admin: string;
beforeAll(() => {
  t = app();
  admin = adminOf();
});

const demoFaculties = async () =>
  (await t.database.query<{ id: number }>('SELECT id_faculty AS id FROM faculty ORDER BY 1')).map(
    (row) => row.id,
  );

describe('an integration client', () => {
  it('is listed for administrators with its scopes, never its secret', async () => {
    const client = await newClient(['structure:read', 'plans:read']);
    const list = await t.call('GET', 'integrations/clients', { cookie: admin });
    const row = (list.json().data as Array<Record<string, unknown>>).find(
      (entry) => entry.idClient === client.idClient,
    );
    expect(row).toMatchObject({
      clientId: client.clientId,
      scopes: ['structure:read', 'plans:read'],
      allFaculties: true,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(list.body).not.toContain(client.clientSecret);
  });

  it('gets a short-lived bearer token by client credentials, by HTTP Basic or in the form, never cached', async () => {
    const client = await newClient(['structure:read']);
    const byBasic = await tokenCall(
      { grant_type: 'client_credentials' },
      basic(client.clientId, client.clientSecret),
    );
    expect(byBasic.statusCode).toBe(200);
    expect(byBasic.headers['cache-control']).toBe('no-store');
    expect(byBasic.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'structure:read' });
    expect(byBasic.json().access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const byForm = await tokenCall({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.clientSecret,
    });
    expect(byForm.statusCode).toBe(200);
    expect(byForm.json().access_token).not.toBe(byBasic.json().access_token);
  });

  it('is refused a token as RFC 6749 says, alike for an unknown client and a wrong secret', async () => {
    const client = await newClient(['structure:read']);
    const wrong = await tokenCall(
      { grant_type: 'client_credentials' },
      basic(client.clientId, 'not-the-secret'),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic /);
    const unknown = await tokenCall({ grant_type: 'client_credentials' }, basic('ac_unknown', 'x'));
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error).toBe('invalid_client');
    const credentials = basic(client.clientId, client.clientSecret);
    expect((await tokenCall({}, credentials)).json().error).toBe('invalid_request');
    expect((await tokenCall({ grant_type: 'password' }, credentials)).json().error).toBe(
      'unsupported_grant_type',
    );
    const scope = await tokenCall(
      { grant_type: 'client_credentials', scope: 'headcounts:write' },
      credentials,
    );
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toBe('invalid_scope');
    const both = await tokenCall(
      { grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret },
      credentials,
    );
    expect(both.json().error).toBe('invalid_request');
  });

  it('reads every faculty once, page by page, with names in the three languages', async () => {
    const token = await tokenOf(await newClient(['structure:read']));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: LightMyRequestResponse = await read(
        `faculties?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        token,
      );
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as {
        data: Array<{ id: number; name: Record<string, string> }>;
        next: string | null;
      };
      expect(body.data.length).toBeLessThanOrEqual(2);
      for (const faculty of body.data) expect(Object.keys(faculty.name)).toEqual(['ru', 'kg', 'en']);
      seen.push(...body.data.map((faculty) => faculty.id));
      cursor = body.next;
    } while (cursor !== null);
    expect(seen).toEqual(await demoFaculties());
  });

  it('reads only the faculties of its scope, and what changed since a moment', async () => {
    const [first, second] = await demoFaculties();
    const token = await tokenOf(await newClient(['structure:read'], [second as number]));
    const scoped = await read('faculties', token);
    expect(scoped.json().data.map((faculty: { id: number }) => faculty.id)).toEqual([second]);
    const [{ now }] = (await t.database.query<{ now: string }>(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS now`,
    )) as [{ now: string }];
    await t.database.query("UPDATE faculty SET n_director = n_director || '.' WHERE id_faculty = $1", [
      first,
    ]);
    const everyFaculty = await tokenOf(await newClient(['structure:read']));
    const changed = await read(`faculties?updatedSince=${now}`, everyFaculty);
    expect(changed.json().data.map((faculty: { id: number }) => faculty.id)).toEqual([first]);
    expect(changed.json().data[0].updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers a page again as it was until what it shows changes, then with the change', async () => {
    const [first] = await demoFaculties();
    const token = await tokenOf(await newClient(['structure:read']));
    const before = await read('faculties?limit=2', token);
    expect((await read('faculties?limit=2', token)).body).toBe(before.body);
    await t.database.query("UPDATE faculty SET n_director = 'Асанов А.А.' WHERE id_faculty = $1", [first]);
    await t.database.changes.sync();
    const after = (await read('faculties?limit=2', token)).json();
    expect(after.data[0]).toMatchObject({ id: first, dean: 'Асанов А.А.' });
    expect(after.data[0].updatedAt).not.toBe(before.json().data[0].updatedAt);
  });

  it('is refused without a token, with another token, or without the scope (RFC 6750)', async () => {
    const none = await read('faculties');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="academic-integration"');
    expect(none.headers['content-type']).toMatch(/^application\/problem\+json/);
    const forged = await read('faculties', 'A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['www-authenticate']).toContain('error="invalid_token"');
    const plans = await tokenOf(await newClient(['plans:read']));
    const scope = await read('faculties', plans);
    expect(scope.statusCode).toBe(403);
    expect(scope.headers['www-authenticate']).toContain('error="insufficient_scope", scope="structure:read"');
    const bad = await read('faculties?limit=0', plans);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, title: 'Bad Request' });
  });

  it('once revoked, is refused at its next call and gets no new token', async () => {
    const client = await newClient(['structure:read']);
    const token = await tokenOf(client);
    expect((await read('faculties', token)).statusCode).toBe(200);
    const [row] = (await t.call('GET', 'integrations/clients', { cookie: admin }))
      .json()
      .data.filter((entry: { idClient: number }) => entry.idClient === client.idClient);
    const revoked = await t.call('POST', 'integrations/revoke', {
      cookie: admin,
      body: { idClient: client.idClient, rowVersion: row.rowVersion },
    });
    expect(revoked.json()).toMatchObject({ data: [{ sms: 2 }] });
    expect((await read('faculties', token)).statusCode).toBe(401);
    const again = await tokenCall(
      { grant_type: 'client_credentials' },
      basic(client.clientId, client.clientSecret),
    );
    expect(again.json().error).toBe('invalid_client');
    const twice = await t.call('POST', 'integrations/revoke', {
      cookie: admin,
      body: { idClient: client.idClient },
      lang: 'kg',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('Система');
  });

  it('is refused a name already taken, or a faculty of no scope, naming the field', async () => {
    await newClient(['structure:read']);
    const taken = await t.call('POST', 'integrations/create', {
      cookie: admin,
      body: { name: `система ${named()}`, scopes: ['structure:read'] },
      lang: 'ru',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toContain(`система ${named()}`);
    const noFaculty = await t.call('POST', 'integrations/create', {
      cookie: admin,
      body: { name: 'Без факультетов', scopes: ['structure:read'], allFaculties: false, facultyIds: [] },
      lang: 'en',
    });
    expect(noFaculty.statusCode).toBe(400);
    expect(noFaculty.json().message).toBe('Choose the faculties the client may read, or "All faculties"');
  });
});
