// walletdock/compat/appkit over a real instance and the EIP-6963 test wallet on the devnet: AppKit's hooks return
// AppKit's documented fields, and the actions AppKit apps await (switchNetwork, disconnect, open) are promises that
// settle when the action has happened. (The entry also holds AppKitButton, drawn by the host matrix: the hooks are
// imported from their files here, where walletdock/styled cannot load without its CSS compiler.)
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { useAccount } from 'walletdock';
import { useAppKit } from '../../../headless/compat/appkit/useAppKit';
import { useAppKitAccount } from '../../../headless/compat/appkit/useAppKitAccount';
import { useAppKitEvents } from '../../../headless/compat/appkit/useAppKitEvents';
import { appKitNetworkId, useAppKitNetwork } from '../../../headless/compat/appkit/useAppKitNetwork';
import { useAppKitProvider } from '../../../headless/compat/appkit/useAppKitProvider';
import { useAppKitState } from '../../../headless/compat/appkit/useAppKitState';
import { useAppKitTheme } from '../../../headless/compat/appkit/useAppKitTheme';
import { useDisconnect } from '../../../headless/compat/appkit/useDisconnect';
import { useWalletInfo } from '../../../headless/compat/appkit/useWalletInfo';
import { announcedWallet, cleanup, devnetDock, secondChain, wrapperFor } from '../react/support';

afterEach(cleanup);

function useAll() {
  return {
    modal: useAppKit(),
    account: useAppKitAccount(),
    network: useAppKitNetwork(),
    state: useAppKitState(),
    theme: useAppKitTheme(),
    events: useAppKitEvents(),
    disconnect: useDisconnect(),
    walletInfo: useWalletInfo(),
    provider: useAppKitProvider<{ request(args: { method: string }): Promise<unknown> }>('eip155'),
    native: useAccount({ select: (a) => a.status }),
  };
}

describe('walletdock/compat/appkit', () => {
  it("a visitor's whole session in AppKit's shapes: connected, switched with an awaited switchNetwork, disconnected with an awaited disconnect", async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock({ themeVariables: { '--w3m-accent': '#000000' } });
    const { result } = renderHook(useAll, { wrapper: wrapperFor(dock) });

    expect(result.current.account).toEqual({
      allAccounts: [],
      caipAddress: undefined,
      address: undefined,
      isConnected: false,
      embeddedWalletInfo: undefined,
      status: 'disconnected',
    });
    expect(result.current.events.data.event).toBe('MODAL_CREATED');
    expect(result.current.theme.themeVariables).toEqual({ '--wd-accent': '#000000' });
    expect(result.current.walletInfo).toEqual({ walletInfo: undefined });

    await act(() => result.current.modal.open({ view: 'Networks' }));
    expect(result.current.state).toMatchObject({
      open: true,
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:33322',
    });
    expect(dock.stores.router.getState().view).toBe('Networks');
    await act(() => result.current.modal.close());
    expect(result.current.state.open).toBe(false);

    await act(() => dock.connect({ connectorId: wallet.info.rdns }));
    const address = wallet.address;
    expect(result.current.account).toMatchObject({
      address,
      caipAddress: `eip155:33322:${address}`,
      isConnected: true,
      status: 'connected',
      embeddedWalletInfo: undefined,
    });
    expect(result.current.network).toMatchObject({ chainId: 33322, caipNetworkId: 'eip155:33322' });
    expect(result.current.walletInfo.walletInfo?.name).toBe('Test Wallet');
    expect(result.current.events.data.event).toBe('CONNECT_SUCCESS');
    await act(async () => {
      await vi.waitFor(() => expect(result.current.provider.walletProvider).toBeDefined());
    });
    expect(result.current.provider.walletProviderType).toBe('ANNOUNCED');
    expect(await result.current.provider.walletProvider!.request({ method: 'eth_chainId' })).toBe('0x822a');

    // Awaited: when switchNetwork resolves, the network has changed (AppKit apps read it right after).
    await act(() => result.current.network.switchNetwork(secondChain(inject('rpcUrl'))));
    expect(result.current.network).toMatchObject({ chainId: 33323, caipNetworkId: 'eip155:33323' });
    expect(result.current.state.selectedNetworkId).toBe('eip155:33323');

    await act(() => result.current.disconnect.disconnect());
    expect(result.current.account.isConnected).toBe(false);
    expect(result.current.native).toBe('disconnected');
  });

  it('switchNetwork rejects, with the reason, when the network cannot be switched to', async () => {
    const dock = devnetDock();
    const { result } = renderHook(useAll, { wrapper: wrapperFor(dock) });
    await expect(result.current.network.switchNetwork('eip155:1')).rejects.toThrow();
  });

  it("takes AppKit's networks, viem's chains and CAIP-2 ids alike", () => {
    expect(appKitNetworkId({ ...secondChain('http://127.0.0.1:1') })).toBe('eip155:33323');
    expect(appKitNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    expect(
      appKitNetworkId({
        id: 'devnet',
        name: 'Solana Devnet',
        chainNamespace: 'solana',
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 },
        rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
      }),
    ).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });
});
