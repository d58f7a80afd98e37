import { describe, expect, it } from 'vitest';
import { answerOf } from '../testing/api-calls';
import { signedInApp } from '../testing/signed-in-app';
import { startTestApp } from '../testing/test-app';
import { createLogging } from './logging';

/*
 * No failure carries a person's values into the log: a server at trace level, a write whose
 * query fails in the database quoting what it was sent (a trigger's RAISE, a value the database cannot
 * read), and an impossible date the contract refuses. The log names what failed, never the values.
 */

const lines: string[] = [];
const app = signedInApp({
  start: () => startTestApp({}, createLogging({ logLevel: 'trace' }, { write: (line) => lines.push(line) })),
});

const HEAD = 'Секретбаева Айгерим Маратовна';
const PHONE = '+996 555 12-34-56';
const MAIL = 'aigerim.private@example.kg';

const university = async () =>
  (
    await answerOf(
      await app.t.call('POST', 'ministerstvo/vuz', { cookie: app.cookie, body: { idMinisterstvo: 1 } }),
    )
  ).data[0];

const save = async (changes: Record<string, unknown>, lang = 'en') => {
  const row = await university();
  return app.t.call('POST', 'ministerstvo/upd-vuz', {
    cookie: app.cookie,
    lang,
    body: {
      idVuz: row.id_vuz,
      v1: row.v1,
      v2: row.v2,
      glava: HEAD,
      tel: PHONE,
      mail: MAIL,
      ...changes,
    },
  });
};

/**
 * Runs `test` with the log emptied and a trigger `name` before every update of a university, its function
 * running `body`: a database that refuses or cannot read the row. Both are dropped afterwards.
 */
async function withUniversityTrigger(name: string, body: string, test: () => Promise<void>) {
  await app.t.database.query(`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${body}
      END $$`);
  await app.t.database.query(
    `CREATE TRIGGER ${name} BEFORE UPDATE ON vuz FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  try {
    lines.length = 0;
    await test();
  } finally {
    await app.t.database.query(`DROP TRIGGER ${name} ON vuz`);
    await app.t.database.query(`DROP FUNCTION ${name}()`);
  }
}

describe('the log of a failure', () => {
  it('holds what failed, never the values of the request or the row, at trace level', () =>
    // A database that refuses the row, quoting it in its message, its detail and its hint.
    withUniversityTrigger(
      'refuse_vuz',
      "RAISE EXCEPTION 'refused %', NEW.glava USING DETAIL = NEW.tel, HINT = NEW.mail;",
      async () => {
        const failed = await save({});
        expect(failed.statusCode).toBe(500);
        expect(failed.json()).toMatchObject({ data: null, error: 'INTERNAL' });
        const log = lines.join('');
        expect(log).toContain('P0001');
        for (const value of [HEAD, PHONE, MAIL, 'Секретбаева', '12-34-56', 'aigerim.private'])
          expect(log, value).not.toContain(value);
        const failure = lines.map((line) => JSON.parse(line)).find((line) => line.err);
        expect(failure.err).toMatchObject({ message: expect.stringContaining('UPDATE') });
        expect(JSON.stringify(failure.err)).not.toMatch(/params|detail|hint/i);
      },
    ));

  it('answers a value the database cannot read with 400, not 500, and logs none of it', () =>
    // A check the database makes itself (SQLSTATE 22007), the ORM's wrapping around it.
    withUniversityTrigger('read_vuz', 'PERFORM NEW.glava::date; RETURN NEW;', async () => {
      const refused = await save({});
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('VALIDATION');
      expect(lines.join('')).not.toContain('Секретбаева');
    }));

  it.each([
    ['en', '2023-02-30', 'Invalid value of the field "Licence date": there is no such day in the calendar'],
    [
      'ru',
      '30.02.2023',
      'Неверное значение поля «Дата лицензии»: дата записывается в виде гггг-мм-дд, например 2024-09-01',
    ],
    ['kg', '2023-13-01', '«Лицензиянын датасы» талаасынын мааниси туура эмес: календарда мындай күн жок'],
  ])(
    'refuses an impossible or hand-typed date (%s, %s) naming the field as the form labels it',
    async (lang, date, message) => {
      lines.length = 0;
      const before = await university();
      const refused = await save({ dateLicen: date }, lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'VALIDATION', message });
      expect(await university()).toEqual(before);
      expect(lines.join('')).not.toContain(date);
    },
  );

  it.each([
    [
      'mail',
      'info@@example',
      'en',
      'Invalid value of the field "E-mail": not an e-mail address (e.g. info@university.kg)',
    ],
    [
      'tel',
      '12',
      'ru',
      'Неверное значение поля «Телефон»: это не номер телефона: от 7 до 15 цифр, допускаются +, пробелы, скобки и дефисы',
    ],
    [
      'tel',
      '+996 abc',
      'en',
      'Invalid value of the field "Phone": not a phone number: 7 to 15 digits, with +, spaces, brackets and hyphens allowed',
    ],
  ])('refuses a %s of %j', async (field, value, lang, message) => {
    const refused = await save({ [field]: value }, lang);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });

  it('saves a real date, an e-mail and a phone', async () => {
    const saved = await save({
      dateLicen: '2024-02-29',
      mail: 'info@bsuet.example.kg',
      tel: '(0312) 61-45-20',
    });
    expect((await answerOf(saved)).data).toEqual([{ sms: 2 }]);
    expect(await university()).toMatchObject({ date_licen: '2024-02-29', tel: '(0312) 61-45-20' });
  });
});
