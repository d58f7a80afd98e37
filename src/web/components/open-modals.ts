/*
 * The modals open now (every modal of the app is an AppModal): the toasts are placed beside them and the
 * notification bell does not open by itself over them (decision 0036). A store outside React, so that the
 * toast container and the bell's timer read it without sharing a component tree.
 */
const contents = new Set<HTMLElement>();
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * A callback ref for a modal's content: it counts as open while its content is on the page (Mantine
 * mounts the content when the modal opens and removes it after the closing transition).
 */
export function registerModalContent(element: HTMLElement | null): (() => void) | undefined {
  if (element === null) return undefined;
  contents.add(element);
  changed();
  return () => {
    contents.delete(element);
    changed();
  };
}

/** Whether any modal is open. */
export const anyModalOpen = (): boolean => contents.size > 0;

/** The open modals' boxes on the screen. */
export const openModalBoxes = (): DOMRect[] =>
  [...contents].map((element) => element.getBoundingClientRect());

/** Calls `listener` whenever a modal opens or closes; answers the unsubscribe. */
export function subscribeModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
