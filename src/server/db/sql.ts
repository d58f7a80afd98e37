import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './connection';
import { transactionSettings } from './university-scope';

export { type SQL, sql } from 'drizzle-orm';

/*
 * The one way the app reaches the database (decision 0001): a statement is a `sql` template (its values
 * travel as parameters, never spliced into the text), run by `rows`, `firstRow` or `run` on the database
 * or on a transaction. A statement that answers rows declares their shape, column by column; the row type
 * is derived from it, not cast. The tests check every answer against its shape (CHECK_ROW_SHAPES, set by
 * vitest.config.ts): the columns' names and PostgreSQL types, and every value, on both databases, so a
 * renamed alias, a column that may be null, or a count that PostgreSQL sends as text fails a test.
 * Raw text stays with the infrastructure only: migrations, dumps and seeds (Connection) and the prepared
 * session lookup (Database.prepared).
 */

/** A column's kind: the PostgreSQL types that answer it, and how its JavaScript value looks. */
const kinds = {
  integer: { types: [21, 23], valid: (value: unknown) => Number.isSafeInteger(value) },
  float: { types: [700, 701], valid: (value: unknown) => typeof value === 'number' },
  // numeric arrives as its decimal text on both databases.
  numeric: { types: [1700], valid: (value: unknown) => typeof value === 'string' && value !== '' },
  text: { types: [25, 1043, 1042, 19], valid: (value: unknown) => typeof value === 'string' },
  boolean: { types: [16], valid: (value: unknown) => typeof value === 'boolean' },
  // Dates and timestamps arrive as PostgreSQL prints them (the driver's date parsers are not used).
  date: {
    types: [1082],
    valid: (value: unknown) => typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value),
  },
  timestamp: { types: [1184, 1114], valid: (value: unknown) => typeof value === 'string' },
  json: { types: [114, 3802], valid: () => true },
  'integer[]': {
    types: [1005, 1007],
    valid: (value: unknown) => Array.isArray(value) && value.every((item) => Number.isSafeInteger(item)),
  },
  'text[]': {
    types: [1009, 1015],
    valid: (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  },
} as const;

type Kind = keyof typeof kinds;

interface KindValue {
  integer: number;
  float: number;
  numeric: string;
  text: string;
  boolean: boolean;
  date: string;
  timestamp: string;
  json: unknown;
  'integer[]': number[];
  'text[]': string[];
}

/**
 * A column of a shape: its kind, with `?` when it may be null; or the text values a CHECK allows (a role),
 * answered typed as one of them.
 */
type Column = Kind | `${Kind}?` | readonly string[];

/** The columns a statement answers, by name. */
export type Shape = Record<string, Column>;

type ValueOf<C extends Column> = C extends readonly string[]
  ? C[number]
  : C extends `${infer K extends Kind}?`
    ? KindValue[K] | null
    : C extends Kind
      ? KindValue[C]
      : never;

/** The row a shape describes. */
export type RowOf<S extends Shape> = { -readonly [Name in keyof S]: ValueOf<S[Name]> };

/** Where a statement runs: the database (one statement, its own transaction) or a call's transaction. */
export type Executor = Database | Transaction;

interface Answer {
  rows: Record<string, unknown>[];
  fields?: { name: string; dataTypeID: number }[];
  rowCount?: number | null;
  affectedRows?: number;
}

const isDatabase = (on: Executor): on is Database => 'kind' in on && 'changes' in on;

/**
 * A statement on the database runs alone, unless the work is a university's (db/university-scope.ts): then
 * in a transaction of its own that names the university first, for the row-level security to read.
 */
async function execute(on: Executor, statement: SQL): Promise<Answer> {
  if (!isDatabase(on)) return (await on.execute(statement)) as unknown as Answer;
  const settings = transactionSettings();
  if (settings === undefined) return (await on.orm.execute(statement)) as unknown as Answer;
  return (await on.orm.transaction(async (tx) => {
    await tx.execute(settings);
    return tx.execute(statement);
  })) as unknown as Answer;
}

// Read once: the check is for the tests, and costs nothing in a serving process.
const checking = process.env.CHECK_ROW_SHAPES === '1';

const kindOf = (column: Column) =>
  kinds[typeof column === 'string' ? (column.replace('?', '') as Kind) : 'text'];

/** Why an answer does not fit its shape, or undefined when it does. */
export function shapeMismatch(shape: Shape, answer: Answer): string | undefined {
  const declared = Object.keys(shape);
  const fields = answer.fields ?? [];
  const names = fields.map((field) => field.name);
  const missing = declared.filter((name) => !names.includes(name));
  const extra = names.filter((name) => !(name in shape));
  if (missing.length > 0 || extra.length > 0)
    return `columns differ: missing ${missing.join(', ') || 'none'}, undeclared ${extra.join(', ') || 'none'}`;
  for (const field of fields) {
    const column = shape[field.name] as Column;
    if (!(kindOf(column).types as readonly number[]).includes(field.dataTypeID))
      return `column ${field.name} has PostgreSQL type ${field.dataTypeID}, not ${column}`;
  }
  for (const row of answer.rows)
    for (const [name, column] of Object.entries(shape)) {
      const value = row[name];
      const nullable = typeof column === 'string' && column.endsWith('?');
      if (value === null || value === undefined) {
        if (!nullable) return `column ${name} is null, not ${column}`;
      } else if (
        !kindOf(column).valid(value) ||
        (typeof column !== 'string' && !column.includes(value as string))
      )
        return `column ${name} holds ${JSON.stringify(value)}, not ${column}`;
    }
  return undefined;
}

/** The rows a statement answers, typed by their shape. */
export async function rows<S extends Shape>(on: Executor, shape: S, statement: SQL): Promise<RowOf<S>[]> {
  const answer = await execute(on, statement);
  if (checking) {
    const mismatch = shapeMismatch(shape, answer);
    if (mismatch) throw new Error(`The answer does not fit its row shape: ${mismatch}`);
  }
  return answer.rows as RowOf<S>[];
}

/** The first row a statement answers, or undefined when it answers none. */
export async function firstRow<S extends Shape>(
  on: Executor,
  shape: S,
  statement: SQL,
): Promise<RowOf<S> | undefined> {
  return (await rows(on, shape, statement))[0];
}

/** Runs a statement that answers no rows; answers how many rows it changed. */
export async function run(on: Executor, statement: SQL): Promise<number> {
  const answer = await execute(on, statement);
  return answer.affectedRows ?? answer.rowCount ?? 0;
}

/** Starts a transaction with `transactionSettings` (the writing user; the university's role and id). */
export async function settleTransaction(tx: Transaction, userId?: number): Promise<void> {
  const settings = transactionSettings(userId);
  if (settings) await run(tx, settings);
}
