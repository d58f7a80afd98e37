import { notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../../contract/limits';
import { mountToasts } from '../components/toasts';
import { i18n } from '../i18n';

export interface Toast {
  color: 'red' | 'orange' | 'green';
  message: string;
  title?: string;
  /** A fixed id keeps repeated toasts of one kind from stacking. */
  id?: string;
  /** false: stays until closed (why the user was signed out must not pass unread). */
  autoClose?: false;
}

let shown = 0;

/**
 * Every toast of the app (SPEC §8, §9): top right (the Notifications container), 5 s, and a close cross
 * with a name in the interface language (Mantine's has none, which axe reports as critical). Shown once
 * the container, loaded on the first toast, is listening (components/toasts.tsx). Answers its id.
 */
export function showToast({ color, message, title, id, autoClose }: Toast): string {
  const toastId = id ?? `toast-${++shown}`;
  const toast = {
    id: toastId,
    color,
    title,
    message,
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
  };
  void mountToasts().then(() => notifications.show(toast));
  return toastId;
}
