import { Sms, type SmsCode } from '../../contract/sms';
import { showToast } from '../api/toast';
import { i18n } from '../i18n';

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

/**
 * Shows the toast of a write call's result code, top right for 5 s in the interface language. A code this
 * screen does not expect is reported as the unknown error. `message` says the code's case more exactly
 * (e.g. which faculty already has a department of that name).
 */
export function showSmsToast(sms: number | undefined, message?: string): void {
  if (!isShown(sms)) {
    showToast({ color: 'red', title: i18n.t('errors.title'), message: i18n.t('errors.unknown') });
    return;
  }
  const toast = toasts[sms];
  showToast({
    color: toast.warning ? 'orange' : 'green',
    title: i18n.t(toast.warning ? 'sms.warningTitle' : 'sms.successTitle'),
    message: message ?? i18n.t(toast.key),
  });
}
