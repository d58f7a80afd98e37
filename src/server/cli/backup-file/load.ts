import type { Connection } from '../../db/connection';
import {
  applyMigration,
  CREATE_MIGRATION_TABLE,
  grantServerRole,
  MIGRATION_LOCK_KEY,
  type Migration,
} from '../../db/migrate';
import { type DataPiece, type DumpSummary, dataOf, emptySummary } from './data';
import { restartFeedVersions } from './feed-versions';
import { quoted } from './forms';
import { failure, type Reading, RestoreError, withoutFullStop } from './lexer';
import { alignSequences, type RaisedSequence } from './sequences';

// The load of a checked backup into an empty database, in one transaction: this release's migrations build
// the schema up to the backup's last migration, the backup's tables and columns are compared with it, its rows
// and sequence values go in (foreign keys and triggers held back meanwhile, as pg_dump's own order does), every
// table's row count is compared with the backup's, every sequence is raised to follow its column's largest
// value (sequences.ts), then the remaining migrations run. Any failure rolls all of it back. Nothing of the
// file is run as SQL: its values travel as parameters.

/** Values per INSERT: below PostgreSQL's 65,535 parameters. */
const PARAMETERS_PER_INSERT = 30_000;
const ROWS_PER_INSERT = 1_000;

export interface LoadPlan {
  /** The target, for messages ("the database academic on dbhost:5432"). */
  target: string;
  summary: DumpSummary;
  /** This release's migrations: the backup's are the first of them. */
  migrations: Migration[];
  /** The second reading of the file; its digests are checked by `verified` before COMMIT. */
  reading: Reading;
  verified: () => void;
}

interface TableShape {
  columns: Array<{ name: string; type: string; generated: boolean }>;
}

export interface Loaded {
  /** The migrations run after the backup's. */
  applied: string[];
  /** The sequences that were behind their column and were raised. */
  raised: RaisedSequence[];
}

export async function load(connection: Connection, plan: LoadPlan): Promise<Loaded> {
  const { summary, migrations } = plan;
  const levels = summary.migrations.length;
  await connection.exec('BEGIN');
  try {
    const [lock] = await connection.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [MIGRATION_LOCK_KEY],
    );
    if (!lock?.locked)
      throw new RestoreError(
        `Another process is migrating ${plan.target}; nothing was changed. Stop it and try again.`,
      );
    refuseNonEmpty(plan.target, await tableCount(connection));
    await connection.exec(CREATE_MIGRATION_TABLE);
    for (const migration of migrations.slice(0, levels)) await applyMigration(connection, migration);

    const shapes = await tableShapes(connection);
    await giveOwnIds(connection, summary.sequences);
    compareSchema(summary, shapes, await sequencesOf(connection), migrations[levels - 1]?.version ?? '');
    const foreignKeys = await connection.query<{ owner: string; name: string; definition: string }>(
      `SELECT c.relname AS owner, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`,
    );
    const tables = [...shapes.keys()].map((table) => `public.${quoted(table)}`);
    for (const key of foreignKeys)
      await connection.exec(`ALTER TABLE public.${quoted(key.owner)} DROP CONSTRAINT ${quoted(key.name)}`);
    for (const table of tables) await connection.exec(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
    // What the migrations put in (reference rows, the settings) is in the backup as it was when written.
    await connection.exec(`TRUNCATE ${tables.join(', ')}`);

    const loaded = emptySummary();
    for await (const piece of dataOf(plan.reading, loaded)) await put(connection, shapes, piece);
    plan.verified();
    await compareCounts(connection, summary);
    // Before the later migrations, whose own inserts take the sequences' next values.
    const raised = await alignSequences(connection);
    await restartFeedVersions(connection);
    for (const key of foreignKeys)
      await connection
        .exec(`ALTER TABLE public.${quoted(key.owner)} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`)
        .catch((error: Error) => {
          throw failure(`the rows of ${key.owner} do not hold together (${withoutFullStop(error.message)})`);
        });
    for (const table of tables) await connection.exec(`ALTER TABLE ${table} ENABLE TRIGGER USER`);

    const applied: string[] = [];
    for (const migration of migrations.slice(levels)) {
      await applyMigration(connection, migration).catch((error: Error) => {
        throw failure(
          `migration ${migration.version} failed on the backup's data (${withoutFullStop(error.message)})`,
        );
      });
      applied.push(migration.version);
    }
    await grantServerRole(connection);
    await connection.exec('COMMIT');
    return { applied, raised };
  } catch (error) {
    // Should even the rollback fail, the connection's end without COMMIT keeps nothing of it.
    await connection.exec('ROLLBACK').catch(() => undefined);
    if (error instanceof RestoreError) throw error;
    throw failure((error as Error).message);
  }
}

async function put(connection: Connection, shapes: Map<string, TableShape>, piece: DataPiece): Promise<void> {
  if (piece.kind === 'sequence-value') {
    await connection.query('SELECT setval($1::regclass, $2::bigint, $3::boolean)', [
      `public.${quoted(piece.sequence)}`,
      piece.value,
      piece.called,
    ]);
    return;
  }
  const shape = shapes.get(piece.table) as TableShape;
  const types = piece.columns.map(
    (name) => shape.columns.find((column) => column.name === name)?.type as string,
  );
  const perInsert = Math.max(1, Math.min(ROWS_PER_INSERT, Math.floor(PARAMETERS_PER_INSERT / types.length)));
  const into = `INSERT INTO public.${quoted(piece.table)} (${piece.columns.map(quoted).join(', ')}) VALUES `;
  for (let first = 0; first < piece.rows.length; first += perInsert) {
    const rows = piece.rows.slice(first, first + perInsert);
    let parameter = 0;
    // Every value is sent as text and read by its column type's own input, as COPY would read it.
    const tuples = rows.map(() => `(${types.map((type) => `$${++parameter}::text::${type}`).join(', ')})`);
    try {
      await connection.query(into + tuples.join(', '), rows.flat());
    } catch (error) {
      throw failure(
        `the rows of ${piece.table} at line ${piece.line}: ${withoutFullStop((error as Error).message)}`,
      );
    }
  }
}

async function tableShapes(connection: Connection): Promise<Map<string, TableShape>> {
  const rows = await connection.query<{ table: string; name: string; type: string; generated: boolean }>(
    `SELECT c.relname AS "table", a.attname AS name, format_type(a.atttypid, NULL) AS type,
            a.attgenerated <> '' AS generated
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
  );
  const shapes = new Map<string, TableShape>();
  for (const row of rows) {
    const shape = shapes.get(row.table) ?? { columns: [] };
    shape.columns.push({ name: row.name, type: row.type, generated: row.generated });
    shapes.set(row.table, shape);
  }
  return shapes;
}

/**
 * The universities whose rows the backup numbered from sequences of their own (migration 0030): they get
 * them here as adding them did, each in its university's range, before the backup's values are set.
 */
async function giveOwnIds(connection: Connection, sequences: Set<string>): Promise<void> {
  const universities = new Set<string>();
  for (const sequence of sequences) {
    const own = /_seq_u(\d{1,9})$/.exec(sequence);
    if (own) universities.add(own[1] as string);
  }
  for (const university of universities)
    await connection
      .query('SELECT give_university_own_ids($1::integer)', [university])
      .catch((error: Error) => {
        throw failure(`the backup numbers university ${university} (${withoutFullStop(error.message)})`);
      });
}

const sequencesOf = async (connection: Connection) =>
  new Set(
    (
      await connection.query<{ name: string }>(
        "SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S'",
      )
    ).map((row) => row.name),
  );

/** The backup's tables, columns and sequences against those the migrations made. */
function compareSchema(
  summary: DumpSummary,
  shapes: Map<string, TableShape>,
  sequences: Set<string>,
  migration: string,
): void {
  const of = `this release's migrations up to ${migration}`;
  for (const table of shapes.keys())
    if (!summary.tables.has(table)) throw failure(`the backup lacks the table ${table}, which ${of} make`);
  for (const [table, columns] of summary.tables) {
    const shape = shapes.get(table);
    if (!shape) throw failure(`the backup has a table ${table}, which ${of} do not make`);
    const described = (list: Array<{ name: string; generated: boolean }>) =>
      list.map((column) => `${column.name}${column.generated ? ' (generated)' : ''}`).join(', ');
    if (described(columns) !== described(shape.columns))
      throw failure(
        `the backup's table ${table} has the columns (${described(columns)}) where ${of} make (${described(shape.columns)})`,
      );
  }
  const listed = (set: Set<string>) => [...set].sort().join(', ');
  if (listed(summary.sequences) !== listed(sequences) || listed(summary.sequenceValues) !== listed(sequences))
    throw failure(
      `the backup's sequences (${listed(summary.sequenceValues)}) are not those ${of} make (${listed(sequences)})`,
    );
}

async function compareCounts(connection: Connection, summary: DumpSummary): Promise<void> {
  for (const [table, expected] of summary.rows) {
    const [row] = await connection.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM public.${quoted(table)}`,
    );
    if (row?.count !== expected)
      throw failure(
        `the table ${table} holds ${row?.count} rows after the load where the backup has ${expected}`,
      );
  }
}

async function tableCount(connection: Pick<Connection, 'query'>): Promise<number> {
  const [row] = await connection.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'f')",
  );
  return row?.count ?? 0;
}

const refuseNonEmpty = (target: string, tables: number) => {
  if (tables > 0)
    throw new RestoreError(
      `${target.charAt(0).toUpperCase()}${target.slice(1)} is not empty (it has ${tables} table${tables === 1 ? '' : 's'}): db:restore only fills an empty database, and nothing was changed.`,
    );
};
