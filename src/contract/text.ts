/**
 * One rule for the text a person types into a field (docs/decisions/0029-one-rule-for-text.md),
 * shared by the contract's schemas (server) and the forms (web). Not for passwords, tokens or addresses:
 * those are kept as sent.
 *
 * - Refused: unpaired surrogates (no character at all: storing one would store U+FFFD, not what was
 *   sent), control characters (a tab or line break is allowed in a multi-line field), bidirectional
 *   controls (they reorder what is shown: "Trojan Source"), and the other format characters that show.
 * - Removed: the characters Unicode says renderers ignore (zero-width space, joiners, word joiner, BOM,
 *   soft hyphen, Hangul fillers …), which pasting from Word or a web page brings along: the stored text
 *   then looks exactly like what the person saw. A zero-width joiner inside an emoji sequence and the tags
 *   of an emoji flag are kept, as is a variation selector after a pictograph, an ideograph or a keycap's
 *   digit (it chooses a glyph there); after any other character it changes nothing seen, and goes.
 * - Normalised: NFC (one code point sequence for one look), every space separator and the braille blank
 *   (U+2800, which shows as a space) a plain space, trimmed.
 * - A text that holds characters but none visible (only invisible or combining ones) is refused.
 */

export type TextRefusal =
  | 'unpairedSurrogate'
  | 'controlCharacter'
  | 'bidiControl'
  | 'formatCharacter'
  | 'invisibleOnly';

export interface TextKind {
  /** A field of several lines (a note, a text): tab, line feed and carriage return are allowed. */
  multiline?: boolean;
}

export type CleanedText = { text: string; refusal?: undefined } | { text?: undefined; refusal: TextRefusal };

// Emoji sequences whose invisible parts carry meaning: joined by ZWJ (👩‍🎓) or a flag's tags (🏴 + tags).
const EMOJI_PART = '\\p{Extended_Pictographic}(?:\\p{Emoji_Modifier}|\\uFE0F|\\u20E3)*';
const EMOJI_ZWJ_SEQUENCE = `${EMOJI_PART}(?:\\u200D${EMOJI_PART})+`;
const EMOJI_TAG_SEQUENCE = '\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}';
// Bidirectional controls: ALM, LRM, RLM, the embeddings and overrides, the isolates.
const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const VARIATION_SELECTORS = '\\uFE00-\\uFE0F\\u{E0100}-\\u{E01EF}';
// Where a variation selector chooses a glyph (decision 0056): after a pictograph (❤️) or an ideograph, and in a
// keycap (1️⃣). After a letter it shows nothing, and "Физика" plus one would be another name looking alike.
const SELECTED_GLYPH = `[\\p{Extended_Pictographic}\\p{Ideographic}][${VARIATION_SELECTORS}]|[0-9#*]\\uFE0F\\u20E3`;
/** The default-ignorable characters that go, in one pass that keeps the sequences above whole. */
const REMOVED = new RegExp(
  `(${EMOJI_ZWJ_SEQUENCE}|${EMOJI_TAG_SEQUENCE}|${SELECTED_GLYPH})|(?![${BIDI}])\\p{Default_Ignorable_Code_Point}`,
  'gu',
);
const EMOJI_SEQUENCE = new RegExp(`${EMOJI_ZWJ_SEQUENCE}|${EMOJI_TAG_SEQUENCE}`, 'gu');
const BIDI_CONTROL = new RegExp(`[${BIDI}]`, 'u');
/** Format characters left after the removal (Arabic number signs, interlinear annotations …). */
const FORMAT = /\p{Cf}/u;
const ONE_LINE_CONTROL = /[\p{Cc}\u2028\u2029]/u;
const MULTI_LINE_CONTROL = /[^\P{Cc}\t\n\r]/u;
// The braille blank is a symbol, not a space, but shows as one.
const SPACE_SEPARATOR = /[\p{Zs}\u2800]/gu;
const LINE_SEPARATOR = /[\u2028\u2029]/g;
/** A character that shows by itself: not a space, control, format, combining or ignorable one. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Whether the text holds a surrogate without its pair (JSON can carry one: "\ud800"). */
function hasUnpairedSurrogate(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0xdc00 && code <= 0xdfff) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    }
  }
  return false;
}

/** Whether the text has at least one character that shows by itself. */
export const hasVisibleCharacter = (value: string): boolean => VISIBLE.test(value);

/** The text as it is stored, or why it is refused. */
export function cleanText(value: string, kind: TextKind = {}): CleanedText {
  if (hasUnpairedSurrogate(value)) return { refusal: 'unpairedSurrogate' };
  if (BIDI_CONTROL.test(value)) return { refusal: 'bidiControl' };
  let text = value.replace(REMOVED, '$1').normalize('NFC');
  text = text.replace(SPACE_SEPARATOR, ' ');
  if (kind.multiline) text = text.replace(LINE_SEPARATOR, '\n');
  text = text.trim();
  if ((kind.multiline ? MULTI_LINE_CONTROL : ONE_LINE_CONTROL).test(text))
    return { refusal: 'controlCharacter' };
  if (FORMAT.test(text.replace(EMOJI_SEQUENCE, ''))) return { refusal: 'formatCharacter' };
  if (!hasVisibleCharacter(text) && value.trim() !== '') return { refusal: 'invisibleOnly' };
  return { text };
}

/** Why the text would be refused, or undefined when it is accepted (the forms' check). */
export const textRefusal = (value: string, kind: TextKind = {}): TextRefusal | undefined =>
  cleanText(value, kind).refusal;
