import { IconHistory } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../../lib/permissions';
import { type RowAction, RowActions } from '../row-actions';
import { type HistoryRecord, openHistory } from './history-store';

/**
 * The History action of a record (decision 0045): an icon button named "History" in the interface language,
 * its tooltip and description naming the record, that opens the record's history panel. A read: every
 * role may use it.
 */
const historyAction = (t: TFunction, record: HistoryRecord | null, name: string): RowAction => ({
  key: 'history',
  label: t('history.open'),
  description: t('history.title', { name }),
  icon: <IconHistory size={18} aria-hidden />,
  onClick: () => record && openHistory({ ...record, name }),
});

/** The History action of a table's row, after its other buttons (none chosen: the caller refuses it). */
export function useHistoryAction(): (record: HistoryRecord | null, name: string) => RowAction {
  const { t } = useTranslation();
  return (record, name) => historyAction(t, record, name);
}

/**
 * The History action of a record shown outside a table (a form's record, a chosen item), beside its edit
 * button. While no record is chosen it is refused, saying what to choose (`refusal`).
 */
export function HistoryButton({
  record,
  name,
  refusal,
}: {
  record: HistoryRecord | null;
  name: string;
  /** Why it may not be used now; given whenever `record` may be null. */
  refusal: Refusal;
}) {
  const { t } = useTranslation();
  return <RowActions actions={[{ ...historyAction(t, record, name), refusal: record ? null : refusal }]} />;
}
