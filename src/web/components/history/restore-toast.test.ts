import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../contract/history';
import en from '../../i18n/en.json';
import kg from '../../i18n/kg.json';
import ru from '../../i18n/ru.json';
import { restoredToast } from './restored-toast';

// The toast after a restore speaks of what happened: a deleted record is back (by its name), not
// "values restored as after the change" of its deletion.

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: 'ru',
  resources: { ru: { translation: ru }, kg: { translation: kg }, en: { translation: en } },
  interpolation: { escapeValue: false },
});
const entry = (action: HistoryEntry['action']) => ({ action }) as HistoryEntry;
const toast = (action: HistoryEntry['action'], language: string) =>
  restoredToast(i18n.getFixedT(language), entry(action), 'Экономика', '27.11.2026 14:03');

describe('the toast after a restore', () => {
  it.each([
    [
      'ru',
      'Запись возвращена',
      '«Экономика» снова в списках, с теми значениями, какие были до удаления 27.11.2026 14:03',
    ],
    [
      'kg',
      'Жазуу кайтарылды',
      '«Экономика» кайра тизмелерде: 27.11.2026 14:03 өчүрүлгөнгө чейинки маанилери менен',
    ],
    [
      'en',
      'Record brought back',
      '“Экономика” is back in the lists, with the values it had before its deletion of 27.11.2026 14:03',
    ],
  ])('%s: a deleted record brought back is said to be back, by its name', (language, title, message) => {
    expect(toast('deleted', language)).toEqual({ title, message });
  });

  it.each([
    ['ru', 'Готово', 'Значения восстановлены: как после изменения от 27.11.2026 14:03'],
    ['kg', 'Даяр', 'Маанилер калыбына келтирилди: 27.11.2026 14:03 болгон өзгөртүүдөн кийинкидей'],
    ['en', 'Done', 'Values restored as the change of 27.11.2026 14:03 left them'],
  ])("%s: a change's values are said to be restored", (language, title, message) => {
    for (const action of ['created', 'changed'] as const)
      expect(toast(action, language)).toEqual({ title, message });
  });
});
