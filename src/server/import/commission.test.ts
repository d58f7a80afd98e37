import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { dayOf } from '../commission/rules';
import { messages, translate } from '../core/messages';
import { apiCalls } from '../testing/api-calls';
import { fingerprint } from '../testing/checksum';
import { facultyCommission, MEMBER } from '../testing/commission-fixtures';
import { exportFile } from '../testing/export-file';
import { expectRoundTrip } from '../testing/import-calls';
import { csvOf, fileOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Import (decision 0047) on a faculty's commission (decisions 0022 and 0031): a file of its members previewed row by row, then
// applied in one transaction by the screen's own save, whose rules (one chair, one name per commission,
// the faculty scope, a term begun keeps its person) refuse a row with the screen's sentence. The history
// is evidence: a file never sets a term's days. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const today = dayOf(new Date());
const { everyone, named } = facultyCommission(app);
const TITLES = ['Роль в комиссии', 'ФИО', 'Учёная степень, звание'];
const target = (idFaculty: number) => ({ table: 'stateMember', filter: { idFaculty } });

const preview = (idFaculty: number, bytes: Buffer, lang = 'ru', api = app.api) =>
  api.post('import/preview', { ...target(idFaculty), file: fileOf(bytes) }, lang);
const apply = (idFaculty: number, bytes: Buffer, token: string, lang = 'ru') =>
  app.api.post('import/apply', { ...target(idFaculty), file: fileOf(bytes), token }, lang);
const lastAudit = async () =>
  (await app.t.database.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM audit_log'))[0]
    ?.id ?? 0;
const auditedSince = (id: number) =>
  app.t.database.query<{ row: string; action: string; user: number; title: string }>(
    `SELECT row_id AS row, action, id_avn_user AS user, after ->> 'title' AS title FROM audit_log
      WHERE id > $1 AND table_name = 'gak_member_history' ORDER BY id`,
    [id],
  );
const termsOf = async (idFaculty: number, name: string) =>
  (await everyone(idFaculty))
    .filter((row) => row.member_name === name)
    .map((row) => [row.member_type, row.since, row.until]);

describe("importing a faculty's commission", () => {
  it('round-trips its own export: every member unchanged, in both formats', async () => {
    await expectRoundTrip(app.t, app.cookie, app.api, target(1), 'ru');
  });

  it('previews each verdict with its reason, writes nothing, then applies the accepted rows, audited', async () => {
    const musaeva = await named(2, 'Мусаева Гульзат Таалайбековна');
    const file = csvOf([
      TITLES,
      ['Член комиссии', 'Новиков Олег Игоревич', 'к.т.н.'],
      ['Член комиссии', 'Мусаева Гульзат Таалайбековна', 'д.т.н., профессор'],
      ['Заместитель председателя', 'Осмонов Бакыт Асанович', 'к.т.н., доцент'],
      ['Член комиссии', '', 'к.т.н.'],
      ['Член комиссии', 'я'.repeat(501), 'к.т.н.'],
      ['Ректор', 'Бекмуратов Руслан Бекович', 'д.т.н.'],
      ['Председатель', 'Алиев Руслан Бекович', 'д.т.н.'],
      ['Заместитель председателя', 'Петров Алексей Николаевич', 'к.ф.-м.н., доцент'],
      ['Член комиссии', 'Сыдыков Марат Бекович', 'к.т.н.'],
      ['член комиссии', 'сыдыков марат бекович ', 'к.т.н.'],
    ]);
    const before = await fingerprint(app.t.database);
    const answer = await preview(2, file);
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(answer.status).toBe(200);
    expect(answer.data.counts).toEqual({ create: 1, update: 1, unchanged: 1, refuse: 7 });
    const sameRecord =
      'Строки 10 и 11 файла относятся к одной записи «Сыдыков Марат Бекович (Член комиссии)»: оставьте одну из них';
    const refused = (line: number, record: string, reason: string) => ({
      line,
      verdict: 'refuse',
      record,
      changes: [],
      reason,
    });
    expect(answer.data.rows).toEqual([
      {
        line: 2,
        verdict: 'create',
        record: 'Новиков Олег Игоревич (Член комиссии)',
        changes: [],
        reason: null,
      },
      {
        line: 3,
        verdict: 'update',
        record: 'Мусаева Гульзат Таалайбековна (Член комиссии)',
        changes: [{ column: 'Учёная степень, звание', before: 'к.т.н., доцент', after: 'д.т.н., профессор' }],
        reason: null,
      },
      {
        line: 4,
        verdict: 'unchanged',
        record: 'Осмонов Бакыт Асанович (Заместитель председателя)',
        changes: [],
        reason: null,
      },
      refused(5, '(Член комиссии)', 'Неверное значение поля «ФИО»: поле обязательно'),
      refused(
        6,
        // What the file says is echoed cut, not whole.
        `${'я'.repeat(119)}…`,
        'Неверное значение поля «ФИО»: текст не длиннее 500 символов',
      ),
      refused(7, 'Бекмуратов Руслан Бекович (Ректор)', 'Роль в комиссии «Ректор» не найдена'),
      refused(
        8,
        'Алиев Руслан Бекович (Председатель)',
        'В комиссии факультета уже есть председатель: Касымов Эркин Маратович. Сначала завершите этот срок или выполните замену.',
      ),
      refused(
        9,
        'Петров Алексей Николаевич (Заместитель председателя)',
        'Петров Алексей Николаевич уже входит в комиссию факультета (член комиссии).',
      ),
      // One member twice (another case, a trailing blank): both refused, neither merged into the other.
      refused(10, 'Сыдыков Марат Бекович (Член комиссии)', sameRecord),
      refused(11, 'сыдыков марат бекович (член комиссии)', sameRecord),
    ]);

    const audited = await lastAudit();
    const applied = await apply(2, file, answer.data.token);
    expect(applied).toMatchObject({ status: 200, data: { create: 1, update: 1, unchanged: 1, refuse: 7 } });
    expect(await termsOf(2, 'Новиков Олег Игоревич')).toEqual([['Член комиссии', today, null]]);
    // A title is corrected in place: the term keeps its first day.
    expect(await named(2, musaeva.member_name)).toMatchObject({
      id_GAK_member_History: musaeva.id_GAK_member_History,
      title: 'д.т.н., профессор',
      since: musaeva.since,
    });
    const created = (await named(2, 'Новиков Олег Игоревич')).id_GAK_member_History;
    expect(await auditedSince(audited)).toEqual([
      { row: String(created), action: 'insert', user: 1, title: 'к.т.н.' },
      {
        row: String(musaeva.id_GAK_member_History),
        action: 'update',
        user: 1,
        title: 'д.т.н., профессор',
      },
    ]);
  });

  it('keeps the history: a term begun keeps its person and its days; a new role starts a term today', async () => {
    const exported = await exportFile(app.t, app.cookie, { ...target(3), format: 'csv' });
    expect(exported.titles).toEqual([...TITLES, 'Начало срока', 'Конец срока', '№ записи', 'Версия записи']);
    // A member's title changed on the screen after the export: the file's row is no longer its record.
    const sharsheev = await named(3, 'Шаршеев Темирлан Бакирович');
    expect(
      await app.api.sms('gak-hi/ins-upd-history', {
        idGAKMemberHistory: sharsheev.id_GAK_member_History,
        idFaculty: 3,
        idMemberType: MEMBER,
        memberName: sharsheev.member_name,
        title: 'к.ю.н., доцент',
        rowVersion: sharsheev.rowVersion,
      }),
    ).toBe(2);
    const edited = exported.rows.map((row) => {
      const cells = [...(row as string[])];
      if (cells[1] === 'Мукамбетов Айбек Канатович') cells[1] = 'Иманалиев Бакыт Асанович';
      if (cells[1] === 'Исаков Нурлан Мукашевич') cells[0] = 'Член комиссии';
      if (cells[1] === 'Сулайманова Динара Эркиновна') cells[3] = '2020-09-01';
      return cells;
    });
    const file = csvOf([
      exported.titles,
      ...edited,
      ['Член комиссии', 'Бекова Айнура Садыковна', 'к.ю.н.', '2020-01-01', '', '', ''],
      ['Член комиссии', 'Усенов Талант Бакытович', 'к.ю.н.', today, '', '', ''],
    ]);
    const answer = await preview(3, file, 'en');
    expect(answer.status).toBe(200);
    const verdicts = Object.fromEntries(
      answer.data.rows.map((row: { record: string; verdict: string; reason: string | null }) => [
        row.record.replace(/ \(.*\)$/, ''),
        [row.verdict, row.reason],
      ]),
    );
    const termFixed = messages.importTermChanged.en;
    expect(verdicts).toEqual({
      'Иманалиев Бакыт Асанович': [
        'refuse',
        translate('anotherPerson', 'en', {
          name: 'Иманалиев Бакыт Асанович',
          holder: 'Мукамбетов Айбек Канатович',
        }),
      ],
      'Исаков Нурлан Мукашевич': ['update', null],
      'Сулайманова Динара Эркиновна': ['refuse', termFixed],
      'Шаршеев Темирлан Бакирович': ['refuse', messages.importRowChangedSince.en],
      'Орозбекова Мээрим Алмазбековна': ['unchanged', null],
      'Бекова Айнура Садыковна': ['refuse', termFixed],
      'Усенов Талант Бакытович': ['create', null],
    });
    expect(await apply(3, file, answer.data.token, 'en')).toMatchObject({ status: 200 });
    // As the screen's save does: the deputy's term ends today and the new role starts today.
    expect(await termsOf(3, 'Исаков Нурлан Мукашевич')).toEqual([
      ['Член комиссии', today, null],
      ['Заместитель председателя', '2022-09-01', today],
    ]);
    expect(await termsOf(3, 'Мукамбетов Айбек Канатович')).toEqual([['Председатель', '2022-09-01', null]]);
    expect(await termsOf(3, 'Сулайманова Динара Эркиновна')).toEqual([['Член комиссии', '2023-09-01', null]]);
  });

  it('refuses rows that contradict each other: two chairs, one person in two roles', async () => {
    const file = csvOf([
      TITLES,
      ['Председатель', 'Алиев Руслан Бекович', 'д.т.н.'],
      ['Член комиссии', 'Бекова Айнура Садыковна', 'к.т.н.'],
      ['Председатель', 'Жумалиев Тимур Асанович', 'д.т.н.'],
      ['Секретарь', 'бекова айнура садыковна', 'к.т.н.'],
    ]);
    const answer = await preview(2, file, 'en');
    expect(answer.data.rows.map((row: { line: number; reason: string }) => [row.line, row.reason])).toEqual([
      [2, 'Lines 2 and 4 of the file give the role "Председатель", which one person holds: keep one of them'],
      [
        3,
        'Lines 3 and 5 of the file put the same person "Бекова Айнура Садыковна" in the commission: keep one of them',
      ],
      [4, 'Lines 2 and 4 of the file give the role "Председатель", which one person holds: keep one of them'],
      [
        5,
        'Lines 3 and 5 of the file put the same person "Бекова Айнура Садыковна" in the commission: keep one of them',
      ],
    ]);
  });

  it('refuses an apply whose rows change each other when written in turn, naming the line, writing nothing', async () => {
    // The chair becomes a member and a new chair is named, in one file: judged alone, the new chair
    // clashes with the chair still in office; written in turn, the first row frees the role.
    const exported = await exportFile(app.t, app.cookie, { ...target(2), format: 'csv' });
    const chair = exported.rows.find((row) => row[0] === 'Председатель') as string[];
    const file = csvOf([
      exported.titles,
      ['Член комиссии', ...chair.slice(1)],
      ['Председатель', 'Алиев Руслан Бекович', 'д.т.н.', '', '', '', ''],
    ]);
    const answer = await preview(2, file, 'en');
    expect(answer.data.rows.map((row: { verdict: string }) => row.verdict)).toEqual(['update', 'refuse']);
    const before = await fingerprint(app.t.database);
    const applied = await apply(2, file, answer.data.token, 'en');
    expect(applied).toMatchObject({ status: 409 });
    expect(applied.message).toMatch(
      /^Line 3: written together with the earlier lines of the file, it ends otherwise/,
    );
    expect(await fingerprint(app.t.database)).toEqual(before);
  });

  it('refuses the rows of a faculty outside an editor’s scope, and a viewer altogether', async () => {
    const PASSWORD = 'import-Test-Pass-1';
    const userWith = async (login: string, role: string, facultyIds: number[]) => {
      await app.t.database.query(
        `INSERT INTO avn_user (login, password_hash, surname, name, role, all_faculties, faculty_ids)
         VALUES ($1, $2, 'Импортов', 'Тест', $3, false, $4::int[])`,
        [login, await hashPassword(PASSWORD), role, `{${facultyIds.join(',')}}`],
      );
      return apiCalls(app.t, await app.t.signIn(login, PASSWORD));
    };
    const editor = await userWith('import-editor', 'editor', [2]);
    const viewer = await userWith('import-viewer', 'viewer', []);
    const file = await workbookOf([TITLES, ['Член комиссии', 'Новый Член Комиссии', 'к.э.н.']]);
    const answer = await preview(1, file, 'kg', editor);
    expect(answer.data.rows).toMatchObject([{ verdict: 'refuse', reason: messages.outsideScope.kg }]);
    expect(await preview(1, file, 'ru', viewer)).toMatchObject({
      status: 403,
      message: messages.forbiddenRole.ru,
    });
    const inScope = await preview(2, file, 'kg', editor);
    expect(inScope.data.counts).toMatchObject({ create: 1, refuse: 0 });
  });

  it('refuses the apply, writing nothing, when the commission changed since the preview', async () => {
    const file = csvOf([TITLES, ['Член комиссии', 'Жолдошева Айгерим Бакытовна', 'преподаватель']]);
    const { data } = await preview(5, file);
    expect(data.counts).toMatchObject({ create: 1, refuse: 0 });
    expect(
      await app.api.sms('gak-hi/ins-upd-history', {
        idGAKMemberHistory: -1,
        idFaculty: 5,
        idMemberType: MEMBER,
        memberName: 'Жолдошева Айгерим Бакытовна',
        title: 'преподаватель',
      }),
    ).toBe(1);
    const before = await fingerprint(app.t.database);
    expect(await apply(5, file, data.token, 'en')).toMatchObject({
      status: 409,
      message: messages.importStale.en,
    });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });
});
