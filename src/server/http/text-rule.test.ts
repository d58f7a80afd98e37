import { describe, expect, it } from 'vitest';
import { academicYearOf } from '../../contract/academic-year';
import { type Language, languages } from '../../contract/limits';
import { translate } from '../core/messages';
import { reasons } from '../core/validation';
import { answerOf } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { signedInApp } from '../testing/signed-in-app';
import { fieldLabelsOf } from './field-labels';

// The one rule for text (contract/text.ts, decision 0029) through the API. What is
// stored is what the rule makes of what was sent; look-alike names collide; what the rule refuses gets a
// 400 naming the field in the request's language and writes nothing. Passwords are kept as sent.

const app = signedInApp();

const ZWSP = '\u200b';
const ZWJ = '\u200d';
const POSITIONS = 'positions-teach/rrnk-dolj';
const SAVE_POSITION = 'positions-teach/insUpd-rrnk-dolj';
// Next year: in the calendar, without the demo's positions.
const YEAR = (academicYearOf(new Date()) + 1) % 100;
const position = (nDoljnost: string, idYear = YEAR) => ({
  idRrnkDoljnost: -1,
  nDoljnost,
  chasy: 300,
  idYear,
});
const namesOf = async (idYear: number): Promise<string[]> =>
  (await app.api.data('POST', POSITIONS, { idYear })).map((row: { n_doljnost: string }) => row.n_doljnost);

/**
 * The 400 of a field the rule refuses, in each language, and the database unchanged; the field named as
 * its form labels it (field-labels.ts), else by its key.
 */
async function expectFieldRefused(path: string, body: unknown, key: string, reason: string) {
  for (const lang of languages) {
    const field = fieldLabelsOf(`/${path}`)[key]?.[lang] ?? key;
    expect(await app.api.refused(path, body, lang), `${key} ${lang}`).toEqual({
      status: 400,
      data: null,
      error: 'VALIDATION',
      message: translate('invalidField', lang, { field, reason: reasons[reason]?.[lang] as string }),
    });
  }
}

describe('look-alike names', () => {
  it('twenty position names "Race Position" + 0…19 zero-width spaces in one year: one saved, the rest duplicates (3)', async () => {
    const answers: number[] = [];
    for (let count = 0; count < 20; count++)
      answers.push(await app.api.sms(SAVE_POSITION, position(`Race Position${ZWSP.repeat(count)}`)));
    expect(answers).toEqual([1, ...Array(19).fill(3)]);
    expect((await namesOf(YEAR)).filter((name) => name.startsWith('Race'))).toEqual(['Race Position']);
  });

  it('a name in decomposed form (NFD) is the composed one: stored composed, a duplicate of it', async () => {
    const composed = 'Заведующий кафедрой';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await app.api.sms(SAVE_POSITION, position(decomposed))).toBe(1);
    expect(await namesOf(YEAR)).toContain(composed);
    expect(await app.api.sms(SAVE_POSITION, position(composed))).toBe(3);
    // The existing rule (lower case) still holds on the normalised text.
    expect(await app.api.sms(SAVE_POSITION, position(`заведующий${'\u00a0'}кафедрой${ZWSP}`))).toBe(3);
  });

  it('keeps a Kyrgyz name and emoji as sent', async () => {
    const name = `Өмүрбек Ңурайым — выпускница 👩${ZWJ}🎓 🇰🇬`;
    expect(await app.api.sms(SAVE_POSITION, position(name))).toBe(1);
    expect(await namesOf(YEAR)).toContain(name);
  });
});

describe('refused text', () => {
  it('a required name of only zero-width joiners: 400 naming the field, in each language', async () => {
    const direction = { idDirection: -1, code: 'ZWJ-1', direction_: `${ZWJ}${ZWJ}` };
    await expectFieldRefused('ministerstvo/ins-upd-direction', direction, 'direction_', 'invisibleOnly');
    await expectFieldRefused(SAVE_POSITION, position(ZWJ), 'nDoljnost', 'invisibleOnly');
    await expectFieldRefused(SAVE_POSITION, position('\u0301\u0301'), 'nDoljnost', 'invisibleOnly');
  });

  it('bidi overrides and controls in a one-line name: 400 naming the field', async () => {
    await expectFieldRefused(SAVE_POSITION, position('Доцент \u202eтнецод'), 'nDoljnost', 'bidiControl');
    await expectFieldRefused(SAVE_POSITION, position('Доцент\tкафедры'), 'nDoljnost', 'controlCharacter');
  });

  it('an unpaired surrogate sent as raw JSON ("\\ud800"): 400 naming the field, nothing stored', async () => {
    const cookie = await app.t.signIn();
    const raw = `{"idRrnkDoljnost":-1,"nDoljnost":"Race \\ud800 Position","chasy":300,"idYear":${YEAR}}`;
    for (const lang of languages as readonly Language[]) {
      const before = await fingerprint(app.t.database);
      const response = await app.t.call('POST', SAVE_POSITION, {
        cookie,
        lang,
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(answerOf(response)).toEqual({
        status: 400,
        data: null,
        error: 'VALIDATION',
        message: translate('invalidField', lang, {
          field: 'nDoljnost',
          reason: reasons.unpairedSurrogate?.[lang] as string,
        }),
      });
      expect(await fingerprint(app.t.database)).toEqual(before);
    }
    expect((await namesOf(YEAR)).some((name) => name.includes('\ufffd'))).toBe(false);
  });
});

describe('passwords and multi-line texts', () => {
  // (The key derivation composes a password, NFC, as the sign-in does: auth/passwords.ts; the contract
  // neither strips nor refuses anything in it.)
  it("a new account's password is kept as chosen (nothing stripped), its names are cleaned", async () => {
    const password = `Pass${ZWSP}word e\u0301 42!`;
    const login = `text-${Date.now().toString(36)}`;
    const account = {
      idAvnUser: -1,
      login: `${login}${ZWSP}`,
      surname: `Осмонов${ZWSP}`,
      name: 'Бакыт',
      role: 'viewer',
      password,
    };
    expect(await app.api.sms('users/save', account)).toBe(1);
    const [row] = await app.t.database.query<{ surname: string }>(
      'SELECT surname FROM avn_user WHERE login = $1',
      [login],
    );
    expect(row?.surname).toBe('Осмонов');
    await expect(app.t.signIn(login, password)).resolves.toMatch(/^sid=/);
    await expect(app.t.signIn(login, password.replace(ZWSP, ''))).rejects.toThrow('sign-in failed');
  });

  it("a classroom's note keeps its line breaks; a one-line number does not take one", async () => {
    const classroom = {
      idAuditorium: -1,
      idKorpus: 1,
      number: `Т-${Date.now().toString(36)}`,
      contain: 20,
      note: `Лаборатория${ZWSP}\nс проектором`,
      square: 40,
    };
    expect(await app.api.sms('audience/ins-upd-auditoriums', classroom)).toBe(1);
    const [row] = await app.t.database.query<{ note: string }>(
      'SELECT note FROM auditorium WHERE number = $1',
      [classroom.number],
    );
    expect(row?.note).toBe('Лаборатория\nс проектором');
    await expectFieldRefused(
      'audience/ins-upd-auditoriums',
      { ...classroom, number: 'Т-1\nТ-2' },
      'number',
      'controlCharacter',
    );
  });
});
