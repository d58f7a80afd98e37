import { type Column, checkMeta, classify, copyRow, DEFAULT, Refused, type Value } from './forms';
import { piecesOf, type Reading, RestoreError } from './lexer';

// A backup read as data: every statement checked against the forms pg_dump writes, the definitions noted (the
// tables with their columns, the sequences), and the rows and sequence values handed on. The same reading
// serves the check before anything is touched (backup and restore) and the load itself.

export interface DumpSummary {
  /** The tables the backup defines, with their columns in order. */
  tables: Map<string, Column[]>;
  sequences: Set<string>;
  /** Sequences whose value the backup sets. */
  sequenceValues: Set<string>;
  /** Rows of data per table (every defined table, 0 when it has none). */
  rows: Map<string, number>;
  /** The versions in the backup's schema_migration, in its order. */
  migrations: string[];
}

export type DataPiece =
  /** Rows for these columns of the table (a generated column is never among them). */
  | { kind: 'rows'; table: string; columns: string[]; rows: Array<Array<string | null>>; line: number }
  | { kind: 'sequence-value'; sequence: string; value: string; called: boolean; line: number };

const MIGRATION_TABLE = 'schema_migration';

export const emptySummary = (): DumpSummary => ({
  tables: new Map(),
  sequences: new Set(),
  sequenceValues: new Set(),
  rows: new Map(),
  migrations: [],
});

/** The backup's data, in its order; `summary` is filled as the reading goes. */
export async function* dataOf(reading: Reading, summary: DumpSummary): AsyncGenerator<DataPiece> {
  const { file } = reading;
  const refused = (line: number, reason: string) =>
    new RestoreError(`Line ${line} of ${file} ${reason}; nothing was changed.`);
  let copying: { table: string; columns: string[] } | undefined;

  /** The table's columns a backup's rows fill, checked against what they name. */
  const loadedColumns = (table: string, named: string[] | undefined, line: number) => {
    const columns = summary.tables.get(table);
    if (!columns) throw refused(line, `holds rows for the table ${table}, which the backup does not define`);
    const stored = columns.filter((column) => !column.generated).map((column) => column.name);
    if (named && named.join() !== stored.join())
      throw refused(
        line,
        `names the columns (${named.join(', ')}) of ${table}, which has (${stored.join(', ')})`,
      );
    return { columns, stored };
  };
  const counted = (table: string, rows: Array<Array<string | null>>) => {
    summary.rows.set(table, (summary.rows.get(table) ?? 0) + rows.length);
    if (table === MIGRATION_TABLE) for (const row of rows) summary.migrations.push(String(row[0]));
  };

  for await (const piece of piecesOf(reading)) {
    try {
      if (piece.kind === 'meta') {
        checkMeta(piece.text);
        continue;
      }
      if (piece.kind === 'copy-rows') {
        const target = copying as { table: string; columns: string[] };
        const rows = piece.rows.map((line, index) => {
          const row = copyRow(line);
          if (row.length !== target.columns.length)
            throw refused(
              piece.line + 1 + index,
              `is a row of ${target.table} with ${row.length} values for ${target.columns.length} columns`,
            );
          return row;
        });
        counted(target.table, rows);
        yield { kind: 'rows', table: target.table, columns: target.columns, rows, line: piece.line };
        continue;
      }
      const statement = classify(piece.sql);
      copying = undefined;
      if (statement.kind === 'table') {
        if (summary.tables.has(statement.table))
          throw refused(piece.line, `defines the table ${statement.table} again`);
        summary.tables.set(statement.table, statement.columns);
        summary.rows.set(statement.table, 0);
      } else if (statement.kind === 'sequence') summary.sequences.add(statement.sequence);
      else if (statement.kind === 'sequence-value') {
        if (!summary.sequences.has(statement.sequence))
          throw refused(
            piece.line,
            `sets the sequence ${statement.sequence}, which the backup does not define`,
          );
        summary.sequenceValues.add(statement.sequence);
        yield { ...statement, line: piece.line };
      } else if (statement.kind === 'copy') {
        copying = {
          table: statement.table,
          columns: loadedColumns(statement.table, statement.columns, piece.line).stored,
        };
      } else if (statement.kind === 'rows') {
        const { columns, stored } = loadedColumns(statement.table, statement.columns, piece.line);
        const rows = statement.rows.map((row) =>
          statement.columns ? plain(row, piece.line) : withoutGenerated(row, columns, piece.line),
        );
        counted(statement.table, rows);
        yield { kind: 'rows', table: statement.table, columns: stored, rows, line: piece.line };
      }
    } catch (error) {
      if (error instanceof Refused) throw refused(piece.line, error.message);
      throw error;
    }
  }
  if (!summary.tables.has(MIGRATION_TABLE))
    throw new RestoreError(
      `${file} is not a backup of this application (it has no ${MIGRATION_TABLE} table); nothing was changed.`,
    );

  function plain(row: Value[], line: number): Array<string | null> {
    if (row.includes(DEFAULT)) throw refused(line, 'gives DEFAULT for a column it names');
    return row as Array<string | null>;
  }
  /** An INSERT without column names gives every column, DEFAULT for the generated ones. */
  function withoutGenerated(row: Value[], columns: Column[], line: number): Array<string | null> {
    if (row.length !== columns.length)
      throw refused(line, `gives ${row.length} values for ${columns.length} columns`);
    const values: Array<string | null> = [];
    for (const [index, column] of columns.entries()) {
      const value = row[index] as Value;
      if (column.generated !== (value === DEFAULT))
        throw refused(
          line,
          `gives ${column.generated ? 'a value for the generated' : 'DEFAULT for the'} column ${column.name}`,
        );
      if (value !== DEFAULT) values.push(value);
    }
    return values;
  }
}

/** Reads the whole backup as a check: what it holds, or the first thing wrong with it. */
export async function summarise(reading: Reading): Promise<DumpSummary> {
  const summary = emptySummary();
  for await (const _ of dataOf(reading, summary)) {
    // the reading fills the summary
  }
  return summary;
}
