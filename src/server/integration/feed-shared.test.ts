import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed';
import { addLookAlikeUniversity, enterUniversity } from '../testing/second-university';
import { Consumer } from './feed/consumer';
import { integrationTestApp } from './testing';

// The shared records' history (migration 0034, decision 0077): the directions, academic years and the other
// national classifiers are every university's, so their audit entries belong to none and every university
// reads them (none may change them): a change made by one university's administrator, or by the ministry
// once there are several, reaches every university's clients, in the feed and in `updatedAt`. Both databases.

const { app, admin, basic, newClient, tokenCall, tokenOf, read } = integrationTestApp();

/** The second university's client of every read scope, made by its own administrator; its token. */
async function secondClient(login: string) {
  const cookie = await app().signIn(login, DEMO_PASSWORD);
  const response = await app().call('POST', 'integrations/create', {
    cookie,
    body: { name: 'Второй', scopes: ['structure:read'], allFaculties: true, facultyIds: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
  const client = response.json().data as { clientId: string; clientSecret: string };
  const token = await tokenCall(
    { grant_type: 'client_credentials' },
    basic(client.clientId, client.clientSecret),
  );
  expect(token.statusCode, token.body).toBe(200);
  return token.json().access_token as string;
}

const directionOne = async (token: string) => {
  const response = await read('directions?limit=1', token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Array<{ id: number; updatedAt: string | null }> }).data[0];
};

describe('the history of the shared records', () => {
  it("reaches every university's clients, and no university may change it", async () => {
    // While the university is alone, its administrator keeps the directions.
    const renamed = await app().call('POST', 'ministerstvo/ins-upd-direction', {
      cookie: admin(),
      body: {
        idDirection: 1,
        code: 'D1',
        direction_: 'Направление один',
        directionKg: 'Багыт',
        directionEn: 'One',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const firstToken = await tokenOf(await newClient(['structure:read']));
    const { first, second, loginPrefix } = await addLookAlikeUniversity(app().database);
    const secondToken = await secondClient(`${loginPrefix}admin`);
    const seenByFirst = await directionOne(firstToken);
    expect(seenByFirst?.updatedAt).not.toBeNull();
    expect(await directionOne(secondToken)).toEqual(seenByFirst);

    const consumers = { first: new Consumer(), second: new Consumer() };
    await consumers.first.catchUp(read, firstToken, 1000);
    await consumers.second.catchUp(read, secondToken, 1000);
    const known = { first: consumers.first.seen.length, second: consumers.second.seen.length };
    // The ministry renames a direction (the installation's scope), the first university adds an academic year.
    await app().database.withConnection(async (connection) => {
      await connection.query("UPDATE direction SET direction_en = 'Renamed' WHERE id_direction = 1");
      await connection.exec('BEGIN');
      try {
        await enterUniversity(connection, first);
        await connection.query("INSERT INTO a_year (id_a_year, label) VALUES (97, '2097-2098')");
        await connection.exec('COMMIT');
      } catch (error) {
        await connection.exec('ROLLBACK');
        throw error;
      }
    });
    for (const name of ['first', 'second'] as const) {
      const token = name === 'first' ? firstToken : secondToken;
      await consumers[name].catchUpTo(
        read,
        token,
        10,
        known[name],
        (entry) => entry.kind === 'academic-years',
      );
      const changes = consumers[name].seen
        .slice(known[name])
        .map(({ kind, id, action }) => [kind, id, action]);
      expect(changes, name).toEqual([
        ['directions', 1, 'updated'],
        ['academic-years', 97, 'created'],
      ]);
    }

    // The second university reads the first's entry of the shared year, and can neither change nor delete it.
    const touched = await app().database.withConnection(async (connection) => {
      await connection.exec('BEGIN');
      try {
        await enterUniversity(connection, second);
        const where = "WHERE table_name = 'a_year' AND row_id = '97'";
        const [read] = await connection.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM audit_log ${where}`,
        );
        const changed = await connection.query(`UPDATE audit_log SET row_id = row_id ${where} RETURNING 1`);
        const deleted = await connection.query(`DELETE FROM audit_log ${where} RETURNING 1`);
        return { read: read?.count, changed: changed.length, deleted: deleted.length };
      } finally {
        await connection.exec('ROLLBACK');
      }
    });
    expect(touched).toEqual({ read: 1, changed: 0, deleted: 0 });
  });
});
