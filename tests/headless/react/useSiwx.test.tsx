// useSiwx over a real instance: state follows the flow, signIn/signOut act, `select` narrows.
import { afterEach, describe, expect, it, inject, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { injected } from '@wagmi/core';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { memoryStorage, useSiwx, WalletDockError } from 'walletdock';
import { createDefaultSiwx } from 'walletdock/siwx';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import { createWalletDock, type WalletDock } from '../../../headless/core/dock/create-wallet-dock';
import { eip155Adapter } from '../../../headless/core/adapters/eip155';
import { WalletDockProvider } from '../../../headless/react/context';

const rpcUrl = inject('rpcUrl');
const chain = defineDevnetChain(rpcUrl);
const docks: WalletDock[] = [];
afterEach(() => {
  for (const dock of docks.splice(0)) dock.destroy();
});

function setup(required = false) {
  const privateKey = generatePrivateKey();
  const wallet = createTestWallet({ privateKey, rpcUrl, chains: [chain] });
  const siwxStorage = memoryStorage();
  const dock = createWalletDock({
    networks: [chain],
    storage: memoryStorage(),
    siwx: createDefaultSiwx({
      storage: siwxStorage,
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
      required,
    }),
    adapters: [
      eip155Adapter({
        multiInjectedProviderDiscovery: false,
        genericInjected: false,
        connectors: [
          injected({ target: { id: 'walletdock-test', name: 'Test Wallet', provider: () => wallet as never } }),
        ],
      }),
    ],
  });
  docks.push(dock);
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WalletDockProvider dock={dock}>{children}</WalletDockProvider>
    </QueryClientProvider>
  );
  return { dock, wallet, wrapper, address: privateKeyToAccount(privateKey).address };
}

describe('useSiwx', () => {
  it('follows connect -> unsigned -> signed -> signed out', async () => {
    const { dock, wrapper, address } = setup(true);
    const { result } = renderHook(() => useSiwx(), { wrapper });
    expect(result.current).toMatchObject({ status: 'idle', required: true, session: undefined });
    await act(() => dock.connect({ connectorId: 'walletdock-test' }));
    await vi.waitFor(() => expect(result.current.status).toBe('unsigned'));
    expect(dock.stores.router.getState().view).toBe('SIWXSignMessage');
    expect(result.current.isCloseBlocked('SIWXSignMessage')).toBe(true);

    const session = await act(() => result.current.signIn());
    expect(session?.data.accountAddress).toBe(address);
    expect(result.current).toMatchObject({ status: 'signed', session });
    expect(result.current.isCloseBlocked('SIWXSignMessage')).toBe(false);

    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ status: 'unsigned', session: undefined });
  });

  it('signIn rejects with the WalletDockError of a declined signature and exposes it; select narrows', async () => {
    const { dock, wallet, wrapper } = setup();
    const { result } = renderHook(() => useSiwx({ select: (s) => s.error?.code }), { wrapper });
    await act(() => dock.connect({ connectorId: 'walletdock-test' }));
    await vi.waitFor(() => expect(result.current.status).toBe('unsigned'));
    wallet.setBehavior('personal_sign', { reject: true });
    const declined = await act(() =>
      result.current.signIn().then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    expect(declined).toBeInstanceOf(WalletDockError);
    expect(declined).toMatchObject({ code: 'USER_REJECTED' });
    expect(result.current.state).toBe('USER_REJECTED');
    expect(dock.stores.toast.getState()).toMatchObject({ variant: 'error', message: 'Signature declined' });

    await act(() => result.current.cancel());
    expect(dock.stores.modal.getState().open).toBe(false);
    expect(dock.stores.router.getState().view).toBe('Connect');
  });
});
