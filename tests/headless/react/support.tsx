// Shared setup of the connection hook tests: a fresh funded key, a test wallet announced by
// EIP-6963 on the jsdom window, and a walletdock over a real wagmi config on the devnet.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup as unmountRendered, configure, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import type { Chain } from 'viem';
import {
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  WalletDockProvider,
  type KeyValueStorage,
  type WalletDock,
  type WalletDockOptions,
} from 'walletdock';
import type { Balances } from 'walletdock/utils';
import { createTestWallet, defineDevnetChain, type TestWallet, type TestWalletOptions } from 'walletdock/testing';
import { fundedAccount } from '../../support/chain';

// The machine is shared with other test runs: wait generously for the devnet, never fail on speed.
configure({ asyncUtilTimeout: 10_000 });

/** A second network the test wallet does not know: switching to it needs 4902 -> add -> switch. */
export function secondChain(rpcUrl: string): Chain {
  return { ...defineDevnetChain(rpcUrl), id: 33323, name: 'Second Devnet' } as Chain;
}

const cleanups: Array<() => void> = [];

/**
 * Unmounts what the test rendered, then stops announcements and destroys docks made by the helpers below. Unmounted
 * first: a tree left mounted re-renders when its dock is destroyed or a late load (a lazy chunk) resolves, and React
 * then flushes its effects in a task that can run after the file's jsdom is gone ("window is not defined").
 */
export function cleanup(): void {
  unmountRendered();
  for (const stop of cleanups.splice(0)) stop();
}

/** A funded test wallet announcing itself on window until cleanup(). */
export async function announcedWallet(options: Partial<TestWalletOptions> = {}): Promise<TestWallet> {
  const rpcUrl = inject('rpcUrl');
  const { privateKey } = await fundedAccount(rpcUrl, 10n);
  const wallet = createTestWallet({
    privateKey,
    chains: [defineDevnetChain(rpcUrl)],
    rpcUrl,
    announce: false,
    ...options,
  } as TestWalletOptions);
  cleanups.push(wallet.announce());
  return wallet;
}

/** A walletdock on the devnet (and the second chain) with the eip155 adapter. */
export function devnetDock(options: Partial<WalletDockOptions> & { storage?: KeyValueStorage } = {}): WalletDock {
  const rpcUrl = inject('rpcUrl');
  const dock = createWalletDock({
    networks: [defineDevnetChain(rpcUrl), secondChain(rpcUrl)],
    adapters: [eip155Adapter()],
    storage: memoryStorage(),
    ...options,
  });
  cleanups.push(() => dock.destroy());
  return dock;
}

/** renderHook wrapper: the host's QueryClientProvider (`queryClient`, else a fresh one) around WalletDockProvider. */
export function wrapperFor(
  dock: WalletDock,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <WalletDockProvider dock={dock}>{children}</WalletDockProvider>
      </QueryClientProvider>
    );
  };
}

/** renderHook inside wrapperFor(dock), counting the hook's renders (a hook that subscribes to nothing renders once). */
export function renderCounted<T>(hook: () => T, dock: WalletDock) {
  let renders = 0;
  const view = renderHook(
    () => {
      renders += 1;
      return hook();
    },
    { wrapper: wrapperFor(dock) },
  );
  return { ...view, renders: () => renders };
}

/** The devnet TEST token's quantity in a balances answer, as its row shows it (undefined while it has none). */
export const testOf = (data: Balances | undefined) => data?.balances.find((b) => b.symbol === 'TEST')?.quantity.numeric;

/** The account's balances `queryClient` keeps for `dock` (the first query with entries): what a view's next render shows. */
export const keptBalances = (queryClient: QueryClient, dock: WalletDock): Balances | undefined =>
  queryClient
    .getQueriesData<Balances>({ queryKey: ['walletdock', dock.id, 'accountData', 'balances'] })
    .map(([, data]) => data)
    .find((data) => data?.balances.length);
