import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import { mayCall } from '../../contract/access';
import type { ImportCounts, ImportRequest, ImportRow } from '../../contract/import';
import type { Language } from '../../contract/limits';
import type { SignedInUser } from '../auth/sessions';
import { AppError, sqlState } from '../core/errors';
import { translate } from '../core/messages';
import type { Trilingual } from '../core/screen-texts';
import { clashOf, UNIQUE_VIOLATION } from '../db/duplicates';
import { FOREIGN_KEY_VIOLATION, writeRow } from '../db/reference';
import { type Transaction, writeTransaction } from '../db/write';
import { type FilterOf, RECORD_KEY, RECORD_TITLE, type RowsContext, VERSION_KEY } from '../export/layout';
import { type FileColumns, fileColumns, rowValues, shown, valueColumns } from '../import/columns';
import { type AnyImportTable, type Lookups, lookupKey, type Values } from '../import/layout';
import { readFile } from '../import/read-file';
import { importTables } from '../import/tables';
import { unknownValue } from '../import/unknown-value';
import { prepareSave, savesOf } from './reference-calls';
import type { Services } from './route';
import { describeValidation, reasons } from './validation';

/** The verdicts of a file's rows, their counts, and the token the apply must find again. */
export interface Judgement {
  rows: ImportRow[];
  counts: ImportCounts;
  token: string;
}

interface Context {
  app: FastifyInstance;
  services: Services;
  user: SignedInUser;
  lang: Language;
  table: AnyImportTable;
  /** The request's filter: where a new record goes (its building, its faculty's year, a commission's faculty). */
  filter: unknown;
}

/** Thrown to roll a preview's transaction back once every row is judged. */
class DryRun extends Error {
  constructor(readonly judgement: Judgement) {
    super('dry run');
  }
}

/**
 * Judges every row of an imported file by the table's own save, as the user, in one transaction: rolled
 * back for a preview; committed for an apply (`token` given) only when the verdicts are the preview's.
 */
export async function judgeImport(
  app: FastifyInstance,
  services: Services,
  user: SignedInUser,
  lang: Language,
  request: ImportRequest,
  token?: string,
): Promise<Judgement> {
  const table = importTables[request.table] as AnyImportTable;
  if (!mayCall(user, table.save.access)) throw new AppError('FORBIDDEN', 'forbiddenRole');
  const file = await readFile(Buffer.from(request.file.content, 'base64'));
  const columns = fileColumns(table, file.titles, lang);
  const declared = table.write ? undefined : findSave(app, table);
  const filter = 'filter' in request ? request.filter : undefined;
  const context: Context = { app, services, user, lang, table, filter };
  const rowsContext: RowsContext<FilterOf<typeof request.table>> = {
    database: services.database,
    user,
    lang,
    timeZone: services.config.licence.timeZone,
    filter: filter as never,
  };
  const records: Records = { byId: new Map(), byKey: new Map() };
  for await (const batch of table.exported.rows(rowsContext))
    for (const row of batch) {
      records.byId.set(recordOf(table).id(row), row);
      records.byKey.set(lookupKey(table.keyOf(row)), row);
    }
  const lookups = (await table.lookups?.(rowsContext)) ?? {};
  try {
    return await writeTransaction(services.database, user.id, async (tx) => {
      const rows: ImportRow[] = [];
      const firstLine = new Map<string, number>();
      for (const { line, cells } of file.rows)
        rows.push(
          await judgeRow(context, tx, { line, cells, columns, records, lookups, firstLine, declared }),
        );
      const judgement = judged(request, rows);
      if (token === undefined) throw new DryRun(judgement);
      if (token !== judgement.token) throw new AppError('CONFLICT', 'importStale');
      if (judgement.counts.create + judgement.counts.update === 0)
        throw new AppError('VALIDATION', 'importNothingToApply');
      return judgement;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.judgement;
    throw error;
  }
}

/** How a table's export names its rows' records (an importable table's export always does). */
function recordOf(table: AnyImportTable) {
  const { record } = table.exported;
  if (!record) throw new Error(`import ${table.name}: its export writes no record columns`);
  return record;
}

/** The table's declared save the screen makes (registerReference), where it has no `write` of its own. */
function findSave(app: FastifyInstance, table: AnyImportTable) {
  const save = savesOf(app, table.saveTable ?? '').find((each) => each.save === table.save);
  if (!save) throw new Error(`import ${table.name}: its save ${table.save.path} is not declared`);
  return save;
}

/** The records a file may update (the screen's rows), by id and by the key a row names them with. */
interface Records {
  byId: Map<number, unknown>;
  byKey: Map<string, unknown>;
}

interface RowInput {
  line: number;
  cells: Parameters<typeof rowValues>[0];
  columns: FileColumns;
  records: Records;
  lookups: Lookups;
  firstLine: Map<string, number>;
  /** The declared save; none for a table with a `write` of its own. */
  declared: ReturnType<typeof findSave> | undefined;
}

/** One row's verdict; a created or updated row is written (in a savepoint, so that a refusal undoes it alone). */
async function judgeRow(context: Context, tx: Transaction, input: RowInput): Promise<ImportRow> {
  const { table, lang } = context;
  const { line, records } = input;
  const parsed = rowValues(input.cells, input.columns, lang);
  const label = 'values' in parsed ? table.label(parsed.values) : '';
  // What the row is judged against, in no language: the token compares it, so that an apply in another
  // language than its preview's finds the same verdicts.
  let identity = '';
  const refuse = (reason: string): ImportRow =>
    stamped({ line, verdict: 'refuse', record: label, changes: [], reason }, `refuse|${identity}`);
  if ('refusal' in parsed) return refuse(sentence(parsed.refusal, lang));
  const { values } = parsed;
  const blank = table.filled?.find((key) => key in values && shown(values[key]).trim() === '');
  if (blank !== undefined) {
    const field = table.exported.columns.find((each) => each.key === blank)?.title[lang] ?? blank;
    return refuse(translate('invalidField', lang, { field, reason: reasons.required?.[lang] ?? '' }));
  }
  // A row exported with its record's number updates that record (renamed or not); else the key finds it.
  const recordId = values[RECORD_KEY];
  const named = table.keyOfValues?.(values, input.lookups) ?? String(values[table.key] ?? '');
  const key = typeof recordId === 'number' ? `#${recordId}` : values[table.key] ? lookupKey(named) : '';
  if (key !== '') {
    const earlier = input.firstLine.get(key);
    if (earlier !== undefined) {
      const column = table.exported.columns.find((each) => each.key === table.key);
      const value = String(typeof recordId === 'number' ? recordId : values[table.key]).trim();
      const title = typeof recordId === 'number' ? RECORD_TITLE[lang] : (column?.title[lang] ?? table.key);
      return refuse(translate('importRowDuplicate', lang, { column: title, value, line: earlier }));
    }
    input.firstLine.set(key, line);
  }
  const record =
    typeof recordId === 'number'
      ? records.byId.get(recordId)
      : key === ''
        ? undefined
        : records.byKey.get(key);
  if (typeof recordId === 'number' && record === undefined) return refuse(translate('recordNotFound', lang));
  const current = record === undefined ? undefined : recordOf(table).version(record);
  identity = record === undefined ? key : `#${recordOf(table).id(record)}@${current}`;
  const fileVersion = values[VERSION_KEY];
  if (record !== undefined && typeof fileVersion === 'number' && fileVersion !== current)
    return refuse(translate('importRowChangedSince', lang));
  const changes = record === undefined ? [] : changesOf(table, record, values, input.lookups, lang);
  if (record !== undefined && changes.length === 0)
    return stamped({ line, verdict: 'unchanged', record: label, changes: [], reason: null }, `=|${identity}`);
  const locked = record === undefined ? [] : (table.locked?.(record) ?? []);
  const titles = (keys: readonly string[]) =>
    table.exported.columns.filter((column) => keys.includes(column.key)).map((column) => column.title[lang]);
  if (changes.some((change) => titles(locked).includes(change.column)))
    return refuse(translate('importRowLocked', lang));
  const payload = table.payload(values, record, input.lookups, context.filter as never);
  if ('refused' in payload && payload.refused instanceof AppError)
    return refuse(sentence(payload.refused, lang));
  if ('unknown' in payload && typeof payload.unknown === 'object' && payload.unknown !== null) {
    const { column, value } = payload.unknown as { column: string; value: string };
    return refuse(unknownValue(table, column, value, lang));
  }
  // A screen row without its record yet (creates) is written as a new one: it has no version to send.
  const creates = record === undefined || table.creates?.(record) === true;
  const body = { ...payload, ...(creates ? {} : { rowVersion: current }) };
  const checked = (table.save.body as z.ZodType).safeParse(body);
  if (!checked.success)
    return refuse(describeValidation(issuesOf(checked.error, body), lang, labelsOf(table)));
  try {
    await tx.transaction(async (savepoint) => {
      const { declared } = input;
      if (!declared) return table.write?.(savepoint as Transaction, context.user, checked.data as never);
      const prepared = await prepareSave(declared, checked.data, context);
      await writeRow(
        savepoint as Transaction,
        context.user,
        declared.table,
        prepared.id,
        prepared.columns,
        prepared.options,
      );
    });
  } catch (error) {
    return refuse(await refusalOf(tx, error, lang, body));
  }
  const verdict = creates ? 'create' : 'update';
  return stamped(
    { line, verdict, record: label, changes, reason: null },
    `${verdict}|${identity}|${JSON.stringify(checked.data)}`,
  );
}

/** Each verdict's stamp: what the token is made of. */
const stamps = new WeakMap<ImportRow, string>();
const stamped = (row: ImportRow, stamp: string) => {
  stamps.set(row, stamp);
  return row;
};

/** What an update changes: each column the file gives whose value differs from the record's as exported. */
function changesOf(table: AnyImportTable, record: unknown, values: Values, lookups: Lookups, lang: Language) {
  const changes: ImportRow['changes'] = [];
  for (const column of valueColumns(table)) {
    if (!(column.key in values) || table.readOnly?.includes(column.key)) continue;
    const before = shown(column.value(record, lang));
    const after = shown(values[column.key]);
    const list = table.lookupColumns?.[column.key];
    // A looked-up name: the same record under another of its names is no change; an unknown one is.
    const found = list ? lookups[list]?.get(lookupKey(before)) : undefined;
    const same =
      before.trim() === after.trim() ||
      (found !== undefined && found === lookups[list as string]?.get(lookupKey(after)));
    if (!same) changes.push({ column: column.title[lang], before, after });
  }
  return changes;
}

/** Why a row's write was refused, in the language: the rule's sentence, or whom a duplicate clashes with. */
async function refusalOf(tx: Transaction, error: unknown, lang: Language, body: Record<string, unknown>) {
  if (error instanceof AppError)
    return error.messageKey === 'staleRow' ? translate('importRowChangedSince', lang) : sentence(error, lang);
  if (sqlState(error) === UNIQUE_VIOLATION) {
    const said = await clashOf(tx, error, { id: -1, columns: body });
    return said ? translate(said.key, lang, said.params) : translate('importRowDuplicateInDatabase', lang);
  }
  if (sqlState(error) === FOREIGN_KEY_VIOLATION) return translate('unknownReference', lang);
  throw error;
}

const sentence = (error: AppError, lang: Language) => translate(error.messageKey, lang, error.params);

/**
 * zod's issues as the validation errors describeValidation reads (fastify-type-provider-zod's shape). An
 * empty cell of a required text is said to be required, not "too short": in a file it is a blank cell;
 * so is a field the payload lacks (a blank cell naming the record, which a union of ids would call "not
 * allowed").
 */
const issuesOf = (error: z.ZodError, body: Record<string, unknown>): FastifySchemaValidationError[] =>
  error.issues.map(({ path, code, message, ...rest }) => {
    const bounds = rest as { origin?: string; minimum?: unknown };
    const lacking = path.length === 1 && body[String(path[0])] === undefined;
    const blank =
      lacking || (code === 'too_small' && bounds.origin === 'string' && Number(bounds.minimum) === 1);
    return {
      keyword: blank ? 'invalid_type' : code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message: blank ? 'received undefined' : message,
      params: rest,
    };
  });

/** Each payload field labelled by its column's title. */
function labelsOf(table: AnyImportTable): Record<string, Trilingual> {
  const labels: Record<string, Trilingual> = {};
  for (const [field, key] of Object.entries(table.fields)) {
    const column = table.exported.columns.find((each) => each.key === key);
    if (column) labels[field] = column.title;
  }
  return labels;
}

/** The judgement of a file's rows: the counts, and the token of the verdicts and what each was judged against. */
function judged(request: ImportRequest, rows: ImportRow[]): Judgement {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, refuse: 0 };
  for (const row of rows) counts[row.verdict] += 1;
  const filter = 'filter' in request ? request.filter : null;
  const verdicts = rows.map((row) => `${row.line}|${stamps.get(row) ?? row.verdict}`);
  const token = createHash('sha256')
    .update(JSON.stringify({ table: request.table, filter, verdicts }))
    .digest('hex');
  return { rows, counts, token };
}
