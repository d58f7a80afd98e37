import type { Language } from '../../contract/limits';
import { translate } from './messages';
import type { Trilingual } from './screen-texts';

// Why a payload was refused, said in a sentence: by the API's validation (http/envelope.ts) and by an
// import's or a restore's check of a save's payload (import/, history/), so it lives below them all.

type Reason = Record<Language, string>;

/** A field of a call's payload as its form labels it, in each language (http/field-labels.ts). */
export type FieldLabels = Record<string, Trilingual>;

/** A refused field as the validator tells it (Fastify's FastifySchemaValidationError has this shape). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message?: string;
}

// Why a field was refused, in words a person reads; the zod issue code (or a custom issue's reason) decides.
export const reasons: Record<string, Reason> = {
  required: { ru: 'поле обязательно', kg: 'талаа милдеттүү', en: 'the field is required' },
  invalid_type: { ru: 'неверный тип значения', kg: 'маанинин түрү туура эмес', en: 'wrong type of value' },
  too_big: {
    ru: 'значение слишком длинное или большое (не более {maximum})',
    kg: 'маани өтө узун же чоң (эң көбү {maximum})',
    en: 'the value is too long or too large (at most {maximum})',
  },
  too_small: {
    ru: 'значение слишком короткое или маленькое (не менее {minimum})',
    kg: 'маани өтө кыска же кичине (эң азы {minimum})',
    en: 'the value is too short or too small (at least {minimum})',
  },
  custom: { ru: 'недопустимые символы', kg: 'жол берилбеген белгилер', en: 'characters not allowed' },
  // The one rule for text (contract/text.ts, decision 0029): a custom issue whose params name the reason.
  unpairedSurrogate: {
    ru: 'текст содержит повреждённый символ (непарный суррогат)',
    kg: 'текстте бузулган белги бар (жупсуз суррогат)',
    en: 'the text holds a broken character (an unpaired surrogate)',
  },
  controlCharacter: {
    ru: 'текст содержит управляющий символ (например, табуляцию или перевод строки)',
    kg: 'текстте башкаруучу белги бар (мисалы, табуляция же жаңы сап)',
    en: 'the text holds a control character (such as a tab or a line break)',
  },
  bidiControl: {
    ru: 'текст содержит невидимый символ, меняющий направление письма',
    kg: 'текстте жазуунун багытын өзгөрткөн көрүнбөгөн белги бар',
    en: 'the text holds an invisible character that changes the writing direction',
  },
  formatCharacter: {
    ru: 'текст содержит недопустимый символ форматирования',
    kg: 'текстте жол берилбеген форматтоо белгиси бар',
    en: 'the text holds a formatting character that is not allowed',
  },
  invisibleOnly: {
    ru: 'в тексте нет ни одного видимого символа',
    kg: 'текстте бир да көрүнгөн белги жок',
    en: 'the text has no visible character',
  },
  // Dates, e-mail addresses and phones (contract/dates.ts, contract/contact.ts).
  dateFormat: {
    ru: 'дата записывается в виде гггг-мм-дд, например 2024-09-01',
    kg: 'дата жжжж-аа-кк түрүндө жазылат, мисалы 2024-09-01',
    en: 'a date is written yyyy-mm-dd, e.g. 2024-09-01',
  },
  impossibleDate: {
    ru: 'такого дня нет в календаре',
    kg: 'календарда мындай күн жок',
    en: 'there is no such day in the calendar',
  },
  email: {
    ru: 'это не адрес эл. почты (например, info@university.kg)',
    kg: 'бул электрондук почтанын дареги эмес (мисалы, info@university.kg)',
    en: 'not an e-mail address (e.g. info@university.kg)',
  },
  phone: {
    ru: 'это не номер телефона: от 7 до 15 цифр, допускаются +, пробелы, скобки и дефисы',
    kg: 'бул телефон номери эмес: 7ден 15ке чейин сан, +, боштук, кашаа жана дефис колдонсо болот',
    en: 'not a phone number: 7 to 15 digits, with +, spaces, brackets and hyphens allowed',
  },
  // The university's code a licence names (contract/setup.ts; decision 0060).
  organisationCode: {
    ru: 'код — буквы и цифры без пробелов, между ними допускаются «.», «/» и «-», например 02287351',
    kg: 'код — боштуксуз тамгалар жана цифралар, алардын ортосунда «.», «/» жана «-» болсо болот, мисалы 02287351',
    en: 'a code is letters and digits without blanks, with ".", "/" or "-" between them, e.g. 02287351',
  },
  // Grading and classrooms (SPEC §5, §9; decision 0040): the contract's patterns name these reasons.
  points: {
    ru: 'неотрицательное число не длиннее 4 символов, например 87 или 60.5',
    kg: '4 белгиден ашпаган терс эмес сан, мисалы 87 же 60.5',
    en: 'a non-negative number of at most 4 characters, e.g. 87 or 60.5',
  },
  letterGrade: {
    ru: 'буквенная оценка — не более 3 символов',
    kg: 'тамга баа — 3 белгиден ашпашы керек',
    en: 'a letter grade has at most 3 characters',
  },
  twoDecimals: {
    ru: 'не более двух знаков после запятой',
    kg: 'үтүрдөн кийин экиден ашык эмес сан',
    en: 'at most two digits after the decimal point',
  },
  invalid_format: { ru: 'неверный формат', kg: 'формат туура эмес', en: 'wrong format' },
  not_multiple_of: {
    ru: 'должно быть целым числом',
    kg: 'бүтүн сан болушу керек',
    en: 'must be a whole number',
  },
  other: { ru: 'недопустимое значение', kg: 'жол берилбеген маани', en: 'value not allowed' },
  // A bound said of what it bounds: a text's length, a number's size, a list's items.
  tooLong: {
    ru: 'текст не длиннее {maximum} символов',
    kg: 'текст эң көбү {maximum} белгиден турат',
    en: 'a text of at most {maximum} characters',
  },
  tooShort: {
    ru: 'текст не короче {minimum} символов',
    kg: 'текст эң аз дегенде {minimum} белгиден турат',
    en: 'a text of at least {minimum} characters',
  },
  tooLarge: {
    ru: 'число не больше {maximum}',
    kg: 'сан, эң көбү {maximum}',
    en: 'a number of at most {maximum}',
  },
  tooSmall: {
    ru: 'число не меньше {minimum}',
    kg: 'сан, эң азы {minimum}',
    en: 'a number of at least {minimum}',
  },
  aboveMinimum: {
    ru: 'число больше {minimum}',
    kg: '{minimum} санынан чоң сан',
    en: 'a number above {minimum}',
  },
  tooMany: {
    ru: 'не больше {maximum} элементов',
    kg: 'эң көбү {maximum} элемент',
    en: 'at most {maximum} items',
  },
  tooFew: {
    ru: 'не меньше {minimum} элементов',
    kg: 'эң азы {minimum} элемент',
    en: 'at least {minimum} items',
  },
  wholeNumber: { ru: 'целое число', kg: 'бүтүн сан', en: 'a whole number' },
};

/**
 * The reason of a bound or a type by what it applies to: a text's length, a number, a list. An issue of
 * a union (a count taken as a number or its digits) is said by the branch of the value's own kind.
 */
function precise(
  keyword: string | undefined,
  params: Record<string, unknown>,
): [string | undefined, Record<string, unknown>] {
  if (keyword === 'invalid_union' && Array.isArray(params.errors)) {
    const branch = (params.errors as { code?: string }[][]).find(
      (issues) => issues[0] && issues[0].code !== 'invalid_type',
    );
    const [first] = branch ?? [];
    if (first) return precise(first.code, first as Record<string, unknown>);
  }
  const origin = String(params.origin ?? '');
  const number = ['number', 'int', 'bigint'].includes(origin);
  if (keyword === 'too_big')
    return [
      origin === 'string'
        ? 'tooLong'
        : number
          ? 'tooLarge'
          : ['array', 'set'].includes(origin)
            ? 'tooMany'
            : keyword,
      params,
    ];
  if (keyword === 'too_small') {
    if (number) return [params.inclusive === false ? 'aboveMinimum' : 'tooSmall', params];
    return [
      origin === 'string' ? 'tooShort' : ['array', 'set'].includes(origin) ? 'tooFew' : keyword,
      params,
    ];
  }
  if (keyword === 'invalid_type' && params.expected === 'int') return ['wholeNumber', params];
  return [keyword, params];
}

/** What a refusal calls the whole body when no one field is to blame. */
export const fieldNames: Record<Language, string> = {
  ru: 'тело запроса',
  kg: 'сурамдын мазмуну',
  en: 'request body',
};

/** The payload path of the first refused field ('dateLicen', 'rows.0.name'); undefined for the whole body. */
export function refusedField(issues: ValidationIssue[]): string | undefined {
  const path = (issues[0]?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? undefined : path;
}

/** A payload path's label; an element of a list (scopes.0, facultyIds.3) is named as its list is. */
export const fieldLabel = (labels: FieldLabels, path: string): Trilingual | undefined =>
  labels[path] ?? labels[path.replace(/\.\d+$/, '')];

/**
 * One sentence naming the first refused field and why, in the request's language; the field as its form
 * labels it where the call's labels say (http/field-labels.ts), else by its payload key.
 */
export function describeValidation(
  issues: ValidationIssue[],
  lang: Language,
  labels: FieldLabels = {},
): string {
  const issue = issues[0];
  const path = refusedField(issues) ?? '';
  const field = path === '' ? fieldNames[lang] : (fieldLabel(labels, path)?.[lang] ?? path);
  const params = (issue?.params ?? {}) as Record<string, unknown>;
  // An absent body reaches the validator as null; an absent field as undefined.
  const absent = path === '' ? /received (undefined|null)/ : /received undefined/;
  const missing = issue?.keyword === 'invalid_type' && absent.test(issue.message ?? '');
  // A custom issue may name its reason in its params (the text rule's refusals); a pattern or a multiple,
  // in its message (the contract's published rules: a date, points, a letter grade).
  const named =
    issue?.keyword === 'custom'
      ? (params.params as { reason?: unknown } | undefined)?.reason
      : issue?.keyword === 'invalid_format' || issue?.keyword === 'not_multiple_of'
        ? issue.message
        : undefined;
  const custom = typeof named === 'string' && Object.hasOwn(reasons, named) ? named : undefined;
  const [keyword, bound] = precise(issue?.keyword, params);
  const reasonKey = missing ? 'required' : (custom ?? keyword ?? 'other');
  const template = (reasons[reasonKey] ?? reasons.other) as Reason;
  const reason = template[lang].replace(/\{(\w+)\}/g, (_, name: string) => String(bound[name] ?? ''));
  return translate('invalidField', lang, { field, reason });
}
