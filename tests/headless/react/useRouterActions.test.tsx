// useRouterActions: modal navigation (Networks included) without re-rendering the caller.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouterActions } from 'walletdock';
import { cleanup, devnetDock, renderCounted } from './support';

afterEach(cleanup);

describe('useRouterActions', () => {
  it('pushes Networks over Account and goes back, re-rendering its caller for none of it', async () => {
    const dock = devnetDock();
    const { result, renders } = renderCounted(() => useRouterActions(), dock);
    await act(() => dock.modal.open({ view: 'Account' }));
    act(() => result.current.push('Networks'));
    expect(dock.stores.router.getState()).toMatchObject({
      view: 'Networks',
      history: ['Account', 'Networks'],
      direction: 'next',
    });
    act(() => result.current.goBack());
    expect(dock.stores.router.getState()).toMatchObject({ view: 'Account', history: ['Account'], direction: 'prev' });
    expect(dock.stores.modal.getState().open).toBe(true);
    expect(renders()).toBe(1);
  });
});
