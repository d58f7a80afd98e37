import { Notifications } from '@mantine/notifications';
import { type CSSProperties, useEffect, useState } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../contract/limits';
import { HEADER_HEIGHT } from '../lib/layout';
import classes from '../lib/toasts.module.css';
import { openModalBoxes, subscribeModals } from './open-modals';
import { placeToasts } from './toast-placement';

// A custom property set through React (the CSSOM, which the CSP allows); the class uses it.
const containerStyle = { '--toasts-top': `${HEADER_HEIGHT}px` } as CSSProperties;

const currentPlacement = () => placeToasts(window.innerWidth, openModalBoxes());

/**
 * Where the toasts go now: measured again when a modal opens or closes and when the window changes size
 * (a frame later, once the modal has its size).
 */
function usePlacement() {
  const [placement, setPlacement] = useState(currentPlacement);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPlacement(currentPlacement()));
    };
    const unsubscribe = subscribeModals(measure);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return placement;
}

/**
 * Mantine's toast container, top right (SPEC §8, §9) below the header, beside an open modal or below it
 * (components/toast-placement.ts); loaded on demand by toasts.tsx.
 */
export default function ToastContainer({ onMount }: { onMount: () => void }) {
  const placement = usePlacement();
  // Effects run children first: by now Notifications listens to the toast store.
  useEffect(onMount, [onMount]);
  return (
    <Notifications
      position={placement.position}
      containerWidth={placement.width}
      autoClose={TOAST_AUTO_CLOSE_MS}
      className={classes.below}
      style={containerStyle}
    />
  );
}
