import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../testing/api-calls';
import { addLookAlikeUniversity } from '../testing/second-university';
import { startTestApp, type TestApp } from '../testing/test-app';

// A university past the first numbers its rows and its history in ranges of its own (decision 0074): its
// history ids are past 2^40, and a restore names one of them. Both databases (TEST_DATABASE=pg).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addLookAlikeUniversity(t.database);
}, 120_000);
afterAll(() => t?.close());

type Entry = { auditId: number; rowVersion: number | null };

describe("a record of the second university's", () => {
  it('is restored from its history, whose ids are its own', async () => {
    const api = apiCalls(t, await t.signIn('b-admin'));
    const saved = await api.post('audience/ins-upd-korpus', { idKorpus: -1, korpus: 'Корпус Б-7' });
    expect(saved).toMatchObject({ status: 200, data: [{ sms: 1 }] });
    const [row] = await t.database.query<{ id: number }>(
      "SELECT id_korpus AS id FROM korpus WHERE korpus = 'Корпус Б-7'",
    );
    const id = row?.id as number;
    expect(id).toBeGreaterThan(2 ** 30);
    const [version] = await t.database.query<{ rowVersion: number }>(
      'SELECT row_version AS "rowVersion" FROM korpus WHERE id_korpus = $1',
      [id],
    );
    const renamed = await api.post('audience/ins-upd-korpus', {
      idKorpus: id,
      korpus: 'Корпус Б-7 (новый)',
      rowVersion: version?.rowVersion,
    });
    expect(renamed, JSON.stringify(renamed)).toMatchObject({ status: 200, data: [{ sms: 2 }] });
    const [latest, created] = (await api.post('history/record', { kind: 'building', id })).data as Entry[];
    expect(created?.auditId).toBeGreaterThan(2 ** 40);
    expect(
      await api.post('history/restore', {
        kind: 'building',
        id,
        auditId: created?.auditId,
        rowVersion: latest?.rowVersion,
      }),
    ).toMatchObject({ status: 200, data: [{ sms: 2 }] });
    const [restored] = await t.database.query<{ name: string }>(
      'SELECT korpus AS name FROM korpus WHERE id_korpus = $1',
      [id],
    );
    expect(restored?.name).toBe('Корпус Б-7');
  });
});
