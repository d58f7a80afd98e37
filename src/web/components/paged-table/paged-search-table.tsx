import { Group, Table } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { REFERENCE_PAGE_SIZE } from '../../../contract/limits';
import { filterRows, pageCount, pageRows } from '../../../contract/search';
import { ExportAction, type ExportTarget } from '../export/export-action';
import { type Landing, searchedPlace, useHighlightedRow } from './followed-row';
import type { ListState } from './list-state';
import classes from './paged-search-table.module.css';
import { SearchBox } from './search-box';
import { CellContent, ListHead, Pager, PlaceholderRow } from './table-parts';
import { MissingTranslationBadge, TranslationFilter } from './translation-filter';
import { missingInColumn, type Translations, untranslatedRows } from './translations';

export interface Column<Row> {
  /** Unique among the columns. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Narrow columns (codes) keep their width; the others share what is left. */
  width?: number;
}

interface PagedSearchTableProps<Row> {
  /** Accessible name of the table (the screen's title). */
  label: string;
  /** undefined while the list loads. */
  rows: readonly Row[] | undefined;
  /** The list could not be loaded (the client has already shown why); offers a retry. */
  failed?: boolean;
  onRetry?: () => void;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** The texts the search box matches against (SPEC §5: the ru, kg and en names; codes, short names). */
  searchNames: (row: Row) => readonly string[];
  /** The search box's name and example, where the list is not searched by name or code. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Beside the search box, e.g. the Add button. */
  toolbar?: ReactNode;
  /** What the Export action writes (decision 0047): the table's rows as searched here, with these columns. */
  exported?: ExportTarget;
  /** The last cell of each row, e.g. its edit and delete buttons. */
  rowActions?: (row: Row) => ReactNode;
  pageSize?: number;
  /** Where the search text, filter and page live (the address: useUrlListState). */
  state: ListState;
  /**
   * The columns of the rows' Kyrgyz and English names: an empty one shows a warning badge, and,
   * where the state keeps the filter, "Missing translation" beside the search shows only such rows.
   */
  translations?: Translations<Row>;
  /**
   * A row just added or saved: once the rows hold it, its page is shown (a search hiding it is cleared)
   * and it is highlighted for a moment; then `onFollowed`.
   */
  follow?: Landing | null;
  onFollowed?: () => void;
}

/**
 * A striped table with a search box, a row number column and page buttons (SPEC §2): search and paging
 * happen here, on the rows already loaded; a new search goes back to page 1; a row followed after a save
 * is shown on its page, highlighted. Below 48em each row is a card.
 */
export function PagedSearchTable<Row>(props: PagedSearchTableProps<Row>) {
  const { label, rows, columns, rowKey, searchNames, toolbar, rowActions, translations } = props;
  const pageSize = props.pageSize ?? REFERENCE_PAGE_SIZE;
  const { query, page, search, goToPage, showUntranslated } = props.state;
  const untranslated = translations && rows ? untranslatedRows(rows, translations) : undefined;
  // The filter applies where the list offers it (the screen names its translations, the state keeps it).
  const filtering = Boolean(translations && showUntranslated && props.state.untranslated);
  const kept = filtering ? (untranslated ?? []) : (rows ?? []);

  const found = filterRows(kept, query, searchNames);
  const pages = pageCount(found.length, pageSize);
  // A delete or a reload can shorten the list below the page being shown.
  const current = Math.min(page, pages);
  const shown = pageRows(found, current, pageSize);
  const columnCount = columns.length + (rowActions ? 2 : 1);
  const table = useRef<HTMLTableElement>(null);
  const highlighted = useHighlightedRow(table);
  const { follow, onFollowed } = props;

  // After every render until the followed row is in the rows (they reload after the save).
  useEffect(() => {
    if (!rows || !follow) return;
    const searching = { query, names: searchNames };
    if (searchedPlace(rows, rowKey, follow, searching, pageSize) === null) return;
    onFollowed?.();
    // A row the filter hides (its translations just filled in) is not followed: the page stays, for the
    // next row to translate.
    const place = searchedPlace(kept, rowKey, follow, searching, pageSize);
    if (place === null) return;
    if (place.clearSearch) search('', place.page);
    else goToPage(place.page);
    highlighted.highlight(place.key);
  });

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <SearchBox
          query={query}
          onSearch={search}
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
        >
          {translations && showUntranslated && (
            <TranslationFilter on={filtering} count={untranslated?.length} onChange={showUntranslated} />
          )}
        </SearchBox>
        <Group gap="sm">
          {props.exported && (
            <ExportAction
              target={props.exported}
              search={query}
              untranslated={filtering}
              columns={columns.map((column) => column.key)}
            />
          )}
          {toolbar}
        </Group>
      </Group>
      <div className={classes.scroll}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          aria-label={label}
          className={classes.table}
          ref={table}
        >
          <ListHead columns={columns} actions={Boolean(rowActions)} />
          <Table.Tbody aria-busy={rows === undefined}>
            <PlaceholderRow
              rows={rows}
              failed={props.failed}
              onRetry={props.onRetry}
              empty={shown.length === 0}
              columnCount={columnCount}
            />
            {shown.map((row, index) => (
              <Table.Tr
                key={rowKey(row)}
                data-row-key={rowKey(row)}
                data-highlighted={highlighted.key === rowKey(row) || undefined}
                className={highlighted.key === rowKey(row) ? classes.highlighted : undefined}
              >
                <Table.Td className={classes.number}>{(current - 1) * pageSize + index + 1}</Table.Td>
                {columns.map((column) => {
                  const missing = missingInColumn(row, column.key, translations);
                  return (
                    <Table.Td key={column.key} className={classes.cell} data-label={column.header}>
                      {missing ? (
                        <MissingTranslationBadge language={missing} />
                      ) : (
                        <CellContent content={column.cell(row)} />
                      )}
                    </Table.Td>
                  );
                })}
                {rowActions && <Table.Td className={classes.actions}>{rowActions(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Pager
        total={rows === undefined ? undefined : found.length}
        pages={pages}
        page={current}
        onPage={goToPage}
      />
    </>
  );
}
