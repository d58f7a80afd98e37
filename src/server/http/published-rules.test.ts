import { describe, expect, it } from 'vitest';
import { saveClassroom } from '../../contract/classrooms';
import { saveDetail, saveRange } from '../../contract/grading';
import { saveLicence } from '../../contract/speciality-plan';
import { addNews } from '../../contract/wiki';
import { signedInApp } from '../testing/signed-in-app';

// The rules the contract's schemas now say themselves (decision 0040), at the API: each refused with its
// reason in the request's language, naming the field; the valid boundary taken. And the published
// document says them, in patterns any client reads (no flags, no Unicode property classes).

const app = signedInApp();
const field = (name: string, reason: string) => `Invalid value of the field "${name}": ${reason}`;
const POINTS = 'a non-negative number of at most 4 characters, e.g. 87 or 60.5';

type Range = { id_ebe: number; beg_bal: number; end_bal: number; rowVersion: number };
const range61 = async () =>
  ((await app.api.data('POST', 'grading-rule/ebe-est-info', { idEbeVar: 1 })) as Range[]).find(
    (row) => row.beg_bal === 61,
  ) as Range;

describe('points, a letter grade, a square', () => {
  it('refuses negative points, points of more than 4 characters, a letter of more than 3', async () => {
    const range = await range61();
    const body = { idEbe: range.id_ebe, begBal: 61, endBal: 73 };
    for (const [change, message] of [
      [{ begBal: -1 }, field('begBal', 'a number of at least 0')],
      [{ begBal: '-1' }, field('begBal', POINTS)],
      [{ endBal: 12.345 }, field('endBal', POINTS)],
      [{ endBal: '73.25' }, field('endBal', POINTS)],
    ] as const) {
      expect(await app.api.refused('grading-rule/upd-ebe', { ...body, ...change })).toMatchObject({
        status: 400,
        message,
      });
    }
    const detail = {
      idEbeDetal: -1,
      idEbe: range.id_ebe,
      begBal: 61,
      endBal: 62,
      ekvNum: 1,
      ekvBukv: 'ABCD',
    };
    expect(await app.api.refused('grading-rule/ins-upd-detail', detail, 'ru')).toMatchObject({
      status: 400,
      message: 'Неверное значение поля «ekvBukv»: буквенная оценка — не более 3 символов',
    });
  });

  it('takes the boundaries: 4 characters with a comma and blanks, 0, a letter of 3 among blanks', async () => {
    const range = await range61();
    expect(
      await app.api.sms('grading-rule/upd-ebe', { idEbe: range.id_ebe, begBal: ' 61 ', endBal: '73,0' }),
    ).toBe(2);
    for (const points of [0, '0', 9999, '99.5', '9,25', ' 1.5 ', ''])
      expect(saveRange.body.safeParse({ idEbe: 1, begBal: points, endBal: 1 }).success, `${points}`).toBe(
        true,
      );
    for (const letter of [' ABC ', 'A+', 'fx', '', null])
      expect(
        saveDetail.body.safeParse({ idEbeDetal: -1, idEbe: 1, ekvBukv: letter }).success,
        `${letter}`,
      ).toBe(true);
  });

  it('refuses a square with three decimals, in words; takes one with two', async () => {
    const room = {
      idAuditorium: -1,
      idKorpus: 2,
      number: `П-${Date.now() % 100_000}`,
      contain: 30,
      specific: 2,
      note: 'Доска',
      square: 12.345,
      idFaculty: 5,
      idOtdel1: null,
      idKafedra: 17,
    };
    expect(await app.api.refused('audience/ins-upd-auditoriums', room, 'en')).toMatchObject({
      status: 400,
      message: field('square', 'at most two digits after the decimal point'),
    });
    expect(await app.api.sms('audience/ins-upd-auditoriums', { ...room, square: 99_999.99 })).toBe(1);
    expect(saveClassroom.body.safeParse({ ...room, square: 0.1 + 0.2 }).success).toBe(false);
  });
});

describe('dates and links', () => {
  it('refuses a licence date that is no day of the calendar, saying so', async () => {
    const licence = {
      IDLicence: -1,
      Resolution: 'Лицензия',
      ResolutionBeg: '31.02.2024',
      ResolutionEnd: '01.09.2030',
      Supplement: 'Приложение',
    };
    expect(await app.api.refused('ministerstvo/ins-upd-licence', licence)).toMatchObject({
      status: 400,
      message: field('ResolutionBeg', 'there is no such day in the calendar'),
    });
    for (const day of ['13.13.2024', '29.02.2023', '00.01.2024'])
      expect(saveLicence.body.safeParse({ ...licence, ResolutionBeg: day }).success, day).toBe(false);
    expect(saveLicence.body.safeParse({ ...licence, ResolutionBeg: '29.02.2024' }).success).toBe(true);
  });

  it('takes a link of any case of http(s), and no space or control character', () => {
    const news = (url: string) => addNews.body.safeParse({ questions: 'Новость', url }).success;
    for (const url of ['HTTPS://Example.kg/a?b=1', 'http://пример.кг/путь'])
      expect(news(url), url).toBe(true);
    for (const url of ['http://a b.kg', 'http://a\u0085b.kg', 'http://a\u3000b.kg', 'ftp://a.kg'])
      expect(news(url), url).toBe(false);
  });
});

describe('the published document', () => {
  it('says these rules in patterns and bounds any client reads alike', async () => {
    const response = await app.t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: (await app.t.signIn()).toString() },
    });
    const paths = response.json().paths;
    const body = (path: string) =>
      paths[`/api/v1/${path}`].post.requestBody.content['application/json'].schema.properties;
    const vuz = body('ministerstvo/upd-vuz');
    expect(new RegExp(vuz.dateLicen.pattern).test('2023-13-01')).toBe(false);
    expect(new RegExp(vuz.dateLicen.pattern).test('2024-02-29')).toBe(true);
    const detail = body('grading-rule/ins-upd-detail');
    expect(detail.begBal.anyOf[0]).toMatchObject({ type: 'number', minimum: 0 });
    // Not nullable: OpenAPI 3.0's default, said without `nullable` (beside no `type` it does not compile).
    expect(detail.begBal).not.toHaveProperty('nullable');
    expect(detail.begBal.anyOf.filter((branch: { nullable?: boolean }) => branch.nullable)).toEqual([]);
    expect(new RegExp(detail.ekvBukv.pattern).test('ABCD')).toBe(false);
    expect(body('audience/ins-upd-auditoriums').square.anyOf[0]).toMatchObject({ multipleOf: 0.01 });
    const { pattern } = body('wiki/add-news').url;
    expect(pattern).not.toMatch(/\\p\{/);
    // Read without the u flag, as a client without it would.
    expect(new RegExp(pattern).test('http://a\u0000b')).toBe(false);
    expect(new RegExp(pattern).test('HTTP://a.kg')).toBe(true);
    const end = body('gak-hi/end');
    expect(new RegExp(end.effectiveDate.pattern).test('2024-02-30')).toBe(false);
  });
});
