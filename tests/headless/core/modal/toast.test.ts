// Toast: if one is open it closes and the new one opens after 150 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastController, showToastTransition, initialToastState } from '../../../../headless/core/modal/toast';
import { TOAST_SWAP_DELAY_MS } from '../../../../headless/core/model/constants';

describe('Toast with variants loading, success, error', () => {
  it.each(['loading', 'success', 'error'] as const)('shows a %s toast at once when none is open', (variant) => {
    const { now, later } = showToastTransition(initialToastState, { message: 'm', variant });
    expect(now).toMatchObject({ open: true, variant, message: 'm' });
    expect(later).toBeUndefined();
  });
});

describe('If one is open it closes and the new one opens after 150 ms', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes the open toast now and opens the next after TOAST_SWAP_DELAY_MS', () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150);
    const toast = createToastController(TOAST_SWAP_DELAY_MS);
    toast.success('first');
    expect(toast.store.getState()).toMatchObject({ open: true, message: 'first' });
    toast.error('second');
    expect(toast.store.getState()).toMatchObject({ open: false, message: 'first' });
    vi.advanceTimersByTime(149);
    expect(toast.store.getState().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.store.getState()).toMatchObject({ open: true, message: 'second', variant: 'error' });
  });

  it('a third toast during the delay wins; hide cancels a pending one', () => {
    const toast = createToastController(TOAST_SWAP_DELAY_MS);
    toast.success('a');
    toast.error('b');
    toast.loading('c');
    vi.advanceTimersByTime(150);
    expect(toast.store.getState()).toMatchObject({ open: true, message: 'c', variant: 'loading', autoClose: false });
    toast.success('d');
    toast.hide();
    vi.advanceTimersByTime(500);
    expect(toast.store.getState().open).toBe(false);
  });
});
