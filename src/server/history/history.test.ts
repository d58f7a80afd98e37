import { describe, expect, it } from 'vitest';
import { signedInApp } from '../testing/signed-in-app';

// Issue 28: a record's history told as its screen tells it, and the audit screen's filters. Both
// databases (TEST_DATABASE=pg).

const app = signedInApp();

const tag = () => `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 1e4)}`;
const history = async (kind: string, id: number, lang = 'ru') =>
  ((answer) => answer.data ?? expect.fail(JSON.stringify(answer)))(
    await app.api.post('history/record', { kind, id }, lang),
  ) as Array<{
    action: string;
    userLogin: string | null;
    userName: string | null;
    rowVersion: number | null;
    changes: Array<{ field: string; label: string; before: string | null; after: string | null }>;
  }>;

/** A new direction; its id. */
async function newDirection(code: string) {
  await app.api.post('ministerstvo/ins-upd-direction', {
    idDirection: -1,
    code,
    direction_: `Направление ${code}`,
    directionKg: '',
    directionEn: '',
  });
  const [row] = await app.t.database.query<{ id: number }>(
    'SELECT id_direction AS id FROM direction WHERE code = $1',
    [code],
  );
  return row?.id as number;
}

describe("a record's history", () => {
  it('a direction created, changed twice and deleted: four entries, newest first, with the form labels and values in each language', async () => {
    const code = tag();
    const id = await newDirection(code);
    const save = (fields: Record<string, unknown>) =>
      app.api.post('ministerstvo/ins-upd-direction', {
        idDirection: id,
        code,
        direction_: `Направление ${code}`,
        directionKg: '',
        directionEn: '',
        ...fields,
      });
    await save({ directionKg: 'Багыт' });
    await save({ directionKg: 'Багыт', directionEn: 'Direction', direction_: `Новое ${code}` });
    await app.api.post('ministerstvo/del-direction', { idDirection: id });

    const ru = await history('direction', id);
    expect(ru.map((entry) => entry.action)).toEqual(['deleted', 'changed', 'changed', 'created']);
    expect(ru[0]?.rowVersion).toBeNull();
    expect(ru[1]?.rowVersion).toBe(3);
    expect(ru[1]?.userLogin).toBe('admin');
    expect(ru[1]?.changes).toEqual([
      {
        field: 'direction',
        label: 'Наименование на русском языке',
        before: `Направление ${code}`,
        after: `Новое ${code}`,
      },
      { field: 'direction_en', label: 'Наименование на английском языке', before: null, after: 'Direction' },
    ]);
    expect(ru[2]?.changes).toEqual([
      { field: 'direction_kg', label: 'Наименование на кыргызском языке', before: null, after: 'Багыт' },
    ]);
    expect(ru[3]?.changes.map((change) => [change.label, change.after])).toEqual([
      ['Код', code],
      ['Наименование на русском языке', `Направление ${code}`],
    ]);
    const [kg, en] = [await history('direction', id, 'kg'), await history('direction', id, 'en')];
    expect(kg[2]?.changes[0]?.label).toBe('Кыргыз тилиндеги аталышы');
    expect(en[2]?.changes[0]?.label).toBe('Name in Kyrgyz');
  });
});
