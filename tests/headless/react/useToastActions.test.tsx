// useToastActions: showing and hiding the toast without re-rendering the caller.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastActions } from 'walletdock';
import { cleanup, devnetDock, renderCounted } from './support';

afterEach(cleanup);

describe('useToastActions', () => {
  it('shows an error toast and hides it, re-rendering its caller for neither', () => {
    const dock = devnetDock();
    const { result, renders } = renderCounted(() => useToastActions(), dock);
    act(() => result.current.error('Network switch failed'));
    expect(dock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Network switch failed',
    });
    act(() => result.current.hide());
    expect(dock.stores.toast.getState().open).toBe(false);
    expect(renders()).toBe(1);
  });
});
