import { describe, expect, it } from 'vitest';
import { fingerprint } from '../testing/checksum';
import { tag } from '../testing/history-fixtures';
import { expectRoundTrip } from '../testing/import-calls';
import { csvOf, fileOf, workbookOf } from '../testing/import-file';
import { signedInApp } from '../testing/signed-in-app';

// Import (decision 0047): a file previewed row by row (nothing written), then applied in one transaction by the
// screen's own save. Both databases (TEST_DATABASE=pg).

const app = signedInApp();
const TITLES = ['Код', 'Наименование (рус.)', 'Наименование (кырг.)', 'Наименование (англ.)'];

const preview = (table: string, bytes: Buffer, lang = 'ru', name?: string) =>
  app.api.post('import/preview', { table, file: fileOf(bytes, name) }, lang);
const apply = (table: string, bytes: Buffer, token: string, lang = 'ru') =>
  app.api.post('import/apply', { table, file: fileOf(bytes), token }, lang);
const directionByCode = async (code: string) =>
  (
    await app.t.database.query<{ id: number; direction: string; direction_kg: string }>(
      'SELECT id_direction AS id, direction, direction_kg FROM direction WHERE code = $1',
      [code],
    )
  )[0];

describe('importing directions', () => {
  it('previews one new, one changed and one bad row, writes nothing, then applies the two', async () => {
    const [code, changed] = [`И${tag()}`, `К${tag()}`];
    await app.api.post('ministerstvo/ins-upd-direction', {
      idDirection: -1,
      code: changed,
      direction_: 'Было',
    });
    const file = await workbookOf([
      TITLES,
      [code, 'Новое направление', 'Жаңы багыт', 'New direction'],
      [changed, 'Стало', 'Өзгөрдү', ''],
      ['', 'Без кода', '', ''],
    ]);
    const before = await fingerprint(app.t.database);
    const answer = await preview('direction', file);
    expect(await fingerprint(app.t.database)).toEqual(before);
    expect(answer.status).toBe(200);
    expect(answer.data.counts).toEqual({ create: 1, update: 1, unchanged: 0, refuse: 1 });
    expect(answer.data.rows).toEqual([
      { line: 2, verdict: 'create', record: `${code} Новое направление`, changes: [], reason: null },
      {
        line: 3,
        verdict: 'update',
        record: `${changed} Стало`,
        changes: [
          { column: 'Наименование (рус.)', before: 'Было', after: 'Стало' },
          { column: 'Наименование (кырг.)', before: '', after: 'Өзгөрдү' },
        ],
        reason: null,
      },
      {
        line: 4,
        verdict: 'refuse',
        record: 'Без кода',
        changes: [],
        reason: 'Неверное значение поля «Код»: поле обязательно',
      },
    ]);
    const applied = await apply('direction', file, answer.data.token);
    expect(applied).toMatchObject({ status: 200, data: { create: 1, update: 1, unchanged: 0, refuse: 1 } });
    expect(await directionByCode(code)).toMatchObject({
      direction: 'Новое направление',
      direction_kg: 'Жаңы багыт',
    });
    expect(await directionByCode(changed)).toMatchObject({ direction: 'Стало', direction_kg: 'Өзгөрдү' });
  });

  it('applies in another language than its preview, refused rows and all', async () => {
    const code = `L${tag()}`;
    const file = csvOf([TITLES, [code, 'Язык', '', ''], ['', 'Без кода', '', '']]);
    const { data } = await preview('direction', file, 'kg');
    expect(data.counts).toMatchObject({ create: 1, refuse: 1 });
    expect(await apply('direction', file, data.token, 'en')).toMatchObject({
      status: 200,
      data: { create: 1 },
    });
  });

  it('refuses the apply, writing nothing, when the data changed since the preview', async () => {
    const code = `Г${tag()}`;
    const file = csvOf([TITLES, [code, 'Гонка', '', '']]);
    const { data } = await preview('direction', file);
    await app.api.post('ministerstvo/ins-upd-direction', { idDirection: -1, code, direction_: 'Опередили' });
    const before = await fingerprint(app.t.database);
    expect(await apply('direction', file, data.token, 'en')).toMatchObject({
      status: 409,
      message: 'The data has changed since the preview: nothing was written. Preview the file again',
    });
    expect(await fingerprint(app.t.database)).toEqual(before);
  });
});

describe('each reference list, through its own save', () => {
  const faculty = async () =>
    (await app.t.database.query<{ faculty: string }>('SELECT faculty FROM faculty WHERE id_faculty = 1'))[0]
      ?.faculty;
  const lists = [
    {
      table: 'direction',
      titles: TITLES,
      row: (u: string) => [`D${u}`, `Направление ${u}`, 'Багыт', 'Direction'],
    },
    {
      table: 'speciality',
      titles: TITLES,
      row: (u: string) => [`S${u}`, `Специальность ${u}`, 'Адистик', 'Speciality'],
    },
    {
      table: 'kafedra',
      titles: ['Краткое наименование', ...TITLES.slice(1), 'Факультет'],
      row: async (u: string) => ['КИ', `Кафедра ${u}`, 'Кафедра', 'Department', await faculty()],
    },
    {
      table: 'qual',
      titles: TITLES.slice(1),
      row: (u: string) => [`Квалификация ${u}`, 'Квалификация', 'Qualification'],
    },
    { table: 'level', titles: TITLES.slice(1), row: (u: string) => [`Уровень ${u}`, 'Деңгээл', 'Level'] },
  ];

  it.each(lists)(
    '$table: its export comes back unchanged, in both formats; a new row is created and audited',
    async (list) => {
      await expectRoundTrip(app.t, app.cookie, app.api, { table: list.table }, 'en');
      const u = tag();
      const added = await workbookOf([list.titles, await list.row(u)]);
      const { data } = await preview(list.table, added);
      expect(data.counts).toMatchObject({ create: 1, refuse: 0 });
      const [before] = await app.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
      expect(await apply(list.table, added, data.token)).toMatchObject({ status: 200, data: { create: 1 } });
      const [after] = await app.t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
      expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
      const again = await preview(list.table, added);
      expect(again.data.counts).toMatchObject({ create: 0, unchanged: 1 });
    },
  );
});
