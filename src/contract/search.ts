/** Search and paging of a list (SPEC §2, §5): the web filters the rows it shows, the export the rows it writes. */

/**
 * Rows whose names contain the query: trimmed, case-insensitive substring match over every name the row
 * gives (ru, kg and en). An empty query keeps every row.
 */
export function filterRows<Row>(
  rows: readonly Row[],
  query: string,
  names: (row: Row) => readonly string[],
): Row[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) => names(row).some((name) => name.toLocaleLowerCase().includes(needle)));
}

/**
 * A record lacking its Kyrgyz or English name: one empty or of spaces, as the server's
 * translation check reads it (btrim = ''). The lists' "Missing translation" filter and its export.
 */
export const lacksTranslation = (names: { kg: string; en: string }): boolean =>
  names.kg.trim() === '' || names.en.trim() === '';

/** Number of pages for `total` rows; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The rows of a 1-based page. */
export const pageRows = <Row>(rows: readonly Row[], page: number, pageSize: number): Row[] =>
  rows.slice((page - 1) * pageSize, page * pageSize);
