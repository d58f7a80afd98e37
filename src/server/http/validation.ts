import type { FastifySchemaValidationError } from 'fastify';
import type { Language } from '../../contract/limits';
import { translate } from './messages';

type Reason = Record<Language, string>;

// Why a field was refused, in words a person reads; the zod issue code decides which.
const reasons: Record<string, Reason> = {
  required: { ru: 'поле обязательно', kg: 'талаа милдеттүү', en: 'the field is required' },
  invalid_type: { ru: 'неверный тип значения', kg: 'маанинин түрү туура эмес', en: 'wrong type of value' },
  too_big: {
    ru: 'значение слишком длинное или большое (не более {maximum})',
    kg: 'маани өтө узун же чоң ({maximum} ашпашы керек)',
    en: 'the value is too long or too large (at most {maximum})',
  },
  too_small: {
    ru: 'значение слишком короткое или маленькое (не менее {minimum})',
    kg: 'маани өтө кыска же кичине ({minimum} кем эмес)',
    en: 'the value is too short or too small (at least {minimum})',
  },
  custom: { ru: 'недопустимые символы', kg: 'жол берилбеген белгилер', en: 'characters not allowed' },
  invalid_format: { ru: 'неверный формат', kg: 'формат туура эмес', en: 'wrong format' },
  not_multiple_of: {
    ru: 'должно быть целым числом',
    kg: 'бүтүн сан болушу керек',
    en: 'must be a whole number',
  },
  other: { ru: 'недопустимое значение', kg: 'жол берилбеген маани', en: 'value not allowed' },
};

const fieldNames: Record<Language, string> = {
  ru: 'тело запроса',
  kg: 'сурамдын денеси',
  en: 'request body',
};

/** One sentence naming the first refused field and why, in the request's language. */
export function describeValidation(issues: FastifySchemaValidationError[], lang: Language): string {
  const issue = issues[0];
  const path = (issue?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const field = path === '' ? fieldNames[lang] : path;
  const params = (issue?.params ?? {}) as Record<string, unknown>;
  // An absent body reaches the validator as null; an absent field as undefined.
  const absent = path === '' ? /received (undefined|null)/ : /received undefined/;
  const missing = issue?.keyword === 'invalid_type' && absent.test(issue.message ?? '');
  const reasonKey = missing ? 'required' : (issue?.keyword ?? 'other');
  const template = (reasons[reasonKey] ?? reasons.other) as Reason;
  const reason = template[lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  return translate('invalidField', lang, { field, reason });
}
