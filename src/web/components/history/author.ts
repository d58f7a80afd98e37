import type { TFunction } from 'i18next';
import type { HistoryEntry } from '../../../contract/history';
import type { UserRow } from '../../../contract/users';

/** An account's "Surname Name Patronymic" (the patronymic when it has one), as the server writes an author's. */
export const fullNameOf = (row: Pick<UserRow, 'surname' | 'name' | 'patronymic'>): string =>
  [row.surname, row.name, row.patronymic].filter(Boolean).join(' ');

/**
 * Who made a change, as the history panel and the audit screen say it: "Surname Name Patronymic (login)",
 * an integration client by its name (decision 0080), or the system for a change made outside the product
 * (the demo data).
 */
export function authorOf(
  entry: Pick<HistoryEntry, 'userId' | 'userLogin' | 'userName'> & Partial<Pick<HistoryEntry, 'clientName'>>,
  t: TFunction,
): string {
  if (entry.clientName) return t('history.integrationClient', { name: entry.clientName });
  if (entry.userId === null) return t('history.system');
  if (entry.userLogin === null) return `#${entry.userId}`;
  return entry.userName ? `${entry.userName} (${entry.userLogin})` : entry.userLogin;
}
