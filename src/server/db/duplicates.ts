import { sqlState } from '../core/errors';
import type { Said } from '../core/said';
import { type Executor, firstRow, sql } from './sql';

import { keyOfLookAlike, LOOK_ALIKE, type UniqueKey, uniqueKeys } from './unique-keys';

export const UNIQUE_VIOLATION = '23505';

/** The values a refused write tried to give a row (id -1: a new row), by column. */
export interface Attempt {
  id: number;
  columns: Record<string, unknown>;
}

/** The name of the constraint (unique index) a database error broke, also when the ORM wrapped it. */
export function constraintOf(error: unknown): string | undefined {
  for (
    let cause = error as { constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    cause && depth < 5;
    depth++
  ) {
    if (typeof cause.constraint === 'string') return cause.constraint;
    cause = cause.cause as typeof cause;
  }
  return undefined;
}

/**
 * The sentence naming the row a refused duplicate clashes with (decision 0035), read after the
 * write rolled back; undefined when the error is not a described unique key's, or the row is gone by now
 * (the answer then keeps SPEC's general words).
 */
export async function clashOf(
  database: Executor,
  error: unknown,
  attempt: Attempt,
): Promise<Said | undefined> {
  if (sqlState(error) !== UNIQUE_VIOLATION) return undefined;
  const constraint = constraintOf(error) ?? '';
  // A look-alike of a name (migration 0022, decision 0056) is told as a duplicate of its key: the row the
  // index refused it for has the same skeleton in that index's case, and is not an old look-alike kept.
  const found = LOOK_ALIKE.exec(constraint);
  const lookAlike = found ? (found[1] ?? '') : undefined;
  const key = uniqueKeys[lookAlike === undefined ? constraint : keyOfLookAlike(constraint)];
  if (!key) return undefined;
  const values = await keyValues(database, key, attempt);
  if (!values) return undefined;
  const skeleton = (value: unknown) =>
    lookAlike === '_lower'
      ? sql`text_skeleton(lower(${value}))`
      : lookAlike === '_upper'
        ? sql`text_skeleton(upper(${value}))`
        : sql`text_skeleton(${value})`;
  const where = key.match.map(({ column, lower }, index) => {
    const stored = sql`o.${sql.identifier(column)}`;
    if (!lower) return sql`${stored} = ${values[index]}`;
    if (lookAlike === undefined) return sql`lower(${stored}) = lower(${values[index]})`;
    return sql`${skeleton(stored)} = ${skeleton(values[index])} AND NOT o.look_alike_kept`;
  });
  // The key's words and joins are fixed text of unique-keys.ts; their columns differ by key, so they
  // come as one json object.
  const row = await firstRow(
    database,
    { words: 'json' },
    sql`SELECT row_to_json(w) AS words
          FROM (SELECT ${sql.raw(key.words)} FROM ${sql.identifier(key.table)} o ${sql.raw(key.joins ?? '')}
                 WHERE ${sql.join(where, sql` AND `)} AND o.${sql.identifier(key.key)} <> ${attempt.id}
                 LIMIT 1) w`,
  );
  return row ? { key: key.message, params: wordsOf(row.words as Record<string, unknown>) } : undefined;
}

/** The key's values the write tried: the columns it sent, the rest as the updated row has them. */
async function keyValues(database: Executor, key: UniqueKey, attempt: Attempt) {
  const columns = key.match.map(({ column }) => column);
  const sent = columns.map((column) => attempt.columns[column]);
  if (sent.every((value) => value !== undefined))
    return sent.some((value) => value === null) ? undefined : sent;
  if (attempt.id === -1) return undefined;
  const list = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  // As one json object: the key's columns differ by key.
  const found = await firstRow(
    database,
    { stored: 'json' },
    sql`SELECT row_to_json(r) AS stored
          FROM (SELECT ${list} FROM ${sql.identifier(key.table)} WHERE ${sql.identifier(key.key)} = ${attempt.id}) r`,
  );
  if (!found) return undefined;
  const row = found.stored as Record<string, unknown>;
  const values = columns.map((column, index) => (sent[index] !== undefined ? sent[index] : row[column]));
  return values.some((value) => value === null) ? undefined : values;
}

/** The row's words as text; an empty Kyrgyz or English name falls back to the Russian one. */
function wordsOf(row: Record<string, unknown>): Record<string, string> {
  const words: Record<string, string> = {};
  for (const [name, value] of Object.entries(row)) words[name] = value === null ? '' : String(value);
  for (const name of Object.keys(words)) {
    const ru = words[name.replace(/_(kg|en)$/, '_ru')];
    if (/_(kg|en)$/.test(name) && words[name] === '' && ru) words[name] = ru;
  }
  return words;
}
