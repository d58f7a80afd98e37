import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../contract/limits';
import type { MinistryOverview } from '../../contract/ministry';
import { hashPassword } from '../auth/passwords';
import { translate } from '../core/messages';
import { DEMO_PASSWORD, MINISTRY_LOGIN } from '../db/seed';
import { demoOrganisation, testLicence } from '../testing/licence';
import { startTestApp, type TestApp } from '../testing/test-app';

// The ministry's console (decision 0069) on the demo database: the ministry's administrator sees every
// university with its licence, staff and figures, adds a university with its first administrator and
// licence in one transaction, and reads a university's structure only in the one it opened, never writing
// it; a university's accounts cannot reach any of it, and the new university's administrator sees their
// university alone.

let t: TestApp;
let ministry: string;
let analyst: string;
let admin: string;
const YEAR = 25;

beforeAll(async () => {
  t = await startTestApp();
  await t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, id_vuz)
     VALUES ('analyst', $1, 'Аналитик', 'Тест', 'ministry_analyst', NULL)`,
    [await hashPassword(DEMO_PASSWORD)],
  );
  [ministry, analyst, admin] = await Promise.all([t.signIn(MINISTRY_LOGIN), t.signIn('analyst'), t.signIn()]);
}, 60_000);
afterAll(() => t.close());

const post = (path: string, cookie: string, body: unknown, lang: Language = 'en') =>
  t.call('POST', path, { cookie, body, lang });

const consoleOf = async (cookie = ministry, lang: Language = 'en') => {
  const response = await post('ministry/universities', cookie, { year: YEAR }, lang);
  expect(response.statusCode).toBe(200);
  return response.json().data as MinistryOverview;
};

/** A second university as a ministry administrator types it, with its first administrator. */
const second = {
  v1: 'ОшГУ',
  v1K: 'ОшМУ',
  v1En: 'OshSU',
  v2: 'Ошский государственный университет',
  v2K: 'Ош мамлекеттик университети',
  v2En: 'Osh State University',
  code: '02287999',
  adres: 'г. Ош, ул. Ленина, 331',
  login: 'osh-admin',
  surname: 'Абдраимова',
  name: 'Айгуль',
  password: 'Osh-first-Pass-9',
};
const secondLicence = () => testLicence({ organisation: { name: second.v2, code: second.code } });

describe('the console', () => {
  it("lists the demo university with its licence, staff and the overview's figures, and totals them", async () => {
    const overview = await consoleOf();
    expect(overview.universities).toHaveLength(1);
    const [demo] = overview.universities;
    expect(demo?.code).toBe(demoOrganisation.code);
    expect(demo?.licence.verdict).toBe('valid');
    expect(demo?.staff.administrators).toBeGreaterThanOrEqual(1);
    expect(demo?.lastActivityAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(demo?.figures.faculties).toBeGreaterThan(0);
    // The university's own overview counts the same groups and seats.
    const own = (await post('overview/figures', admin, { year: YEAR })).json().data;
    const sum = (rows: Array<Record<string, number>>, key: string) =>
      rows.reduce((total, row) => total + (row[key] ?? 0), 0);
    expect(demo?.figures.groups).toBe(sum(own.groups, 'groups'));
    expect(demo?.figures.seats).toBe(sum(own.buildings, 'capacity'));
    expect(overview.totals.figures).toEqual(demo?.figures);
  });

  it('is refused to every account of a university, and adding a university to the analyst', async () => {
    expect((await post('ministry/universities', admin, { year: YEAR })).statusCode).toBe(403);
    expect((await post('ministry/add-university', admin, second)).statusCode).toBe(403);
    expect((await consoleOf(analyst)).universities).toHaveLength(1);
    expect((await post('ministry/add-university', analyst, second)).statusCode).toBe(403);
  });

  it('is exported as a workbook and as CSV with a row per university and the totals', async () => {
    const csv = await post('ministry/export', ministry, { year: YEAR, format: 'csv' }, 'ru');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Лицензия действует до');
    expect(csv.body).toContain('Все университеты (1)');
    const xlsx = await post('ministry/export', ministry, { year: YEAR, format: 'xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe("a university's structure, read from the console", () => {
  it('is refused without a university opened, so nothing runs across them all', async () => {
    const response = await t.call('GET', 'ministerstvo/all-faculty', { cookie: ministry, lang: 'ru' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(translate('universityNotChosen', 'ru'));
  });

  it('answers the opened university as its viewer would, and refuses every write', async () => {
    const [demo] = (await consoleOf()).universities;
    const headers = { 'x-university': String(demo?.idVuz) };
    const read = await t.call('GET', 'ministerstvo/all-faculty', { cookie: ministry, headers });
    const own = await t.call('GET', 'ministerstvo/all-faculty', { cookie: admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(own.json().data);
    const users = await t.call('GET', 'users/list', { cookie: ministry, headers });
    expect(users.statusCode).toBe(403);
    const write = await t.call('POST', 'ministerstvo/insUpdNGr/insupd', {
      cookie: ministry,
      headers,
      body: {},
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('adding a university', () => {
  it('refuses a licence of another organisation in one sentence, and writes nothing', async () => {
    const response = await post('ministry/add-university', ministry, { ...second, licence: testLicence() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(demoOrganisation.code);
    expect((await consoleOf()).universities).toHaveLength(1);
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM avn_user WHERE login = 'osh-admin'",
    );
    expect(row?.n).toBe(0);
  });

  it('adds it with its administrator and licence; that administrator sees their university alone', async () => {
    const [{ last }] = (await t.database.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM audit_log',
    )) as [{ last: number }];
    const response = await post('ministry/add-university', ministry, { ...second, licence: secondLicence() });
    expect(response.json()).toMatchObject({ data: [{ sms: 1 }] });
    // One audited transaction under the ministry's administrator: the university, its account, its licence.
    const audited = await t.database.query<{ table_name: string; action: string; login: string }>(
      `SELECT a.table_name, a.action, u.login FROM audit_log a JOIN avn_user u USING (id_avn_user)
        WHERE a.id > $1 ORDER BY a.id`,
      [last],
    );
    expect(audited.map((row) => [row.table_name, row.action, row.login])).toEqual([
      ['vuz', 'insert', MINISTRY_LOGIN],
      ['avn_user', 'insert', MINISTRY_LOGIN],
      ['software_licence', 'insert', MINISTRY_LOGIN],
    ]);
    const overview = await consoleOf();
    expect(overview.universities.map((row) => row.code).sort()).toEqual(
      [second.code, demoOrganisation.code].sort(),
    );
    const osh = overview.universities.find((row) => row.code === second.code);
    expect(osh).toMatchObject({
      name: second.v2En,
      licence: { verdict: 'valid' },
      staff: { administrators: 1, editors: 0, viewers: 0, disabled: 0 },
      lastActivityAt: null,
      figures: { faculties: 0, groups: 0, students: 0 },
    });
    expect(overview.totals.staff.administrators).toBe(
      overview.universities.reduce((total, row) => total + row.staff.administrators, 0),
    );

    // The new administrator chooses a password first, then sees no faculty and no account of the demo.
    let cookie = await t.signIn(second.login, second.password);
    const changed = await post('auth/change-password', cookie, {
      currentPassword: second.password,
      newPassword: 'Osh-own-Pass-10',
    });
    expect(changed.statusCode).toBe(200);
    cookie = await t.signIn(second.login, 'Osh-own-Pass-10');
    expect((await t.call('GET', 'ministerstvo/all-faculty', { cookie })).json().data).toEqual([]);
    const logins = (await t.call('GET', 'users/list', { cookie }))
      .json()
      .data.map((row: { login: string }) => row.login);
    expect(logins).toEqual([second.login]);
    // Nor does the demo's administrator see the new one.
    const demoLogins = (await t.call('GET', 'users/list', { cookie: admin }))
      .json()
      .data.map((row: { login: string }) => row.login);
    expect(demoLogins).not.toContain(second.login);
    expect(demoLogins).not.toContain(MINISTRY_LOGIN);
    // Logins are one namespace (the sign-in names no university): the demo's login is refused to the new
    // university in SPEC's general words, never with the name of the demo's person who holds it.
    const [holder] = await t.database.query<{ surname: string; name: string }>(
      "SELECT surname, name FROM avn_user WHERE login = 'admin'",
    );
    const clash = await post(
      'users/save',
      cookie,
      {
        idAvnUser: -1,
        login: 'admin',
        surname: 'Осмонов',
        name: 'Бакыт',
        role: 'viewer',
        password: 'first-Pass-41',
      },
      'ru',
    );
    expect(clash.json()).toMatchObject({ data: [{ sms: 3 }] });
    expect(holder?.surname).not.toBe('');
    expect(JSON.stringify(clash.json())).not.toContain(holder?.surname);
  });

  it('refuses a code or a login taken, naming the holder, and adds nothing', async () => {
    const code = await post('ministry/add-university', ministry, { ...second, login: 'osh-admin-2' }, 'ru');
    expect(code.json()).toMatchObject({ data: [{ sms: 3 }] });
    expect(code.json().message).toBe(
      translate('universityCodeTaken', 'ru', { code: second.code, name: second.v2 }),
    );
    const login = await post('ministry/add-university', ministry, {
      ...second,
      code: '02287998',
      login: 'admin',
    });
    expect(login.json()).toMatchObject({ data: [{ sms: 3 }] });
    expect(login.json().message).toContain('"admin"');
    expect((await consoleOf()).universities).toHaveLength(2);
  });

  it('refuses a licence file that is not one (noise, cut short, another key), under its field, and adds nothing', async () => {
    const third = { ...second, code: '02287996', login: 'talas-admin', v2: 'Таласский университет' };
    const genuine = testLicence({ organisation: { name: third.v2, code: third.code } });
    const forged = testLicence(
      { organisation: { name: third.v2, code: third.code } },
      generateKeyPairSync('ed25519').privateKey,
    );
    for (const licence of ['PK\u0003\u0004 not a licence', genuine.slice(0, genuine.length / 2), forged]) {
      const response = await post('ministry/add-university', ministry, { ...third, licence }, 'kg');
      expect(response.statusCode, licence.slice(0, 40)).toBe(400);
      expect(response.json().message).not.toBe('');
    }
    expect((await consoleOf()).universities).toHaveLength(2);
    const [row] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM avn_user WHERE login = 'talas-admin'",
    );
    expect(row?.n).toBe(0);
  });

  it('adds one university when the form is sent twice at once (a double click), and tells the other why', async () => {
    const fourth = { ...second, code: '02287995', login: 'naryn-admin', v2: 'Нарынский университет' };
    const answers = await Promise.all(
      [1, 2].map(() => post('ministry/add-university', ministry, { ...fourth, licence: '' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().data[0].sms).sort()).toEqual([1, 3]);
    const codes = (await consoleOf()).universities.map((row) => row.code);
    expect(codes.filter((code) => code === fourth.code)).toHaveLength(1);
  });

  it("numbers an added university's rows in a range of its own (decision 0074)", async () => {
    const [row] = await t.database.query<{ vuz: number; account: number }>(
      "SELECT id_vuz AS vuz, id_avn_user AS account FROM avn_user WHERE login = 'osh-admin'",
    );
    const first = 2 ** 30 + (row?.vuz ?? 0) * 2 ** 20;
    expect(row?.account).toBeGreaterThanOrEqual(first);
    expect(row?.account).toBeLessThan(first + 2 ** 20);
  });

  it('refuses a university past the last one whose ids can be kept apart, in words, and adds nothing', async () => {
    const [{ was }] = (await t.database.query<{ was: number }>(
      'SELECT last_value::int AS was FROM vuz_id_vuz_seq',
    )) as [{ was: number }];
    await t.database.query("SELECT setval('vuz_id_vuz_seq', 1023)");
    try {
      const before = (await consoleOf()).universities.length;
      const refused = await post(
        'ministry/add-university',
        ministry,
        { ...second, code: '02287994', login: 'talas-admin', licence: '' },
        'kg',
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(translate('pastUniversityIds', 'kg'));
      expect((await consoleOf()).universities).toHaveLength(before);
    } finally {
      await t.database.query('SELECT setval($1::regclass, $2::bigint)', ['vuz_id_vuz_seq', was]);
    }
  });
});
