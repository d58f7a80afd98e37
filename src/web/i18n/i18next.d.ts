import 'i18next';
import type ru from './ru.json';

// Typed translation keys: a key missing from ru.json is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ru };
  }
}
