import type { FastifyInstance } from 'fastify';
import { mayCall } from '../../contract/access';
import { EXPORT_ROWS_MAX, type ExportRequest, exportTable } from '../../contract/export';
import type { Language } from '../../contract/limits';
import { filterRows, lacksTranslation } from '../../contract/search';
import { AppError } from '../core/errors';
import { translate } from '../core/messages';
import { forReads } from '../db/replica';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { exportFileName } from './file-name';
import {
  type AnyExportTable,
  type CellValue,
  type ExportColumn,
  RECORD_KEY,
  type RowsContext,
  recordColumns,
  VERSION_KEY,
} from './layout';
import { sendFile } from './send-file';
import { exportTables } from './tables';
import type { Batches } from './writers';

/**
 * Export a table (decision 0047): its rows under the screen's filter and search, every page, its columns as
 * the screen shows them; refused (nothing sent) when the user may not read the table's list or the
 * filter finds more rows than an export holds.
 */
export function exportRoutes(app: FastifyInstance, { database, config }: Services) {
  registerCall(app, exportTable, async ({ body, user, lang, reply }) => {
    const table: AnyExportTable = exportTables[body.table];
    if (!mayCall(user, table.access)) throw new AppError('FORBIDDEN', 'forbiddenRole');
    // A template: the titles an import takes, no rows (and no records to name).
    const template = body.template === true;
    const columns = [...chosenColumns(table, body.columns, lang), ...(template ? [] : recordColumns(table))];
    const context: RowsContext<unknown> = {
      // From the replica where there is one, once it holds every commit before the export (db/replica.ts).
      database: await forReads(database),
      user,
      lang,
      timeZone: config.licence.timeZone,
      filter: 'filter' in body ? body.filter : undefined,
    };
    const search = body.search?.trim() ?? '';
    // The list's "Missing translation" filter, where its rows have translated names.
    const { translations } = table;
    const untranslated = body.untranslated === true && translations !== undefined;
    const shown: Shown = {
      search,
      keep: untranslated ? (row) => lacksTranslation(translations(row)) : undefined,
    };
    // A table read whole is counted as it is read; one read in batches is counted first, so that a refusal
    // is an answer, not a file cut short.
    const first = template ? { rows: [] } : table.count ? null : await firstBatches(table, context, shown);
    const count = first
      ? first.rows.length
      : await (table.count as NonNullable<AnyExportTable['count']>)(context, EXPORT_ROWS_MAX);
    if (count > EXPORT_ROWS_MAX)
      throw new AppError('VALIDATION', 'exportTooManyRows', { count, max: EXPORT_ROWS_MAX });
    const batches = first ? single(first.rows) : searched(table.rows(context), table, shown);
    const values: Batches = cellsOf(batches, columns, lang);
    const name = exportFileName(
      [
        table.title[lang],
        await table.filterName?.(context),
        search ? translate('exportSearch', lang, { search }) : null,
        untranslated ? translate('exportUntranslated', lang) : null,
        template ? translate('exportTemplate', lang) : null,
      ],
      today(config.licence.timeZone),
      body.format,
    );
    const columnsOfFile = columns.map((column) => ({
      title: column.title[lang],
      kind: column.kind,
      hidden: column.key === RECORD_KEY || column.key === VERSION_KEY,
    }));
    return sendFile(reply, app.log, {
      format: body.format,
      sheet: table.title[lang],
      columns: columnsOfFile,
      values,
      name,
      lang,
    });
  });
}

/**
 * The columns asked for, in the order asked (the screen's), or all of the table's. A screen column the
 * file writes as several (a term as its two days) brings them all.
 */
function chosenColumns(table: AnyExportTable, keys: ExportRequest['columns'], lang: Language) {
  if (!keys) return table.columns;
  return keys.flatMap((key) => {
    const columns = table.columns.filter((each) => each.key === key);
    if (columns.length === 0)
      throw new AppError('VALIDATION', 'exportUnknownColumn', { table: table.title[lang], column: key });
    return columns;
  });
}

/** What the screen shows of a table's rows: those its search finds, and those its filter keeps. */
interface Shown {
  search: string;
  keep?: (row: unknown) => boolean;
}

/** The rows of a table read whole, searched and filtered as its screen shows them. */
async function firstBatches(table: AnyExportTable, context: RowsContext<unknown>, shown: Shown) {
  const rows: unknown[] = [];
  for await (const batch of searched(table.rows(context), table, shown)) rows.push(...batch);
  return { rows };
}

async function* single<Row>(rows: readonly Row[]) {
  yield rows;
}

async function* searched<Row>(batches: AsyncIterable<readonly Row[]>, table: AnyExportTable, shown: Shown) {
  const { search, keep } = shown;
  for await (const batch of batches) {
    const found = search && table.search ? filterRows(batch, search, table.search) : batch;
    yield keep ? found.filter(keep) : found;
  }
}

async function* cellsOf(
  batches: AsyncIterable<readonly unknown[]>,
  columns: readonly ExportColumn<unknown>[],
  lang: Language,
): Batches {
  for await (const batch of batches)
    yield batch.map((row) => columns.map((column): CellValue => column.value(row, lang)));
}

/** Today in the university's time zone (YYYY-MM-DD): the day the file is named by. */
const today = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
