import { describe, expect, it } from 'vitest';
import { Consumer, feedPage, listing } from './feed/consumer';
import { decodeVersion, encodeVersion } from './feed/version';
import { integrationTestApp } from './testing';

// The change feed (decision 0077): its versions, its refusals, and a consumer from 0 that ends with the
// resources' records and then sees a change made through the app. Both databases (TEST_DATABASE=pg).

const { app, admin, newClient, tokenOf, read } = integrationTestApp();
const everything = ['structure:read', 'plans:read', 'commission:read'] as const;

describe('a version', () => {
  it('is read back as it was written, in both phases and part way through an entry', () => {
    for (const text of [
      '0',
      '7.0.3.12',
      '18446744073709551615.9223372036854775807',
      '900.41',
      '900.41.2.7',
      '5.0',
    ])
      expect(encodeVersion(decodeVersion(text))).toBe(text);
    expect(decodeVersion('900.41')).toEqual({ phase: 'log', xact: 900n, id: 41n });
    expect(decodeVersion('7.0.3.12')).toEqual({ phase: 'records', horizon: 7n, at: { part: 3, record: 12 } });
  });

  it('is refused when this API could not have answered it', () => {
    for (const text of [
      '',
      '-1',
      '1',
      '01.2',
      '0.0',
      '1.2.3',
      'a.b',
      '1.2.3.4.5',
      '18446744073709551616.1',
      '1.9223372036854775808',
      '1.2.100.3',
      '1.2.3.2147483648',
      ' 1.2',
    ])
      expect(() => decodeVersion(text), text).toThrow(/not a version/);
  });
});

describe('GET changes', () => {
  it('refuses a bad after or limit with a problem (400), answering nothing else', async () => {
    const token = await tokenOf(await newClient(['structure:read']));
    for (const query of [
      'after=x',
      'after=1.2.3',
      'after=0.0',
      'after=-1',
      'limit=0',
      'limit=1001',
      'limit=x',
      'limit=1.5',
      'cursor=1',
      `after=${'1'.repeat(101)}`,
    ]) {
      const response = await read(`changes?${query}`, token);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type'], query).toMatch(/^application\/problem\+json/);
      expect(Object.keys(response.json()).sort(), query).toEqual(['detail', 'status', 'title', 'type']);
    }
    expect((await read('changes')).statusCode).toBe(401);
  });

  it('brings a consumer from 0 to the records the resources list, then to a change made in the app', async () => {
    const token = await tokenOf(await newClient([...everything]));
    const consumer = new Consumer();
    expect(await consumer.catchUp(read, token, 200)).toBeGreaterThan(1);
    expect(consumer.copy).toEqual(await listing(read, token, everything));
    const stoodAt = consumer.after;
    const empty = await feedPage(read, token, stoodAt, 10);
    expect(empty).toEqual({ data: [], next: stoodAt, hasMore: false });

    const faculty = await app().call('POST', 'ministerstvo/ins-upd-kaf', {
      cookie: admin(),
      body: { idKafedra: -1, snF1: 'Л', f1: 'Кафедра ленты', f1Kg: 'Кафедра', f1En: 'Feed', idFaculty: 1 },
    });
    expect(faculty.statusCode, faculty.body).toBe(200);
    const since = consumer.seen.length;
    await consumer.catchUpTo(read, token, 10, since, (entry) => entry.kind === 'departments');
    const fresh = consumer.seen.slice(since);
    expect(fresh).toEqual([
      expect.objectContaining({
        kind: 'departments',
        action: 'created',
        record: expect.objectContaining({ facultyId: 1, shortName: 'Л' }),
      }),
    ]);
    expect(consumer.after).toBe(fresh[0]?.version);
    expect(consumer.copy).toEqual(await listing(read, token, everything));
  });

  it("refuses (410) a version of another database, as a restore's consumers' versions are", async () => {
    const token = await tokenOf(await newClient(['structure:read']));
    const consumer = new Consumer();
    await consumer.catchUp(read, token, 1000);
    await restoreUnderAConsumer(token, consumer);
    for (const version of ['5.1', '18446744073709551615.0', '18446744073709551615.0.1.1']) {
      const response = await read(`changes?after=${version}`, token);
      expect(response.statusCode, version).toBe(410);
      expect(response.headers['content-type'], version).toMatch(/^application\/problem\+json/);
    }
  });
});

/** A consumer follows a change; then its entries are renumbered transaction 0 as a restore does (cli/backup-file/feed-versions.ts): its version is refused, and from 0 it gets the records again. */
async function restoreUnderAConsumer(token: string, consumer: Consumer) {
  const since = consumer.seen.length;
  const made = await app().call('POST', 'ministerstvo/ins-upd-kaf', {
    cookie: admin(),
    body: {
      idKafedra: -1,
      snF1: 'В',
      f1: 'Кафедра восстановленная',
      f1Kg: 'Кафедра',
      f1En: 'Restored',
      idFaculty: 1,
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  await consumer.catchUpTo(read, token, 10, since, (entry) => entry.kind === 'departments');
  expect(consumer.seen.slice(since).map((entry) => entry.kind)).toEqual(['departments']);
  await app().database.withConnection((connection) =>
    connection.exec("UPDATE audit_log SET xact = '0' WHERE xact <> '0'"),
  );
  expect((await read(`changes?after=${consumer.after}`, token)).statusCode).toBe(410);
  const again = new Consumer();
  await again.catchUp(read, token, 1000);
  expect(again.copy).toEqual(await listing(read, token, ['structure:read']));
}
