import { describe, expect, it } from 'vitest';
import type { PositionRow } from '../../contract/positions';
import { messages } from '../core/messages';
import { academicYearOf } from '../structure/rules';
import { signedInApp } from '../testing/signed-in-app';

// The teaching-positions screen's calls (SPEC §7 "Teaching positions") on the demo university.

const app = signedInApp();

const thisYear = academicYearOf(new Date());
// The demo has positions in the last three years and this one; next year has none yet.
const nextYear = thisYear + 1;
const LIST = 'positions-teach/rrnk-dolj';
const SAVE = 'positions-teach/insUpd-rrnk-dolj';
const DELETE = 'positions-teach/del-rrnk-dolj';

const positionsOf = async (idYear: number): Promise<PositionRow[]> => app.api.data('POST', LIST, { idYear });
const positionNamed = async (idYear: number, name: string) =>
  (await positionsOf(idYear)).find((row) => row.n_doljnost === name);

describe('the positions of a year', () => {
  it("answers a year's positions with their hours, in the order they were added", async () => {
    const rows = await positionsOf(thisYear);
    expect(rows.map((row) => row.n_doljnost)).toEqual([
      'Ассистент',
      'Преподаватель',
      'Старший преподаватель',
      'Исполняющий обязанности доцента',
      'Доцент',
      'Исполняющий обязанности профессора',
      'Профессор',
      'Заведующий кафедрой',
      'Декан факультета',
      'Преподаватель-стажёр',
    ]);
    expect(rows[4]).toEqual({
      id_rrnk_doljnost: expect.any(Number),
      n_doljnost: 'Доцент',
      chasy: 750,
      year: thisYear,
      rowVersion: 1,
    });
    // Each year has its own load; the trainee's position is new this year.
    const lastYear = await positionsOf(thisYear - 1);
    expect(lastYear).toHaveLength(9);
    expect(lastYear.find((row) => row.n_doljnost === 'Доцент')).toMatchObject({
      chasy: 760,
      year: thisYear - 1,
    });
    expect(await positionsOf(nextYear)).toEqual([]);
  });

  it('refuses a missing or impossible year (400)', async () => {
    for (const body of [{}, { idYear: 100 }, { idYear: -1 }, { idYear: '26' }, { idYear: 2.5 }])
      expect((await app.api.post(LIST, body)).status, JSON.stringify(body)).toBe(400);
    expect((await app.api.post(LIST, {}, 'ru')).message).toContain('idYear');
  });
});

describe('saving a position', () => {
  it('creates (1), refuses the name twice in a year (3), updates (2) and refuses a stale version (409)', async () => {
    const body = { idRrnkDoljnost: -1, nDoljnost: '  Доцент-исследователь ', chasy: '740', idYear: nextYear };
    expect(await app.api.sms(SAVE, body)).toBe(1);
    const created = await positionNamed(nextYear, 'Доцент-исследователь');
    expect(created).toEqual({
      id_rrnk_doljnost: expect.any(Number),
      n_doljnost: 'Доцент-исследователь',
      chasy: 740,
      year: nextYear,
      rowVersion: 1,
    });
    const id = created?.id_rrnk_doljnost as number;

    // The same name in the same year, whatever its case: a duplicate; in another year: a new position.
    expect(await app.api.sms(SAVE, { ...body, nDoljnost: 'ДОЦЕНТ-ИССЛЕДОВАТЕЛЬ', chasy: 1 })).toBe(3);
    expect(await app.api.sms(SAVE, { ...body, idYear: thisYear })).toBe(1);

    const update = {
      idRrnkDoljnost: id,
      nDoljnost: 'Ведущий доцент',
      chasy: 999,
      idYear: nextYear,
      rowVersion: 1,
    };
    expect(await app.api.sms(SAVE, update)).toBe(2);
    expect(await positionNamed(nextYear, 'Ведущий доцент')).toEqual({
      id_rrnk_doljnost: id,
      n_doljnost: 'Ведущий доцент',
      chasy: 999,
      year: nextYear,
      rowVersion: 2,
    });
    const stale = await app.api.refused(SAVE, { ...update, chasy: 0 }, 'ru');
    expect(stale).toMatchObject({ status: 409, error: 'CONFLICT', message: messages.staleRow.ru });
    // Without a version (the legacy payload) the update is made; 0 hours is a value.
    expect(await app.api.sms(SAVE, { ...update, chasy: 0, rowVersion: undefined })).toBe(2);
    expect(await positionNamed(nextYear, 'Ведущий доцент')).toMatchObject({ chasy: 0, rowVersion: 3 });

    // Moved into a year that has a position of that name: a duplicate, nothing changed.
    expect(await app.api.sms(SAVE, { ...update, nDoljnost: 'доцент', idYear: thisYear, rowVersion: 3 })).toBe(
      3,
    );
    expect(await positionNamed(nextYear, 'Ведущий доцент')).toMatchObject({
      id_rrnk_doljnost: id,
      rowVersion: 3,
    });
  });

  it("refuses an empty name, hours or year with 'fillFields' in the request's language, changing nothing", async () => {
    const full = { idRrnkDoljnost: -1, nDoljnost: 'Лектор', chasy: 500, idYear: nextYear };
    const cases: Array<Record<string, unknown>> = [
      { nDoljnost: '' },
      { nDoljnost: '   ' },
      { nDoljnost: undefined },
      { chasy: '' },
      { chasy: ' ' },
      { chasy: null },
      { chasy: undefined },
      { idYear: null },
      { idYear: undefined },
      { nDoljnost: '', chasy: '', idYear: null },
    ];
    for (const [index, fields] of cases.entries()) {
      const lang = (['ru', 'kg', 'en'] as const)[index % 3] ?? 'ru';
      const answer = await app.api.refused(SAVE, { ...full, ...fields }, lang);
      expect(answer, JSON.stringify(fields)).toEqual({
        status: 400,
        data: null,
        error: 'VALIDATION',
        message: messages.fillFields[lang],
      });
    }
    expect(messages.fillFields.ru).toBe('Заполните все поля');
    // An update is held to the same rule.
    const [first] = await positionsOf(thisYear);
    expect(
      (await app.api.refused(SAVE, { ...full, idRrnkDoljnost: first?.id_rrnk_doljnost, nDoljnost: '' }))
        .message,
    ).toBe(messages.fillFields.en);
  });

  it('refuses hours of more than 3 digits or no whole number, too long a name and an unknown year (400)', async () => {
    const full = { idRrnkDoljnost: -1, nDoljnost: 'Лектор', chasy: 500, idYear: nextYear };
    for (const fields of [
      { chasy: 1000 },
      { chasy: '1000' },
      { chasy: '0999' },
      { chasy: -1 },
      { chasy: '-5' },
      { chasy: 1.5 },
      { chasy: '7,5' },
      { chasy: 'abc' },
      { chasy: '12a' },
      { chasy: true },
    ]) {
      const answer = await app.api.refused(SAVE, { ...full, ...fields });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.message, JSON.stringify(fields)).toContain('chasy');
    }
    expect((await app.api.refused(SAVE, { ...full, nDoljnost: 'я'.repeat(501) })).message).toContain(
      'nDoljnost',
    );
    expect((await app.api.refused(SAVE, { ...full, idYear: 100 })).message).toContain('idYear');
    expect((await app.api.refused(SAVE, { ...full, idRrnkDoljnost: 0 })).message).toContain('idRrnkDoljnost');
    // A year the calendar does not have.
    const unknownYear = await app.api.refused(SAVE, { ...full, idYear: (thisYear + 50) % 100 }, 'kg');
    expect(unknownYear).toMatchObject({ status: 400, message: messages.unknownReference.kg });
    // A position that is gone.
    expect((await app.api.refused(SAVE, { ...full, idRrnkDoljnost: 424242 })).status).toBe(404);
    // Three digits, as a number or as text, are taken.
    expect(await app.api.sms(SAVE, { ...full, chasy: ' 999 ' })).toBe(1);
    expect(await positionNamed(nextYear, 'Лектор')).toMatchObject({ chasy: 999 });
  });
});

describe('deleting a position', () => {
  it('deletes (8), answers 404 once gone, and 6 while something refers to it', async () => {
    await app.api.sms(SAVE, { idRrnkDoljnost: -1, nDoljnost: 'Почасовик', chasy: 240, idYear: nextYear });
    const id = (await positionNamed(nextYear, 'Почасовик'))?.id_rrnk_doljnost as number;
    expect(await app.api.sms(DELETE, { idRrnkDoljnost: id })).toBe(8);
    expect(await positionNamed(nextYear, 'Почасовик')).toBeUndefined();
    expect((await app.api.refused(DELETE, { idRrnkDoljnost: id })).status).toBe(404);

    // A later table (a teacher's staff post, say) that refers to a position keeps it.
    await app.t.database.query(
      'CREATE TABLE later_position_reference (id_rrnk_doljnost integer REFERENCES rrnk_doljnost ON DELETE RESTRICT)',
    );
    const [assistant] = await positionsOf(thisYear);
    await app.t.database.query('INSERT INTO later_position_reference VALUES ($1)', [
      assistant?.id_rrnk_doljnost,
    ]);
    const before = (await positionsOf(thisYear)).length;
    expect(await app.api.sms(DELETE, { idRrnkDoljnost: assistant?.id_rrnk_doljnost })).toBe(6);
    expect(await positionsOf(thisYear)).toHaveLength(before);
  });

  it('refuses a payload without a usable id (400)', async () => {
    for (const body of [{}, { idRrnkDoljnost: -1 }, { idRrnkDoljnost: 'x' }, { idRrnkDoljnost: 0 }])
      expect((await app.api.refused(DELETE, body)).status, JSON.stringify(body)).toBe(400);
  });
});

describe('without a session', () => {
  it('answers 401 to every call of the screen', async () => {
    for (const path of [LIST, SAVE, DELETE]) {
      const response = await app.t.call('POST', path, {
        body: { idYear: thisYear, idRrnkDoljnost: 1, nDoljnost: 'Доцент', chasy: 1 },
      });
      expect(response.statusCode, path).toBe(401);
    }
  });
});
