import { describe, expect, it } from 'vitest';
import { INTEGRATION_CALLS_SHOWN } from '../../contract/integration';
import { insertUser } from '../testing/users';
import { integrationTestApp } from './testing';

// The record of a client's calls on the integrations screen (integrations/calls, decision 0076): the client's
// own calls alone, newest first, with their X-Road ids; at most the newest 200; for administrators alone.
// Both databases (TEST_DATABASE=pg).

const { app, admin, newClient, tokenOf } = integrationTestApp();

interface CallRow {
  idCall: number;
  calledAt: string;
  method: string;
  path: string;
  status: number;
  xroadClient: string | null;
  xroadId: string | null;
}

const callsOf = async (idClient: number, cookie = admin()) => {
  const response = await app().call('POST', 'integrations/calls', { cookie, body: { idClient } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CallRow[];
};

const readAs = (path: string, token: string, headers: Record<string, string> = {}) =>
  app().app.inject({
    method: 'GET',
    url: `${app().config.apiPrefix}/integration/v1/${path}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

/** The record is written after each answer: wait until it holds `count` calls. */
async function recorded(idClient: number, count: number): Promise<CallRow[]> {
  for (;;) {
    const rows = await callsOf(idClient);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('integrations/calls', () => {
  it("lists the client's own calls, newest first, with status and X-Road ids", async () => {
    const client = await newClient(['structure:read']);
    const other = await newClient(['structure:read']);
    const token = await tokenOf(client);
    await readAs('faculties?limit=5', token);
    await readAs('plans', token);
    await readAs('groups', token, { 'x-road-client': 'KG/GOV/70000001/timetable', 'x-road-id': 'msg-42' });
    await readAs('faculties', await tokenOf(other));
    // The token request and three reads.
    const rows = await recorded(client.idClient, 4);
    expect(rows).toHaveLength(4);
    expect(
      rows.map((row) => `${row.method} ${row.path.replace(/^.*\/integration\/v1/, '')} ${row.status}`),
    ).toEqual(['GET /groups 200', 'GET /plans 403', 'GET /faculties 200', 'POST /token 200']);
    expect(rows[0]).toMatchObject({ xroadClient: 'KG/GOV/70000001/timetable', xroadId: 'msg-42' });
    expect(rows[1]).toMatchObject({ xroadClient: null, xroadId: null });
    expect(rows[0]?.calledAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it(`shows the newest ${INTEGRATION_CALLS_SHOWN} calls alone`, async () => {
    const client = await newClient(['structure:read']);
    await app().database.query(
      `INSERT INTO integration_call (id_integration_client, called_at, method, path, status)
       SELECT $1, now() - make_interval(mins => n), 'GET', '/api/integration/v1/faculties/' || n, 200
         FROM generate_series(1, $2::int) n`,
      [client.idClient, INTEGRATION_CALLS_SHOWN + 5],
    );
    const rows = await callsOf(client.idClient);
    expect(rows).toHaveLength(INTEGRATION_CALLS_SHOWN);
    expect(rows[0]?.path).toBe('/api/integration/v1/faculties/1');
    expect(rows.at(-1)?.path).toBe(`/api/integration/v1/faculties/${INTEGRATION_CALLS_SHOWN}`);
  });

  it('is for administrators alone', async () => {
    const client = await newClient(['structure:read']);
    for (const role of ['editor', 'viewer']) {
      await insertUser(app().database, {
        login: `calls-${role}`,
        password: 'calls-Pass-2026',
        surname: 'Calls',
        name: role,
        role,
      });
      const cookie = await app().signIn(`calls-${role}`, 'calls-Pass-2026');
      const refused = await app().call('POST', 'integrations/calls', {
        cookie,
        body: { idClient: client.idClient },
      });
      expect(refused.statusCode, role).toBe(403);
    }
  });
});
