import { describe, expect, it } from 'vitest';
import type { ClassroomRow } from '../../contract/classrooms';
import { fingerprint } from '../testing/checksum';
import { exportFile } from '../testing/export-file';
import { tag } from '../testing/history-fixtures';
import { expectRoundTrip, importCalls, signedInAs } from '../testing/import-calls';
import { csvOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Import (decision 0047) on the classrooms screen: a building's classrooms imported through the screen's save, its
// specifics, faculty, department and office named in any language. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const BUILDING = 2;
const FILTER = { idKorpus: BUILDING };
const TITLES = [
  'Номер',
  'Вместимость',
  'Площадь, м²',
  'Примечание',
  'Специфика',
  'Факультет',
  'Кафедра',
  'Отдел',
];
const classrooms = (api = app.api) => importCalls(api, 'audience', FILTER);

const roomsOf = async (): Promise<ClassroomRow[]> =>
  app.api.data('POST', 'audience/auditoriums', { idKorpus: BUILDING });
const roomNamed = async (number: string) => (await roomsOf()).find((room) => room.number === number);
/** A classroom of the building, made by the screen's save: its id. */
async function newRoom(number: string, fields: Record<string, unknown> = {}) {
  const saved = await app.api.post('audience/ins-upd-auditoriums', {
    idAuditorium: -1,
    idKorpus: BUILDING,
    number,
    contain: 20,
    square: 30,
    note: 'Было',
    specific: 1,
    ...fields,
  });
  expect(saved.data).toEqual([{ sms: 1 }]);
  return (await roomNamed(number))?.id_auditorium as number;
}

describe("importing a building's classrooms", () => {
  it('round-trips its own export: every classroom unchanged, in both formats', async () => {
    await expectRoundTrip(app.t, app.cookie, app.api, { table: 'audience', filter: FILTER });
  });

  it('previews a new and a changed classroom, names in any language, writes nothing, then applies both', async () => {
    const [fresh, changed] = [`Н-${tag()}`, `И-${tag()}`];
    const id = await newRoom(changed);
    const file = await workbookOf([
      TITLES,
      [
        fresh,
        30,
        45.5,
        'Новая аудитория',
        'Seminar room',
        'Экономика жана менеджмент факультети',
        'Finance and Credit',
        'Окуу бөлүмү',
      ],
      [changed, 25, 30, 'Было', 'Компьютерный класс', '', '', ''],
    ]);
    const before = await fingerprint(app.t.database);
    const answer = await classrooms().preview(file);
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(answer.data.counts).toEqual({ create: 1, update: 1, unchanged: 0, refuse: 0 });
    expect(answer.data.rows).toEqual([
      { line: 2, verdict: 'create', record: fresh, changes: [], reason: null },
      {
        line: 3,
        verdict: 'update',
        record: changed,
        changes: [
          { column: 'Вместимость', before: '20', after: '25' },
          { column: 'Специфика', before: 'Лекционная аудитория', after: 'Компьютерный класс' },
        ],
        reason: null,
      },
    ]);
    const applied = await classrooms().apply(file, answer.data.token);
    expect(applied).toMatchObject({ status: 200, data: { create: 1, update: 1, unchanged: 0, refuse: 0 } });
    expect(await roomNamed(fresh)).toMatchObject({
      contain: 30,
      square: 45.5,
      note: 'Новая аудитория',
      id_specifics: 2,
      id_faculty: 1,
      id_kafedra: 2,
      id_otdel_1: 1,
    });
    expect(await roomNamed(changed)).toMatchObject({ contain: 25, id_specifics: 3, rowVersion: 2 });
    // Audited as the screen's save is: the change by the importing user.
    const [latest] = await app.api.data('POST', 'history/record', { kind: 'classroom', id });
    expect(latest).toMatchObject({ action: 'changed', userLogin: 'admin', rowVersion: 2 });
  });

  it("refuses each bad row with its reason in the user's language, the save's rules deciding", async () => {
    const twice = `Д-${tag()}`;
    const good = [30, 40, 'Примечание', '', '', '', ''];
    const file = csvOf([
      TITLES,
      [`П-${tag()}`, 30, 40, '', '', '', '', ''],
      ['Н'.repeat(21), ...good],
      [`К-${tag()}`, 30, 100_000, 'Примечание', '', '', '', ''],
      [`Ч-${tag()}`, 'много', 40, 'Примечание', '', '', '', ''],
      [twice, ...good],
      [twice, ...good],
      [`С-${tag()}`, 30, 40, 'Примечание', 'Бассейн', '', '', ''],
      [
        `Ф-${tag()}`,
        30,
        40,
        'Примечание',
        '',
        'Факультет экономики и менеджмента',
        'Программная инженерия',
        '',
      ],
    ]);
    const answer = await classrooms().preview(file);
    // Two rows for one classroom are both refused, naming both lines: neither wins by coming later.
    expect(answer.data.counts).toEqual({ create: 0, update: 0, unchanged: 0, refuse: 8 });
    expect(answer.data.rows.map((row: { reason: string | null }) => row.reason)).toEqual([
      'Заполните все поля',
      'Неверное значение поля «Номер»: текст не длиннее 20 символов',
      'Неверное значение поля «Площадь, м²»: число не больше 99999.99',
      '«Вместимость»: «много» — не число',
      `Строки 6 и 7 файла относятся к одной записи «${twice}»: оставьте одну из них`,
      `Строки 6 и 7 файла относятся к одной записи «${twice}»: оставьте одну из них`,
      'Специфика «Бассейн» не найдена',
      'Выбранная кафедра не относится к выбранному факультету: выберите кафедру этого факультета или другой факультет',
    ]);
  });

  it('refuses a row whose classroom changed after the export, in English', async () => {
    const number = `В-${tag()}`;
    const id = await newRoom(number);
    const file = await exportFile(app.t, app.cookie, { table: 'audience', filter: FILTER, format: 'xlsx' });
    await app.api.post('audience/ins-upd-auditoriums', {
      idAuditorium: id,
      idKorpus: BUILDING,
      number,
      contain: 21,
      square: 30,
      note: 'Было',
      rowVersion: 1,
    });
    const answer = await classrooms().preview(file.bytes, 'en');
    expect(answer.data.counts).toMatchObject({ refuse: 1, unchanged: file.rows.length - 1 });
    expect(answer.data.rows.find((row: { verdict: string }) => row.verdict === 'refuse')).toEqual({
      line: (file.rows.findIndex((row) => row[0] === number) ?? 0) + 2,
      verdict: 'refuse',
      record: number,
      changes: [],
      reason: 'The record was changed after the file was exported: export the table again',
    });
  });

  it("is the classrooms' rule: an editor of some faculties and a viewer may not import; one of all may", async () => {
    const file = csvOf([TITLES, [`Р-${tag()}`, 30, 40, 'Примечание', '', '', '', '']]);
    for (const user of [await signedInAs(app.t, 'editor', [1]), await signedInAs(app.t, 'viewer')])
      expect(await classrooms(user).preview(file, 'en')).toMatchObject({
        status: 403,
        message: 'Your role does not allow this. Please ask an administrator',
      });
    const editor = await signedInAs(app.t, 'editor', 'all');
    const answer = await classrooms(editor).preview(file);
    expect(answer.data.counts).toMatchObject({ create: 1 });
    expect(await classrooms(editor).apply(file, answer.data.token)).toMatchObject({ status: 200 });
  });

  it('refuses the apply, writing nothing, when a classroom changed since the preview', async () => {
    const number = `Г-${tag()}`;
    const id = await newRoom(number);
    const file = csvOf([TITLES, [number, 40, 30, 'Было', '', '', '', '']]);
    const { data } = await classrooms().preview(file);
    expect(data.counts).toMatchObject({ update: 1 });
    await app.api.post('audience/ins-upd-auditoriums', {
      idAuditorium: id,
      idKorpus: BUILDING,
      number,
      contain: 22,
      square: 30,
      note: 'Было',
    });
    const before = await fingerprint(app.t.database);
    expect(await classrooms().apply(file, data.token, 'kg')).toMatchObject({
      status: 409,
      message:
        'Алдын ала көрүүдөн бери маалыматтар өзгөрдү: эч нерсе жазылган жок. Файлды кайра карап чыгыңыз',
    });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });
});
