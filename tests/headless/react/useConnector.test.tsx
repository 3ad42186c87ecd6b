// useConnector: the listed connector a connector id names, as the EIP-6963 test wallet announces itself.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useConnector } from 'walletdock';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

afterEach(cleanup);

describe('useConnector', () => {
  it('finds the announced wallet by its id and nothing for an unknown id', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result, rerender } = renderHook((id: string | undefined) => useConnector(id), {
      wrapper: wrapperFor(dock),
      initialProps: wallet.info.rdns as string | undefined,
    });
    await waitFor(() =>
      expect(result.current).toMatchObject({ id: wallet.info.rdns, name: wallet.info.name, type: 'ANNOUNCED' }),
    );
    rerender('not.installed');
    expect(result.current).toBeUndefined();
    rerender(undefined);
    expect(result.current).toBeUndefined();
  });
});
