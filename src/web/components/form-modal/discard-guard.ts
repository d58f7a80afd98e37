import { type RefObject, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

interface DiscardGuard {
  /** Set by the form on every change: whether closing now would throw typed data away. */
  dirty: RefObject<boolean>;
  /**
   * The form asks whether to discard its changes: 'close' for a close or a navigation away, 'leave' for
   * another view of the same modal (a tab, another year); false while it does not ask.
   */
  asking: false | 'close' | 'leave';
  /** Escape, a click outside, the cross or Cancel: closes at once when nothing was changed, else asks. */
  requestClose: () => void;
  /** Another view of the modal was chosen: goes there at once when nothing was changed, else asks. */
  requestLeave: (leave: () => void) => void;
  keepEditing: () => void;
  discard: () => void;
}

/**
 * Typed data is never thrown away without asking: closing the form, showing another view of its modal (a
 * tab, another year), leaving the screen (a link, Back) or reloading the page while it holds changes asks
 * first. Mounted only while the form is open, so that one router blocker at most is active.
 */
export function useDiscardGuard(onDiscard: () => void): DiscardGuard {
  const dirty = useRef(false);
  const [asking, setAsking] = useState<false | 'close' | 'leave'>(false);
  // Where a confirmed 'leave' goes.
  const leaving = useRef<() => void>(() => undefined);
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
    asking: blocker.state === 'blocked' ? 'close' : asking,
    requestClose: () => (dirty.current ? setAsking('close') : onDiscard()),
    requestLeave: (leave) => {
      leaving.current = leave;
      if (dirty.current) setAsking('leave');
      else leave();
    },
    keepEditing: () => {
      setAsking(false);
      if (blocker.state === 'blocked') blocker.reset();
    },
    discard: () => {
      setAsking(false);
      dirty.current = false;
      if (asking === 'leave' && blocker.state !== 'blocked') leaving.current();
      else onDiscard();
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };
}
