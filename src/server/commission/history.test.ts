import { describe, expect, it } from 'vitest';
import type { FacultyMemberRow } from '../../contract/commission';
import { messages } from '../core/messages';
import {
  CHAIR,
  DEPUTY,
  expectMemberRefusals,
  facultyCommission,
  MEMBER,
  SECRETARY,
} from '../testing/commission-fixtures';
import { signedInApp } from '../testing/signed-in-app';
import { dayOf } from './rules';

// A faculty's commission with its history (SPEC §7 "Commission members", decision 0022) on the
// demo university: the reads come first; the writes go to a faculty each where they may meet.

const app = signedInApp();
// The server's day: the one `since` and `until` are set to (decision 0031).
const today = dayOf(new Date());

const SAVE = 'gak-hi/ins-upd-history';
const DELETE = 'gak-hi/del-history';
type Member = FacultyMemberRow;
const { present, everyone, named } = facultyCommission(app);
const rowsNamed = async (idFaculty: number, name: string) =>
  (await everyone(idFaculty)).filter((row) => row.member_name === name);
const newMember = (idFaculty: number, fields: Record<string, unknown> = {}) => ({
  idGAKMemberHistory: -1,
  idFaculty,
  idMemberType: MEMBER,
  memberName: 'Байтемиров Каныбек Орозович',
  title: 'к.п.н., доцент',
  ...fields,
});
const edit = (member: Member, idFaculty: number, fields: Record<string, unknown> = {}) => ({
  idGAKMemberHistory: member.id_GAK_member_History,
  idFaculty,
  idMemberType: member.id_member_type,
  memberName: member.member_name,
  title: member.title,
  rowVersion: member.rowVersion,
  ...fields,
});
/** Moves a row's start back a year, as if it had been added then. */
const startedLastYear = (member: Member) =>
  app.t.database.query('UPDATE gak_member_history SET since = since - 365 WHERE id_gak_member_history = $1', [
    member.id_GAK_member_History,
  ]);

describe("a faculty's commission", () => {
  it('answers its present members in the order of roles, then by name, with the day each took the role', async () => {
    const members = await present(1);
    expect(members.map((row) => [row.id_member_type, row.member_name])).toEqual([
      [CHAIR, 'Сыдыков Бакытбек Кенешович'],
      [DEPUTY, 'Джумабаева Айгуль Токтосуновна'],
      [MEMBER, 'Ким Ирина Владимировна'],
      [MEMBER, 'Осмоналиева Жылдыз Асанбековна'],
      [MEMBER, 'Токтосунов Мирлан Жусупович'],
      [SECRETARY, 'Алымкулова Нургуль Бекболотовна'],
    ]);
    expect(members[0]).toEqual({
      id_GAK_member_History: 6,
      member_name: 'Сыдыков Бакытбек Кенешович',
      id_member_type: CHAIR,
      member_type: 'Председатель',
      member_type_kg: 'Төрага',
      member_type_en: 'Chair',
      title: 'д.э.н., профессор',
      rowVersion: 1,
      since: '2023-09-01',
      until: null,
    });
    expect(await present(4)).toEqual([]);
    for (const body of [{}, { idFaculty: 0 }, { idFaculty: 'one' }])
      expect((await app.api.post('gak-hi/history', body)).message, JSON.stringify(body)).toContain(
        'idFaculty',
      );
  });

  it('answers its whole history, latest role first, with the day each ended', async () => {
    const rows = await everyone(1);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.since)).toEqual([...rows.map((row) => row.since)].sort().reverse());
    expect(rows.filter((row) => row.until === null)).toHaveLength(6);
    expect(rows.find((row) => row.id_GAK_member_History === 1)).toMatchObject({
      member_name: 'Абдымаликов Кыязбек Абдымаликович',
      member_type_en: 'Chair',
      since: '2018-09-01',
      until: '2023-08-31',
    });
    // A secretary who became a member: two rows of one person.
    expect(
      (await rowsNamed(1, 'Ким Ирина Владимировна')).map((row) => [row.member_type_en, row.until]),
    ).toEqual([
      ['Member', null],
      ['Secretary', '2020-08-31'],
    ]);
    expect(await everyone(4)).toEqual([]);
  });
});

describe('joining and changing a commission', () => {
  it('adds a member from today (1); refuses a name among the present (3) and a second chair or secretary (3)', async () => {
    expect(
      await app.api.sms(
        SAVE,
        newMember(6, { idMemberType: CHAIR, memberName: 'Мамбетова Гульнара Сагынбековна' }),
      ),
    ).toBe(1);
    expect(await named(6, 'Мамбетова Гульнара Сагынбековна')).toMatchObject({
      id_member_type: CHAIR,
      since: today,
      rowVersion: 1,
    });
    expect((await everyone(6))[0]).toMatchObject({
      member_name: 'Мамбетова Гульнара Сагынбековна',
      until: null,
    });
    expect(await app.api.sms(SAVE, newMember(6, { idMemberType: CHAIR }))).toBe(3);
    expect(await app.api.sms(SAVE, newMember(6, { idMemberType: SECRETARY }))).toBe(1);
    expect(
      await app.api.sms(SAVE, newMember(6, { idMemberType: SECRETARY, memberName: 'Другой Секретарь' })),
    ).toBe(3);
    expect(await app.api.sms(SAVE, newMember(6, { memberName: 'БАЙТЕМИРОВ КАНЫБЕК ОРОЗОВИЧ' }))).toBe(3);
    // Deputies and members are as many as the faculty needs.
    expect(
      await app.api.sms(SAVE, newMember(6, { idMemberType: DEPUTY, memberName: 'Первый Заместитель' })),
    ).toBe(1);
    expect(
      await app.api.sms(SAVE, newMember(6, { idMemberType: DEPUTY, memberName: 'Второй Заместитель' })),
    ).toBe(1);
    expect(await present(6)).toHaveLength(4);
  });

  it('a former member may come back, and a role ended frees it', async () => {
    expect(await app.api.sms(SAVE, newMember(1, { memberName: 'Бекешов Азамат Тологонович' }))).toBe(1);
    expect((await rowsNamed(1, 'Бекешов Азамат Тологонович')).map((row) => row.until)).toEqual([
      null,
      '2021-06-30',
    ]);
    expect(
      await app.api.sms(DELETE, {
        idGAKMemberHistory: (await named(1, 'Бекешов Азамат Тологонович')).id_GAK_member_History,
      }),
    ).toBe(8);
    const chair = await named(3, 'Мукамбетов Айбек Канатович');
    expect(await app.api.sms(DELETE, { idGAKMemberHistory: chair.id_GAK_member_History })).toBe(8);
    expect(
      await app.api.sms(SAVE, newMember(3, { idMemberType: CHAIR, memberName: 'Новый Председатель' })),
    ).toBe(1);
  });

  it('corrects a name or title in place (2), keeping the day the role was taken', async () => {
    const deputy = await named(5, 'Токтогулов Эрлан Жумабекович');
    expect(await app.api.sms(SAVE, edit(deputy, 5, { title: 'д.т.н., профессор' }))).toBe(2);
    expect(await named(5, 'Токтогулов Эрлан Жумабекович')).toEqual({
      ...deputy,
      title: 'д.т.н., профессор',
      rowVersion: deputy.rowVersion + 1,
    });
    expect(await rowsNamed(5, 'Токтогулов Эрлан Жумабекович')).toHaveLength(1);
  });

  it('a new role taken on a later day ends the old row today and starts a new one (2)', async () => {
    const member = await named(5, 'Лебедев Сергей Петрович');
    expect(member.since).toBe('2022-09-01');
    expect(await app.api.sms(SAVE, edit(member, 5, { idMemberType: DEPUTY }))).toBe(2);
    const [now, before, ...more] = await rowsNamed(5, 'Лебедев Сергей Петрович');
    expect(more).toEqual([]);
    expect(now).toMatchObject({ id_member_type: DEPUTY, since: today, until: null, rowVersion: 1 });
    expect(now?.id_GAK_member_History).not.toBe(member.id_GAK_member_History);
    expect(before).toMatchObject({ ...member, until: today, rowVersion: member.rowVersion + 1 });
    expect((await named(5, 'Лебедев Сергей Петрович')).id_GAK_member_History).toBe(
      now?.id_GAK_member_History,
    );

    // A row added today changes role in place; from the next day on, a change is history again.
    expect(await app.api.sms(SAVE, newMember(5, { memberName: 'Новиков Павел' }))).toBe(1);
    const added = await named(5, 'Новиков Павел');
    expect(await app.api.sms(SAVE, edit(added, 5, { idMemberType: DEPUTY }))).toBe(2);
    expect(await rowsNamed(5, 'Новиков Павел')).toEqual([
      {
        ...added,
        id_member_type: DEPUTY,
        member_type: 'Заместитель председателя',
        member_type_kg: 'Төраганын орун басары',
        member_type_en: 'Deputy chair',
        rowVersion: 2,
        until: null,
      },
    ]);
    await startedLastYear(added);
    const aged = await named(5, 'Новиков Павел');
    expect(await app.api.sms(SAVE, edit(aged, 5, { idMemberType: MEMBER }))).toBe(2);
    expect((await rowsNamed(5, 'Новиков Павел')).map((row) => [row.member_type_en, row.until])).toEqual([
      ['Member', null],
      ['Deputy chair', today],
    ]);
  });

  it('refuses a role held by another (3), another person (400), a stale version (409), a row gone (404) or ended (404)', async () => {
    const member = await named(5, 'Темирова Гулипа Асановна');
    expect(await app.api.sms(SAVE, edit(member, 5, { idMemberType: CHAIR }))).toBe(3);
    // Another present member's name is another person: a correction cannot make it.
    expect(
      await app.api.refused(SAVE, edit(member, 5, { memberName: 'бообеков улан советбекович' }), 'ru'),
    ).toMatchObject({ status: 400, error: 'VALIDATION', message: expect.stringMatching(/^ФИО: «бообеков/) });
    expect(await rowsNamed(5, 'Темирова Гулипа Асановна')).toEqual([{ ...member, until: null }]);
    expect((await app.api.refused(SAVE, edit(member, 5, { rowVersion: member.rowVersion + 1 }))).status).toBe(
      409,
    );
    expect((await app.api.refused(SAVE, edit(member, 5, { idGAKMemberHistory: 424_242 }))).status).toBe(404);
    const [ended] = await rowsNamed(1, 'Иванова Татьяна Сергеевна');
    const refused = await app.api.refused(SAVE, edit(ended as Member, 1, { rowVersion: undefined }), 'kg');
    expect(refused).toMatchObject({ status: 404, error: 'NOT_FOUND', message: messages.memberLeft.kg });
  });

  it("refuses an empty role, name or title ('fillFields'), a bad payload (400 naming the field) and what does not exist", async () => {
    await expectMemberRefusals(app.api, SAVE, (fields) => newMember(6, fields));
    for (const fields of [{ idFaculty: -1 }, { idGAKMemberHistory: 0 }, { idGAKMemberHistory: undefined }])
      await app.api.refusedNaming(SAVE, newMember(6, fields), Object.keys(fields)[0] as string);
    for (const fields of [{ idFaculty: 424_242 }, { idMemberType: 424_242 }])
      expect(
        await app.api.refused(SAVE, newMember(6, { ...fields, memberName: 'Нет Никого' })),
      ).toMatchObject({
        status: 400,
        message: messages.unknownReference.en,
      });
  });

  it('lets exactly one of two chairs saved at once into a commission in', async () => {
    const chair = (memberName: string) => newMember(4, { idMemberType: CHAIR, memberName });
    const answers = await Promise.all([
      app.api.sms(SAVE, chair('Первая Председатель')),
      app.api.sms(SAVE, chair('Вторая Председатель')),
    ]);
    expect(answers.sort()).toEqual([1, 3]);
    expect(await present(4)).toHaveLength(1);
  });
});

describe('leaving a commission', () => {
  it('ends an older row today (8), kept in the history; a row added today goes (8); then 404', async () => {
    const member = await named(3, 'Шаршеев Темирлан Бакирович');
    expect(await app.api.sms(DELETE, { idGAKMemberHistory: member.id_GAK_member_History })).toBe(8);
    expect(await named(3, member.member_name)).toBeUndefined();
    expect(await rowsNamed(3, member.member_name)).toEqual([
      { ...member, until: today, rowVersion: member.rowVersion + 1 },
    ]);
    const again = await app.api.refused(DELETE, { idGAKMemberHistory: member.id_GAK_member_History }, 'ru');
    expect(again).toMatchObject({ status: 404, message: messages.memberLeft.ru });

    expect(await app.api.sms(SAVE, newMember(3, { memberName: 'Ошибочно Добавленный' }))).toBe(1);
    const mistake = await named(3, 'Ошибочно Добавленный');
    expect(await app.api.sms(DELETE, { idGAKMemberHistory: mistake.id_GAK_member_History })).toBe(8);
    expect(await rowsNamed(3, 'Ошибочно Добавленный')).toEqual([]);
    expect(
      (await app.api.refused(DELETE, { idGAKMemberHistory: mistake.id_GAK_member_History })).status,
    ).toBe(404);
    for (const body of [{}, { idGAKMemberHistory: -1 }, { idGAKMemberHistory: '1' }])
      expect((await app.api.refused(DELETE, body)).status, JSON.stringify(body)).toBe(400);
  });
});
