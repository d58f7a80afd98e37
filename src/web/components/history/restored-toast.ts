import type { TFunction } from 'i18next';
import type { HistoryEntry } from '../../../contract/history';

/** Whether restoring an entry brings its record back: a delete's entry holds the values it had. */
export const bringsBack = (entry: HistoryEntry) => entry.action === 'deleted';

/**
 * The toast after a restore: a deleted record brought back is said to be back, by its name;
 * otherwise its values are restored, as the change left them.
 */
export function restoredToast(t: TFunction, entry: HistoryEntry, name: string, when: string) {
  return bringsBack(entry)
    ? { title: t('history.broughtBackTitle'), message: t('history.broughtBack', { name, when }) }
    : { title: t('sms.successTitle'), message: t('history.restored', { when }) };
}
