import type { SmsRow } from '../../contract/envelope';
import { Sms, type SmsCode } from '../../contract/sms';
import { i18n } from '../i18n';
import { belongsToSave, savedSuccessfully } from './saving-form';
import { showToast } from './toast';

/** The toasts of the result codes a screen receives (SPEC §8), and whether each is a warning. */
const toasts = {
  [Sms.CREATED]: { key: 'sms.toast1', warning: false },
  [Sms.UPDATED]: { key: 'sms.toast2', warning: false },
  [Sms.DUPLICATE]: { key: 'sms.toast3', warning: true },
  [Sms.WINTER_RECEPTION_ERROR]: { key: 'sms.toast4', warning: true },
  [Sms.WINTER_RECEPTION_RESET]: { key: 'sms.toast5', warning: true },
  [Sms.NOT_DELETABLE]: { key: 'sms.toast6', warning: true },
  [Sms.WARNING]: { key: 'sms.toast7', warning: true },
  [Sms.DELETED]: { key: 'sms.toast8', warning: false },
} as const satisfies Partial<Record<SmsCode, { key: `sms.toast${number}`; warning: boolean }>>;

type ShownSms = keyof typeof toasts;

const isShown = (sms: number | undefined): sms is ShownSms => sms !== undefined && sms in toasts;

/** A write's first row with the server's sentence about it, where it says one (whom a 3 clashes with). */
export type SmsAnswer = SmsRow & { message?: string | null };

/** The server's sentence on a write's rows (api/client.ts puts it on the first row), if any. */
export const messageOfRows = (rows: readonly SmsRow[] | undefined): string | null =>
  (rows?.[0] as SmsAnswer | undefined)?.message ?? null;

/**
 * Shows the toast of a write call's result code, top right for 5 s in the interface language: the
 * server's own sentence when it gave one (it names the cause), else the code's text. A code this screen
 * does not expect is reported as the unknown error.
 */
export function showSmsToast(sms: number | undefined, message?: string | null): void {
  if (!isShown(sms)) {
    showToast({ color: 'red', title: i18n.t('errors.title'), message: i18n.t('errors.unknown') });
    return;
  }
  const toast = toasts[sms];
  // A success answers the form's earlier refusals: their toasts go; a warning is one of them.
  if (!toast.warning) savedSuccessfully();
  const id = showToast({
    color: toast.warning ? 'orange' : 'green',
    title: i18n.t(toast.warning ? 'sms.warningTitle' : 'sms.successTitle'),
    message: message || i18n.t(toast.key),
  });
  if (toast.warning) belongsToSave(id);
}
