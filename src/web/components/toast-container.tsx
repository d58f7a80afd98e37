import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../contract/limits';

/** Mantine's toast container, top right (SPEC §8, §9), loaded on demand by toasts.tsx. */
export default function ToastContainer({ onMount }: { onMount: () => void }) {
  // Effects run children first: by now Notifications listens to the toast store.
  useEffect(onMount, [onMount]);
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
