import { lazy, Suspense, useSyncExternalStore } from 'react';

/*
 * The toast container (Mantine's Notifications: transitions, drag to dismiss, portal) is a chunk of its
 * own, mounted on the first toast: the sign-in page usually shows none, and is lighter without it
 * (docs/decisions/0008-sign-in-page-weight.md). The signed-in app mounts it at once.
 */
const ToastContainer = lazy(() => import('./toast-container'));

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Mounts the container (once); the promise settles when it is listening for toasts. */
export function mountToasts(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the container goes (in the providers), once a toast is asked for. */
export function Toasts() {
  const shown = useSyncExternalStore(subscribe, () => requested);
  return shown ? (
    <Suspense fallback={null}>
      <ToastContainer onMount={markMounted} />
    </Suspense>
  ) : null;
}
