import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import kg from '../../i18n/kg.json';
import ru from '../../i18n/ru.json';
import { authorOf } from './author';

// Who made a change, as the history panel and the audit screen say it: a person, an integration client by
// its name (decision 0080), or the system.

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: 'ru',
  resources: { ru: { translation: ru }, kg: { translation: kg }, en: { translation: en } },
  interpolation: { escapeValue: false },
});

const nobody = { userId: null, userLogin: null, userName: null };

describe("a change's author", () => {
  it.each([
    ['ru', 'Интеграция: Расписание'],
    ['kg', 'Интеграция кардары: Расписание'],
    ['en', 'Integration: Расписание'],
  ])('an integration client in %s: %s', (language, said) => {
    expect(authorOf({ ...nobody, clientName: 'Расписание' }, i18n.getFixedT(language))).toBe(said);
  });

  it('a person by name and login, the system for a change of no one', () => {
    const t = i18n.getFixedT('en');
    expect(authorOf({ userId: 1, userLogin: 'admin', userName: 'Demo Admin', clientName: null }, t)).toBe(
      'Demo Admin (admin)',
    );
    expect(authorOf({ ...nobody, clientName: null }, t)).toBe('System (initial data)');
  });
});
