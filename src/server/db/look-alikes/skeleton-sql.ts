import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/*
 * Writes the SQL functions `text_skeleton(text)` of migration 0022 (decision 0056): the confusables
 * skeleton of Unicode's UTS #39, computed by the database so that every write of a name (a save, an
 * import, a copy into the next year) is held to it. The mapping is the npm package unhomoglyph's
 * (confusables.txt as a JSON object: one source code point, its prototype) but for three letters kept
 * apart; the default-ignorable code points are Node's (`\p{Default_Ignorable_Code_Point}`).
 *
 * Run `node --import tsx src/server/db/look-alikes/skeleton-sql.ts` to print the functions. A released
 * migration is frozen: newer data goes into a new migration (CREATE OR REPLACE FUNCTION, then REINDEX of the
 * look-alike indexes); look-alikes.test.ts fails while the database's function differs from the package.
 */

/**
 * Letters of this product's languages that confusables.txt maps onto another letter or a digit of them,
 * kept as they are: Kyrgyz ү is not у (түз "straight", туз "salt"), and the room 10б is not the room 106.
 */
export const keptLetters = ['ү', 'Ү', 'б'];

// Named `require`, so that knip sees the package this file reads.
const require = createRequire(import.meta.url);

/** confusables.txt as unhomoglyph ships it (a source code point, its prototype), but the kept letters. */
export const confusables: Record<string, string> = Object.fromEntries(
  Object.entries(require('unhomoglyph/data.json') as Record<string, string>).filter(
    ([source]) => !keptLetters.includes(source),
  ),
);

/** The skeleton as UTS #39 defines it (NFD, default-ignorables removed, each code point mapped, NFD). */
export const skeletonOf = (text: string) =>
  [...text.normalize('NFD').replace(/\p{Default_Ignorable_Code_Point}/gu, '')]
    .map((character) => confusables[character] ?? character)
    .join('')
    .normalize('NFD');

const hex = (codePoint: number) =>
  codePoint > 0xffff
    ? `\\U${codePoint.toString(16).toUpperCase().padStart(8, '0')}`
    : `\\u${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** A regular-expression class of PostgreSQL of these code points, as ranges of escapes. */
function characterClass(codePoints: number[]) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let index = 0; index < sorted.length; ) {
    const first = sorted[index] as number;
    let last = first;
    while (sorted[index + 1] === last + 1) last = sorted[++index] as number;
    index += 1;
    ranges.push(first === last ? hex(first) : `${hex(first)}-${hex(last)}`);
  }
  return `[${ranges.join('')}]`;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** JSON in ASCII: every other character as its \u escape (jsonb reads surrogate pairs back). */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[^ -~]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );

function defaultIgnorables() {
  const found: number[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    if (/\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(codePoint))) found.push(codePoint);
  }
  return found;
}

/**
 * The characters of this product's names, most frequent first (translate() looks each one up in order):
 * a name of these alone takes the short way, without a loop and without the second normalisation.
 */
const frequent = [
  ...' -.',
  ...'оеаинтсрвлкмдпуяыьгзбчйхжшюцщэфъё',
  ...'өңү',
  ...'0123456789',
  ...'etaoinsrhldcumfpgwybvkxjqz',
  ...'ОЕАИНТСРВЛКМДПУЯЫЬГЗБЧЙХЖШЮЦЩЭФЪЁӨҢҮ',
  ...'ETAOINSRHLDCUMFPGWYBVKXJQZ',
  ...',()/"\'«»№:;!?%&+*=_#@[]{}<>|\\^`~$',
];

const single = (prototype: string) => [...prototype].length === 1;
const isMark = (character: string) => /\p{M}/u.test(character);
const unique = (characters: string[]) => [...new Set(characters)];
/** translate()'s two lists: each character mapped onto its prototype of one character, or kept as it is. */
const translation = (characters: string[]) => ({
  from: characters.join(''),
  to: characters
    .map((character) => {
      const prototype = confusables[character];
      return prototype !== undefined && single(prototype) ? prototype : character;
    })
    .join(''),
});

/**
 * The mapping in the parts the function applies. The short way, for a name of the frequent characters
 * alone: translate() over them, then a replace() per one whose prototype is several characters. The
 * general way: the default-ignorables removed, translate() over the frequent characters and every other
 * one-to-one mapping, the same replace()s, a loop over the characters only when the string holds one of
 * the other sources whose prototype is several characters, and NFD again. Checked here: no prototype
 * holds a source, so the order of the parts does not matter; on the short way no prototype puts a mark
 * before one of the name's own (NFD would move it), so the second NFD is not needed there.
 */
function mappingParts() {
  const entries = Object.entries(confusables);
  const sources = new Set(entries.map(([source]) => source));
  for (const [source, prototype] of entries)
    if ([...prototype].some((character) => sources.has(character)))
      throw new Error(`the prototype of ${source} holds a source of the mapping`);
  const front = unique(frequent.flatMap((character) => [...character.normalize('NFD')]));
  const frontMarks = front.filter(isMark);
  for (const character of front) {
    const prototype = confusables[character];
    if (prototype === undefined) continue;
    const marks = [...prototype].filter(isMark);
    if (prototype.normalize('NFD') !== prototype || isMark([...prototype][0] as string))
      throw new Error(`the prototype of ${character} would change under NFD`);
    for (const mark of marks)
      for (const own of frontMarks)
        if ((mark + own).normalize('NFD') !== mark + own)
          throw new Error(`the prototype of ${character} puts a mark before ${own}, which NFD would move`);
  }
  for (const mark of frontMarks)
    for (const other of frontMarks)
      if ((mark + other).normalize('NFD') !== mark + other)
        throw new Error(`NFD would reorder the marks ${mark} and ${other} of a name`);
  const ignorables = new Set(defaultIgnorables().map((codePoint) => String.fromCodePoint(codePoint)));
  const oneToOne = entries
    .filter(([source, prototype]) => single(prototype) && !front.includes(source) && !ignorables.has(source))
    .map(([source]) => source);
  const replaced = front.filter((character) => {
    const prototype = confusables[character];
    return prototype !== undefined && !single(prototype);
  });
  const looped = Object.fromEntries(
    entries.filter(
      ([source, prototype]) => !single(prototype) && !front.includes(source) && !ignorables.has(source),
    ),
  );
  // The name as written passes when NFD makes it of these: й and ё are also written composed.
  const composed = frequent.filter((character) => character.normalize('NFD') !== character);
  const written = unique([...front, ...composed]);
  return {
    short: translation(front),
    general: translation([...front, ...oneToOne]),
    replaced,
    looped,
    written,
    composed,
  };
}

const codePoints = (characters: string[]) =>
  characters.map((character) => character.codePointAt(0) as number);
/** A string constant of SQL in ASCII: every other character as an escape of an E'' string. */
const escaped = (text: string) =>
  `E'${[...text]
    .map((character) => {
      const codePoint = character.codePointAt(0) as number;
      if (character === "'" || character === '\\') return `\\${character}`;
      return codePoint >= 0x20 && codePoint < 0x7f ? character : hex(codePoint);
    })
    .join('')}'`;

/**
 * The two CREATE FUNCTION statements. text_skeleton() is one SQL expression, which PostgreSQL inlines
 * into the statement or index expression that calls it: translate() and replace() are C, so a name of the
 * frequent characters is mapped with no call of PL/pgSQL; text_skeleton_general() takes any other string.
 * Measured figures: decision 0056.
 */
function skeletonFunctionSql(): string {
  const { short, general, replaced, looped, written, composed } = mappingParts();
  // NFD of a name of the frequent characters: their composed letters decomposed (its marks are in order).
  const decomposed = composed.reduce(
    (inner, character) => `replace(${inner}, ${escaped(character)}, ${escaped(character.normalize('NFD'))})`,
    'value',
  );
  const replaces = (expression: string) =>
    replaced.reduce(
      (inner, source) => `replace(${inner}, ${escaped(source)}, ${escaped(confusables[source] ?? '')})`,
      expression,
    );
  const notWritten = `[^${characterClass(codePoints(written)).slice(1)}`;
  return `-- Generated by src/server/db/look-alikes/skeleton-sql.ts from unhomoglyph's confusables.txt (decision 0056).
-- Any string: the default-ignorables removed, the one-to-one mappings by one translate(), the frequent
-- characters first in its lists (it looks each character up in order), the frequent characters whose
-- prototype is several characters by replace(), the loop only over a string holding another such source.
CREATE FUNCTION text_skeleton_general(value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $skeleton$
DECLARE
  mapped text := ${replaces(`translate(
    regexp_replace(normalize(value, NFD), ${quoted(characterClass(defaultIgnorables()))}, '', 'g'),
    ${escaped(general.from)},
    ${escaped(general.to)})`)};
  looped text := '';
  part text;
BEGIN
  IF mapped ~ ${quoted(characterClass(codePoints(Object.keys(looped))))} THEN
    FOREACH part IN ARRAY regexp_split_to_array(mapped, '') LOOP
      looped := looped || coalesce(${quoted(asciiJson(looped))}::jsonb ->> part, part);
    END LOOP;
    mapped := looped;
  END IF;
  RETURN normalize(mapped, NFD);
END
$skeleton$;

-- The skeleton: one SQL expression, which PostgreSQL inlines where it is called, an index's expression
-- included (not STRICT, so that it may; a null gives null all the same). A name of this product's letters
-- alone (one regular expression) is mapped by C functions only, with no second NFD (the marks its letters
-- map to never precede its own); any other string by text_skeleton_general(), named with its schema because
-- an index is built with pg_catalog alone on the search path (PostgreSQL 17 and later; PGlite's is 18).
CREATE FUNCTION text_skeleton(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $skeleton$
  SELECT CASE WHEN value ~ ${quoted(notWritten)} THEN public.text_skeleton_general(value)
    ELSE ${replaces(`translate(${decomposed}, ${escaped(short.from)}, ${escaped(short.to)})`)} END
$skeleton$;
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(skeletonFunctionSql());
