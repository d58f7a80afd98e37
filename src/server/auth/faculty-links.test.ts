import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permissions } from '../../contract/access';
import { type Language, languages } from '../../contract/limits';
import { type MessageKey, translate } from '../core/messages';
import { type AdminCalls, find, newSpeciality } from '../testing/admin-fixtures';
import { answerOf, refusal } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { MEMBER } from '../testing/commission-fixtures';
import { startTestApp, type TestApp } from '../testing/test-app';
import { hashPassword } from './passwords';

// Decision 0013's addendum: a row's references stay inside its faculty, for every role. Each cross-faculty link
// is refused (400, named, in the request's language) changing nothing, as an administrator and as an
// editor whose scope holds the faculties involved; the same call with a link inside the faculty is made.

interface Actor {
  name: string;
  cookie: string;
}

let t: TestApp;
let admin: Actor;
let editorOf1: Actor;
let editorOf1And2: Actor;
let adminCalls: AdminCalls;
const PASSWORD = 'links-Test-Pass-1';

async function addEditor(login: string, facultyIds: number[]): Promise<Actor> {
  const scope: Permissions = { role: 'editor', allFaculties: false, facultyIds };
  await t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
     VALUES ($1, $2, 'Связев', 'Тест', $3, false, $4::int[])`,
    [login, await hashPassword(PASSWORD), scope.role, `{${facultyIds.join(',')}}`],
  );
  return { name: login, cookie: await t.signIn(login, PASSWORD) };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = { name: 'administrator', cookie: await t.signIn() };
  editorOf1 = await addEditor('links-editor-1', [1]);
  editorOf1And2 = await addEditor('links-editor-12', [1, 2]);
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) =>
    (await t.call(method, path, { cookie: admin.cookie, body })).json().data;
  adminCalls = { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
});
afterAll(() => t.close());

let turn = 0;
const nextLang = () => languages[turn++ % languages.length] as Language;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const post = async (actor: Actor, path: string, body: unknown, lang: Language = 'en') =>
  answerOf(await t.call('POST', path, { cookie: actor.cookie, body, lang }));

/** Names of a row in the three languages, as the refusal quotes them. */
async function namesOf(sql: string, id: number): Promise<Record<Language, string>> {
  const [row] = await t.database.query<Record<Language, string>>(sql, [id]);
  if (!row) throw new Error(`no row ${id}`);
  return row;
}
const department = (id: number) =>
  namesOf('SELECT f1 AS ru, f1_kg AS kg, f1_en AS en FROM kafedra WHERE id_kafedra = $1', id);
const faculty = (id: number) =>
  namesOf('SELECT faculty AS ru, faculty_kg AS kg, faculty_en AS en FROM faculty WHERE id_faculty = $1', id);
const special = (id: number) =>
  namesOf(
    `SELECT code || ' ' || special AS ru, code || ' ' || coalesce(nullif(special_kg, ''), special) AS kg,
            code || ' ' || coalesce(nullif(special_en, ''), special) AS en
       FROM special WHERE id_special = $1`,
    id,
  );

/** The refusal's parameters, each name given in the three languages. */
const inLanguages = (names: Record<string, Record<Language, string>>) =>
  Object.fromEntries(
    Object.entries(names).flatMap(([key, texts]) => languages.map((lang) => [`${key}_${lang}`, texts[lang]])),
  );

/** Refused with 400 and the named message in the request's language; the database unchanged. */
async function expectRefused(
  actor: Actor,
  path: string,
  body: unknown,
  key: MessageKey,
  params: Record<string, string>,
) {
  const lang = nextLang();
  const before = await fingerprint(t.database);
  const answer = await post(actor, path, body, lang);
  const label = `${actor.name} → ${path} ${JSON.stringify(body)}`;
  expect(answer, label).toEqual(refusal(400, 'VALIDATION', translate(key, lang, params)));
  expect(answer.message, label).not.toMatch(/\{\w+\}/);
  expect(await fingerprint(t.database), label).toEqual(before);
}

const expectSms = async (actor: Actor, path: string, body: unknown, sms: number) => {
  const answer = await post(actor, path, body);
  expect(answer, `${actor.name} → ${path} ${JSON.stringify(body)}`).toMatchObject({
    status: 200,
    data: [{ sms }],
  });
};

// Seeded: departments 1–4 of faculty 1, 5–8 of faculty 2; speciality 1 (faculty 1) teaches special 1,
// speciality 14 (faculty 2) special 10, which faculty 1 does not teach.
const PARAMETERS = 'ministerstvo/insUpdSpecialtyParameters/insupd';
const SPECIALITY_MEMBER = 'gak-spec/insUpd-gak-speciality';
const DEPARTMENT = 'ministerstvo/ins-upd-kaf';

describe("a speciality's department is one of its faculty's", () => {
  it.each([
    ['administrator', () => admin],
    ['editor of faculty 1', () => editorOf1],
  ])('%s: a department of faculty 2 is refused, one of faculty 1 saved', async (_name, actor) => {
    const params = inLanguages({ department: await department(5) });
    await expectRefused(
      actor(),
      PARAMETERS,
      { idSpeciality: 1, idKafedra: 5 },
      'specialityDepartmentOfOtherFaculty',
      params,
    );
    await expectSms(actor(), PARAMETERS, { idSpeciality: 1, idKafedra: 1 }, 2);
    const [row] = await t.database.query<{ id: number }>(
      'SELECT id_kafedra AS id FROM speciality WHERE id_speciality = 1',
    );
    expect(row?.id).toBe(1);
  });
});

describe("a speciality commission's speciality is one its faculty teaches", () => {
  const member = (fields: Record<string, unknown>) => ({
    idGAKMemberSpeciality: -1,
    idFaculty: 1,
    idSpecial: 1,
    idMemberType: MEMBER,
    memberName: `Член ${unique()}`,
    title: 'к.э.н., доцент',
    ...fields,
  });

  it.each([
    ['administrator', () => admin],
    ['editor of faculty 1', () => editorOf1],
  ])(
    '%s: a new member or a moved one is refused, a member of a taught speciality saved',
    async (_name, actor) => {
      const params = inLanguages({ speciality: await special(10), faculty: await faculty(1) });
      await expectRefused(
        actor(),
        SPECIALITY_MEMBER,
        member({ idSpecial: 10 }),
        'specialityNotTaught',
        params,
      );

      const name = `Член ${unique()}`;
      await expectSms(actor(), SPECIALITY_MEMBER, member({ memberName: name }), 1);
      const saved = find(
        await adminCalls.post('gak-spec/speciality', { idFaculty: 1, idSpecial: 1 }),
        'member_name',
        name,
      );
      const id = saved.id_GAK_member_speciality as number;
      await expectRefused(
        actor(),
        SPECIALITY_MEMBER,
        member({ idGAKMemberSpeciality: id, memberName: name, idSpecial: 10 }),
        'specialityNotTaught',
        params,
      );
      // Special 2 is taught by faculty 1 too (specialities 2 and 3).
      await expectSms(
        actor(),
        SPECIALITY_MEMBER,
        member({ idGAKMemberSpeciality: id, memberName: name, idSpecial: 2 }),
        2,
      );
    },
  );

  it.each([
    ['administrator', () => admin],
    ['editor of faculty 1', () => editorOf1],
  ])(
    "%s: a faculty's last binding of a speciality its commission sits on is not deleted (6)",
    async (_name, actor) => {
      const idSpeciality = await newSpeciality(adminCalls, 1, unique());
      const [binding] = await t.database.query<{ idSpecial: number }>(
        'SELECT id_special AS "idSpecial" FROM speciality WHERE id_speciality = $1',
        [idSpeciality],
      );
      const idSpecial = binding?.idSpecial as number;
      const name = `Член ${unique()}`;
      await expectSms(admin, SPECIALITY_MEMBER, member({ idSpecial, memberName: name }), 1);
      const before = await fingerprint(t.database);
      await expectSms(actor(), 'ministerstvo/del-spec', { idSpec: idSpeciality }, 6);
      expect(await fingerprint(t.database)).toEqual(before);

      const id = find(
        await adminCalls.post('gak-spec/speciality', { idFaculty: 1, idSpecial }),
        'member_name',
        name,
      ).id_GAK_member_speciality;
      await expectSms(admin, 'gak-spec/delete-gak-speciality', { idGAKMemberSpeciality: id }, 8);
      await expectSms(actor(), 'ministerstvo/del-spec', { idSpec: idSpeciality }, 8);
    },
  );
});

describe('a department keeps its faculty while its specialities or classrooms name it', () => {
  const departmentBody = async (idKafedra: number, idFaculty: number) => {
    const [row] = await t.database.query<{ snF1: string; f1: string; f1Kg: string; f1En: string }>(
      `SELECT sn_f1 AS "snF1", f1, f1_kg AS "f1Kg", f1_en AS "f1En" FROM kafedra WHERE id_kafedra = $1`,
      [idKafedra],
    );
    return { idKafedra, ...row, idFaculty };
  };

  it.each([
    ['administrator', () => admin],
    ['editor of faculties 1 and 2', () => editorOf1And2],
  ])('%s: a department named by its specialities is not moved; an unused one is', async (_name, actor) => {
    // Department 2 is the department of specialities 1–13 (faculty 1).
    await expectRefused(
      actor(),
      DEPARTMENT,
      await departmentBody(2, 2),
      'departmentInUse',
      inLanguages({ department: await department(2) }),
    );
    const f1 = `Кафедра ${unique()}`;
    await expectSms(
      actor(),
      DEPARTMENT,
      { idKafedra: -1, snF1: 'К', f1, f1Kg: 'Кафедра', f1En: 'Dept', idFaculty: 1 },
      1,
    );
    const [created] = await t.database.query<{ id: number }>(
      'SELECT id_kafedra AS id FROM kafedra WHERE f1 = $1',
      [f1],
    );
    await expectSms(actor(), DEPARTMENT, await departmentBody(created?.id as number, 2), 2);
  });

  it('a department named by a classroom of its faculty is not moved', async () => {
    const f1 = `Кафедра ${unique()}`;
    await expectSms(
      admin,
      DEPARTMENT,
      { idKafedra: -1, snF1: 'К', f1, f1Kg: 'Кафедра', f1En: 'Dept', idFaculty: 1 },
      1,
    );
    const [created] = await t.database.query<{ id: number }>(
      'SELECT id_kafedra AS id FROM kafedra WHERE f1 = $1',
      [f1],
    );
    const idKafedra = created?.id as number;
    await expectSms(
      admin,
      'audience/ins-upd-auditoriums',
      {
        idAuditorium: -1,
        idKorpus: 1,
        number: `Л-${unique()}`,
        contain: 20,
        specific: null,
        note: 'Лаборатория',
        square: 40,
        idFaculty: 1,
        idOtdel1: null,
        idKafedra,
      },
      1,
    );
    await expectRefused(
      admin,
      DEPARTMENT,
      await departmentBody(idKafedra, 2),
      'departmentInUse',
      inLanguages({ department: await department(idKafedra) }),
    );
  });
});
