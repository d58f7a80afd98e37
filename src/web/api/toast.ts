import { notifications, notificationsStore } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../../contract/limits';
import { mountToasts } from '../components/toasts';
import { i18n } from '../i18n';

interface Toast {
  color: 'red' | 'orange' | 'green';
  message: string;
  title?: string;
  /** A fixed id keeps repeated toasts of one kind from stacking. */
  id?: string;
  /** false: stays until closed (why the user was signed out must not pass unread). */
  autoClose?: false;
  /** Called once the toast is on screen (its container loads with the first toast, which takes a while). */
  onShown?: () => void;
}

let shown = 0;

/**
 * Every toast of the app (SPEC §8, §9): top right (the Notifications container), 5 s, and a close cross
 * with a name in the interface language (Mantine's has none, which axe reports as critical). Shown once
 * the container, loaded on the first toast, is listening (components/toasts.tsx); a toast of an id on
 * screen is updated in place. Answers its id.
 */
export function showToast({ color, message, title, id, autoClose, onShown }: Toast): string {
  const toastId = id ?? `toast-${++shown}`;
  const toast = {
    id: toastId,
    color,
    title,
    message,
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
    ...(onShown ? { onOpen: onShown } : {}),
  };
  void mountToasts().then(() => {
    // A toast of this id already there is brought up to date (Mantine's show would ignore it); one on
    // screen is shown already.
    const { notifications: onScreen, queue } = notificationsStore.getState();
    if (onScreen.some((item) => item.id === toastId)) {
      notifications.update(toast);
      onShown?.();
    } else if (queue.some((item) => item.id === toastId)) notifications.update(toast);
    else notifications.show(toast);
  });
  return toastId;
}
