import { describe, expect, it } from 'vitest';
import type { DisciplineRow } from '../../contract/discipline';
import { messages } from '../core/messages';
import { unique } from '../testing/ministry-calls';
import { signedInApp } from '../testing/signed-in-app';

// The discipline calls (SPEC §7 "Discipline") and the list of decision 0020, on the demo university.

const app = signedInApp();

const KINDS = 'discipline/discipline/vidDiscipline';
const LIST = 'discipline/discipline/list';
const INSERT = 'discipline/discipline/insert';
const DELETE = 'discipline/discipline/delete';

const listed = async (code: string): Promise<DisciplineRow | undefined> =>
  (await app.api.data('GET', LIST)).find((row: DisciplineRow) => row.code_discipline === code);

describe('kinds of discipline', () => {
  it('answers the three kinds in three languages', async () => {
    expect(await app.api.data('GET', KINDS)).toEqual([
      { id: 1, name: 'Обязательная', name_kg: 'Милдеттүү', name_en: 'Compulsory' },
      { id: 2, name: 'По выбору', name_kg: 'Тандоо боюнча', name_en: 'Elective' },
      { id: 3, name: 'Факультативная', name_kg: 'Факультативдик', name_en: 'Optional' },
    ]);
  });
});

describe('the list of disciplines', () => {
  it("answers the demo's disciplines by code, with their names and kind", async () => {
    const rows: DisciplineRow[] = await app.api.data('GET', LIST);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(rows[0]).toMatchObject({ code_discipline: 'Б.1.1', p34: 'Кыргызский язык и литература' });
    expect(rows.find((row) => row.code_discipline === 'Б.1.5')).toEqual({
      id_discipline: expect.any(Number),
      code_discipline: 'Б.1.5',
      p34: 'Манасоведение',
      p34_kg: 'Манас таануу',
      p34_en: 'Manas Studies',
      id_vid_disc: 1,
      rowVersion: 1,
    });
    expect(rows.find((row) => row.code_discipline === 'ФТД.1')).toMatchObject({ id_vid_disc: 3 });
  });
});

describe('inserting a discipline', () => {
  it('adds one (1) with its names trimmed, the Kyrgyz and English ones optional; a code twice is 3', async () => {
    const code = `Б.3.В.${unique()}`;
    const body = {
      p34: '  Цифровая экономика ',
      p34Kg: ' Санариптик экономика',
      p34En: 'Digital Economy ',
      codeDiscipline: ` ${code} `,
      idVidDisc: 2,
    };
    expect(await app.api.sms(INSERT, body)).toBe(1);
    expect(await listed(code)).toEqual({
      id_discipline: expect.any(Number),
      code_discipline: code,
      p34: 'Цифровая экономика',
      p34_kg: 'Санариптик экономика',
      p34_en: 'Digital Economy',
      id_vid_disc: 2,
      rowVersion: 1,
    });
    // The code is the discipline's identity, whatever its case; the name may repeat under another code.
    const before = await app.api.data('GET', LIST);
    expect(await app.api.sms(INSERT, { ...body, p34: 'Другая', codeDiscipline: code.toLowerCase() })).toBe(3);
    expect(await app.api.data('GET', LIST)).toEqual(before);
    const ascii = `DX.${unique()}`;
    expect(
      await app.api.sms(INSERT, { ...body, codeDiscipline: ascii, p34Kg: undefined, p34En: undefined }),
    ).toBe(1);
    expect(await app.api.sms(INSERT, { ...body, codeDiscipline: ascii.toLowerCase() })).toBe(3);
    expect(await listed(ascii)).toMatchObject({ p34: 'Цифровая экономика', p34_kg: '', p34_en: '' });
  });

  it('refuses a missing name, code or kind, too long a value and an unknown kind (400), naming the field', async () => {
    const body = {
      p34: 'Статистика',
      p34Kg: 'Статистика',
      p34En: 'Statistics',
      codeDiscipline: 'Б.2.9',
      idVidDisc: 1,
    };
    for (const [field, value] of [
      ['p34', ''],
      ['p34', '   '],
      ['p34', undefined],
      ['p34', 42],
      ['codeDiscipline', ''],
      ['codeDiscipline', undefined],
      ['codeDiscipline', 'К'.repeat(51)],
      ['p34Kg', 'ы'.repeat(501)],
      ['p34En', null],
      ['idVidDisc', undefined],
      ['idVidDisc', 0],
      ['idVidDisc', '1'],
    ] as const)
      await app.api.refusedNaming(INSERT, { ...body, [field]: value }, field, 'ru');
    const unknownKind = await app.api.refused(INSERT, { ...body, idVidDisc: 4242 }, 'en');
    expect(unknownKind).toMatchObject({
      status: 400,
      error: 'VALIDATION',
      message: messages.unknownReference.en,
    });
    expect(await listed('Б.2.9')).toBeUndefined();
  });
});

describe('deleting a discipline', () => {
  it('deletes (8), answers 404 once gone, and 6 while something refers to it', async () => {
    const code = `Д.${unique()}`;
    await app.api.sms(INSERT, { p34: 'Логика', codeDiscipline: code, idVidDisc: 3 });
    const id = (await listed(code))?.id_discipline as number;
    expect(await app.api.sms(DELETE, { disciplineId: id })).toBe(8);
    expect(await listed(code)).toBeUndefined();
    expect((await app.api.refused(DELETE, { disciplineId: id })).status).toBe(404);

    // A later table (a curriculum, say) that refers to a discipline keeps it.
    await app.t.database.query(
      'CREATE TABLE later_discipline_reference (id_discipline integer REFERENCES discipline ON DELETE RESTRICT)',
    );
    const philosophy = (await listed('Б.1.6'))?.id_discipline as number;
    await app.t.database.query('INSERT INTO later_discipline_reference VALUES ($1)', [philosophy]);
    expect(await app.api.sms(DELETE, { disciplineId: philosophy })).toBe(6);
    expect(await listed('Б.1.6')).toMatchObject({ p34: 'Философия' });
  });

  it('refuses a payload without a usable id (400)', async () => {
    for (const body of [{}, { disciplineId: -1 }, { disciplineId: 'x' }, { disciplineId: 1.5 }])
      expect((await app.api.refused(DELETE, body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('without a session', () => {
  it('answers 401 to every discipline call', async () => {
    for (const [method, path] of [
      ['GET', KINDS],
      ['GET', LIST],
      ['POST', INSERT],
      ['POST', DELETE],
    ] as const) {
      const response = await app.t.call(
        method,
        path,
        method === 'POST' ? { body: { disciplineId: 1, p34: 'x', codeDiscipline: 'x', idVidDisc: 1 } } : {},
      );
      expect(response.statusCode, path).toBe(401);
    }
  });
});
