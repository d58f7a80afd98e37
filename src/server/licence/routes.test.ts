import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../core/messages';
import { apiCalls, refusal } from '../testing/api-calls';
import { demoOrganisation, installTestLicence, testLicence } from '../testing/licence';
import { universityBody } from '../testing/ministry-calls';
import { signedInApp } from '../testing/signed-in-app';
import { startTestApp, type TestApp } from '../testing/test-app';
import { DEFAULT_TIME_ZONE, dayIn } from './clock';
import { installLicence } from './queries';

// The licence calls and the licence's enforcement (SPEC §4, §7 "Licence", §8; decision 0023).

const NEW_DIRECTION = {
  idDirection: -1,
  code: '999300',
  direction_: 'Направление лицензии',
  directionKg: 'Лицензия багыты',
  directionEn: 'Licence direction',
};

const messagesOf = {
  violated: ['Лицензия нарушена!', 'Лицензиянын шарттары бузулду!', 'Licence violated!'],
  expired: [
    'Срок действия вашей лицензии истёк!!!',
    'Лицензияңыздын мөөнөтү бүттү!!!',
    'Your licence has expired!!!',
  ],
  absent: ['У вас нет лицензии!', 'Сизде лицензия жок!', 'You have no licence!'],
};

const expiredLicence = { validFrom: '2020-01-01', validUntil: '2021-12-31', noticeFrom: '2021-12-01' };
/** One character of the payload changed: the signature no longer holds. */
const tampered = () => {
  const text = testLicence();
  return `${text.slice(0, 20)}${text[20] === 'A' ? 'B' : 'A'}${text.slice(21)}`;
};
const otherIssuers = () => testLicence({}, generateKeyPairSync('ed25519').privateKey);

describe('the licence', () => {
  const app = signedInApp();

  /** Whether the data calls answer, and the licence calls' verdict, in each language. */
  const expectRefused = async (verdict: keyof typeof messagesOf) => {
    const [ru, kg, en] = messagesOf[verdict];
    for (const [lang, message] of [
      ['ru', ru],
      ['kg', kg],
      ['en', en],
    ] as const) {
      const refused = await app.api.refused('ministerstvo/ins-upd-direction', NEW_DIRECTION, lang);
      expect(refused).toEqual({ status: 403, data: null, error: 'LICENCE', message });
      const read = await app.api.call('GET', 'ministerstvo/allDirection', undefined, lang);
      expect([read.status, read.error, read.message]).toEqual([403, 'LICENCE', message]);
      const session = await app.api.post('license/getTSessionWeb', undefined, lang);
      expect([session.status, session.data.verdict, session.data.message]).toEqual([200, verdict, message]);
      const day = await app.api.post('license/getTSessionWebd', undefined, lang);
      expect([day.status, day.data.verdict, day.data.message]).toEqual([200, verdict, message]);
    }
    // Signing in and out, the session check and the news stay open, so that the web app can say why.
    expect((await app.api.post('auth/check')).status).toBe(200);
    expect((await app.api.post('wiki/getWiki')).status).toBe(200);
  };

  it('refuses a new full name for the licensed university (it would break the licence), nothing changed', async () => {
    const [university] = await app.api.data('POST', 'ministerstvo/vuz', { idMinisterstvo: 1 });
    const body = universityBody(university);
    for (const lang of ['ru', 'kg', 'en'] as const) {
      const refused = await app.api.refused(
        'ministerstvo/upd-vuz',
        { ...body, v2: `${university.v2} (новое)` },
        lang,
      );
      expect(refused).toEqual(refusal(400, 'VALIDATION', messages.renameBreaksLicence[lang]));
    }
    const [unchanged] = await app.api.data('POST', 'ministerstvo/vuz', { idMinisterstvo: 1 });
    expect(unchanged).toEqual(university);
    // The same name with other spaces around it, and the other fields, change as before.
    expect(
      await app.api.sms('ministerstvo/upd-vuz', {
        ...body,
        v2: ` ${university.v2} `,
        tel: '+996 312 000000',
      }),
    ).toBe(2);
    expect((await app.api.post('license/getTSessionWebd')).data.verdict).toBe('valid');
  });

  it('answers the installed licence, the organisations and the verdict; the data calls answer', async () => {
    const session = await app.api.post('license/getTSessionWeb');
    expect(session).toEqual({
      status: 200,
      error: null,
      message: null,
      data: {
        session: [{ licence: testLicence() }],
        organisations: [{ v2: demoOrganisation.name, id_field: demoOrganisation.code }],
        verdict: 'valid',
        message: null,
        validUntil: '2999-12-31',
        noticeFrom: '2999-12-01',
      },
    });
    const day = await app.api.post('license/getTSessionWebd');
    expect(day.data).toEqual({
      today: dayIn(DEFAULT_TIME_ZONE, Date.now()),
      verdict: 'valid',
      message: null,
      validUntil: '2999-12-31',
      noticeFrom: '2999-12-01',
    });
    expect((await app.api.call('GET', 'ministerstvo/allDirection')).status).toBe(200);
  });

  it('checks the licence from memory: no query of it per request', async () => {
    await app.api.call('GET', 'ministerstvo/allDirection');
    const asked: string[] = [];
    const query = app.t.database.query;
    app.t.database.query = (text, params) => {
      if (/software_licence|FROM vuz/.test(text)) asked.push(text);
      return query(text, params);
    };
    try {
      for (let call = 0; call < 20; call++)
        expect((await app.api.call('GET', 'ministerstvo/allDirection')).status).toBe(200);
    } finally {
      app.t.database.query = query;
    }
    expect(asked).toEqual([]);
  });

  it('refuses the data calls with an expired licence, changing nothing', async () => {
    await installTestLicence(app.t.database, expiredLicence);
    await expectRefused('expired');
  });

  it('refuses them with a licence for another organisation, a tampered one or another issuer’s', async () => {
    await installTestLicence(app.t.database, { organisation: { ...demoOrganisation, code: '99999999' } });
    await expectRefused('violated');
    await installLicence(app.t.database, tampered());
    await expectRefused('violated');
    await installLicence(app.t.database, otherIssuers());
    await expectRefused('violated');
  });

  it('refuses them without a licence', async () => {
    await app.t.database.query('DELETE FROM software_licence');
    await app.t.database.changes.sync();
    await expectRefused('absent');
    expect((await app.api.post('license/getTSessionWeb')).data.session).toEqual([]);
  });

  it('allows them while the licence is expiring soon, and says so', async () => {
    await installTestLicence(app.t.database, { noticeFrom: '2000-01-02' });
    const session = await app.api.post('license/getTSessionWeb', undefined, 'en');
    expect([session.data.verdict, session.data.message]).toEqual([
      'expiringSoon',
      'Your licence is expiring soon!',
    ]);
    expect((await app.api.post('license/getTSessionWebd', undefined, 'kg')).data.message).toBe(
      'Лицензияңыздын мөөнөтү жакында бүтөт!',
    );
    expect(await app.api.sms('ministerstvo/ins-upd-direction', NEW_DIRECTION)).toBe(1);
  });

  it("takes a change of the university's code or of the licence at the very next call", async () => {
    await installTestLicence(app.t.database);
    expect((await app.api.call('GET', 'ministerstvo/allDirection')).status).toBe(200);
    await app.t.database.query("UPDATE vuz SET id_field = '11111111' WHERE id_vuz = 1");
    await app.t.database.changes.sync();
    expect((await app.api.call('GET', 'ministerstvo/allDirection')).error).toBe('LICENCE');
    await app.t.database.query('UPDATE vuz SET id_field = $1 WHERE id_vuz = 1', [demoOrganisation.code]);
    await app.t.database.changes.sync();
    expect((await app.api.call('GET', 'ministerstvo/allDirection')).status).toBe(200);
    await installTestLicence(app.t.database, expiredLicence);
    expect((await app.api.call('GET', 'ministerstvo/allDirection')).error).toBe('LICENCE');
  });
});

describe('a server without the issuer’s key', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No LICENCE_PUBLIC_KEY and a data folder without the demo's key: nothing can be verified.
    t = await startTestApp({ LICENCE_PUBLIC_KEY: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'aa-no-key-')) });
  });
  afterAll(() => t.close());

  it('judges every licence absent', async () => {
    const admin = apiCalls(t, await t.signIn());
    const session = await admin.post('license/getTSessionWeb');
    expect([session.data.session.length, session.data.verdict, session.data.validUntil]).toEqual([
      1,
      'absent',
      null,
    ]);
    const read = await admin.call('GET', 'ministerstvo/allDirection');
    expect([read.status, read.error, read.message]).toEqual([403, 'LICENCE', 'You have no licence!']);
  });
});
