import { Notifications } from '@mantine/notifications';
import { type CSSProperties, useEffect } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../contract/limits';
import { HEADER_HEIGHT } from '../app/layout';
import classes from '../app/toasts.module.css';

// A custom property set through React (the CSSOM, which the CSP allows); the class uses it.
const containerStyle = { '--toasts-top': `${HEADER_HEIGHT}px` } as CSSProperties;

/** Mantine's toast container, top right (SPEC §8, §9) below the header, loaded on demand by toasts.tsx. */
export default function ToastContainer({ onMount }: { onMount: () => void }) {
  // Effects run children first: by now Notifications listens to the toast store.
  useEffect(onMount, [onMount]);
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      className={classes.below}
      style={containerStyle}
    />
  );
}
