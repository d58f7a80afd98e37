import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../testing/databases';
import { Consumer, feedPage } from './feed/consumer';
import { integrationTestApp } from './testing';

// The change feed follows commit order, not the order ids were drawn (decision 0077): an audit entry written
// by a transaction still open is not answered, nor is anything committed after it began writing, until it
// ends; then both come, once each. On PostgreSQL a second connection holds the transaction open; PGlite has
// one connection, so no other transaction can commit meanwhile: there the transaction itself does not see its
// own entries below the horizon. Both databases (TEST_DATABASE=pg).

const { app, admin, newClient, tokenOf, read } = integrationTestApp();

const addDepartment = async (name: string) => {
  const response = await app().call('POST', 'ministerstvo/ins-upd-kaf', {
    cookie: admin(),
    body: { idKafedra: -1, snF1: 'П', f1: name, f1Kg: 'Кафедра', f1En: 'Dept', idFaculty: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe.runIf(testDatabaseKind === 'postgres')('the change feed, a transaction committed late', () => {
  it('stops before an open transaction, and answers its entry and those after it once it commits', async () => {
    const token = await tokenOf(await newClient(['structure:read']));
    const consumer = new Consumer();
    await consumer.catchUp(read, token, 1000);
    const late = new pg.Client({ connectionString: app().databaseUrl });
    await late.connect();
    try {
      await late.query('BEGIN');
      // Its audit entry's id is drawn now, before the department's below.
      await late.query("UPDATE faculty SET n_director = 'Поздний П.' WHERE id_faculty = 2");
      await addDepartment('Кафедра после');
      const [audit] = (
        await app().database.query<{ faculty: string; department: string }>(
          `SELECT (SELECT max(id) FROM audit_log WHERE table_name = 'faculty')::text AS faculty,
                  (SELECT max(id) FROM audit_log WHERE table_name = 'kafedra')::text AS department`,
        )
      ).map((row) => ({ faculty: BigInt(row.faculty), department: BigInt(row.department) }));
      // The department is committed with the larger id: a cursor of ids would pass the faculty's for good.
      expect(audit && audit.department > audit.faculty).toBe(true);
      const waiting = await feedPage(read, token, consumer.after, 100);
      expect(waiting).toEqual({ data: [], next: consumer.after, hasMore: false });
      await late.query('COMMIT');
    } finally {
      await late.end();
    }
    const since = consumer.seen.length;
    await consumer.catchUpTo(read, token, 1, since, (entry) => entry.kind === 'departments');
    const after = consumer.seen.slice(since);
    expect(after.map(({ kind, action }) => [kind, action])).toEqual([
      ['faculties', 'updated'],
      ['departments', 'created'],
    ]);
    expect(after[0]?.record).toMatchObject({ id: 2, dean: 'Поздний П.' });
    const again = await feedPage(read, token, consumer.after, 100);
    expect(again).toEqual({ data: [], next: consumer.after, hasMore: false });
  });
});

describe('the change feed, a transaction still open', () => {
  it('is below no horizon, even in itself; committed, its entry is answered once', async () => {
    const token = await tokenOf(await newClient(['structure:read']));
    const consumer = new Consumer();
    await consumer.catchUp(read, token, 1000);
    const known = consumer.seen.length;
    const seen = await app().database.withConnection(async (connection) => {
      await connection.exec('BEGIN');
      try {
        await connection.query("UPDATE faculty SET n_director = 'Открытый О.' WHERE id_faculty = 1");
        const [row] = await connection.query<{ own: number; below: number }>(
          `SELECT count(*)::int AS own,
                  count(*) FILTER (WHERE xact < pg_snapshot_xmin(pg_current_snapshot()))::int AS below
             FROM audit_log WHERE xact = pg_current_xact_id()`,
        );
        return row;
      } finally {
        await connection.exec('COMMIT');
      }
    });
    expect(seen).toEqual({ own: 1, below: 0 });
    await consumer.catchUpTo(read, token, 10, known, (entry) => entry.kind === 'faculties');
    expect(
      consumer.seen.slice(known).filter((entry) => entry.kind === 'faculties' && entry.id === 1),
    ).toEqual([
      expect.objectContaining({
        action: 'updated',
        record: expect.objectContaining({ dean: 'Открытый О.' }),
      }),
    ]);
  });
});
