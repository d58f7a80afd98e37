/** Where the toasts go (components/toast-container.tsx): a Mantine position, how far down, how wide. */
interface ToastPlacement {
  position: 'top-right' | 'bottom-center';
  /** Width of the container in px (Mantine's containerWidth). */
  width: number;
}

/** A box on the screen, as getBoundingClientRect answers it. */
type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

/** Mantine's width of a toast, and the narrowest one that still reads well beside a modal. */
export const TOAST_WIDTH = 440;
export const NARROWEST_TOAST = 260;
/** The gap kept between a toast and the screen's edge or a modal (Mantine's spacing md). */
export const TOAST_GAP = 16;

/**
 * Toasts go top right, below the header (SPEC §9). With a modal open they must not cover its close
 * button or its fields (decision 0036): they stay top right when the room beside the modal holds a toast
 * (narrowed to it), otherwise (a phone, where the modal takes the width) they go to the bottom, away from
 * the close button and the first fields.
 */
export function placeToasts(viewportWidth: number, modals: readonly Box[]): ToastPlacement {
  const full = Math.min(TOAST_WIDTH, viewportWidth - 2 * TOAST_GAP);
  if (modals.length === 0) return { position: 'top-right', width: full };
  const modalRight = Math.max(...modals.map((box) => box.right));
  const beside = viewportWidth - modalRight - 2 * TOAST_GAP;
  if (beside >= NARROWEST_TOAST) return { position: 'top-right', width: Math.min(TOAST_WIDTH, beside) };
  return { position: 'bottom-center', width: full };
}
