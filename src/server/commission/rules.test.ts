import { describe, expect, it } from 'vitest';
import { academicYearAround } from '../../contract/academic-year';
import { messages, translate } from '../core/messages';
import { refusalOf } from '../testing/refusal';
import { editDistance, samePerson } from './person';
import {
  assertEffectiveDate,
  assertMemberFilled,
  assertPresent,
  assertReplacementDiffers,
  clashMessage,
  type HistoryRow,
  historyDelete,
  historyUpdate,
} from './rules';

// The commission rules alone (decisions 0022 and 0031); history.test.ts and
// terms.test.ts prove them through the calls.

describe('a member row', () => {
  it("needs a role, a name and a title ('fillFields')", () => {
    const filled = { idMemberType: 1, memberName: 'Асанов Азамат', title: 'д.э.н., профессор' };
    expect(assertMemberFilled(filled)).toEqual({
      typeId: 1,
      name: 'Асанов Азамат',
      title: 'д.э.н., профессор',
    });
    for (const empty of [{ idMemberType: null }, { memberName: '' }, { title: '' }])
      expect(
        refusalOf(() => assertMemberFilled({ ...filled, ...empty })),
        JSON.stringify(empty),
      ).toBe('fillFields');
  });
});

describe('the same person, or another', () => {
  const chair = 'Касымов Эркин Маратович';
  it.each([
    ['case, spaces and punctuation', 'КАСЫМОВ  эркин маратович.', true],
    ['one typo in each word', 'Касымов Эркен Маротович', true],
    ['a swapped pair of letters', 'Касымов Эркин Маратвоич', true],
    ['initials for the name and patronymic', 'Касымов Э.М.', true],
    ['initials without a space', 'Касымов Э. М.', true],
    ['a patronymic left out', 'Касымов Эркин', true],
    ['Latin letters that look Cyrillic', 'Kасымов Эpкин Маpатович', true],
    ['another surname, name and patronymic', 'Иманалиев Бакыт Асанович', false],
    ['the same surname, another name', 'Касымов Бакыт Асанович', false],
    ['another initial', 'Касымов А.М.', false],
    ['an initial for the surname', 'К. Эркин Маратович', false],
    ['too many typos in all', 'Касымова Эркина Маратовна', false],
    ['another surname of the same name', 'Иманов Эркин Маратович', false],
    ['nothing', '   ', false],
  ])('%s: the same person %s', (_case, spelling, same) => {
    expect(samePerson(chair, spelling)).toBe(same);
  });

  it('reads ё as е', () => {
    expect(samePerson('Семёнов Пётр Фёдорович', 'Семенов Петр Федорович')).toBe(true);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('Төрөбеков', 'Торобеков')).toBe(2);
    expect(editDistance('', 'абв')).toBe(3);
  });
});

const today = '2026-11-26';
describe('the terms of a faculty commission', () => {
  const older: HistoryRow = {
    facultyId: 1,
    typeId: 3,
    name: 'Лебедев Сергей Петрович',
    since: '2022-09-01',
    until: null,
  };
  const fresh: HistoryRow = { ...older, since: today };
  const next = (fields: Partial<{ facultyId: number; typeId: number; name: string }>) => ({
    facultyId: 1,
    typeId: 3,
    name: older.name,
    ...fields,
  });

  it('corrects spelling and title in place, ends a term begun earlier for a new role, refuses another person', () => {
    expect(historyUpdate(older, next({}), today)).toBe('in-place');
    expect(historyUpdate(older, next({ name: 'Лебедев Сергей Петровичь' }), today)).toBe('in-place');
    expect(historyUpdate(older, next({ typeId: 2 }), today)).toBe('succeed');
    expect(historyUpdate(older, next({ facultyId: 2 }), today)).toBe('succeed');
    expect(refusalOf(() => historyUpdate(older, next({ name: 'Иманалиев Бакыт' }), today))).toBe(
      'anotherPerson',
    );
    expect(refusalOf(() => historyUpdate(older, next({ typeId: 1, name: 'Иманалиев Бакыт' }), today))).toBe(
      'anotherPerson',
    );
    // A term begun today (or starting later) has no past: anything changes in place.
    expect(historyUpdate(fresh, next({ typeId: 2, name: 'Иманалиев Бакыт' }), today)).toBe('in-place');
  });

  it('ends a term begun earlier, deletes one begun today or later, and changes no ended term', () => {
    expect(historyDelete(older, today)).toBe('close');
    expect(historyDelete(fresh, today)).toBe('delete');
    expect(historyDelete({ ...older, since: '2027-01-10' }, today)).toBe('delete');
    expect(refusalOf(() => assertPresent(older, today))).toBeUndefined();
    // An end still to come leaves the term present; an end today or before has ended it.
    expect(refusalOf(() => assertPresent({ ...older, until: '2026-11-27' }, today))).toBeUndefined();
    expect(refusalOf(() => assertPresent({ ...older, until: today }, today))).toBe('memberLeft');
  });

  it('replaces with someone else: another person, or the same person in another role', () => {
    const member = { typeId: 3, name: older.name, title: 'к.т.н.' };
    expect(refusalOf(() => assertReplacementDiffers(older, member))).toBe('replaceSame');
    expect(
      refusalOf(() => assertReplacementDiffers(older, { ...member, name: 'лебедев сергей петрович' })),
    ).toBe('replaceSame');
    expect(refusalOf(() => assertReplacementDiffers(older, { ...member, typeId: 2 }))).toBeUndefined();
    expect(
      refusalOf(() => assertReplacementDiffers(older, { ...member, name: 'Лебедева Анна' })),
    ).toBeUndefined();
  });
});

describe('the effective date of a replacement or an end', () => {
  const term = { since: '2022-09-01' };
  it.each([
    ['today', today, undefined],
    ['the day after the term began', '2022-09-02', undefined],
    ['the last day of the academic year', '2027-08-31', undefined],
    ['the day the term began', '2022-09-01', 'effectiveDateTooEarly'],
    ['before the term', '2021-01-15', 'effectiveDateTooEarly'],
    ['the next academic year', '2027-09-01', 'effectiveDateTooLate'],
    ['an impossible day', '2023-02-30', 'effectiveDateInvalid'],
    ['a month 13', '2026-13-01', 'effectiveDateInvalid'],
    ['29 February of a leap year', '2024-02-29', undefined],
    ['29 February of another year', '2026-02-29', 'effectiveDateInvalid'],
  ])('%s (%s)', (_case, effective, refusal) => {
    expect(refusalOf(() => assertEffectiveDate(effective, term, today))).toBe(refusal);
  });

  it.each([
    ['2026-11-26', '2026-2027', '2027-08-31'],
    ['2027-08-31', '2026-2027', '2027-08-31'],
    ['2027-09-01', '2027-2028', '2028-08-31'],
    ['2000-01-05', '1999-2000', '2000-08-31'],
  ])(
    'the academic year begins on 1 September (contract/academic-year.ts): %s is in %s',
    (day, name, lastDay) => {
      expect(academicYearAround(day)).toEqual({ name, lastDay });
    },
  );

  it('names the field and the bound, dates written in each language', () => {
    const said = (effective: string, lang: 'ru' | 'kg' | 'en') => {
      try {
        assertEffectiveDate(effective, term, today);
      } catch (error) {
        const { messageKey, params } = error as {
          messageKey: 'effectiveDateTooLate';
          params: Record<string, string>;
        };
        return translate(messageKey, lang, params);
      }
    };
    expect(said('2027-09-01', 'ru')).toBe(
      'Дата вступления в силу: не позже 31.08.2027 — последнего дня 2026-2027 учебного года',
    );
    expect(said('2027-09-01', 'en')).toBe(
      'Effective date: no later than 31/08/2027, the last day of the academic year 2026-2027',
    );
    expect(said('2022-08-01', 'kg')).toBe(
      'Күчүнө кирүү күнү: бул мөөнөт башталган күндөн (01.09.2022) кийин болушу керек',
    );
  });
});

describe('a clash named', () => {
  it('names the holder as stored and the role in the sentence’s language', () => {
    const clash = {
      kind: 'role' as const,
      holder: 'Касымов Эркин Маратович',
      role: { ru: 'Председатель', kg: 'Төрага', en: 'Chair' },
    };
    const { key, params } = clashMessage(clash, 'faculty');
    expect(translate(key, 'en', params)).toBe(
      'The faculty already has a chair: Касымов Эркин Маратович. End that term first, or replace.',
    );
    expect(translate(key, 'ru', params)).toBe(
      'В комиссии факультета уже есть председатель: Касымов Эркин Маратович. Сначала завершите этот срок или выполните замену.',
    );
    expect(translate(key, 'kg', params)).toContain(
      'Факультеттин комиссиясында төрага бар: Касымов Эркин Маратович.',
    );
    expect(clashMessage({ ...clash, kind: 'name' }, 'speciality').key).toBe('specialityNameTaken');
    expect(Object.keys(messages)).toContain('facultyRoleTaken');
  });
});
