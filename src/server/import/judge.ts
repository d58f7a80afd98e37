import { createHash } from 'node:crypto';
import { mayCall } from '../../contract/access';
import {
  IMPORT_ROWS_MAX,
  type ImportCounts,
  type ImportLayout,
  type ImportRequest,
  type ImportRow,
} from '../../contract/import';
import type { Language } from '../../contract/limits';
import { AppError } from '../core/errors';
import type { SignedInUser } from '../core/signed-in-user';
import { inRolledBackSlices, nextTurn, SLICE_MS, writeTransaction } from '../db/write';
import { type FilterOf, RECORD_KEY, type RowsContext } from '../export/layout';
import { type Claim, contradictions } from './claims';
import { echo, type FileColumns, rowValues } from './columns';
import { type FileLayout, layoutOf, sheetOf } from './file-layout';
import {
  type Entry,
  findSave,
  type ImportServices,
  judgeRow,
  type RowContext,
  recordOf,
  stampOf,
} from './judge-row';
import { type AnyImportTable, lookupKey } from './layout';
import { readFile } from './read-file';
import { importTables } from './tables';

// An imported file (decision 0047) judged row by row by the table's own save. A preview writes nothing and
// blocks no one (decision 0053): its rows are judged each alone, in slices of short transactions that are rolled
// back, with the event loop's turn between them. An apply writes the rows in one transaction, in the
// file's order, and commits only when its verdicts are the preview's.

/** The verdicts of a file's rows, their counts, and the token the apply must find again. */
interface Judgement {
  rows: ImportRow[];
  counts: ImportCounts;
  token: string;
  layout: ImportLayout;
}

/**
 * Judges every row of an imported file by the table's own save, as the user: a preview (no `token`), or
 * an apply, written only when the verdicts are those of the preview whose `token` it gives.
 */
export async function judgeImport(
  services: ImportServices,
  user: SignedInUser,
  lang: Language,
  request: ImportRequest,
  token?: string,
): Promise<Judgement> {
  const table = importTables[request.table] as AnyImportTable;
  if (!mayCall(user, table.save.access)) throw new AppError('FORBIDDEN', 'forbiddenRole');
  const file = await readFile(Buffer.from(request.file.content, 'base64'));
  const sheet = sheetOf(table, file.sheets, lang);
  const { layout, columns, rows } = layoutOf(table, sheet.lines, lang, request.columns);
  if (sheet.note) layout.notes.unshift(sheet.note);
  if (rows.length > IMPORT_ROWS_MAX)
    throw new AppError('VALIDATION', 'importTooManyRows', { max: IMPORT_ROWS_MAX });
  // Until every required column is read, no row can be judged: the dialog asks which columns they are.
  if (layout.missing.length > 0) {
    if (token !== undefined)
      throw new AppError('VALIDATION', 'importMissingColumns', {
        columns: layout.expected
          .filter((column) => layout.missing.includes(column.key))
          .map((column) => `«${column.title}»`)
          .join(', '),
      });
    return { rows: [], counts: { create: 0, update: 0, unchanged: 0, refuse: 0 }, token: '', layout };
  }
  const filter = 'filter' in request ? request.filter : undefined;
  const rowsContext: RowsContext<FilterOf<typeof request.table>> = {
    database: services.database,
    user,
    lang,
    timeZone: services.config.licence.timeZone,
    filter: filter as never,
  };
  const records = await recordsOf(table, rowsContext);
  const lookups = (await table.lookups?.(rowsContext)) ?? {};
  const declared = table.write ? undefined : findSave(services.saves, table);
  const context: RowContext = { services, user, lang, table, filter, lookups, declared };
  const entries = entriesOf(context, rows, columns, records);
  const alone = async () =>
    judged(
      request,
      layout,
      await inRolledBackSlices(services.database, user.id, entries, (tx, entry) =>
        judgeRow(context, tx, entry, 'preview'),
      ),
    );
  if (token === undefined) return alone();
  try {
    return await writeTransaction(services.database, user.id, async (tx) => {
      const judgedRows: ImportRow[] = [];
      let turn = performance.now();
      for (const entry of entries) {
        judgedRows.push(await judgeRow(context, tx, entry, 'apply'));
        // The write holds its transaction to the end, but not the event loop: probes and reads are answered.
        if (performance.now() - turn > SLICE_MS) {
          await nextTurn();
          turn = performance.now();
        }
      }
      const judgement = judged(request, layout, judgedRows);
      if (judgement.token !== token) throw new Unlike(judgement);
      if (judgement.counts.create + judgement.counts.update === 0)
        throw new AppError('VALIDATION', 'importNothingToApply');
      return judgement;
    });
  } catch (error) {
    if (!(error instanceof Unlike)) throw error;
    throw whyUnlike(error.judgement, await alone(), token);
  }
}

/** Thrown to roll an apply back when its verdicts are not the preview's. */
class Unlike extends Error {
  constructor(readonly judgement: Judgement) {
    super('the apply differs from its preview');
  }
}

/**
 * Why an apply's verdicts are not its preview's: the data changed since (the rows judged alone again
 * differ too), or rows of the file change each other's verdict when written one after another (the same
 * rows judged alone are the preview's): the first such line is named.
 */
function whyUnlike(written: Judgement, alone: Judgement, token: string): AppError {
  if (alone.token !== token) return new AppError('CONFLICT', 'importStale');
  const index = written.rows.findIndex((row, at) => {
    const other = alone.rows[at];
    return other === undefined || stampOf(row) !== stampOf(other);
  });
  const [row, other] = [written.rows[index], alone.rows[index]];
  const reason = row?.reason ?? other?.reason ?? '';
  return new AppError('CONFLICT', 'importRowsDependOnEachOther', { line: row?.line ?? 0, reason });
}

/** The records a file may update (the screen's rows), by id and by the key a row names them with. */
interface Records {
  byId: Map<number, unknown>;
  byKey: Map<string, unknown>;
}

async function recordsOf(
  table: AnyImportTable,
  context: Parameters<AnyImportTable['exported']['rows']>[0],
): Promise<Records> {
  const records: Records = { byId: new Map(), byKey: new Map() };
  for await (const batch of table.exported.rows(context))
    for (const row of batch) {
      records.byId.set(recordOf(table).id(row), row);
      records.byKey.set(lookupKey(table.keyOf(row)), row);
    }
  return records;
}

/**
 * Each row of the file read and matched with its record; rows that contradict each other (two for one
 * record, two for a single-holder role) marked so before any is judged.
 */
function entriesOf(
  context: RowContext,
  rows: FileLayout['rows'],
  columns: FileColumns,
  records: Records,
): Entry[] {
  const { table, lang, lookups } = context;
  const entries: Entry[] = [];
  const claims: { line: number; claims: Claim[] }[] = [];
  for (const { line, cells } of rows) {
    const parsed = rowValues(cells, columns, lang);
    if ('refusal' in parsed) {
      entries.push({ line, refusal: parsed.refusal });
      continue;
    }
    const { values } = parsed;
    // A row exported with its record's number updates that record (renamed or not); else its key finds it.
    const recordId = values[RECORD_KEY];
    const named = table.keyOfValues?.(values, lookups) ?? String(values[table.key] ?? '');
    const key = named.trim() === '' ? '' : lookupKey(named);
    const record =
      typeof recordId === 'number'
        ? records.byId.get(recordId)
        : key === ''
          ? undefined
          : records.byKey.get(key);
    entries.push({
      line,
      values,
      record,
      key,
      missing: typeof recordId === 'number' && record === undefined,
      byNumber: typeof recordId === 'number',
    });
    const said = { message: 'importRowsSameRecord' as const, params: { record: echo(table.label(values)) } };
    claims.push({
      line,
      claims: [
        ...(record === undefined ? [] : [{ key: `#${recordOf(table).id(record)}`, ...said }]),
        ...(key === '' ? [] : [{ key: `key:${key}`, ...said }]),
        ...(table.claims?.(values, record, lookups) ?? []),
      ],
    });
  }
  const refused = contradictions(claims, lang);
  for (const entry of entries) if ('values' in entry) entry.contradiction = refused.get(entry.line);
  return entries;
}

/** The judgement of a file's rows: the counts, and the token of the verdicts and what each was judged against. */
function judged(request: ImportRequest, layout: ImportLayout, rows: ImportRow[]): Judgement {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, refuse: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  const filter = 'filter' in request ? request.filter : null;
  const verdicts = rows.map((row) => `${row.line}|${stampOf(row)}`);
  const token = createHash('sha256')
    .update(JSON.stringify({ table: request.table, filter, verdicts }))
    .digest('hex');
  return { rows, counts, token, layout };
}
