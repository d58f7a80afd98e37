import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SmsRow } from '../../../contract/envelope';
import type { Refusal } from '../../lib/permissions';
import type { ExportTarget } from '../export/export-action';
import type { FormValues } from '../form-modal/fields';
import type { HistoryRecord } from '../history/history-store';
import type { RowAction } from '../row-actions';
import type { UsageRequest } from '../usage-notice';
import type { EditKey, RowRefusal } from './inline-edit';
import type { InlineEditingOptions } from './use-inline-editing';

/** What an inline-edit table is given (inline-edit-table.tsx); its parts (use-inline-table.ts and the rest) read it too. */
export interface InlineEditTableProps<Row, Values extends FormValues>
  extends Omit<InlineEditingOptions<Row, Values>, 'reloadRows' | 'onSaved'> {
  /** The table's accessible name. */
  label: string;
  /** The rows' query: while it loads, or could not load (with a retry), the table says so. */
  query: Pick<UseQueryResult<Row[]>, 'data' | 'isError' | 'refetch'>;
  /** How the row's buttons and the delete confirmation name the row. */
  rowLabel: (row: Row) => string;
  /** Given: each row has a trash (a saved row is deleted after a confirmation). */
  remove?: UseMutationResult<SmsRow[], Error, Row>;
  /** The row as the usage read names it: the delete confirmation says where it is used (decision 0035). */
  usageOf?: (row: Row) => UsageRequest;
  /** Why the user may not add, edit or delete (role, faculty scope), shown on the disabled buttons. */
  refusals: { add?: Refusal; edit?: RowRefusal<Row>; remove?: RowRefusal<Row> };
  /** A click on a row that is not in edit (e.g. choosing it), while no row holds typed changes. */
  onRowClick?: (row: Row) => void;
  /** The row shown as chosen. */
  selectedKey?: EditKey | null;
  /**
   * The member tables' way (SPEC §4): a click selects a row, and one Delete button beside Add removes the
   * new row if there is one, else deletes the selected saved row (after a confirmation); rows have no
   * trash of their own.
   */
  deleteSelected?: boolean;
  /** Beside the Add button. */
  toolbar?: ReactNode;
  /** What the Export action writes (decision 0047): the table's rows with these columns. */
  exported?: ExportTarget;
  /** More icon buttons of a row in view, after its pencil (e.g. a commission's Replace); held while a row is being edited. */
  rowActions?: (row: Row) => RowAction[];
  /**
   * The record a row in view is, for its History, the row's last button (decision 0045): a read, open to every
   * role and while another row is in edit; null where the row has no record yet.
   */
  history?: (row: Row) => HistoryRecord | null;
  /** What deleting a saved row means, said in its confirmation (by default: it cannot be undone). */
  deleteNote?: (row: Row) => string;
  /**
   * Rows a page (SPEC §9: classrooms 50), paged here over the rows loaded: a new row is added on the last
   * page, and a saved row is shown on the page it lands on. None: one page.
   */
  pageSize?: number;
  /** The table's height in pixels (its rows scroll inside, the header stays; SPEC §9: grading 300 px). */
  height?: number;
}
