// Whether an edited name is still the same person (decision 0031). The screens keep a change of
// person apart (Replace); this is the server's guard for what reaches ins-upd-history anyway: a spelling
// may be corrected in place, another person may not. It errs towards "another person" — a refused
// correction costs a Replace, a wrongly accepted one would rewrite who held a role.

// Latin letters that look like Cyrillic ones (a mixed keyboard layout is a typo, not another person).
const LOOKALIKES: Record<string, string> = {
  A: 'А',
  B: 'В',
  C: 'С',
  E: 'Е',
  H: 'Н',
  K: 'К',
  M: 'М',
  O: 'О',
  P: 'Р',
  T: 'Т',
  X: 'Х',
  Y: 'У',
  a: 'а',
  c: 'с',
  e: 'е',
  o: 'о',
  p: 'р',
  x: 'х',
  y: 'у',
};

/** The words of a name as compared: look-alike letters made Cyrillic, lower case, ё as е, no punctuation. */
export function nameWords(name: string): string[] {
  const folded = [...name.normalize('NFC')]
    .map((char) => LOOKALIKES[char] ?? char)
    .join('')
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е');
  return folded
    .replace(/[.,;:()«»"'“”„]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Edits (insert, delete, substitute, swap two neighbours) turning one word into the other. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i += 1)
    for (let j = 1; j <= y.length; j += 1) {
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[x.length] as number[])[y.length] as number;
}

/** A word's typos allowed: one in a short word, two in a longer one, three in a long one. */
const typosAllowed = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);
/** Typos allowed over the whole name. */
const NAME_TYPOS = 3;

/**
 * Whether two spellings name the same person, word by word in their order (surname, name, patronymic):
 * the surnames agree within a few typos; each further word agrees within a few typos or is the other's
 * initial ("Э." for "Эркин"); a word only one of them has (a patronymic added) is allowed; at most three
 * typos in all. Case, spaces, punctuation, ё/е and look-alike Latin letters are not differences.
 */
export function samePerson(before: string, after: string): boolean {
  const a = nameWords(before);
  const b = nameWords(after);
  if (a.length === 0 || b.length === 0) return false;
  let typos = 0;
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const x = a[index] as string;
    const y = b[index] as string;
    const initial = x.length === 1 || y.length === 1;
    // The surname is never an initial.
    if (initial && index > 0) {
      if (x[0] !== y[0]) return false;
      continue;
    }
    const distance = editDistance(x, y);
    if (initial || distance > typosAllowed(Math.max(x.length, y.length))) return false;
    typos += distance;
  }
  return typos <= NAME_TYPOS;
}
