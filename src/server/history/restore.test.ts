import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { apiCalls } from '../testing/api-calls';
import {
  newDirection as newDirectionOf,
  saveDirection as saveDirectionBy,
  tag,
} from '../testing/history-fixtures';
import { signedInApp } from '../testing/signed-in-app';
import { newReader } from '../testing/wiki-fixtures';

// Decision 0046: a record's earlier values restored from its history, by the rules of its own save, as one
// new audited change. Both databases (TEST_DATABASE=pg).

const app = signedInApp();

type Entry = { auditId: number; action: string; rowVersion: number | null };
const history = async (kind: string, id: number, api = app.api) =>
  (await api.post('history/record', { kind, id })).data as Entry[];
const restore = (
  kind: string,
  id: number,
  auditId: number,
  rowVersion?: number | null,
  api = app.api,
  lang = 'ru',
) => api.post('history/restore', { kind, id, auditId, ...(rowVersion ? { rowVersion } : {}) }, lang);
const directionRow = async (id: number) =>
  (
    await app.t.database.query<Record<string, unknown>>(
      'SELECT code, direction, direction_kg, direction_en, row_version FROM direction WHERE id_direction = $1',
      [id],
    )
  )[0];

const newDirection = (code: string, kg = '') => newDirectionOf(app, code, kg);
const saveDirection = (id: number, code: string, fields: Record<string, unknown> = {}) =>
  saveDirectionBy(app.api, id, code, fields);

async function newEditor(facultyIds: number[]) {
  const login = `restorer-${tag()}`;
  await app.t.database.query(
    `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
     VALUES ($1, $2, 'Калыбы', 'Тест', 'editor', false, $3::int[])`,
    [login, await hashPassword('restore-Pass-2026'), `{${facultyIds.join(',')}}`],
  );
  return apiCalls(app.t, await app.t.signIn(login, 'restore-Pass-2026'));
}

describe('restoring a record from its history', () => {
  it('sets the changed fields back as one new change; that change is itself undone the same way', async () => {
    const code = tag();
    const id = await newDirection(code);
    await saveDirection(id, code, { directionKg: 'Багыт' });
    await saveDirection(id, code, { directionKg: 'Багыт 2', directionEn: 'Direction' });
    const [latest, , created] = await history('direction', id);
    expect(await restore('direction', id, created?.auditId as number, latest?.rowVersion)).toMatchObject({
      status: 200,
      data: [{ sms: 2 }],
    });
    expect(await directionRow(id)).toMatchObject({ direction_kg: '', direction_en: '', row_version: 4 });
    const [restoring, before] = await history('direction', id);
    expect(restoring).toMatchObject({ action: 'changed', rowVersion: 4 });
    expect(await restore('direction', id, before?.auditId as number, 4)).toMatchObject({
      data: [{ sms: 2 }],
    });
    expect(await directionRow(id)).toMatchObject({ direction_kg: 'Багыт 2', direction_en: 'Direction' });
  });

  it('is refused, changing nothing, when the record changed since its history was read (409)', async () => {
    const code = tag();
    const id = await newDirection(code);
    await saveDirection(id, code, { directionKg: 'Багыт' });
    const [latest, created] = await history('direction', id);
    await saveDirection(id, code, { directionKg: 'Багыт 3' });
    const answer = await restore(
      'direction',
      id,
      created?.auditId as number,
      latest?.rowVersion,
      app.api,
      'en',
    );
    expect(answer).toMatchObject({ status: 409, error: 'CONFLICT' });
    expect(await directionRow(id)).toMatchObject({ direction_kg: 'Багыт 3' });
  });

  it('an old code another record holds now: sms 3 naming it, nothing changed', async () => {
    const [code, other] = [tag(), tag()];
    const id = await newDirection(code);
    await saveDirection(id, other);
    await newDirection(code);
    const [latest, created] = await history('direction', id);
    const answer = await restore('direction', id, created?.auditId as number, latest?.rowVersion);
    expect(answer.data).toEqual([{ sms: 3 }]);
    expect(answer.message).toContain(code);
    expect(await directionRow(id)).toMatchObject({ code: other });
  });

  it('a deleted direction comes back with its id and values; once back, it is not brought back twice', async () => {
    const code = tag();
    const id = await newDirection(code, 'Кайтарылган');
    await app.api.post('ministerstvo/del-direction', { idDirection: id });
    const [deleted] = await history('direction', id);
    expect(await restore('direction', id, deleted?.auditId as number)).toMatchObject({ data: [{ sms: 1 }] });
    expect(await directionRow(id)).toMatchObject({ code, direction_kg: 'Кайтарылган' });
    expect(await restore('direction', id, deleted?.auditId as number, 1, app.api, 'en')).toMatchObject({
      status: 400,
      message: 'The record already has these values: there is nothing to restore',
    });
  });

  it("a speciality's department gone since: refused, naming no id; its faculty is not set back", async () => {
    const [department] = await app.t.database.query<{ id: number }>(
      `INSERT INTO kafedra (id_faculty, sn_f1, f1, f1_kg, f1_en) VALUES (1, 'ВК', 'Временная', 'Убактылуу', 'Temporary')
       RETURNING id_kafedra AS id`,
    );
    await app.t.database.query('UPDATE speciality SET id_kafedra = $1 WHERE id_speciality = 2', [
      department?.id,
    ]);
    const [withDepartment] = await history('speciality', 2);
    await app.t.database.query('UPDATE speciality SET id_kafedra = NULL WHERE id_speciality = 2');
    await app.t.database.query('DELETE FROM kafedra WHERE id_kafedra = $1', [department?.id]);
    const [latest] = await history('speciality', 2);
    const refused = await restore(
      'speciality',
      2,
      withDepartment?.auditId as number,
      latest?.rowVersion,
      app.api,
      'en',
    );
    expect(refused).toMatchObject({
      status: 400,
      message: 'The earlier value of the field "Department" is a record that no longer exists',
    });

    await app.t.database.query('UPDATE speciality SET id_faculty = 2 WHERE id_speciality = 3');
    await app.t.database.query('UPDATE speciality SET id_faculty = 1 WHERE id_speciality = 3');
    const [back, moved] = await history('speciality', 3);
    expect(await restore('speciality', 3, moved?.auditId as number, back?.rowVersion)).toMatchObject({
      status: 400,
      message: 'Эти поля на экране не меняются, поэтому их прежние значения не восстановить: Факультет',
    });
  });

  it("restores a speciality's parameters through their own save (department, thresholds)", async () => {
    const [before] = await app.t.database.query<{ ort_maths: number }>(
      'SELECT ort_maths FROM speciality WHERE id_speciality = 4',
    );
    await app.t.database.query('UPDATE speciality SET ort_maths = ort_maths + 7 WHERE id_speciality = 4');
    const [changed, earlier] = await history('speciality', 4);
    expect(await restore('speciality', 4, earlier?.auditId as number, changed?.rowVersion)).toMatchObject({
      data: [{ sms: 2 }],
    });
    const [after] = await app.t.database.query<{ ort_maths: number }>(
      'SELECT ort_maths FROM speciality WHERE id_speciality = 4',
    );
    expect(after?.ort_maths).toBe(before?.ort_maths);
  });

  it('an editor restores inside their faculties only; a viewer not at all', async () => {
    const code = tag();
    await app.api.post('ministerstvo/ins-upd-kaf', {
      idKafedra: -1,
      snF1: 'РК',
      f1: `Кафедра ${code}`,
      f1Kg: 'Кафедра',
      f1En: 'Department',
      idFaculty: 1,
    });
    const [row] = await app.t.database.query<{ id: number }>(
      'SELECT id_kafedra AS id FROM kafedra WHERE f1 = $1',
      [`Кафедра ${code}`],
    );
    const id = row?.id as number;
    await app.t.database.query("UPDATE kafedra SET f1_en = 'Changed' WHERE id_kafedra = $1", [id]);
    const [latest, created] = await history('department', id);
    const outsider = await newEditor([2]);
    expect(
      await restore('department', id, created?.auditId as number, latest?.rowVersion, outsider, 'en'),
    ).toMatchObject({
      status: 403,
    });
    const viewer = await newReader(app.t, `viewer-${tag()}`);
    expect(
      await restore('department', id, created?.auditId as number, latest?.rowVersion, viewer),
    ).toMatchObject({
      status: 403,
    });
    const [unchanged] = await app.t.database.query<{ f1_en: string }>(
      'SELECT f1_en FROM kafedra WHERE id_kafedra = $1',
      [id],
    );
    expect(unchanged?.f1_en).toBe('Changed');
    const insider = await newEditor([1]);
    expect(
      await restore('department', id, created?.auditId as number, latest?.rowVersion, insider),
    ).toMatchObject({
      data: [{ sms: 2 }],
    });
  });

  it('refuses a change of another record, and a record gone that no one save brings back', async () => {
    const [first] = await history('direction', 1);
    expect(await restore('direction', 2, first?.auditId as number, undefined, app.api, 'en')).toMatchObject({
      status: 400,
      message: "This change is not one of this record's",
    });
  });
});

describe('restoring through the hand-written saves', () => {
  const specialityMember = (id: number, fields: Record<string, unknown>) =>
    app.api.post('gak-spec/insUpd-gak-speciality', {
      idGAKMemberSpeciality: id,
      idFaculty: 1,
      idSpecial: 2,
      ...fields,
    });

  it("a speciality commission's former chair back as chair while another holds it: 3 naming the chair", async () => {
    const [chair] = await app.t.database.query<{ id: number; name: string; title: string }>(
      `SELECT id_gak_member_speciality AS id, member_name AS name, title FROM gak_member_speciality
        WHERE id_faculty = 1 AND id_special = 2 AND id_member_type = 1`,
    );
    const id = chair?.id as number;
    await specialityMember(id, { idMemberType: 3, memberName: chair?.name, title: chair?.title });
    const newChair = `Жаңы Төрага ${tag()}`;
    await specialityMember(-1, { idMemberType: 1, memberName: newChair, title: 'профессор' });
    const [latest, wasChair] = await history('specialityCommissionMember', id);
    const answer = await restore(
      'specialityCommissionMember',
      id,
      wasChair?.auditId as number,
      latest?.rowVersion,
    );
    expect(answer.data).toEqual([{ sms: 3 }]);
    expect(answer.message).toContain(newChair);
    const [now] = await app.t.database.query<{ type: number }>(
      'SELECT id_member_type AS type FROM gak_member_speciality WHERE id_gak_member_speciality = $1',
      [id],
    );
    expect(now?.type).toBe(3);
  });

  it("a user's earlier names come back by the users form's save (administrators only)", async () => {
    const login = `named-${tag()}`;
    const account = { login, surname: 'Биринчи', name: 'Ат', patronymic: '', role: 'viewer' };
    await app.api.post('users/save', { idAvnUser: -1, ...account, password: 'first-Pass-2026' });
    const [row] = await app.t.database.query<{ id: number }>(
      'SELECT id_avn_user AS id FROM avn_user WHERE login = $1',
      [login],
    );
    const id = row?.id as number;
    await app.api.post('users/save', { idAvnUser: id, ...account, surname: 'Экинчи', rowVersion: 1 });
    const [latest, created] = await history('user', id);
    const editor = await newEditor([1]);
    expect(await restore('user', id, created?.auditId as number, latest?.rowVersion, editor)).toMatchObject({
      status: 403,
    });
    expect(await restore('user', id, created?.auditId as number, latest?.rowVersion)).toMatchObject({
      data: [{ sms: 2 }],
    });
    const [now] = await app.t.database.query<{ surname: string }>(
      'SELECT surname FROM avn_user WHERE id_avn_user = $1',
      [id],
    );
    expect(now?.surname).toBe('Биринчи');
  });
});

describe('a record gone for good', () => {
  it('a deleted speciality is not brought back by one save (its groups and plans went with it): 404, nothing made', async () => {
    const [name] = await app.t.database.query<{ id: number }>(
      `INSERT INTO special (code, special, special_kg, special_en) VALUES ($1, 'Временная', 'Убактылуу', 'Temporary')
       RETURNING id_special AS id`,
      [tag()],
    );
    const [speciality] = await app.t.database.query<{ id: number }>(
      `INSERT INTO speciality (id_faculty, id_direction, id_special, id_f_educ, trimester, phd)
       SELECT id_faculty, id_direction, $1, id_f_educ, trimester, phd FROM speciality WHERE id_speciality = 1
       RETURNING id_speciality AS id`,
      [name?.id],
    );
    const id = speciality?.id as number;
    await app.t.database.query('DELETE FROM speciality WHERE id_speciality = $1', [id]);
    const [deleted] = await history('speciality', id);
    expect(deleted?.action).toBe('deleted');
    expect(
      await restore('speciality', id, deleted?.auditId as number, undefined, app.api, 'en'),
    ).toMatchObject({
      status: 404,
      message:
        'This record no longer exists: it was deleted, and such a record cannot be brought back from its history',
    });
    expect(await app.t.database.query('SELECT 1 FROM speciality WHERE id_speciality = $1', [id])).toEqual([]);
  });
});
