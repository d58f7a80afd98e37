import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { typedDayProblem } from '../../i18n/dates';
import { dayProblemText } from './filter-fields';
import en from './texts/en.json';
import kg from './texts/kg.json';
import ru from './texts/ru.json';

// A mistyped day of the audit filter says what is wrong with it, with what was typed, in the
// interface language; a day typed to its end at once, the rest once the box is left.

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: 'ru',
  resources: {
    ru: { translation: { audit: ru } },
    kg: { translation: { audit: kg } },
    en: { translation: { audit: en } },
  },
  interpolation: { escapeValue: false },
});
const said = (typed: string, left: boolean, language: string) =>
  dayProblemText(typed, left, language, i18n.getFixedT(language));

describe('what is wrong with a typed day', () => {
  it.each([
    ['31.02.2026', { kind: 'pastMonthEnd', lastDay: '2026-02-28' }],
    ['29.02.2027', { kind: 'pastMonthEnd', lastDay: '2027-02-28' }],
    ['30/2/2028', { kind: 'pastMonthEnd', lastDay: '2028-02-29' }],
    ['31.04.2026', { kind: 'pastMonthEnd', lastDay: '2026-04-30' }],
    ['15.13.2026', { kind: 'notADate', whole: true }],
    ['00.03.2026', { kind: 'notADate', whole: true }],
    ['3.2026', { kind: 'notADate', whole: false }],
    ['31.02.26', { kind: 'notADate', whole: false }],
    ['вчера', { kind: 'notADate', whole: false }],
    ['', null],
    ['  ', null],
    ['28.02.2026', null],
    ['2026-02-28', null],
  ])('%j: %j', (typed, problem) => {
    expect(typedDayProblem(typed)).toEqual(problem);
  });
});

describe("the audit day filter's sentence", () => {
  it.each([
    ['ru', '«31.02.2026» — такого дня нет: последний день этого месяца — 28.02.2026'],
    ['kg', '«31.02.2026» — мындай күн жок: бул айдын акыркы күнү — 28.02.2026'],
    ['en', '“31.02.2026” is not a day: that month ends on 28/02/2026'],
  ])('%s: a day past its month is said at once, with the last day', (language, sentence) => {
    expect(said('31.02.2026', false, language)).toBe(sentence);
  });

  it.each([
    ['ru', '«15.13.2026» — не дата: введите её в виде ДД.ММ.ГГГГ'],
    ['kg', '«15.13.2026» дата эмес: аны КК.АА.ЖЖЖЖ түрүндө жазыңыз'],
    ['en', '“15.13.2026” is not a date: type it as DD/MM/YYYY'],
  ])('%s: a whole text that is no day is said at once, with how to write one', (language, sentence) => {
    expect(said('15.13.2026', false, language)).toBe(sentence);
  });

  it('says a half-typed day once the box is left, not while it is typed', () => {
    expect(said('3.2026', false, 'ru')).toBeUndefined();
    expect(said(' 3.2026 ', true, 'ru')).toBe('«3.2026» — не дата: введите её в виде ДД.ММ.ГГГГ');
  });

  it('says nothing of an empty box or a real day', () => {
    for (const typed of ['', '2026-02-28', '28.02.2026'])
      for (const left of [false, true]) expect(said(typed, left, 'kg')).toBeUndefined();
  });
});
