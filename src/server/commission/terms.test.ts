import { afterEach, describe, expect, it, vi } from 'vitest';
import { academicYearAround } from '../../contract/academic-year';
import type { FacultyMemberRow } from '../../contract/commission';
import { hashPassword } from '../auth/passwords';
import { messages, translate } from '../core/messages';
import { apiCalls } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { CHAIR, DEPUTY, facultyCommission, MEMBER, SECRETARY } from '../testing/commission-fixtures';
import { signedInApp } from '../testing/signed-in-app';
import { dayOf } from './rules';

// A faculty commission's terms (decision 0031) on the demo university: a change of
// person or role is a replacement or an end on an effective day, the history keeps both terms, and a
// refusal names whom it clashes with. Each test works in a faculty of its own where they could meet.

const app = signedInApp();
const today = dayOf(new Date());
const { lastDay, name: yearName } = academicYearAround(today);
afterEach(() => vi.useRealTimers());

const SAVE = 'gak-hi/ins-upd-history';
const REPLACE = 'gak-hi/replace';
const END = 'gak-hi/end';
const { present, everyone, named } = facultyCommission(app);
const termsOf = async (idFaculty: number, name: string) =>
  (await everyone(idFaculty))
    .filter((row) => row.member_name === name)
    .map((row) => [row.member_type_en, row.since, row.until]);
const replacement = (member: FacultyMemberRow, fields: Record<string, unknown>) => ({
  idGAKMemberHistory: member.id_GAK_member_History,
  idMemberType: member.id_member_type,
  memberName: 'Иманалиев Бакыт Асанович',
  title: 'д.т.н., профессор',
  effectiveDate: today,
  rowVersion: member.rowVersion,
  ...fields,
});
/** The end of a member's term on `effectiveDate`, sent with the row's version where given. */
const ending = (member: FacultyMemberRow, effectiveDate: string, rowVersion?: number) => ({
  idGAKMemberHistory: member.id_GAK_member_History,
  effectiveDate,
  ...(rowVersion === undefined ? {} : { rowVersion }),
});
/** The day `days` after an ISO day. */
const plus = (iso: string, days: number) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('a role held by one person at a time', () => {
  const kasymov = 'Касымов Эркин Маратович';
  it.each([
    ['en', 'The faculty already has a chair: Касымов Эркин Маратович. End that term first, or replace.'],
    [
      'ru',
      'В комиссии факультета уже есть председатель: Касымов Эркин Маратович. Сначала завершите этот срок или выполните замену.',
    ],
    [
      'kg',
      'Факультеттин комиссиясында төрага бар: Касымов Эркин Маратович. Адегенде ошол мөөнөттү аяктаңыз же алмаштырыңыз.',
    ],
  ])('a second chair is refused (3) naming the holder, in %s', async (lang, message) => {
    const before = await fingerprint(app.t.database);
    const body = {
      idGAKMemberHistory: -1,
      idFaculty: 2,
      idMemberType: CHAIR,
      memberName: 'Новый Председатель',
      title: 'д.т.н.',
    };
    expect(await app.api.post(SAVE, body, lang)).toEqual({
      status: 200,
      data: [{ sms: 3 }],
      error: null,
      message,
    });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });

  it('so is a second secretary, a member already in the commission, and a member given the held role', async () => {
    const add = (fields: Record<string, unknown>) =>
      app.api.post(SAVE, {
        idGAKMemberHistory: -1,
        idFaculty: 2,
        idMemberType: MEMBER,
        title: 'к.т.н.',
        ...fields,
      });
    expect((await add({ idMemberType: SECRETARY, memberName: 'Другая Секретарь' })).message).toBe(
      'The faculty already has a secretary: Сатарова Айзада Маратовна. End that term first, or replace.',
    );
    expect(await add({ memberName: 'петров алексей николаевич' })).toMatchObject({
      data: [{ sms: 3 }],
      message: "Петров Алексей Николаевич is already in the faculty's commission (member).",
    });
    const member = await named(2, 'Мусаева Гульзат Таалайбековна');
    const promoted = await app.api.post(SAVE, {
      idGAKMemberHistory: member.id_GAK_member_History,
      idFaculty: 2,
      idMemberType: CHAIR,
      memberName: member.member_name,
      title: member.title,
    });
    expect(promoted).toMatchObject({ data: [{ sms: 3 }], message: expect.stringContaining(kasymov) });
    // A success says nothing more than its code.
    expect(await add({ memberName: 'Садыков Руслан' })).toMatchObject({ data: [{ sms: 1 }], message: null });
  });

  it('the bug decision 0031 fixed: renaming the chair to another person is refused; the history stays', async () => {
    const chair = await named(2, kasymov);
    const history = await everyone(2);
    const renamed = await app.api.refused(SAVE, {
      idGAKMemberHistory: chair.id_GAK_member_History,
      idFaculty: 2,
      idMemberType: CHAIR,
      memberName: 'Иманалиев Бакыт Асанович',
      title: chair.title,
    });
    expect(renamed).toMatchObject({
      status: 400,
      error: 'VALIDATION',
      message: translate('anotherPerson', 'en', { name: 'Иманалиев Бакыт Асанович', holder: kasymov }),
    });
    expect(await everyone(2)).toEqual(history);
  });
});

describe('a correction', () => {
  it('of the spelling and the title keeps the term: its start, its end, its single row', async () => {
    const deputy = await named(3, 'Исаков Нурлан Мукашевич');
    expect(
      await app.api.sms(SAVE, {
        idGAKMemberHistory: deputy.id_GAK_member_History,
        idFaculty: 3,
        idMemberType: DEPUTY,
        memberName: 'Исаков Нурлан Мукашович',
        title: 'д.ю.н., доцент',
        rowVersion: deputy.rowVersion,
      }),
    ).toBe(2);
    expect(await termsOf(3, 'Исаков Нурлан Мукашович')).toEqual([['Deputy chair', '2022-09-01', null]]);
    expect(await termsOf(3, 'Исаков Нурлан Мукашевич')).toEqual([]);
  });
});

describe('a replacement', () => {
  it('ends the term on the effective day and starts the new one that day: the history holds both', async () => {
    const chair = await named(5, 'Чынгышев Эмил Жолдошевич');
    expect(chair.since).toBe('2021-09-01');
    expect(await app.api.sms(REPLACE, replacement(chair, { effectiveDate: '2024-02-01' }))).toBe(2);
    expect((await present(5)).filter((row) => row.id_member_type === CHAIR)).toEqual([
      expect.objectContaining({ member_name: 'Иманалиев Бакыт Асанович', since: '2024-02-01', until: null }),
    ]);
    expect(await termsOf(5, 'Чынгышев Эмил Жолдошевич')).toEqual([['Chair', '2021-09-01', '2024-02-01']]);
    expect(await termsOf(5, 'Иманалиев Бакыт Асанович')).toEqual([['Chair', '2024-02-01', null]]);
    // The old term is history now: neither replaced again nor corrected.
    const again = await app.api.refused(
      REPLACE,
      replacement(chair, { rowVersion: undefined, memberName: 'Третий' }),
    );
    expect(again).toMatchObject({ status: 404, message: messages.memberLeft.en });
  });

  it('gives the same person another role, and refuses the same person in the same role', async () => {
    const member = await named(5, 'Бообеков Улан Советбекович');
    const same = await app.api.refused(
      REPLACE,
      replacement(member, { memberName: 'БООБЕКОВ Улан Советбекович', title: 'доцент' }),
      'ru',
    );
    expect(same).toMatchObject({ status: 400, message: messages.replaceSame.ru });
    expect(
      await app.api.sms(
        REPLACE,
        replacement(member, {
          idMemberType: DEPUTY,
          memberName: member.member_name,
          effectiveDate: '2025-09-01',
        }),
      ),
    ).toBe(2);
    expect(await termsOf(5, 'Бообеков Улан Советбекович')).toEqual([
      ['Deputy chair', '2025-09-01', null],
      ['Member', '2024-09-01', '2025-09-01'],
    ]);
  });

  it('refuses a role or a name taken from that day, naming whom (3), and writes nothing', async () => {
    const member = await named(5, 'Темирова Гулипа Асановна');
    const secretary = await app.api.refused(REPLACE, replacement(member, { idMemberType: SECRETARY }), 'kg');
    expect(secretary).toMatchObject({
      data: [{ sms: 3 }],
      message: expect.stringContaining('Калыбекова Бермет Нуржановна'),
    });
    const deputy = await app.api.refused(
      REPLACE,
      replacement(member, { memberName: 'Токтогулов Эрлан Жумабекович' }),
    );
    expect(deputy.message).toBe(
      "Токтогулов Эрлан Жумабекович is already in the faculty's commission (deputy chair).",
    );
  });

  it.each([
    [
      'the day the term began',
      '2023-09-01',
      'Effective date: must be after 01/09/2023, the day this term began',
    ],
    ['before it', '2020-01-01', 'Effective date: must be after 01/09/2023, the day this term began'],
    [
      'after the academic year',
      plus(lastDay, 1),
      `Effective date: no later than ${lastDay.split('-').reverse().join('/')}, the last day of the academic year ${yearName}`,
    ],
    ['an impossible day', '2025-02-30', 'Effective date: "2025-02-30" is not a date'],
    ['a day as people write it', '01.09.2025', 'Invalid value of the field "effectiveDate": wrong format'],
  ])('refuses an effective day %s with a 400 naming the field', async (_case, effectiveDate, message) => {
    const member = await named(5, 'Темирова Гулипа Асановна');
    expect(await app.api.refused(REPLACE, replacement(member, { effectiveDate }))).toMatchObject({
      status: 400,
      error: 'VALIDATION',
      message,
    });
    expect(await app.api.refused(END, ending(member, effectiveDate))).toMatchObject({
      status: 400,
      message,
    });
  });

  it('of the same chair twice at once: exactly one is made', async () => {
    const chair = await named(3, 'Мукамбетов Айбек Канатович');
    // As the screens send it (the row's version): the other is stale (409).
    const withVersion = await Promise.all(
      ['Первый Преемник', 'Второй Преемник'].map((memberName) =>
        app.api.sms(REPLACE, replacement(chair, { memberName, effectiveDate: '2024-09-01' })),
      ),
    );
    expect(withVersion.sort()).toEqual([2, 409]);
    expect((await present(3)).filter((row) => row.id_member_type === CHAIR)).toHaveLength(1);
    expect((await everyone(3)).filter((row) => row.id_member_type === CHAIR)).toHaveLength(2);

    // Without versions (an API client) and from a later day: the other finds the role taken (3).
    const successor = (await present(3)).find((row) => row.id_member_type === CHAIR) as FacultyMemberRow;
    const later = await Promise.all(
      ['Третий Преемник', 'Четвёртый Преемник'].map((memberName) =>
        app.api.post(
          REPLACE,
          replacement(successor, { memberName, effectiveDate: lastDay, rowVersion: undefined }),
        ),
      ),
    );
    expect(later.map((answer) => answer.data[0].sms).sort()).toEqual([2, 3]);
    expect((await everyone(3)).filter((row) => row.id_member_type === CHAIR)).toHaveLength(3);
  });
});

describe('an end of membership', () => {
  it('on a past day: the member leaves the list and the term keeps its days', async () => {
    const member = await named(3, 'Шаршеев Темирлан Бакирович');
    expect(await app.api.sms(END, ending(member, '2025-06-30', member.rowVersion))).toBe(2);
    expect(await named(3, member.member_name)).toBeUndefined();
    expect(await termsOf(3, member.member_name)).toEqual([['Member', '2024-09-01', '2025-06-30']]);
    expect((await app.api.refused(END, ending(member, today))).status).toBe(404);
  });

  it('on a later day: listed until then, gone from that day without a write (the day is in the answer)', async () => {
    const tomorrow = plus(today, 1);
    // On the last day of an academic year, tomorrow is the next one's: nothing can be scheduled then.
    if (tomorrow > lastDay) return;
    const add = { idGAKMemberHistory: -1, idFaculty: 6, idMemberType: MEMBER, title: 'доцент' };
    expect(await app.api.sms(SAVE, { ...add, memberName: 'Уходящий Член' })).toBe(1);
    const leaving = await named(6, 'Уходящий Член');
    expect(await app.api.sms(END, ending(leaving, tomorrow))).toBe(2);
    expect(await named(6, 'Уходящий Член')).toMatchObject({ since: today, until: tomorrow });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${tomorrow}T00:00:01`));
    expect(await named(6, 'Уходящий Член')).toBeUndefined();
    expect(await termsOf(6, 'Уходящий Член')).toEqual([['Member', today, tomorrow]]);
  });

  it("may not move later into a successor's term (3, naming the successor)", async () => {
    const [first, second] = [plus(today, 1), plus(today, 2)];
    if (second > lastDay) return;
    const secretary = await named(3, 'Орозбекова Мээрим Алмазбековна');
    const id = secretary.id_GAK_member_History;
    expect(
      await app.api.sms(
        REPLACE,
        replacement(secretary, { memberName: 'Новая Секретарь', effectiveDate: first }),
      ),
    ).toBe(2);
    // Until `first` the secretary is still in the commission, her end set.
    expect(await named(3, secretary.member_name)).toMatchObject({ until: first });
    expect(await app.api.post(END, { idGAKMemberHistory: id, effectiveDate: second })).toMatchObject({
      data: [{ sms: 3 }],
      message: 'The faculty already has a secretary: Новая Секретарь. End that term first, or replace.',
    });
    expect(await app.api.sms(END, { idGAKMemberHistory: id, effectiveDate: today })).toBe(2);
    expect(await termsOf(3, secretary.member_name)).toEqual([['Secretary', '2023-09-01', today]]);
  });
});

describe('who may', () => {
  const PASSWORD = 'terms-Test-Pass-1';
  const userWith = async (login: string, role: string, facultyIds: number[]) => {
    await app.t.database.query(
      `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
       VALUES ($1, $2, 'Сроков', 'Тест', $3, false, $4::int[])`,
      [login, await hashPassword(PASSWORD), role, `{${facultyIds.join(',')}}`],
    );
    return apiCalls(app.t, await app.t.signIn(login, PASSWORD));
  };

  it('a viewer and an editor of another faculty are refused (403), nothing changed', async () => {
    const viewer = await userWith('terms-viewer', 'viewer', []);
    const outsider = await userWith('terms-editor', 'editor', [2]);
    const chair = await named(1, 'Сыдыков Бакытбек Кенешович');
    const calls = [
      [REPLACE, replacement(chair, { effectiveDate: '2024-09-01' })],
      [END, ending(chair, '2024-09-01')],
    ] as const;
    for (const [path, body] of calls) {
      expect(await viewer.refused(path, body, 'ru')).toMatchObject({
        status: 403,
        message: messages.forbiddenRole.ru,
      });
      expect(await outsider.refused(path, body, 'kg')).toMatchObject({
        status: 403,
        message: messages.outsideScope.kg,
      });
    }
    expect(await named(1, chair.member_name)).toEqual(chair);
  });
});
