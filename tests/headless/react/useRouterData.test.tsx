// useRouterData: a view reads the data it was shown with, and nothing once another view shows or after going back.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouterData } from 'walletdock';
import { cleanup, devnetDock, renderCounted } from './support';

afterEach(cleanup);

describe('useRouterData', () => {
  it("returns the current view's data while that view shows, and re-renders only when it changes", async () => {
    const dock = devnetDock();
    const { result, renders } = renderCounted(() => useRouterData('ConnectingExternal'), dock);
    expect(result.current).toBeUndefined();
    await act(() => dock.modal.open({ view: 'Connect' }));
    act(() => dock.router.push('ConnectingExternal', { connectorId: 'io.metamask' }));
    expect(result.current).toEqual({ connectorId: 'io.metamask' });
    act(() => dock.router.push('AllWallets'));
    expect(result.current).toBeUndefined();
    // Going back shows the view again without its data (the router keeps only the current view's).
    act(() => dock.router.goBack());
    expect(dock.stores.router.getState().view).toBe('ConnectingExternal');
    expect(result.current).toBeUndefined();
    expect(renders()).toBe(3);
  });
});
