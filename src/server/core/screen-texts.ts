import type { Language } from '../../contract/limits';
import commissionEn from '../../web/components/commission/texts/en.json';
import commissionKg from '../../web/components/commission/texts/kg.json';
import commissionRu from '../../web/components/commission/texts/ru.json';
import auditEn from '../../web/features/audit/texts/en.json';
import auditKg from '../../web/features/audit/texts/kg.json';
import auditRu from '../../web/features/audit/texts/ru.json';
import classroomsEn from '../../web/features/classrooms/texts/en.json';
import classroomsKg from '../../web/features/classrooms/texts/kg.json';
import classroomsRu from '../../web/features/classrooms/texts/ru.json';
import educationalEn from '../../web/features/educational/texts/en.json';
import educationalKg from '../../web/features/educational/texts/kg.json';
import educationalRu from '../../web/features/educational/texts/ru.json';
import gradingEn from '../../web/features/grading-rules/texts/en.json';
import gradingKg from '../../web/features/grading-rules/texts/kg.json';
import gradingRu from '../../web/features/grading-rules/texts/ru.json';
import integrationsEn from '../../web/features/integrations/texts/en.json';
import integrationsKg from '../../web/features/integrations/texts/kg.json';
import integrationsRu from '../../web/features/integrations/texts/ru.json';
import ministryEn from '../../web/features/ministry/texts/en.json';
import ministryKg from '../../web/features/ministry/texts/kg.json';
import ministryRu from '../../web/features/ministry/texts/ru.json';
import newYearEn from '../../web/features/new-year/texts/en.json';
import newYearKg from '../../web/features/new-year/texts/kg.json';
import newYearRu from '../../web/features/new-year/texts/ru.json';
import overviewEn from '../../web/features/overview/texts/en.json';
import overviewKg from '../../web/features/overview/texts/kg.json';
import overviewRu from '../../web/features/overview/texts/ru.json';
import positionsEn from '../../web/features/positions/texts/en.json';
import positionsKg from '../../web/features/positions/texts/kg.json';
import positionsRu from '../../web/features/positions/texts/ru.json';
import setupEn from '../../web/features/setup/texts/en.json';
import setupKg from '../../web/features/setup/texts/kg.json';
import setupRu from '../../web/features/setup/texts/ru.json';
import usersEn from '../../web/features/users/texts/en.json';
import usersKg from '../../web/features/users/texts/kg.json';
import usersRu from '../../web/features/users/texts/ru.json';
import shellEn from '../../web/i18n/en.json';
import shellKg from '../../web/i18n/kg.json';
import shellRu from '../../web/i18n/ru.json';

/*
 * The screens' own texts, read as data (never run), so that the server names a field as its screen labels
 * it: a label changed on the screen changes in the server's sentences and histories with it, and a key
 * that no longer exists fails the typecheck.
 */

/** One text in every language. */
export type Trilingual = Record<Language, string>;

/** A screen's texts in each language. */
type Texts<Screen> = Record<Language, Screen>;

export const screenTexts = {
  shell: { ru: shellRu, kg: shellKg, en: shellEn },
  educational: { ru: educationalRu, kg: educationalKg, en: educationalEn },
  users: { ru: usersRu, kg: usersKg, en: usersEn },
  classrooms: { ru: classroomsRu, kg: classroomsKg, en: classroomsEn },
  grading: { ru: gradingRu, kg: gradingKg, en: gradingEn },
  positions: { ru: positionsRu, kg: positionsKg, en: positionsEn },
  commission: { ru: commissionRu, kg: commissionKg, en: commissionEn },
  audit: { ru: auditRu, kg: auditKg, en: auditEn },
  newYear: { ru: newYearRu, kg: newYearKg, en: newYearEn },
  overview: { ru: overviewRu, kg: overviewKg, en: overviewEn },
  setup: { ru: setupRu, kg: setupKg, en: setupEn },
  ministry: { ru: ministryRu, kg: ministryKg, en: ministryEn },
  integrations: { ru: integrationsRu, kg: integrationsKg, en: integrationsEn },
} as const;

/** One text of a screen, in every language. */
export function textOf<Screen>(texts: Texts<Screen>, pick: (screen: Screen) => string): Trilingual {
  return { ru: pick(texts.ru), kg: pick(texts.kg), en: pick(texts.en) };
}

/** Several texts of a screen by name (a payload key, a column), each in every language. */
export function textsOf<Screen, Name extends string>(
  texts: Texts<Screen>,
  pick: (screen: Screen) => Record<Name, string>,
): Record<Name, Trilingual> {
  const picked = { ru: pick(texts.ru), kg: pick(texts.kg), en: pick(texts.en) };
  const named = {} as Record<Name, Trilingual>;
  for (const name of Object.keys(picked.ru) as Name[])
    named[name] = { ru: picked.ru[name], kg: picked.kg[name], en: picked.en[name] };
  return named;
}
