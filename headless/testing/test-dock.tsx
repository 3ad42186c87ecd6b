// createTestDock: what a host's renderHook test needs around walletdock's hooks, set up the way the package's own hook
// tests learned to: memory storage, a QueryClient that neither retries nor keeps garbage-collection timers, the test
// wallet given to this instance only, the startup sync awaited, and a wrapper that unmounts what it holds before the
// instance is destroyed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { useEffect, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { Config } from '@wagmi/core';
import type { Chain } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { eip155Adapter } from '../core/adapters/eip155';
import { createWalletDock, type WalletDock } from '../core/dock/create-wallet-dock';
import type { WalletDockOptions } from '../core/dock/options';
import { memoryStorage, type KeyValueStorage } from '../core/model/storage';
import { WalletDockProvider } from '../react/context';
import { defineDevnetChain } from './chains';
import { checkRpc, hasCode, setBalance } from './rpc-check';
import type { TestWallet, TestWalletKey, TestWalletOptions } from './types';
import { createTestWallet } from './wallet';

/** Test wallet options createTestDock does not decide itself (its key, chains and RPC are the dock's). */
export type TestDockWalletOptions = Omit<
  TestWalletOptions,
  'privateKey' | 'mnemonic' | 'addressIndex' | 'chains' | 'rpcUrl' | 'eventTarget' | 'announce'
>;

/**
 * Options of createTestDock: createWalletDock's options (`features`, `locale`, `siwx`, `tokens`,
 * `blockchainApiUrl`, `embeddedWallet` …) without `networks` and `adapters`, which come from `chains` and the test
 * wallet, plus the test's own.
 */
export type TestDockOptions = Partial<TestWalletKey> &
  Omit<WalletDockOptions, 'networks' | 'adapters' | 'storage'> & {
    /** The chains, first the one the wallet starts on (default: the devnet, chain 33322, at `rpcUrl`). */
    chains?: readonly [Chain, ...Chain[]];
    /** The first chain's RPC (default: its own default RPC; for the devnet http://127.0.0.1:8545). */
    rpcUrl?: string;
    /** Resolve already connected with the test wallet, through the connect a click would start (default false). */
    connected?: boolean;
    /**
     * The host's own wagmi config (`createConfig(...)`): the dock runs on it and its chains are the networks; the test
     * wallet joins its connectors. Wrap the host's `<WagmiProvider>` with `wrap` for wagmi's own hooks.
     */
    wagmiConfig?: Config;
    /** Storage backend (default: a fresh memory storage: nothing saved; give one with values to test a restore). */
    storage?: KeyValueStorage;
    /** The QueryClient to provide (default: a new one without retries or garbage-collection timers). */
    queryClient?: QueryClient;
    /** Sets the wallet's native balance first (wei, through anvil's or Hardhat's `hardhat_setBalance`). */
    balance?: bigint;
    /** More of the test wallet's options: `info`, `assets`, `capabilities`, `calls`, `switchOnAdd`. */
    wallet?: TestDockWalletOptions;
    /** Providers of the host's own to put around `<WalletDockProvider>` (inside the QueryClientProvider). */
    wrap?: (children: ReactNode) => ReactNode;
    /** How long the first chain's RPC may take to answer eth_chainId (default 5000 ms). */
    rpcTimeoutMs?: number;
  };

/** What createTestDock resolves to. */
export interface TestDock {
  /** The instance: mounted, and connected when `connected: true`. */
  readonly dock: WalletDock;
  /** The test wallet, given to this instance only (not announced on `window`). */
  readonly wallet: TestWallet;
  readonly queryClient: QueryClient;
  /** For `renderHook(hook, { wrapper })` and `render(ui, { wrapper })`: the QueryClientProvider and the provider. */
  readonly wrapper: (props: { children?: ReactNode }) => ReactElement;
  /**
   * Unmounts whatever the wrapper still holds, then destroys the instance and empties the QueryClient (it made). Runs
   * by itself once the last tree using the wrapper unmounts (Testing Library's cleanup); calling it again does nothing.
   */
  destroy(): void;
}

/**
 * A walletdock instance for a host's own hook and component tests, with a test wallet that signs with a real key.
 * Resolves once the first chain's node answered, the instance is mounted and, with `connected: true`, connected.
 *
 * @example
 * ```tsx
 * import { renderHook } from '@testing-library/react';
 * import { useAccount } from 'walletdock';
 * import { createTestDock } from 'walletdock/testing';
 *
 * it('starts connected', async () => {
 *   const { wrapper, wallet } = await createTestDock({ rpcUrl: 'http://127.0.0.1:8545', connected: true });
 *   const { result } = renderHook(() => useAccount(), { wrapper });
 *   expect(result.current.address).toBe(wallet.address);
 * });
 * ```
 */
export async function createTestDock(options: TestDockOptions = {}): Promise<TestDock> {
  const {
    chains: givenChains,
    rpcUrl,
    connected,
    wagmiConfig,
    storage,
    queryClient: givenClient,
    balance,
    wallet: walletOptions,
    wrap,
    rpcTimeoutMs,
    privateKey,
    mnemonic,
    addressIndex,
    ...dockOptions
  } = options;
  const resolved = resolveChains(givenChains ?? (wagmiConfig?.chains as TestDockOptions['chains']), rpcUrl);
  const firstRpc = resolved[0].rpcUrls.default.http[0] as string;
  await checkRpc(firstRpc, resolved[0].id, rpcTimeoutMs);
  const chains = await withoutMissingMulticall(resolved, firstRpc);

  const key: TestWalletKey = mnemonic ? { mnemonic, addressIndex } : { privateKey: privateKey ?? generatePrivateKey() };
  const wallet = createTestWallet({ ...walletOptions, ...key, chains, rpcUrl: firstRpc, announce: false });
  if (balance !== undefined) await setBalance(firstRpc, wallet.address, balance);

  const announcedProviders = [{ info: wallet.info, provider: wallet }];
  const dock = createWalletDock({
    ...dockOptions,
    networks: chains,
    storage: storage ?? memoryStorage(),
    // Page-wide discovery (EIP-6963 on window, window.ethereum) would let tests see each other's wallets.
    adapters: [
      eip155Adapter(
        wagmiConfig
          ? { wagmiConfig, announcedProviders }
          : { announcedProviders, multiInjectedProviderDiscovery: false, genericInjected: false },
      ),
    ],
  });
  const queryClient = givenClient ?? testQueryClient();
  const life = lifecycle(() => {
    dock.destroy();
    if (!givenClient) queryClient.clear();
  });

  const setup: WrapperSetup = { dock, queryClient, life, wrap };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TestDockProviders setup={setup}>{children}</TestDockProviders>
  );

  try {
    await dock.mount();
    if (connected) await dock.connect({ connectorId: wallet.info.rdns });
  } catch (error) {
    life.destroy();
    throw error;
  }
  return { dock, wallet, queryClient, wrapper, destroy: life.destroy };
}

/** What a kit's wrapper renders around its children. */
interface WrapperSetup {
  dock: WalletDock;
  queryClient: QueryClient;
  life: ReturnType<typeof lifecycle>;
  wrap: ((children: ReactNode) => ReactNode) | undefined;
}

/** The QueryClientProvider and the provider around the children, which it stops showing once the kit is destroyed. */
function TestDockProviders({ setup, children }: { setup: WrapperSetup; children?: ReactNode }): ReactElement {
  const { dock, queryClient, life, wrap } = setup;
  const alive = useSyncExternalStore(life.subscribe, life.alive, life.alive);
  useEffect(() => life.mounted(), [life]);
  const inner = <WalletDockProvider dock={dock}>{alive ? children : null}</WalletDockProvider>;
  return <QueryClientProvider client={queryClient}>{wrap ? wrap(inner) : inner}</QueryClientProvider>;
}

/** The chains with `rpcUrl` as the first one's RPC. */
function resolveChains(chains: TestDockOptions['chains'], rpcUrl: string | undefined): readonly [Chain, ...Chain[]] {
  if (!chains) return [defineDevnetChain(rpcUrl ?? 'http://127.0.0.1:8545')];
  const [first, ...rest] = chains;
  if (!rpcUrl) return chains;
  return [{ ...first, rpcUrls: { ...first.rpcUrls, default: { http: [rpcUrl] } } }, ...rest];
}

/**
 * The chains with the first one's Multicall3 left out when its node has no code there: a plain `anvil` has none, and
 * viem would batch every read (a balance, a token's decimals) through that empty address and fail to decode "0x".
 */
async function withoutMissingMulticall(
  chains: readonly [Chain, ...Chain[]],
  rpcUrl: string,
): Promise<readonly [Chain, ...Chain[]]> {
  const [first, ...rest] = chains;
  const multicall = first.contracts?.multicall3;
  if (!multicall || (await hasCode(rpcUrl, multicall.address))) return chains;
  const { multicall3: _missing, ...contracts } = first.contracts ?? {};
  return [{ ...first, contracts }, ...rest];
}

/**
 * No retries (a failing request fails the test at once) and no garbage-collection timers: an inactive query stays in
 * the cache instead of arming a timer that would fire after the test's DOM is gone.
 */
function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
}

/**
 * The dock's life: trees mounted with the wrapper, and whether their children are still shown. The last unmount
 * destroys the dock a microtask later, so that StrictMode's unmount-and-mount again does not; an explicit destroy
 * first empties the mounted trees (inside act), so nothing renders a destroyed dock.
 */
function lifecycle(teardown: () => void) {
  let mountedTrees = 0;
  let alive = true;
  let destroyed = false;
  const listeners = new Set<() => void>();
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    if (mountedTrees > 0) inAct(() => ((alive = false), listeners.forEach((listener) => listener())));
    teardown();
  };
  return {
    alive: () => alive,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    mounted() {
      mountedTrees += 1;
      return () => {
        mountedTrees -= 1;
        if (mountedTrees === 0) queueMicrotask(() => mountedTrees === 0 && destroy());
      };
    },
    destroy,
  };
}

/**
 * Runs a state change inside React's act(), so React applies it before destroy() returns, marking the environment as
 * one that supports act for that call as Testing Library's own act() does (React warns otherwise); React 18.2 names
 * it unstable_act.
 */
function inAct(change: () => void): void {
  const react = React as { act?: (fn: () => void) => unknown; unstable_act?: (fn: () => void) => unknown };
  const act = react.act ?? react.unstable_act;
  if (!act) {
    change();
    return;
  }
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(change);
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}
