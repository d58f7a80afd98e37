import { type RefObject, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

export interface DiscardGuard {
  /** Set by the form on every change: whether closing now would throw typed data away. */
  dirty: RefObject<boolean>;
  /** The form asks whether to discard its changes (a close, or a navigation away, was requested). */
  asking: boolean;
  /** Escape, a click outside, the cross or Cancel: closes at once when nothing was changed, else asks. */
  requestClose: () => void;
  keepEditing: () => void;
  discard: () => void;
}

/**
 * Typed data is never thrown away without asking: closing the form, leaving the screen (a link, Back) or
 * reloading the page while it holds changes asks first. Mounted only while the form is open, so that one
 * router blocker at most is active.
 */
export function useDiscardGuard(onDiscard: () => void): DiscardGuard {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty.current ? currentLocation.pathname !== nextLocation.pathname : false,
  );

  useEffect(() => {
    // The browser's own question on reload or closing the tab; it shows its own wording.
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return {
    dirty,
    asking: asking || blocker.state === 'blocked',
    requestClose: () => (dirty.current ? setAsking(true) : onDiscard()),
    keepEditing: () => {
      setAsking(false);
      if (blocker.state === 'blocked') blocker.reset();
    },
    discard: () => {
      setAsking(false);
      dirty.current = false;
      onDiscard();
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}
