import { sqlState } from '../core/errors';
import type { Said } from '../core/said';
import type { Database } from './connection';
import { type UniqueKey, uniqueKeys } from './unique-keys';

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
 * The sentence naming the row a refused duplicate clashes with (issue 26, decision 0035), read after the
 * write rolled back; undefined when the error is not a described unique key's, or the row is gone by now
 * (the answer then keeps SPEC's general words).
 */
export async function clashOf(
  database: Database,
  error: unknown,
  attempt: Attempt,
): Promise<Said | undefined> {
  if (sqlState(error) !== UNIQUE_VIOLATION) return undefined;
  const key = uniqueKeys[constraintOf(error) ?? ''];
  if (!key) return undefined;
  const values = await keyValues(database, key, attempt);
  if (!values) return undefined;
  const where = key.match.map(({ column, lower }, index) =>
    lower ? `lower(o.${column}) = lower($${index + 1})` : `o.${column} = $${index + 1}`,
  );
  const [row] = await database.query<Record<string, unknown>>(
    `SELECT ${key.words} FROM ${key.table} o ${key.joins ?? ''}
      WHERE ${where.join(' AND ')} AND o.${key.key} <> $${values.length + 1} LIMIT 1`,
    [...values, attempt.id],
  );
  return row ? { key: key.message, params: wordsOf(row) } : undefined;
}

/** The key's values the write tried: the columns it sent, the rest as the updated row has them. */
async function keyValues(database: Database, key: UniqueKey, attempt: Attempt) {
  const columns = key.match.map(({ column }) => column);
  const sent = columns.map((column) => attempt.columns[column]);
  if (sent.every((value) => value !== undefined))
    return sent.some((value) => value === null) ? undefined : sent;
  if (attempt.id === -1) return undefined;
  const [row] = await database.query<Record<string, unknown>>(
    `SELECT ${columns.join(', ')} FROM ${key.table} WHERE ${key.key} = $1`,
    [attempt.id],
  );
  if (!row) return undefined;
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
