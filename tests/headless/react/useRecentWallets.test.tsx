// useRecentWallets over a real connect of the EIP-6963 test wallet on the devnet: the wallet joins
// the list when the connect succeeds, and other events re-render nothing.
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRecentWallets } from 'walletdock';
import { announcedWallet, cleanup, devnetDock, renderCounted } from './support';

afterEach(cleanup);

describe('useRecentWallets', () => {
  it('holds the wallet a connect used, newest first, and re-renders only when the list changes', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result, renders } = renderCounted(() => useRecentWallets(), dock);
    expect(result.current).toEqual([]);
    await act(() => dock.mount());
    await act(() => dock.connect({ connectorId: wallet.info.rdns }));
    await waitFor(() =>
      expect(result.current.map((w) => [w.id, w.name])).toEqual([[wallet.info.rdns, wallet.info.name]]),
    );

    const settled = renders();
    await act(async () => {
      await dock.modal.open();
      dock.modal.close();
      dock.events.track('SEND_INITIATED');
    });
    expect(renders()).toBe(settled);
  });
});
