import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

// The integrations screen's own calls refused as its form would have them told (decision 0036): the field
// named by its label in the user's language, nothing registered. Both databases (TEST_DATABASE=pg).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn();
}, 60_000);
afterAll(() => t.close());

const clientCount = async () =>
  Number((await t.database.query<{ n: string }>('SELECT count(*) AS n FROM integration_client'))[0]?.n);

const create = (body: object, lang: string) =>
  t.call('POST', 'integrations/create', { cookie: admin, body, lang });

describe('integrations/create refused', () => {
  it.each([
    ['ru', { name: '', scopes: ['structure:read'] }, 'Название системы'],
    ['kg', { name: 'Жадыбал', scopes: [] }, 'Укуктар'],
    ['en', { name: 'Timetable', scopes: ['structure:write'] }, 'Permissions'],
    [
      'ru',
      { name: 'Журнал', scopes: ['structure:read'], allFaculties: false, facultyIds: [] },
      '«Все факультеты»',
    ],
    [
      'en',
      { name: 'Journal', scopes: ['structure:read'], allFaculties: false, facultyIds: [0] },
      'Faculties',
    ],
  ])('in %s names the form field, registering nothing (%j)', async (lang, body, label) => {
    const before = await clientCount();
    const response = await create(body, lang);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(label);
    expect(response.json().message).not.toMatch(/scopes|facultyIds|\bname\b/);
    expect(await clientCount()).toBe(before);
  });

  it('a name the university already gave another client, naming it in the three languages', async () => {
    expect((await create({ name: 'Учебный план', scopes: ['plans:read'] }, 'ru')).statusCode).toBe(200);
    const before = await clientCount();
    for (const lang of ['ru', 'kg', 'en']) {
      const again = await create({ name: ' учебный план ', scopes: ['structure:read'] }, lang);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toContain('учебный план');
    }
    expect(await clientCount()).toBe(before);
  });
});

describe("an integration client's history", () => {
  it("tells its creation and its revoke with the screen's labels, scopes by their names", async () => {
    const made = await create({ name: 'Расписание', scopes: ['structure:read', 'plans:read'] }, 'ru');
    const { idClient } = made.json().data;
    const list = await t.call('GET', 'integrations/clients', { cookie: admin });
    const row = (list.json().data as Array<{ idClient: number; rowVersion: number }>).find(
      (each) => each.idClient === idClient,
    );
    const revoked = await t.call('POST', 'integrations/revoke', {
      cookie: admin,
      body: { idClient, rowVersion: row?.rowVersion },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const history = await t.call('POST', 'history/record', {
      cookie: admin,
      body: { kind: 'integrationClient', id: idClient },
      lang: 'ru',
    });
    expect(history.statusCode, history.body).toBe(200);
    const [revoke, creation] = history.json().data as Array<{
      action: string;
      changes: Array<{ label: string; before: string | null; after: string | null }>;
    }>;
    expect(revoke?.action).toBe('changed');
    expect(revoke?.changes).toContainEqual({
      field: 'revoked_at',
      label: 'Состояние',
      before: 'Действует',
      after: 'Отозван',
    });
    expect(creation?.action).toBe('created');
    expect(creation?.changes).toContainEqual(
      expect.objectContaining({
        label: 'Права',
        after: 'Чтение структуры, Чтение планов приёма и контингента',
      }),
    );
  });
});
