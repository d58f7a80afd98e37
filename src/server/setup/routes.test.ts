import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, languages } from '../../contract/limits';
import { setupUniversityBody } from '../../contract/setup';
import { hashPassword } from '../auth/passwords';
import { messages, translate } from '../core/messages';
import { reasons } from '../core/validation';
import { fieldLabelsOf } from '../http/field-labels';
import { fingerprint } from '../testing/checksum';
import { emptyDatabase } from '../testing/empty-database';
import { testLicence } from '../testing/licence';
import { startTestApp, type TestApp } from '../testing/test-app';

// The university's setup (decision 0060) on a database as an operator's installation starts it: migrated, no
// demo data, an administrator, an editor and a viewer. Before the setup every licensed call says setup
// comes first; an editor or a viewer cannot do it; bad input to every field is refused under it; it is
// done once, in one audited transaction; then the licence is installed from the screen's call.

const PASSWORD = 'setup-Test-Pass-1';
let t: TestApp;
const cookies: Record<'administrator' | 'editor' | 'viewer', string> = {
  administrator: '',
  editor: '',
  viewer: '',
};

beforeAll(async () => {
  t = await startTestApp({}, undefined, emptyDatabase);
  const hash = await hashPassword(PASSWORD);
  for (const role of ['administrator', 'editor', 'viewer'] as const) {
    await t.database.query(
      `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties)
       VALUES ($1, $2, 'Орнотуучу', 'Тест', $3, $4)`,
      [role, hash, role, role === 'editor'],
    );
    cookies[role] = await t.signIn(role, PASSWORD);
  }
}, 60_000);
afterAll(() => t.close());

const post = (path: string, body: unknown, lang: Language = 'en', cookie = cookies.administrator) =>
  t.call('POST', path, { cookie, body, lang });

/** What the Bishkek registrar types on the setup screen. */
const university = {
  idMinistry: null,
  ministry: 'Министерство образования и науки Кыргызской Республики',
  ministryKg: 'Кыргыз Республикасынын Билим берүү жана илим министрлиги',
  ministryEn: 'Ministry of Education and Science of the Kyrgyz Republic',
  v1: 'КГТУ',
  v1K: 'КМТУ',
  v1En: 'KSTU',
  v2: 'Кыргызский государственный технический университет им. И. Раззакова',
  v2K: 'И. Раззаков атындагы Кыргыз мамлекеттик техникалык университети',
  v2En: 'Kyrgyz State Technical University named after I. Razzakov',
  code: '02287112',
  adres: 'г. Бишкек, пр. Ч. Айтматова, 66',
  adresKg: 'Бишкек ш., Ч. Айтматов пр., 66',
  adresEn: '66 Ch. Aitmatov Ave., Bishkek',
  glava: 'Чыныбаев М. К.',
  tel: '+996 312 54-51-25',
  mail: 'info@kstu.kg',
};

const organisation = { name: university.v2, code: university.code };

describe('before the setup', () => {
  it('every licensed call answers 403 SETUP saying setup comes first, in the request language', async () => {
    const licensed = t.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/v1/') &&
        route.requiresSession &&
        !/\/v1\/(auth|license|wiki|setup|ministry)\//.test(route.url),
    );
    expect(licensed.length).toBeGreaterThan(50);
    const before = await fingerprint(t.database);
    for (const [index, route] of licensed.entries()) {
      const lang = languages[index % languages.length] as Language;
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: `${route.url}?lang=${lang}`,
        headers: { cookie: cookies.administrator },
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, route.url).toBe(403);
      expect(response.json(), route.url).toEqual({
        data: null,
        error: 'SETUP',
        message: messages.setupFirst[lang],
        requestId: expect.any(String),
      });
    }
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('the open calls answer: the state says setup is needed, with the licence absent', async () => {
    for (const role of ['administrator', 'viewer'] as const) {
      const response = await post('setup/state', undefined, 'kg', cookies[role]);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({
        needed: true,
        message: messages.setupFirst.kg,
        university: null,
        vendor: null,
        licence: {
          verdict: 'absent',
          message: messages.licenceAbsent.kg,
          daysLeft: null,
          keyConfigured: true,
        },
      });
    }
    expect((await post('auth/check', undefined)).statusCode).toBe(200);
  });

  it('an editor or a viewer cannot set up: 403 in their language, nothing written', async () => {
    const before = await fingerprint(t.database);
    for (const [role, lang] of [
      ['editor', 'kg'],
      ['viewer', 'ru'],
    ] as const) {
      for (const path of ['setup/university', 'setup/install-licence']) {
        const body = path === 'setup/university' ? university : { licence: testLicence() };
        const response = await post(path, body, lang, cookies[role]);
        expect(response.statusCode, `${role} ${path}`).toBe(403);
        expect(response.json().message).toBe(messages.forbiddenRole[lang]);
      }
    }
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('bad input to every field is refused under that field, named by its label, in the request language', async () => {
    const labels = fieldLabelsOf('/api/v1/setup/university');
    const bad: Record<string, unknown> = {
      ministry: 'М'.repeat(501),
      ministryKg: 'a\u0000b',
      ministryEn: '\u200b',
      v1: '',
      v1K: 'К'.repeat(501),
      v1En: 'line\nbreak',
      v2: '   ',
      v2K: 'К'.repeat(501),
      v2En: '\u202eevil',
      code: '0228 7112',
      adres: 'А'.repeat(501),
      adresKg: 'tab\there',
      adresEn: 'E'.repeat(501),
      glava: '\u200b\u200b',
      tel: '12',
      mail: 'not-a-mail',
      idMinistry: -5,
    };
    expect(Object.keys(bad).sort()).toEqual(Object.keys(setupUniversityBody.shape).sort());
    const before = await fingerprint(t.database);
    for (const [index, [field, value]] of Object.entries(bad).entries()) {
      const lang = languages[index % languages.length] as Language;
      const response = await post('setup/university', { ...university, [field]: value }, lang);
      expect(response.statusCode, field).toBe(400);
      const body = response.json();
      expect(body.field, field).toBe(field);
      expect(body.message, field).toContain(labels[field]?.[lang] ?? field);
    }
    const code = await post('setup/university', { ...university, code: 'ОКПО 1' }, 'ru');
    expect(code.json().message).toBe(
      translate('invalidField', 'ru', {
        field: labels.code?.ru ?? 'code',
        reason: reasons.organisationCode?.ru ?? '',
      }),
    );
    const noMinistry = await post('setup/university', { ...university, ministry: '' }, 'kg');
    expect(noMinistry.statusCode).toBe(400);
    expect(noMinistry.json()).toMatchObject({
      field: 'ministry',
      message: translate('setupMinistryRequired', 'kg', { field: labels.ministry?.kg ?? 'ministry' }),
    });
    const gone = await post('setup/university', { ...university, idMinistry: 2_000_000_000 }, 'en');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.setupMinistryGone.en);
    expect(await fingerprint(t.database)).toEqual(before);
  });
});

describe('the setup', () => {
  it('is made once, in one audited transaction; two at once leave one; a second is refused with the reason', async () => {
    const [lastAudit] = await t.database.query<{ id: number }>(
      'SELECT coalesce(max(id), 0) AS id FROM audit_log',
    );
    const answers = await Promise.all([
      post('setup/university', university),
      post('setup/university', university),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.statusCode === 200);
    expect(done?.json().data).toEqual([{ sms: 1 }]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(
      translate('setupDone', 'en', { name: university.v2, code: university.code }),
    );

    const audit = await t.database.query<{ id_avn_user: number; table_name: string; action: string }>(
      'SELECT id_avn_user, table_name, action FROM audit_log WHERE id > $1 ORDER BY id',
      [lastAudit?.id],
    );
    const [admin] = await t.database.query<{ id: number }>(
      "SELECT id_avn_user AS id FROM avn_user WHERE login = 'administrator'",
    );
    expect(audit.every((row) => row.id_avn_user === admin?.id && row.action === 'insert')).toBe(true);
    expect(audit.filter((row) => row.table_name === 'vuz')).toHaveLength(1);
    expect(audit.filter((row) => row.table_name === 'ministry').length).toBeLessThanOrEqual(1);
    const [row] = await t.database.query<Record<string, string>>(
      'SELECT v.v1, v.v2_en, v.id_field, v.tel, v.mail, m.name FROM vuz v JOIN ministry m USING (id_ministry)',
    );
    expect(row).toEqual({
      v1: university.v1,
      v2_en: university.v2En,
      id_field: university.code,
      tel: university.tel,
      mail: university.mail,
      name: university.ministry,
    });

    const before = await fingerprint(t.database);
    const again = await post('setup/university', { ...university, code: '1' }, 'kg');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      translate('setupDone', 'kg', { name: university.v2, code: university.code }),
    );
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it('then the licence comes first: 403 LICENCE, and the state gives the exact line to send the vendor', async () => {
    const refused = await t.call('GET', 'ministerstvo/select', { cookie: cookies.viewer, lang: 'ru' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'LICENCE', message: messages.licenceAbsent.ru });
    const { data } = (await post('setup/state', undefined)).json();
    expect(data.needed).toBe(false);
    expect(data.university).toMatchObject({
      v2: university.v2,
      code: university.code,
      ministry: university.ministry,
    });
    const { today } = data.licence;
    expect(data.vendor).toMatchObject({ name: university.v2, code: university.code, from: today });
    expect(data.vendor.command).toBe(
      `npm run licence:issue -- --key ./issuer/private.pem --name 'Кыргызский государственный технический университет им. И. Раззакова' --code 02287112 --from ${today} --until ${data.vendor.until} --out licence.txt`,
    );
  });
});

describe('the licence, installed from the screen', () => {
  it("refuses what the server would refuse, in one sentence under the file's field, installing nothing", async () => {
    const before = await fingerprint(t.database);
    const cases: Array<[string, Language, string]> = [
      ['', 'ru', messages.licenceEmpty.ru],
      ['not a licence', 'kg', messages.licenceMalformed.kg],
      [`${testLicence({ organisation }).slice(0, -3)}AAA`, 'en', messages.licenceBadSignature.en],
      [
        testLicence(),
        'en',
        translate('licenceOtherOrganisation', 'en', {
          name: 'Бишкекский государственный университет экономики и технологий',
          code: '02287351',
        }),
      ],
      [
        testLicence({
          organisation,
          validFrom: '2020-01-01',
          validUntil: '2020-12-31',
          noticeFrom: '2020-12-01',
        }),
        'ru',
        '',
      ],
      [testLicence({ organisation, validFrom: '2998-01-01' }), 'kg', ''],
    ];
    for (const [licence, lang, message] of cases) {
      const response = await post('setup/install-licence', { licence }, lang);
      expect(response.statusCode, licence).toBe(400);
      expect(response.json().field).toBe('licence');
      if (message) expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(/2020-12-31|2998-01-01/);
    }
    expect(await fingerprint(t.database)).toEqual(before);
  });

  it("installs the vendor's licence: every call is answered again, and the panel shows its days left", async () => {
    const licence = testLicence({ organisation, validUntil: '2999-12-31' });
    const response = await post('setup/install-licence', { licence });
    expect(response.json()).toMatchObject({ data: [{ sms: 1 }], error: null });
    expect((await t.call('GET', 'ministerstvo/select', { cookie: cookies.viewer })).statusCode).toBe(200);
    const { data } = (await post('setup/state', undefined, 'ru')).json();
    expect(data.licence).toMatchObject({
      verdict: 'valid',
      message: null,
      organisation,
      validUntil: '2999-12-31',
    });
    expect(data.licence.daysLeft).toBeGreaterThan(300_000);
    // The next licence is proposed from the day after this one ends.
    expect(data.vendor.from).toBe('3000-01-01');
  });
});
