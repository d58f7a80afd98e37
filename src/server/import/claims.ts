import type { Language } from '../../contract/limits';
import { type MessageKey, translate } from '../core/messages';

// Rows of one file that contradict each other (decision 0053): two rows for one record, or two rows taking a
// place only one may hold (a single-holder role of a commission). Each row of a preview is judged alone
// against the database, so what one row would do to another is found here, before any is judged: every
// such row is refused, naming all the lines, and none is merged into another or wins by coming later.

/**
 * What a row takes: a record, or a place only one row may take; rows taking the same `key` contradict. With
 * a `value`, they contradict only when they say different values of it (one licence given two periods).
 */
export interface Claim {
  key: string;
  value?: string;
  /** The sentence saying it, given the lines as `{lines}`. */
  message: MessageKey;
  params: Record<string, string>;
}

const locales: Record<Language, string> = { ru: 'ru', kg: 'ky', en: 'en' };
/** The most lines a sentence lists; a longer list ends in an ellipsis. */
const LINES_SHOWN = 5;

/** "3 и 7", "3 жана 7", "3 and 7"; past five lines, the first five and "…". */
function linesOf(lines: readonly number[], lang: Language): string {
  if (lines.length > LINES_SHOWN) return `${lines.slice(0, LINES_SHOWN).join(', ')}…`;
  return new Intl.ListFormat(locales[lang], { type: 'conjunction' }).format(lines.map(String));
}

/** The lines refused for contradicting another line, each with its sentence (the first claim it lost). */
export function contradictions(
  rows: readonly { line: number; claims: readonly Claim[] }[],
  lang: Language,
): Map<number, string> {
  const byKey = new Map<string, { claim: Claim; lines: number[]; values: Set<string | undefined> }>();
  for (const { line, claims } of rows)
    for (const claim of claims) {
      const taken = byKey.get(claim.key) ?? { claim, lines: [], values: new Set() };
      if (!taken.lines.includes(line)) taken.lines.push(line);
      taken.values.add(claim.value);
      byKey.set(claim.key, taken);
    }
  const refused = new Map<number, string>();
  for (const { claim, lines, values } of byKey.values()) {
    if (lines.length < 2 || (claim.value !== undefined && values.size < 2)) continue;
    const sentence = translate(claim.message, lang, { ...claim.params, lines: linesOf(lines, lang) });
    for (const line of lines) if (!refused.has(line)) refused.set(line, sentence);
  }
  return refused;
}
