import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optional, plain, required, text } from './fields';
import { type CleanedText, cleanText, hasVisibleCharacter, type TextKind } from './text';

// The one rule for text (decision 0029), case by case: what is stored, what is refused.

const ZWSP = '\u200b';
const ZWNJ = '\u200c';
const ZWJ = '\u200d';
const WORD_JOINER = '\u2060';
const BOM = '\ufeff';
const SOFT_HYPHEN = '\u00ad';
const NBSP = '\u00a0';
const ACUTE = '\u0301';
const BREVE = '\u0306';
const oneLine: TextKind = {};
const lines: TextKind = { multiline: true };

const cases: Array<[string, string, TextKind, CleanedText]> = [
  // NFC: one sequence of code points for one look.
  ['e + combining acute composes', `Cafe${ACUTE}`, oneLine, { text: 'Café' }],
  ['и + combining breve is й', `Кыргызстандагы и${BREVE}`, oneLine, { text: 'Кыргызстандагы й' }],
  ['an already composed name is unchanged', 'Café', oneLine, { text: 'Café' }],
  // Kyrgyz, Russian and English names stay as they are.
  ['Kyrgyz ө ү ң intact', 'Өмүрбекова Ңурайым Үсөновна', oneLine, { text: 'Өмүрбекова Ңурайым Үсөновна' }],
  ['Russian ё intact', 'Ёлкин Фёдор', oneLine, { text: 'Ёлкин Фёдор' }],
  ['English intact', "O'Brien-Smith", oneLine, { text: "O'Brien-Smith" }],
  // Emoji and other astral characters with proper surrogate pairs, their joiners and selectors kept.
  ['astral emoji intact', 'Отличник 😀', oneLine, { text: 'Отличник 😀' }],
  ['emoji ZWJ sequence intact', `Выпускница 👩${ZWJ}🎓`, oneLine, { text: `Выпускница 👩${ZWJ}🎓` }],
  ['flag of regional indicators intact', 'Кыргызстан 🇰🇬', oneLine, { text: 'Кыргызстан 🇰🇬' }],
  ['emoji with a variation selector intact', 'Сердце ❤\ufe0f', oneLine, { text: 'Сердце ❤\ufe0f' }],
  [
    'emoji tag sequence (flag of Scotland) intact',
    '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    oneLine,
    { text: '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}' },
  ],
  ['astral CJK character intact', '𠀋 Иероглиф', oneLine, { text: '𠀋 Иероглиф' }],
  // Variation selectors where they choose a glyph (decision 0056): an ideograph's variant, a keycap.
  ['ideographic variation sequence intact', '葛\u{E0100}西', oneLine, { text: '葛\u{E0100}西' }],
  ['keycap intact', '1\ufe0f\u20e3 курс', oneLine, { text: '1\ufe0f\u20e3 курс' }],
  // After a letter or a digit a variation selector shows nothing: removed, so the name is the one it looks.
  ['variation selector after a letter removed', 'Физика\ufe00', oneLine, { text: 'Физика' }],
  ['emoji presentation after a letter removed', 'Ф\ufe0fизика', oneLine, { text: 'Физика' }],
  ['ideographic selector after a letter removed', 'Физика\u{E0100}\u{E01EF}', oneLine, { text: 'Физика' }],
  ['variation selector after a digit removed', 'Группа 1\ufe0f', oneLine, { text: 'Группа 1' }],
  // The braille blank shows as a space: it is one.
  ['braille blank at the end trimmed', 'Физика\u2800', oneLine, { text: 'Физика' }],
  [
    'braille blank between words a space',
    'Физика\u2800твёрдого тела',
    oneLine,
    { text: 'Физика твёрдого тела' },
  ],
  // Invisible characters that renderers ignore: removed, so equal-looking names are equal.
  ['zero-width space removed', `Race${ZWSP} Position${ZWSP}${ZWSP}`, oneLine, { text: 'Race Position' }],
  ['ZWNJ between Cyrillic letters removed', `Доц${ZWNJ}ент`, oneLine, { text: 'Доцент' }],
  ['ZWJ outside an emoji sequence removed', `Доц${ZWJ}ент`, oneLine, { text: 'Доцент' }],
  ['word joiner removed', `Про${WORD_JOINER}фессор`, oneLine, { text: 'Профессор' }],
  ['BOM inside removed', `Декан${BOM}`, oneLine, { text: 'Декан' }],
  [
    'soft hyphen removed',
    `Пре${SOFT_HYPHEN}по${SOFT_HYPHEN}да${SOFT_HYPHEN}ва${SOFT_HYPHEN}тель`,
    oneLine,
    { text: 'Преподаватель' },
  ],
  ['Hangul filler removed', 'Ассистент\u3164', oneLine, { text: 'Ассистент' }],
  ['tag characters outside a flag removed', 'Доцент\u{E0041}\u{E0042}', oneLine, { text: 'Доцент' }],
  ['removed before composing', `e${ZWSP}${ACUTE}`, oneLine, { text: 'é' }],
  // Space separators become plain spaces; the ends are trimmed.
  [
    'no-break space is a space',
    `Старший${NBSP}преподаватель${NBSP}`,
    oneLine,
    { text: 'Старший преподаватель' },
  ],
  ['ideographic and thin spaces are spaces', 'А\u3000Б\u2009В', oneLine, { text: 'А Б В' }],
  [
    'padding of blanks and invisibles trimmed',
    ` ${ZWSP}${NBSP}Доцент${BOM}\t\n`,
    oneLine,
    { text: 'Доцент' },
  ],
  ['only spaces is empty (required decides)', ` ${NBSP}\t\n `, oneLine, { text: '' }],
  ['empty is empty', '', oneLine, { text: '' }],
  // Unpaired surrogates: no character at all.
  ['lone high surrogate refused', 'Race \ud800 Position', oneLine, { refusal: 'unpairedSurrogate' }],
  ['lone low surrogate refused', '\udc00', oneLine, { refusal: 'unpairedSurrogate' }],
  ['reversed pair refused', '\ude00\ud83d', oneLine, { refusal: 'unpairedSurrogate' }],
  ['high surrogate at the end refused', 'Доцент\ud83d', oneLine, { refusal: 'unpairedSurrogate' }],
  // Control characters: none in one line; tab and line breaks in several.
  ['NUL refused', 'a\u0000b', oneLine, { refusal: 'controlCharacter' }],
  ['tab inside one line refused', 'Доцент\tкафедры', oneLine, { refusal: 'controlCharacter' }],
  ['line feed inside one line refused', 'Доцент\nкафедры', oneLine, { refusal: 'controlCharacter' }],
  ['line separator inside one line refused', 'Доцент\u2028кафедры', oneLine, { refusal: 'controlCharacter' }],
  ['C1 control refused', 'Доцент\u0085', oneLine, { refusal: 'controlCharacter' }],
  ['DEL refused', 'Доцент\u007f', oneLine, { refusal: 'controlCharacter' }],
  [
    'tab and line breaks in several lines kept',
    'Строка 1\r\nСтрока 2\tконец',
    lines,
    { text: 'Строка 1\r\nСтрока 2\tконец' },
  ],
  [
    'line separator in several lines is a line feed',
    'Строка 1\u2028Строка 2',
    lines,
    { text: 'Строка 1\nСтрока 2' },
  ],
  ['other controls in several lines refused', 'Строка\u0007', lines, { refusal: 'controlCharacter' }],
  // Bidirectional controls: they reorder what is shown (Trojan Source).
  ['right-to-left override refused', 'Доцент \u202eтнецод\u202c', oneLine, { refusal: 'bidiControl' }],
  ['left-to-right embedding refused', '\u202aДоцент', oneLine, { refusal: 'bidiControl' }],
  ['isolates refused', 'a\u2066b\u2069', oneLine, { refusal: 'bidiControl' }],
  ['right-to-left mark refused', 'Доцент\u200f', oneLine, { refusal: 'bidiControl' }],
  ['Arabic letter mark refused', '\u061cДоцент', oneLine, { refusal: 'bidiControl' }],
  // Other format characters, which show or change shaping in other scripts.
  ['Arabic number sign refused', '\u0600123', oneLine, { refusal: 'formatCharacter' }],
  ['interlinear annotation refused', 'a\ufff9b\ufffac\ufffb', oneLine, { refusal: 'formatCharacter' }],
  // At least one visible character when there is anything at all.
  ['only zero-width joiners refused', `${ZWJ}${ZWJ}${ZWJ}`, oneLine, { refusal: 'invisibleOnly' }],
  ['only zero-width spaces refused', `${ZWSP}${ZWSP}`, oneLine, { refusal: 'invisibleOnly' }],
  ['only combining marks refused', `${ACUTE}${ACUTE}\u0308`, oneLine, { refusal: 'invisibleOnly' }],
  ['combining marks and spaces refused', ` ${ACUTE} ${BREVE} `, oneLine, { refusal: 'invisibleOnly' }],
  ['only a braille blank refused', '\u2800', oneLine, { refusal: 'invisibleOnly' }],
  ['only a Hangul filler refused', '\u3164', oneLine, { refusal: 'invisibleOnly' }],
  ['a mark on a visible base kept', `A${ACUTE}${ACUTE}`, oneLine, { text: `Á${ACUTE}` }],
];

describe('the one rule for text', () => {
  it.each(cases)('%s', (_name, input, kind, expected) => {
    expect(cleanText(input, kind)).toEqual(expected);
  });

  it('stores a normalised text that the rule keeps as it is (idempotent)', () => {
    for (const [name, input, kind] of cases) {
      const once = cleanText(input, kind);
      if (once.text !== undefined) expect(cleanText(once.text, kind), name).toEqual(once);
    }
  });

  it('makes look-alike texts equal: twenty names with 0 to 19 zero-width spaces are one', () => {
    const names = Array.from({ length: 20 }, (_, count) => `Race Position${ZWSP.repeat(count)}`);
    expect(new Set(names.map((name) => cleanText(name).text))).toEqual(new Set(['Race Position']));
  });

  it('sees a visible character only where one shows', () => {
    expect(hasVisibleCharacter('a')).toBe(true);
    expect(hasVisibleCharacter('😀')).toBe(true);
    expect(hasVisibleCharacter(`${ZWJ}${ACUTE} \u2800`)).toBe(false);
  });
});

describe("the contract's text fields", () => {
  const issueOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];

  it('required: a visible character; the refusal names its reason', () => {
    expect(required(50).parse(` Café${ZWSP} `.replace('é', `e${ACUTE}`))).toBe('Café');
    expect(issueOf(required(50), `${ZWJ}${ZWJ}`)).toMatchObject({
      code: 'custom',
      params: { reason: 'invisibleOnly' },
    });
    expect(issueOf(required(50), '   ')).toMatchObject({ code: 'too_small' });
    expect(issueOf(required(50), '\ud800')).toMatchObject({ params: { reason: 'unpairedSurrogate' } });
  });

  it('optional: empty is allowed, an invisible-only text is not', () => {
    expect(optional(50).parse(undefined)).toBe('');
    expect(optional(50).parse(` ${NBSP} `)).toBe('');
    expect(issueOf(optional(50), ZWSP)).toMatchObject({ params: { reason: 'invisibleOnly' } });
    expect(optional(50, lines).parse('a\nb')).toBe('a\nb');
    expect(issueOf(optional(50), 'a\nb')).toMatchObject({ params: { reason: 'controlCharacter' } });
  });

  it('names the field in the issue path, inside an object', () => {
    const schema = z.object({ nDoljnost: plain(50) });
    expect(schema.safeParse({ nDoljnost: '\u202eabc' }).error?.issues[0]?.path).toEqual(['nDoljnost']);
  });

  it('keeps a password (text) exactly as sent: no normalisation, no stripping', () => {
    const password = ` p${ZWSP}ass e${ACUTE} ${NBSP}`;
    expect(text(200).parse(password)).toBe(password);
  });
});
