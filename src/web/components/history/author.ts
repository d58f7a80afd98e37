import type { TFunction } from 'i18next';
import type { HistoryEntry } from '../../../contract/history';

/**
 * Who made a change, as the history panel and the audit screen say it: "Surname Name Patronymic (login)",
 * or the system for a change made outside the product (the demo data).
 */
export function authorOf(
  entry: Pick<HistoryEntry, 'userId' | 'userLogin' | 'userName'>,
  t: TFunction,
): string {
  if (entry.userId === null) return t('history.system');
  if (entry.userLogin === null) return `#${entry.userId}`;
  return entry.userName ? `${entry.userName} (${entry.userLogin})` : entry.userLogin;
}
