import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Language, languages } from '../../contract/limits';
import { messages } from '../core/messages';
import { fieldLabel } from '../core/validation';
import { fingerprint, tablesContaining } from '../testing/checksum';
import { demoOrganisation } from '../testing/licence';
import { generatePayloads, type Payload, seededRandom } from '../testing/payloads';
import { startTestApp, type TestApp } from '../testing/test-app';
import { insertUser } from '../testing/users';
import { fieldLabelsOf } from './field-labels';

// CI uses a fixed seed; locally each run explores new payloads. Replay a failure with FUZZ_SEED=<seed>.
const seed = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20_261_122 : Math.floor(Math.random() * 1e9)));
console.log(`bad-input payloads: seed ${seed} (replay with FUZZ_SEED=${seed})`);
const random = seededRandom(seed);
const PAYLOADS_PER_CALL = 30;

const FUZZER_PASSWORD = 'fuzzer-Pass-2026';
// Started as the file is collected: each call of its route table is a test of its own (below), with its
// own time, and a failure names the call.
const t: TestApp = await startTestApp({
  LOGIN_MAX_FAILURES: '1000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  LOGIN_MAX_FAILURES_PER_LOGIN: '100000',
});
const signInFuzzer = () => t.signIn('fuzzer', FUZZER_PASSWORD);
let cookie = '';
// The ministry's calls are its administrator's alone (decision 0069): a fuzzer of the ministry makes them.
let ministryCookie = '';
beforeAll(async () => {
  // An administrator of its own: the generated payloads name user 1, the demo account, whose password,
  // login or state an accepted users/… payload may change (as it would for any administrator).
  await insertUser(t.database, {
    login: 'fuzzer',
    password: FUZZER_PASSWORD,
    surname: 'Fuzz',
    name: 'Er',
    role: 'administrator',
  });
  cookie = await signInFuzzer();
  await insertUser(t.database, {
    login: 'ministry-fuzzer',
    password: FUZZER_PASSWORD,
    surname: 'Fuzz',
    name: 'Er',
    role: 'ministry_administrator',
  });
  ministryCookie = await t.signIn('ministry-fuzzer', FUZZER_PASSWORD);
});
// An accepted ministerstvo/upd-vuz renames the university, which the licence names: every later call would
// answer 403 LICENCE (decision 0023). Its name and code are put back before each call's payloads.
const keepLicensed = async () => {
  await t.database.query('UPDATE vuz SET v2 = $1, id_field = $2 WHERE id_vuz = 1', [
    demoOrganisation.name,
    demoOrganisation.code,
  ]);
  await t.database.changes.sync();
};
afterAll(() => t.close());

// The opening words of each language's messages: a refusal must start with one of its own language.
const openings = Object.fromEntries(
  languages.map((lang) => [
    lang,
    Object.values(messages).map((texts) => texts[lang].split('{')[0] as string),
  ]),
) as Record<(typeof languages)[number], string[]>;

const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith(`${t.config.apiPrefix}/v1/`));

describe('bad input, generated from the contract of every call', () => {
  it('covers every call of the route table', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(4);
  });

  for (const route of apiRoutes()) {
    it(`${route.method} ${route.url}: never answers 5xx; a refused payload gets a 400 envelope in its language naming the field, and writes nothing`, async () => {
      const payloads = generatePayloads(route.body, random, PAYLOADS_PER_CALL);
      expect(payloads.length).toBeGreaterThanOrEqual(PAYLOADS_PER_CALL);
      const send = async (payload: Payload, lang: string) => {
        return t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: `${route.url}?lang=${lang}`,
          headers: {
            cookie: route.access?.startsWith('ministry') ? ministryCookie : cookie,
            'content-type': payload.contentType,
          },
          ...(payload.body === undefined ? {} : { payload: payload.body }),
        });
      };
      const refused = payloads.filter(
        (payload) =>
          route.method === 'POST' &&
          (payload.alwaysRefused || (route.body && !route.body.safeParse(payload.value).success)),
      );
      // logout ends the session each time it is accepted: keep a live one for the next payload.
      const keepSignedIn = async () => {
        if ((await t.call('POST', 'auth/check', { cookie })).statusCode === 401)
          cookie = await signInFuzzer();
      };
      await keepSignedIn();
      await keepLicensed();
      const before = await fingerprint(t.database);
      for (const payload of refused) {
        const lang = languages[Math.floor(random() * languages.length)] as (typeof languages)[number];
        const response = await send(payload, lang);
        const context = `${route.method} ${route.url} with ${payload.description} (lang ${lang}, seed ${seed})`;
        expect(response.statusCode, context).toBe(400);
        const body = response.json();
        // `field`: the payload path of the refused field, for the form to show the message under it.
        const { field, ...envelope } = body;
        expect(envelope, context).toEqual({
          data: null,
          error: 'VALIDATION',
          message: expect.any(String),
          requestId: expect.any(String),
        });
        if (field !== undefined) expect(typeof field, context).toBe('string');
        expect(
          openings[lang].some((opening) => body.message.startsWith(opening)),
          `${context}: "${body.message}"`,
        ).toBe(true);
        const issue = route.body?.safeParse(payload.value).error?.issues[0];
        // The field by its form label where the call has one (field-labels.ts, decision 0036), else by its key.
        const key = issue?.path.join('.') ?? '';
        const named = fieldLabel(fieldLabelsOf(route.url), key)?.[lang as Language] ?? key;
        if (issue && issue.path.length > 0) expect(body.message, context).toContain(named);
      }
      expect(await fingerprint(t.database), `${route.url}: a refused payload changed the database`).toEqual(
        before,
      );

      for (const payload of payloads.filter((candidate) => !refused.includes(candidate))) {
        await keepSignedIn();
        const response = await send(payload, 'en');
        const context = `${route.method} ${route.url} with ${payload.description} (seed ${seed})`;
        expect(response.statusCode, context).toBeLessThan(500);
        // An accepted export answers its file (export/ checks its content); a refusal is the envelope.
        if (route.file && response.statusCode === 200) {
          expect(response.headers['content-disposition'], context).toMatch(/^attachment; filename=/);
          continue;
        }
        const answer = response.json();
        // A rule's refusal of one field names it, as the contract's does (a licence under its file's field).
        const field = answer.error === 'VALIDATION' && typeof answer.field === 'string' ? ['field'] : [];
        const envelope = [
          'data',
          'error',
          ...field,
          'message',
          ...(answer.error === null ? [] : ['requestId']),
        ];
        expect(Object.keys(answer).sort(), context).toEqual(envelope);
      }
      // About 30 requests and two fingerprints of every table: a second on a quiet machine.
    }, 60_000);
  }

  it('ignores unknown extra fields and never stores them', async () => {
    expect(await tablesContaining(t.database, 'EXTRA-MARKER-7f3a')).toEqual([]);
  });
});
