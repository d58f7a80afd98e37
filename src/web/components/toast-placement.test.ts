import { describe, expect, it } from 'vitest';
import { NARROWEST_TOAST, placeToasts, TOAST_GAP, TOAST_WIDTH } from './toast-placement';

const box = (left: number, right: number) => ({ left, right, top: 100, bottom: 600 });

describe('where the toasts go', () => {
  it('top right at full width when no modal is open', () => {
    expect(placeToasts(1440, [])).toEqual({ position: 'top-right', width: TOAST_WIDTH });
    expect(placeToasts(390, [])).toEqual({ position: 'top-right', width: 390 - 2 * TOAST_GAP });
  });

  it('beside a centred modal, narrowed to the room on its right, never reaching into it', () => {
    // A large modal (800 px) centred on 1440 px ends at 1120: 320 px beside it, 288 without the gaps.
    const placement = placeToasts(1440, [box(320, 1120)]);
    expect(placement).toEqual({ position: 'top-right', width: 1440 - 1120 - 2 * TOAST_GAP });
    expect(1440 - TOAST_GAP - placement.width).toBeGreaterThanOrEqual(1120 + TOAST_GAP);
    // A small modal leaves room for a toast of full width.
    expect(placeToasts(1920, [box(760, 1160)])).toEqual({ position: 'top-right', width: TOAST_WIDTH });
  });

  it('at the bottom when the room beside the modal is too narrow (a phone, or a wide modal)', () => {
    expect(placeToasts(390, [box(10, 380)])).toEqual({ position: 'bottom-center', width: 358 });
    const tight = 1120 + 2 * TOAST_GAP + NARROWEST_TOAST - 1;
    expect(placeToasts(tight, [box(320, 1120)]).position).toBe('bottom-center');
    expect(placeToasts(tight + 1, [box(320, 1120)]).position).toBe('top-right');
  });

  it('the rightmost of two stacked modals decides', () => {
    expect(placeToasts(1440, [box(320, 1120), box(470, 970)]).width).toBe(288);
  });
});
