import { describe, expect, it } from 'vitest';
import type { SpecialityMemberRow } from '../../contract/commission';
import { hashPassword } from '../auth/passwords';
import { messages } from '../core/messages';
import { apiCalls } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { CHAIR, MEMBER } from '../testing/commission-fixtures';
import { exportFile } from '../testing/export-file';
import { expectRoundTrip } from '../testing/import-calls';
import { csvOf, fileOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Import (decision 0047) on a faculty's commission for a speciality (decision 0022): a file of its members previewed row by
// row, then applied in one transaction by the screen's own save (one chair, one name per commission, a
// speciality the faculty teaches, the faculty scope). Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const TITLES = ['Роль в комиссии', 'ФИО', 'Учёная степень, звание'];
const target = (idFaculty: number, idSpecial: number) => ({
  table: 'specMember',
  filter: { idFaculty, idSpecial },
});

const preview = (seat: [number, number], bytes: Buffer, lang = 'ru', api = app.api) =>
  api.post('import/preview', { ...target(...seat), file: fileOf(bytes) }, lang);
const apply = (seat: [number, number], bytes: Buffer, token: string, lang = 'ru') =>
  app.api.post('import/apply', { ...target(...seat), file: fileOf(bytes), token }, lang);
const membersOf = async (idFaculty: number, idSpecial: number): Promise<SpecialityMemberRow[]> =>
  app.api.data('POST', 'gak-spec/speciality', { idFaculty, idSpecial });
const memberNamed = async (seat: [number, number], name: string) =>
  (await membersOf(...seat)).find((row) => row.member_name === name);
const save = (seat: [number, number], fields: Record<string, unknown>) =>
  app.api.sms('gak-spec/insUpd-gak-speciality', {
    idGAKMemberSpeciality: -1,
    idFaculty: seat[0],
    idSpecial: seat[1],
    idMemberType: MEMBER,
    title: 'к.э.н., доцент',
    ...fields,
  });
const lastAudit = async () =>
  (await app.t.database.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM audit_log'))[0]
    ?.id ?? 0;
const auditedSince = (id: number) =>
  app.t.database.query<{ row: string; action: string; user: number; name: string }>(
    `SELECT row_id AS row, action, id_avn_user AS user, after ->> 'member_name' AS name FROM audit_log
      WHERE id > $1 AND table_name = 'gak_member_speciality' ORDER BY id`,
    [id],
  );

describe("importing a speciality's commission", () => {
  it('round-trips its own export: every member unchanged, in both formats', async () => {
    await expectRoundTrip(app.t, app.cookie, app.api, target(1, 1), 'en');
  });

  it('previews each verdict with its reason, writes nothing, then applies the accepted rows, audited', async () => {
    const seat: [number, number] = [1, 2];
    const exported = await exportFile(app.t, app.cookie, { ...target(...seat), format: 'xlsx' }, 'kg');
    // A member changed on the screen after the export: the file's row is no longer its record.
    const mamytova = (await memberNamed(seat, 'Мамытова Чолпон Бектуровна')) as SpecialityMemberRow;
    expect(
      await save(seat, {
        idGAKMemberSpeciality: mamytova.id_GAK_member_speciality,
        memberName: mamytova.member_name,
        title: 'д.э.н., доцент',
        rowVersion: mamytova.rowVersion,
      }),
    ).toBe(2);
    const edited = exported.rows.map((row) => {
      const cells = [...row];
      if (cells[1] === 'Токтосунов Мирлан Жусупович') cells[2] = 'к.э.н., ст. преподаватель';
      return cells;
    });
    const file = await workbookOf([
      exported.titles,
      ...edited,
      ['Комиссиянын мүчөсү', 'Асанова Жыпар Турсунбековна', 'к.э.н.'],
      ['Member', 'Асанова Жыпар Турсунбековна', 'к.э.н.'],
      ['Комиссиянын мүчөсү', 'Бакиров Нурбек Асанович', ''],
      ['Комиссиянын мүчөсү', 'Бекова Айгерим Асановна', 'я'.repeat(201)],
      ['Декан', 'Жумалиев Тимур Асанович', 'к.э.н.'],
      ['Төрага', 'Сатыбалдиев Азамат Нурланович', 'д.э.н.'],
    ]);
    const before = await fingerprint(app.t.database);
    const answer = await preview(seat, file, 'kg');
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(answer.status).toBe(200);
    const title = 'Илимий даражасы, наамы';
    const twoChairs =
      'Файлдын 2 жана 11-саптары «Төрага» ролуна дайындайт, бул ролду бир гана адам ээлейт: алардын бирөөнү гана калтырыңыз';
    const twice =
      'Файлдын 6 жана 7-саптары бир эле «Асанова Жыпар Турсунбековна (Комиссиянын мүчөсү)» жазуусуна тиешелүү: алардын бирөөнү гана калтырыңыз';
    expect(answer.data.rows).toEqual([
      // The chair the file keeps and a new one in line 11: the file contradicts itself, both refused.
      {
        line: 2,
        verdict: 'refuse',
        record: 'Кожобекова Гульмира Турдубаевна (Төрага)',
        changes: [],
        reason: twoChairs,
      },
      {
        line: 3,
        verdict: 'unchanged',
        record: 'Джумабаева Айгуль Токтосуновна (Төраганын орун басары)',
        changes: [],
        reason: null,
      },
      {
        line: 4,
        verdict: 'refuse',
        record: 'Мамытова Чолпон Бектуровна (Комиссиянын мүчөсү)',
        changes: [],
        reason: messages.importRowChangedSince.kg,
      },
      {
        line: 5,
        verdict: 'update',
        record: 'Токтосунов Мирлан Жусупович (Катчы)',
        changes: [{ column: title, before: 'ст. преподаватель', after: 'к.э.н., ст. преподаватель' }],
        reason: null,
      },
      // One member twice (the role in two languages): both rows refused, neither merged into the other.
      {
        line: 6,
        verdict: 'refuse',
        record: 'Асанова Жыпар Турсунбековна (Комиссиянын мүчөсү)',
        changes: [],
        reason: twice,
      },
      {
        line: 7,
        verdict: 'refuse',
        record: 'Асанова Жыпар Турсунбековна (Member)',
        changes: [],
        reason: twice,
      },
      {
        line: 8,
        verdict: 'refuse',
        record: 'Бакиров Нурбек Асанович (Комиссиянын мүчөсү)',
        changes: [],
        reason: `«${title}» талаасынын мааниси туура эмес: талаа милдеттүү`,
      },
      {
        line: 9,
        verdict: 'refuse',
        record: `Бекова Айгерим Асановна (Комиссиянын мүчөсү)`,
        changes: [],
        reason: `«${title}» талаасынын мааниси туура эмес: текст эң көбү 200 белгиден турат`,
      },
      {
        line: 10,
        verdict: 'refuse',
        record: 'Жумалиев Тимур Асанович (Декан)',
        changes: [],
        reason: 'Комиссиядагы ролу «Декан» табылган жок',
      },
      {
        line: 11,
        verdict: 'refuse',
        record: 'Сатыбалдиев Азамат Нурланович (Төрага)',
        changes: [],
        reason: twoChairs,
      },
    ]);
    expect(answer.data.counts).toEqual({ create: 0, update: 1, unchanged: 1, refuse: 8 });

    const audited = await lastAudit();
    const applied = await apply(seat, file, answer.data.token, 'kg');
    expect(applied).toMatchObject({ status: 200, data: { create: 0, update: 1, unchanged: 1, refuse: 8 } });
    const members = await membersOf(...seat);
    expect(members).toHaveLength(4);
    expect(await memberNamed(seat, 'Асанова Жыпар Турсунбековна')).toBeUndefined();
    const secretary = await memberNamed(seat, 'Токтосунов Мирлан Жусупович');
    expect(secretary?.title).toBe('к.э.н., ст. преподаватель');
    expect(await auditedSince(audited)).toEqual([
      {
        row: String(secretary?.id_GAK_member_speciality),
        action: 'update',
        user: 1,
        name: secretary?.member_name,
      },
    ]);
  });

  it('refuses every row of a speciality the faculty does not teach, and of a faculty outside the scope', async () => {
    const file = csvOf([TITLES, ['Член комиссии', 'Новый Член Комиссии', 'к.т.н.']]);
    const [row] = (await preview([1, 11], file, 'en')).data.rows;
    expect(row).toMatchObject({
      verdict: 'refuse',
      reason:
        'The speciality "230105 Software for Computing Machinery and Automated Systems" is not taught by the ' +
        'faculty "Faculty of Economics and Management": choose a speciality of that faculty',
    });
    const PASSWORD = 'import-Test-Pass-2';
    await app.t.database.query(
      `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
       VALUES ('spec-import-editor', $1, 'Импортов', 'Тест', 'editor', false, '{2}')`,
      [await hashPassword(PASSWORD)],
    );
    const editor = apiCalls(app.t, await app.t.signIn('spec-import-editor', PASSWORD));
    const outside = await preview([1, 1], file, 'ru', editor);
    expect(outside.data.rows).toMatchObject([{ verdict: 'refuse', reason: messages.outsideScope.ru }]);
    expect((await preview([2, 11], file, 'ru', editor)).data.counts).toMatchObject({ create: 1 });
  });

  it('refuses the apply, writing nothing, when the commission changed since the preview', async () => {
    const seat: [number, number] = [3, 16];
    const file = csvOf([TITLES, ['Председатель', 'Жолдошев Нурлан Бакытович', 'д.ю.н.']]);
    const chair = (await memberNamed(seat, 'Мукамбетов Айбек Канатович')) as SpecialityMemberRow;
    expect(
      await save(seat, {
        idGAKMemberSpeciality: chair.id_GAK_member_speciality,
        idMemberType: MEMBER,
        memberName: chair.member_name,
        title: chair.title,
        rowVersion: chair.rowVersion,
      }),
    ).toBe(2);
    const { data } = await preview(seat, file);
    expect(data.counts).toMatchObject({ create: 1, refuse: 0 });
    expect(await save(seat, { idMemberType: CHAIR, memberName: 'Сыдыкова Айжан Толонбековна' })).toBe(1);
    const before = await fingerprint(app.t.database);
    expect(await apply(seat, file, data.token, 'en')).toMatchObject({
      status: 409,
      message: messages.importStale.en,
    });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });
});
