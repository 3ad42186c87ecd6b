// Connection hooks over a real wagmi config, the test wallet and the devnet: connect, network switch, disconnect.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isUserRejection,
  memoryStorage,
  useAccount,
  useConnect,
  useConnectors,
  useDisconnect,
  useEvents,
  useNativeBalance,
  useNetwork,
  type AccountState,
  type AdapterDefinition,
} from 'walletdock';
import type { ChainAdapter } from 'walletdock/types';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from '../support';

afterEach(cleanup);

function useConnection() {
  return {
    connectors: useConnectors(),
    connect: useConnect(),
    disconnect: useDisconnect(),
    account: useAccount(),
    network: useNetwork(),
    event: useEvents(),
  };
}

describe('connect by EIP-6963', () => {
  it('lists an announced wallet live and connects to it', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result } = renderHook(useConnection, { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    expect(result.current.connectors.find((c) => c.id === wallet.info.rdns)?.type).toBe('ANNOUNCED');

    // A wallet announcing itself after start-up appears too.
    const late = await announcedWallet({ info: { rdns: 'dev.walletdock.late', name: 'Late Wallet' } });
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(late.info.rdns));

    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    expect(result.current.account.status).toBe('connected');
    expect(result.current.account.address).toBe(wallet.address);
    expect(result.current.account.caipAddress).toBe(`eip155:33322:${wallet.address}`);
    expect(result.current.network.network.caipNetwork?.caipNetworkId).toBe('eip155:33322');
    expect(result.current.event?.data.event).toBe('CONNECT_SUCCESS');
    expect(dock.storage.get('connectionStatus')).toEqual({ eip155: 'connected' });
  });

  it('reads the native balance through a cached query', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result } = renderHook(() => ({ ...useConnection(), balance: useNativeBalance() }), {
      wrapper: wrapperFor(dock),
    });
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(result.current.balance.data?.value).toBe(10n * 10n ** 18n));
    expect(result.current.balance.data?.symbol).toBe('AVENT');
  });

  it('a rejected connect (4001) surfaces as a user rejection and leaves the account disconnected', async () => {
    const wallet = await announcedWallet();
    wallet.setBehavior('eth_requestAccounts', { reject: true });
    wallet.setBehavior('wallet_requestPermissions', { reject: true });
    const dock = devnetDock();
    const { result } = renderHook(useConnection, { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    const error = await act(() =>
      result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }).catch((e) => e),
    );
    expect(isUserRejection(error)).toBe(true);
    expect(error.code).toBe('USER_REJECTED');
    await waitFor(() => expect(result.current.connect.isError).toBe(true));
    expect(result.current.account.status).toBe('disconnected');
  });
});

describe('network switch', () => {
  async function connected(options: Parameters<typeof announcedWallet>[0] = {}) {
    const wallet = await announcedWallet(options);
    const dock = devnetDock();
    const hook = renderHook(useConnection, { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(hook.result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    await act(() => hook.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    return { wallet, dock, result: hook.result };
  }

  it('an injected wallet answering 4902 gets the chain added, then switched; the active address is recomputed', async () => {
    const { wallet, dock, result } = await connected();
    await act(() => result.current.network.switchNetwork.mutateAsync({ caipNetworkId: 'eip155:33323' }));
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_addEthereumChain');
    expect(wallet.chainId).toBe(33323);
    expect(result.current.network.network.caipNetwork?.caipNetworkId).toBe('eip155:33323');
    expect(result.current.account.caipAddress).toBe(`eip155:33323:${wallet.address}`);
    expect(dock.storage.get('activeCaipNetworkId')).toBe('eip155:33323');
    expect(result.current.event?.data).toMatchObject({
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:33323' },
    });
  });

  it('a rejected switch (4001) surfaces as a user rejection and keeps the network', async () => {
    const { wallet, result } = await connected();
    wallet.setBehavior('wallet_switchEthereumChain', { reject: true });
    const error = await act(() =>
      result.current.network.switchNetwork.mutateAsync({ caipNetworkId: 'eip155:33323' }).catch((e) => e),
    );
    expect(error.code).toBe('USER_REJECTED');
    expect(result.current.network.network.caipNetwork?.caipNetworkId).toBe('eip155:33322');
  });

  it('a wallet that adds the chain but does not switch is reported as a user rejection', async () => {
    const { result } = await connected({ switchOnAdd: false });
    const error = await act(() =>
      result.current.network.switchNetwork.mutateAsync({ caipNetworkId: 'eip155:33323' }).catch((e) => e),
    );
    expect(isUserRejection(error)).toBe(true);
    expect(result.current.network.network.caipNetwork?.caipNetworkId).toBe('eip155:33322');
  });

  it('a wallet moving to a network the host did not configure gets the placeholder and opens UnsupportedChain', async () => {
    const { wallet, dock, result } = await connected();
    await act(async () => {
      await wallet.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x1e240',
            chainName: 'Elsewhere',
            nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
            rpcUrls: ['http://127.0.0.1:1'],
          },
        ],
      });
    });
    await waitFor(() => expect(result.current.network.network.caipNetwork?.unsupported).toBe(true));
    expect(result.current.network.network.caipNetwork?.caipNetworkId).toBe('eip155:123456');
    expect(dock.stores.router.getState().view).toBe('UnsupportedChain');
    expect(dock.stores.modal.getState().open).toBe(true);
  });
});

/** A second namespace for the fan-out rule: an in-test adapter over the ChainAdapter interface. */
function solanaTestAdapter(calls: string[]): AdapterDefinition {
  return {
    namespace: 'solana',
    create(): ChainAdapter {
      const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
      return {
        namespace: 'solana',
        getConnectors: () => [{ id: 'sol-test', name: 'Sol Test', type: 'ANNOUNCED', chain: 'solana' }],
        connect: async () => ({
          connectorId: 'sol-test',
          connectorType: 'ANNOUNCED',
          address,
          accounts: [{ namespace: 'solana', address, type: 'eoa' }],
          caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        }),
        reconnect: async () => undefined,
        disconnect: async () => void calls.push('solana'),
        switchNetwork: async () => undefined,
        signMessage: async () => '0x',
        sendTransaction: async () => '0x',
        getBalance: async () => ({ value: 0n, decimals: 9, symbol: 'SOL' }),
        on: () => () => undefined,
      };
    },
  };
}

const solanaMainnet = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
} as const;

describe('disconnect across namespaces', () => {
  it('without a namespace every connected namespace goes; DISCONNECT_SUCCESS is tracked', async () => {
    const wallet = await announcedWallet();
    const calls: string[] = [];
    const dock = devnetDock();
    const withSolana = devnetDock({
      networks: [...dock.options.networks, solanaMainnet],
      adapters: [...(dock.options.adapters ?? []), solanaTestAdapter(calls)],
    });
    const statuses = (_ns: 'eip155' | 'solana') => (a: AccountState) => a.status;
    const { result } = renderHook(
      () => ({
        ...useConnection(),
        evm: useAccount({ namespace: 'eip155', select: statuses('eip155') }),
        sol: useAccount({ namespace: 'solana', select: statuses('solana') }),
      }),
      { wrapper: wrapperFor(withSolana) },
    );
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await act(() => result.current.connect.mutateAsync({ connectorId: 'sol-test' }));
    expect([result.current.evm, result.current.sol]).toEqual(['connected', 'connected']);

    // One namespace with an unshared connector type: only that one.
    await act(() => result.current.disconnect.mutateAsync({ namespace: 'solana' }));
    expect([result.current.evm, result.current.sol]).toEqual(['connected', 'disconnected']);

    await act(() => result.current.connect.mutateAsync({ connectorId: 'sol-test' }));
    await act(() => result.current.disconnect.mutateAsync());
    expect([result.current.evm, result.current.sol]).toEqual(['disconnected', 'disconnected']);
    expect(calls).toEqual(['solana', 'solana']);
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_revokePermissions');
    expect(result.current.event?.data.event).toBe('DISCONNECT_SUCCESS');
    expect(withSolana.storage.get('connectedNamespaces')).toEqual([]);
  });
});

describe('changes made in the wallet', () => {
  it('an account switched in the wallet becomes the active address and is saved', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result } = renderHook(useConnection, { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    expect(dock.storage.get('recentWallets')?.[0]).toMatchObject({ id: wallet.info.rdns, name: 'Test Wallet' });
    const key = generatePrivateKey();
    const next = privateKeyToAccount(key).address;
    act(() => wallet.setAccount({ privateKey: key }));
    await waitFor(() => expect(result.current.account.address).toBe(next));
    expect(result.current.account.caipAddress).toBe(`eip155:33322:${next}`);
    expect(dock.storage.get('connections')?.eip155?.[0]?.accounts[0]?.address).toBe(next);
  });

  it('a wallet dropping the dApp resets the account (disconnected, connector id cleared)', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result } = renderHook(useConnection, { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    act(() => wallet.disconnect());
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'));
    expect(result.current.account.address).toBeUndefined();
    expect(dock.stores.connection.getState().chains.eip155?.connectorId).toBeUndefined();
    expect(dock.storage.get('connectionStatus')).toEqual({ eip155: 'disconnected' });
  });
});

describe('reconnect after a reload', () => {
  it('a new client over the same storage restores the session without a disconnected render', async () => {
    const wallet = await announcedWallet();
    const storage = memoryStorage();
    const first = devnetDock({ storage });
    const before = renderHook(useConnection, { wrapper: wrapperFor(first) });
    await waitFor(() => expect(before.result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    await act(() => before.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    before.unmount();
    first.destroy();

    const second = devnetDock({ storage });
    const seen: Array<Pick<AccountState, 'status' | 'address'>> = [];
    const { result } = renderHook(
      () => {
        const account = useAccount();
        seen.push({ status: account.status, address: account.address });
        return account;
      },
      { wrapper: wrapperFor(second) },
    );
    expect(seen[0]).toEqual({ status: 'connecting', address: wallet.address });
    await waitFor(() => expect(result.current.status).toBe('connected'));
    expect(result.current.address).toBe(wallet.address);
    expect(seen.map((s) => s.status)).not.toContain('disconnected');
    expect(second.stores.modal.getState().initialized).toBe(true);
  });

  it('two instances restoring at once both reconnect (wagmi keeps one reconnect flag per process)', async () => {
    const wallet = await announcedWallet();
    const saved = async () => {
      const storage = memoryStorage();
      const first = devnetDock({ storage });
      await first.mount();
      await first.connect({ connectorId: wallet.info.rdns });
      first.destroy();
      return storage;
    };
    const [a, b] = [devnetDock({ storage: await saved() }), devnetDock({ storage: await saved() })];
    await Promise.all([a.mount(), b.mount()]);
    for (const dock of [a, b]) {
      expect(dock.stores.connection.getState().chains.eip155?.accountState).toMatchObject({
        status: 'connected',
        address: wallet.address,
      });
    }
  });

  it('a saved session the wallet no longer authorises ends disconnected, and the address cache is cleared', async () => {
    const wallet = await announcedWallet();
    const storage = memoryStorage();
    const first = devnetDock({ storage });
    await first.mount();
    await first.connect({ connectorId: wallet.info.rdns });
    first.destroy();
    wallet.disconnect();

    const second = devnetDock({ storage });
    const { result } = renderHook(() => useAccount(), { wrapper: wrapperFor(second) });
    expect(result.current.status).toBe('connecting');
    await waitFor(() => expect(result.current.status).toBe('disconnected'));
    expect(result.current.address).toBeUndefined();
    expect(second.storage.get('connections')?.eip155).toBeUndefined();
  });
});
