import { describe, expect, it } from 'vitest';
import type { SpecialityMemberRow } from '../../contract/commission';
import * as calls from '../../contract/commission';
import { messages } from '../core/messages';
import { callsOf, expectSessionNeeded } from '../testing/api-calls';
import { CHAIR, DEPUTY, expectMemberRefusals, MEMBER, SECRETARY } from '../testing/commission-fixtures';
import { signedInApp } from '../testing/signed-in-app';

// The commission screens' selects and the speciality commissions (SPEC §7 "Commission members")
// on the demo university. A faculty's commission with its history: history.test.ts.

const app = signedInApp();

const LIST = 'gak-spec/speciality';
const SAVE = 'gak-spec/insUpd-gak-speciality';
const DELETE = 'gak-spec/delete-gak-speciality';
type Member = SpecialityMemberRow;
const membersOf = async (idFaculty: number, idSpecial: number): Promise<Member[]> =>
  app.api.data('POST', LIST, { idFaculty, idSpecial });
const memberNamed = async (idFaculty: number, idSpecial: number, name: string) =>
  (await membersOf(idFaculty, idSpecial)).find((row) => row.member_name === name) as Member;
/** A new member of the commission of speciality 1 of faculty 1 (demo: a chair, two members, a secretary). */
const newMember = (fields: Record<string, unknown> = {}) => ({
  idGAKMemberSpeciality: -1,
  idFaculty: 1,
  idSpecial: 1,
  idMemberType: MEMBER,
  memberName: 'Садыкова Айжан Толонбековна',
  title: 'к.э.н., доцент',
  ...fields,
});

describe('the selects of the screens', () => {
  it("answers the roles in the commission's order, named in ru, kg and en", async () => {
    expect(await app.api.data('GET', 'gak-spec/member-type')).toEqual([
      {
        id_member_type: 1,
        member_type: 'Председатель',
        member_type_kg: 'Төрага',
        member_type_en: 'Chair',
        single: true,
      },
      {
        id_member_type: 2,
        member_type: 'Заместитель председателя',
        member_type_kg: 'Төраганын орун басары',
        member_type_en: 'Deputy chair',
        single: false,
      },
      {
        id_member_type: 3,
        member_type: 'Член комиссии',
        member_type_kg: 'Комиссиянын мүчөсү',
        member_type_en: 'Member',
        single: false,
      },
      {
        id_member_type: 4,
        member_type: 'Секретарь',
        member_type_kg: 'Катчы',
        member_type_en: 'Secretary',
        single: true,
      },
    ]);
  });

  it("answers a university's faculties under p23-1 in three languages", async () => {
    const faculties = await app.api.data('POST', 'gak-spec/faculty', { idVuz: 1 });
    expect(faculties).toHaveLength(6);
    expect(faculties).toContainEqual({
      id_faculty: 2,
      'p23-1': 'Факультет информационных технологий',
      'p23-1_kg': 'Маалыматтык технологиялар факультети',
      'p23-1_en': 'Faculty of Information Technology',
    });
    expect(await app.api.data('POST', 'gak-spec/faculty', { idVuz: 424_242 })).toEqual([]);
    for (const body of [{}, { idVuz: 0 }, { idVuz: '1' }])
      expect((await app.api.post('gak-spec/faculty', body)).message, JSON.stringify(body)).toContain('idVuz');
  });

  it('answers the specialities a faculty teaches, once each, by code', async () => {
    const specials = await app.api.data('POST', 'gak-spec/spec-of-the-faculty', { idFaculty: 1 });
    expect(specials.map((row: { code: string }) => row.code)).toEqual([
      '08.00.05',
      '080105',
      '080109',
      '080301',
      '080504',
      '080505',
      '080507',
      '100201',
    ]);
    expect(specials[1]).toEqual({
      id_special: 1,
      code: '080105',
      special: 'Финансы и кредит',
      special_kg: 'Финансы жана кредит',
      special_en: 'Finance and Credit',
    });
    expect(await app.api.data('POST', 'gak-spec/spec-of-the-faculty', { idFaculty: 424_242 })).toEqual([]);
    expect((await app.api.post('gak-spec/spec-of-the-faculty', {})).message).toContain('idFaculty');
  });
});

describe('the commission of a speciality', () => {
  it('answers its members in the order of roles, then by name, each role named in three languages', async () => {
    const members = await membersOf(1, 1);
    expect(members.map((row) => [row.id_member_type, row.member_name])).toEqual([
      [CHAIR, 'Абдыкаимов Талант Жумабекович'],
      [MEMBER, 'Ким Ирина Владимировна'],
      [MEMBER, 'Осмоналиева Жылдыз Асанбековна'],
      [SECRETARY, 'Алымкулова Нургуль Бекболотовна'],
    ]);
    expect(members[3]).toEqual({
      id_GAK_member_speciality: 4,
      member_name: 'Алымкулова Нургуль Бекболотовна',
      id_member_type: SECRETARY,
      member_type: 'Секретарь',
      member_type_kg: 'Катчы',
      member_type_en: 'Secretary',
      title: 'ст. преподаватель',
      rowVersion: 1,
    });
    expect(await membersOf(1, 3)).toEqual([]);
    for (const body of [{ idFaculty: 1 }, { idSpecial: 1 }, { idFaculty: 1, idSpecial: -1 }])
      expect((await app.api.post(LIST, body)).status, JSON.stringify(body)).toBe(400);
  });

  it('adds a member (1); refuses the name twice (3, whatever the case) and a second chair or secretary (3)', async () => {
    expect(await app.api.sms(SAVE, newMember({ memberName: '  Садыкова Айжан Толонбековна ' }))).toBe(1);
    expect(await memberNamed(1, 1, 'Садыкова Айжан Толонбековна')).toEqual({
      id_GAK_member_speciality: expect.any(Number),
      member_name: 'Садыкова Айжан Толонбековна',
      id_member_type: MEMBER,
      member_type: 'Член комиссии',
      member_type_kg: 'Комиссиянын мүчөсү',
      member_type_en: 'Member',
      title: 'к.э.н., доцент',
      rowVersion: 1,
    });
    // Each refusal names the row it clashes with, in the request's language.
    for (const [fields, lang, message] of [
      [
        { memberName: 'САДЫКОВА АЙЖАН ТОЛОНБЕКОВНА' },
        'en',
        "Садыкова Айжан Толонбековна is already in this speciality's commission (member).",
      ],
      [
        { memberName: 'Нуралиев Бекзат', idMemberType: CHAIR },
        'ru',
        'В комиссии по специальности уже есть председатель: Абдыкаимов Талант Жумабекович. Сначала измените или удалите эту запись.',
      ],
      [
        { memberName: 'Нуралиев Бекзат', idMemberType: SECRETARY },
        'kg',
        'Адистик боюнча комиссияда катчы бар: Алымкулова Нургуль Бекболотовна. Адегенде ошол жазууну өзгөртүңүз же өчүрүңүз.',
      ],
    ] as const)
      expect(await app.api.refused(SAVE, newMember(fields), lang), JSON.stringify(fields)).toEqual({
        status: 200,
        data: [{ sms: 3 }],
        error: null,
        message,
      });
    // A deputy may be added beside the chair; the same person may sit in another speciality's commission.
    expect(await app.api.sms(SAVE, newMember({ memberName: 'Нуралиев Бекзат', idMemberType: DEPUTY }))).toBe(
      1,
    );
    expect(await app.api.sms(SAVE, newMember({ idSpecial: 2 }))).toBe(1);
    expect(await app.api.sms(SAVE, newMember({ idFaculty: 2, idSpecial: 10, idMemberType: CHAIR }))).toBe(1);
    expect(await membersOf(1, 1)).toHaveLength(6);
  });

  it('changes a member in place (2); refuses a role or name taken by another (3), a stale version (409), one gone (404)', async () => {
    expect(await app.api.sms(SAVE, newMember({ memberName: 'Турдубаев Эрмек' }))).toBe(1);
    const member = await memberNamed(1, 1, 'Турдубаев Эрмек');
    const update = {
      ...newMember(),
      idGAKMemberSpeciality: member.id_GAK_member_speciality,
      memberName: 'Турдубаев Эрмек Бакытович',
      title: 'д.э.н., профессор',
      rowVersion: member.rowVersion,
    };
    expect(await app.api.sms(SAVE, update)).toBe(2);
    expect(await memberNamed(1, 1, 'Турдубаев Эрмек Бакытович')).toMatchObject({
      id_GAK_member_speciality: member.id_GAK_member_speciality,
      title: 'д.э.н., профессор',
      rowVersion: 2,
    });
    expect((await app.api.refused(SAVE, update, 'ru')).message).toBe(messages.staleRow.ru);
    const current = { ...update, rowVersion: 2 };
    expect(await app.api.sms(SAVE, { ...current, idMemberType: CHAIR })).toBe(3);
    expect(await app.api.sms(SAVE, { ...current, memberName: 'ким ирина владимировна' })).toBe(3);
    // The chair may change their own title: the role is theirs, not another's.
    const chair = await memberNamed(1, 1, 'Абдыкаимов Талант Жумабекович');
    const chairSave = {
      ...newMember({
        idMemberType: CHAIR,
        memberName: chair.member_name,
        title: 'д.э.н., профессор, академик',
      }),
      idGAKMemberSpeciality: chair.id_GAK_member_speciality,
    };
    expect(await app.api.sms(SAVE, chairSave)).toBe(2);
    expect((await app.api.refused(SAVE, { ...current, idGAKMemberSpeciality: 424_242 })).status).toBe(404);
  });

  it("refuses an empty role, name or title ('fillFields'), a bad payload (400 naming the field) and what does not exist", async () => {
    await expectMemberRefusals(app.api, SAVE, newMember);
    for (const fields of [{ idFaculty: 0 }, { idSpecial: 'x' }, { idGAKMemberSpeciality: 0 }])
      await app.api.refusedNaming(SAVE, newMember(fields), Object.keys(fields)[0] as string);
    for (const fields of [{ idFaculty: 424_242 }, { idSpecial: 424_242 }, { idMemberType: 424_242 }])
      expect(await app.api.refused(SAVE, newMember(fields), 'kg'), JSON.stringify(fields)).toMatchObject({
        status: 400,
        message: messages.unknownReference.kg,
      });
    expect((await app.api.refused(SAVE, newMember({ idSpecial: 9999 }))).message).toBe(
      messages.placeholderRow.en,
    );
  });

  it('lets exactly one of two chairs saved at once into a commission in', async () => {
    const chair = (memberName: string) =>
      newMember({ idFaculty: 5, idSpecial: 26, idMemberType: CHAIR, memberName });
    const answers = await Promise.all([
      app.api.sms(SAVE, chair('Первый Председатель')),
      app.api.sms(SAVE, chair('Второй Председатель')),
    ]);
    expect(answers.sort()).toEqual([1, 3]);
    expect((await membersOf(5, 26)).filter((row) => row.id_member_type === CHAIR)).toHaveLength(1);
  });
});

describe('removing a member of a speciality commission', () => {
  it('deletes one (8), answers 404 once it is gone and 400 without a usable id', async () => {
    expect(await app.api.sms(SAVE, newMember({ memberName: 'Уходящий Член' }))).toBe(1);
    const { id_GAK_member_speciality: id } = await memberNamed(1, 1, 'Уходящий Член');
    expect(await app.api.sms(DELETE, { idGAKMemberSpeciality: id })).toBe(8);
    expect(await memberNamed(1, 1, 'Уходящий Член')).toBeUndefined();
    expect((await app.api.refused(DELETE, { idGAKMemberSpeciality: id })).status).toBe(404);
    for (const body of [{}, { idGAKMemberSpeciality: -1 }, { idGAKMemberSpeciality: 'x' }])
      expect((await app.api.refused(DELETE, body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('without a session', () => {
  it('answers 401 to every call of both screens', () =>
    expectSessionNeeded(app.t, callsOf(calls), {
      postBody: { ...newMember(), idVuz: 1, idGAKMemberHistory: 1 },
      lang: 'kg',
      message: messages.unauthenticated.kg,
    }));
});
