import 'i18next';
import type checkWarning from '../components/check-warning/texts/ru.json';
import type commission from '../components/commission/texts/ru.json';
import type copyable from '../components/copyable/texts/ru.json';
import type documentTexts from '../components/document/texts/ru.json';
import type importTexts from '../components/import/texts/ru.json';
import type licencePanel from '../components/licence-panel/texts/ru.json';
import type audit from '../features/audit/texts/ru.json';
import type checks from '../features/checks/texts/ru.json';
import type classrooms from '../features/classrooms/texts/ru.json';
import type educational from '../features/educational/texts/ru.json';
import type gradingRules from '../features/grading-rules/texts/ru.json';
import type integrations from '../features/integrations/texts/ru.json';
import type ministry from '../features/ministry/texts/ru.json';
import type newYear from '../features/new-year/texts/ru.json';
import type overview from '../features/overview/texts/ru.json';
import type positions from '../features/positions/texts/ru.json';
import type setup from '../features/setup/texts/ru.json';
import type users from '../features/users/texts/ru.json';
import type ru from './ru.json';

/** Every text: the shell's (ru.json) and the screens' own, added when their chunk loads (addScreenTexts). */
export type AppTexts = typeof ru & {
  educational: typeof educational;
  users: typeof users;
  positions: typeof positions;
  classrooms: typeof classrooms;
  gradingRules: typeof gradingRules;
  commission: typeof commission;
  audit: typeof audit;
  import: typeof importTexts;
  newYear: typeof newYear;
  overview: typeof overview;
  checkWarning: typeof checkWarning;
  checks: typeof checks;
  // The printable documents (decision 0049).
  document: typeof documentTexts;
  // The university's setup and its licence panel (decision 0060).
  setup: typeof setup;
  licencePanel: typeof licencePanel;
  // The ministry's console (decision 0069).
  ministry: typeof ministry;
  // The integration API's clients (decision 0075).
  integrations: typeof integrations;
  // The copy button of a value to hand on.
  copyable: typeof copyable;
};

// Typed translation keys: a key missing from the Russian texts is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppTexts };
  }
}
