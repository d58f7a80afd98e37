/**
 * The glossary (docs/glossary.md, decision 0051): each concept's one word in Russian, Kyrgyz and English, and
 * the Kyrgyz words that must not stand for it. Every Kyrgyz text follows it: the screens' kg.json files,
 * the server's sentences and the Kyrgyz columns of the data the migrations and the demo write
 * (web/i18n/glossary.test.ts and server/core/glossary.test.ts). docs/glossary.md is this list written out
 * (the web test checks it is).
 *
 * A banned word is written as the glossary shows it: "…" stands for any ending (балл… is балл, баллдык,
 * баллдары), a space for any spacing, and "except" lists the phrases of another sense that stay allowed
 * (аралык маанилер, "intermediate values", and эл аралык, "international", while аралык for a range is
 * banned). Letter case is ignored. It lives in the contract, the one place both sides' tests may import.
 */

export interface BannedWord {
  /** The word or phrase as the glossary shows it. */
  kg: string;
  /** Phrases of another sense that hold it, allowed. */
  except?: readonly string[];
  /** Only in these database columns (table.column); in every Kyrgyz text when absent. */
  columns?: readonly string[];
  /** Its form in a text; built from the fields above. */
  pattern: RegExp;
  /** The excepted phrases' forms, taken out of a text before the word is looked for. */
  allowed?: RegExp;
}

interface Term {
  /** The concept, in English words. */
  concept: string;
  ru: string;
  kg: string;
  en: string;
  banned: readonly BannedWord[];
  /** Why, where the choice is not obvious. */
  note?: string;
}

// JavaScript's \b knows only Latin letters: a word's edges are "no letter" either side, by Unicode.
const NOT_LETTER_BEFORE = '(?<!\\p{L})';
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A glossary word ("балл…", "каттоо эсеб… өчүр…") as a pattern over whole words. */
function wordsPattern(words: string): string {
  const ending = words.endsWith('…') ? '' : '(?!\\p{L})';
  const body = words
    .split(' ')
    .map((word) => literal(word.replace(/…$/, '')) + (word.endsWith('…') ? '\\p{L}*' : ''))
    .join('\\s+');
  // A word that ends in a non-letter ("(орус.)") has its edge already.
  return /\p{L}$/u.test(words.replace(/…$/, '')) ? body + ending : body;
}

/** A glossary word as a pattern that finds it in a text, whole words only. */
function patternOf(words: string): RegExp {
  const before = /^\p{L}/u.test(words) ? NOT_LETTER_BEFORE : '';
  return new RegExp(`${before}${wordsPattern(words)}`, 'iu');
}

function ban(
  kg: string,
  options: { except?: readonly string[]; columns?: readonly string[] } = {},
): BannedWord {
  const { except } = options;
  const allowed = except
    ? { allowed: new RegExp(except.map((phrase) => patternOf(phrase).source).join('|'), 'giu') }
    : {};
  return { kg, ...options, pattern: patternOf(kg), ...allowed };
}

const term = (
  concept: string,
  ru: string,
  kg: string,
  en: string,
  banned: BannedWord[] = [],
  note?: string,
) => ({ concept, ru, kg, en, banned, ...(note ? { note } : {}) }) satisfies Term;

export const glossary: readonly Term[] = [
  // Actions on a record or an account.
  term('delete a record', 'удалить', 'өчүрүү', 'delete', [ban('жок кыл…')]),
  term(
    'disable an account',
    'отключить',
    'бөгөттөө (бөгөттөлгөн)',
    'disable',
    [ban('каттоо эсеб… өчүр…')],
    'өчүрүү is delete: a disabled account is бөгөттөлгөн, never өчүрүлгөн.',
  ),
  term('enable an account', 'включить', 'бөгөттөн чыгаруу', 'enable'),
  term(
    'tick, untick a check box (winter reception)',
    'включить, отключить',
    'белгисин коюу, белгисин алып салуу',
    'switch on, switch off',
    [ban('кабыл алуу… күйгүз…'), ban('кабыл алуу… өчүр…')],
    'The control is a check box; өчүрүү would read as deleting the reception.',
  ),
  term('change a password', 'сменить пароль', 'сырсөздү алмаштыруу', 'change the password', [
    ban('сырсөз… өзгөрт…'),
  ]),
  term('save', 'сохранить', 'сактоо', 'save'),
  term('cancel', 'отменить', 'жокко чыгаруу', 'cancel'),
  term('edit', 'изменить', 'өзгөртүү', 'edit'),
  term('choose', 'выбрать', 'тандоо', 'choose'),
  term(
    'filter (a list, the audit, an export)',
    'фильтр, отбор',
    'чыпка',
    'filter',
    [ban('тандоо… тарыт…')],
    'тандоо is choosing: a filter is narrowed (Чыпканы тарытыңыз), a choice is not.',
  ),
  term('bind (a speciality to a faculty, a group to a speciality)', 'привязать', 'бекитүү', 'bind', [
    ban('байло…'),
    ban('байланган'),
  ]),
  term('copy', 'копировать', 'көчүрүү', 'copy'),
  term('duplicate (a speciality entered twice)', 'дубликат', 'кайталанган (адистик)', 'duplicate', [
    ban('дубликат…'),
  ]),
  // Records, fields and their values.
  term('record', 'запись', 'жазуу', 'record'),
  term('field', 'поле', 'талаа', 'field'),
  term('current (version, values)', 'текущий', 'учурдагы', 'current', [
    ban('азыркы версия…'),
    ban('азыркы маани…'),
  ]),
  term('short name', 'краткое наименование', 'кыска аталышы', 'short name', [
    ban('кыскартылган аталыш…'),
    ban('кыскача аталыш…'),
  ]),
  term(
    'a name in Russian, Kyrgyz, English',
    '(рус.), (кырг.), (англ.)',
    '(орусча), (кыргызча), (англисче)',
    '(Russian), (Kyrgyz), (English)',
    [ban('(орус.)'), ban('(кырг.)'), ban('(англ.)')],
  ),
  term(
    'digit',
    'цифра',
    'цифра',
    'digit',
    [ban('сандар гана'), ban('сандар жана бир чекит')],
    'сан is a number.',
  ),
  term(
    'minimum, maximum (a value)',
    'минимум, максимум',
    'эң аз маани, эң көп маани (headers: Мин., Макс.)',
    'minimum, maximum',
    [ban('минимум…'), ban('максимум…')],
  ),
  term('request body', 'тело запроса', 'сурамдын мазмуну', 'request body', [ban('сурамдын дене…')]),
  term(
    'no permission (a screen)',
    'нет доступа',
    'кирүүгө уруксат жок',
    'not allowed',
    [],
    'Жеткиликсиз is "unavailable" (the database), not this.',
  ),
  // The university's structure.
  term('speciality', 'специальность', 'адистик', 'speciality'),
  term(
    'specialist programme (the level of a study form)',
    'специалитет',
    'специалитет',
    'specialist programme',
    [ban('адистик…', { columns: ['f_educ_prog.name_kg', 'f_educ.f_educ_kg'] })],
    'адистик is a speciality: the programme keeps its own name.',
  ),
  term('direction', 'направление', 'багыт', 'direction'),
  term('department', 'кафедра', 'кафедра', 'department'),
  term('academic year', 'учебный год', 'окуу жылы', 'academic year'),
  term(
    "target year (of next year's groups, of a new academic year)",
    'год назначения, целевой год',
    'топтор түзүлө турган окуу жылы, жаңы окуу жылы',
    'target year',
    [ban('максаттуу жыл…')],
    'максаттуу means "purposeful".',
  ),
  term(
    'turnover (of a new academic year)',
    'перенос на новый учебный год',
    'өткөрүү',
    'turnover',
    [ban('которуу…', { except: ['факультетке которуу…', 'окуу жылына кантип которуу'] })],
    'которуу is also a translation and a move: a department to another faculty (факультетке которуу) and the help article on groups for the next year stay.',
  ),
  term('study form', 'форма обучения', 'окуу формасы', 'study form', [ban('окутуу формасы…')]),
  term('state attestation commission', 'ГАК', 'МАК', 'commission'),
  term('admission plan', 'план приёма', 'кабыл алуу планы', 'admission plan'),
  term('contract (places, students)', 'контракт', 'контракт (контракттык)', 'contract', [ban('келишим…')]),
  term('budget (places, students)', 'бюджет', 'бюджет (бюджеттик)', 'budget'),
  // Grading.
  term('grading rule', 'правило оценивания', 'баалоо эрежеси', 'grading rule'),
  term('points', 'баллы', 'упай', 'points', [ban('балл…')]),
  term(
    'range (of points, of allowed values)',
    'диапазон',
    'диапазон',
    'range',
    [ban('аралы…', { except: ['аралык маани…', 'аралыктан', 'эл аралык…'] })],
    'аралык маани is an intermediate value, Аралыктан (окуу) distance learning, эл аралык international: they stay.',
  ),
  term('intermediate value (of a range)', 'промежуточное значение', 'аралык маани', 'intermediate value'),
  term('grade form (numeric, words, letter, points)', 'форма оценки', 'баанын формасы', 'grade form', [
    ban('баалоонун түрү'),
  ]),
  term('letter grade', 'буквенная оценка', 'тамгалык баа', 'letter grade', [ban('тамга менен баа…')]),
  // Accounts.
  term('account', 'учётная запись', 'каттоо эсеби', 'account'),
  term('password', 'пароль', 'сырсөз', 'password'),
];

interface BannedUse {
  /** The glossary's word for the concept. */
  use: string;
  /** The banned word as the glossary shows it. */
  banned: string;
  /** What the text has. */
  found: string;
}

/**
 * The banned words a Kyrgyz text uses. `column` (table.column) is where a database value comes from:
 * the bans kept to some columns apply there only.
 */
export function bannedWordsIn(text: string, column?: string): BannedUse[] {
  const uses: BannedUse[] = [];
  for (const { kg, banned } of glossary)
    for (const word of banned) {
      if (word.columns && !(column && word.columns.includes(column))) continue;
      const found = word.pattern.exec(word.allowed ? text.replace(word.allowed, ' ') : text);
      if (found) uses.push({ use: kg, banned: word.kg, found: found[0] });
    }
  return uses;
}
