// A wagmi app that adds walletdock: the host's own wagmi config and <WagmiProvider>, walletdock's
// connect (driven through useConnect exactly as the modal's wallet row drives it; the modal itself
// renders in Chromium, see tests/styled), then wagmi's own useWriteContract transfers devnet
// TestToken and the receipt is mined — with an EIP-6963 test wallet, then over WalletConnect.
import '../../../support/relay/node-websocket';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { createConfig, createStorage, http, readContract, waitForTransactionReceipt, type Config } from '@wagmi/core';
import { WagmiProvider, useConnection, useWriteContract } from 'wagmi';
import { erc20Abi, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createWalletDock,
  eip155Adapter,
  memoryStorage,
  useAccount,
  useConnect,
  useConnectors,
  WalletDockProvider,
  type WalletDock,
  useWalletConnectPairing,
} from 'walletdock';
import { defineDevnetChain } from 'walletdock/testing';
import { fundedAccount, mintTestToken } from '../../../support/chain';
import { startRelayEnv, type RelayEnv } from '../../../support/relay/env';
import {
  findWalletConnectClient,
  walletConnectAdapters,
  WALLETCONNECT_CONNECTOR_ID,
} from '../../../../headless/core/walletconnect/adapter';
import { createMemoryWcStorage } from '../../../../headless/core/walletconnect/storage';
import { announcedWallet, cleanup } from '../support';

const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
const chain = defineDevnetChain(rpcUrl);
const docks: WalletDock[] = [];
let env: RelayEnv | undefined;

afterEach(cleanup);
afterAll(async () => {
  for (const dock of docks) {
    await findWalletConnectClient(dock.adapters)?.destroy();
    dock.destroy();
  }
  await env?.close();
});

/** The host's wagmi config, as a wagmi app already has it. */
function hostWagmiConfig(storage = memoryStorage()): Config {
  return createConfig({
    chains: [chain],
    transports: { [chain.id]: http(rpcUrl) },
    storage: createStorage({ storage }),
    ssr: true,
  });
}

function host(wagmiConfig: Config, dock: WalletDock) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return function Host({ children }: { children: ReactNode }) {
    return (
      <WagmiProvider config={wagmiConfig}>
        <QueryClientProvider client={queryClient}>
          <WalletDockProvider dock={dock}>{children}</WalletDockProvider>
        </QueryClientProvider>
      </WagmiProvider>
    );
  };
}

function useHostApp() {
  return {
    connectors: useConnectors(),
    connect: { ...useConnect(), pairing: useWalletConnectPairing().pairing },
    account: useAccount({ namespace: 'eip155' }),
    wagmi: useConnection(),
    write: useWriteContract(),
  };
}

type HostResult = { current: ReturnType<typeof useHostApp> };

/** Sends TestToken with wagmi's useWriteContract and waits for the mined receipt. */
async function transferWithWagmi(result: HostResult, config: Config, from: Address) {
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const amount = parseEther('12.5');
  let hash: `0x${string}` | undefined;
  await act(async () => {
    hash = await result.current.write.mutateAsync({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, amount],
    });
  });
  const receipt = await waitForTransactionReceipt(config, { hash: hash!, pollingInterval: 50 });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(from.toLowerCase());
  expect(
    await readContract(config, { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }),
  ).toBe(amount);
}

describe('WagmiProvider + walletdock on the host config', () => {
  it('an EIP-6963 wallet connected through walletdock is wagmi’s connection; useWriteContract transfers TestToken', async () => {
    const wallet = await announcedWallet();
    await mintTestToken(rpcUrl, token, await fundedAccount(rpcUrl, 1n), wallet.address, parseEther('100'));
    const wagmiConfig = hostWagmiConfig();
    const dock = createWalletDock({
      networks: wagmiConfig.chains,
      adapters: [eip155Adapter({ wagmiConfig })],
      storage: memoryStorage(),
    });
    docks.push(dock);
    expect(dock.wagmiConfig).toBe(wagmiConfig);

    const { result } = renderHook(useHostApp, { wrapper: host(wagmiConfig, dock) });
    await waitFor(() => expect(result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    expect(result.current.wagmi.status).toBe('disconnected');
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    expect(result.current.account).toMatchObject({ status: 'connected', address: wallet.address });
    await waitFor(() =>
      expect(result.current.wagmi).toMatchObject({ status: 'connected', address: wallet.address, chainId: 33322 }),
    );

    await transferWithWagmi(result, wagmiConfig, wallet.address);
  });

  it("after a reload the host's WagmiProvider reconnects once and walletdock follows it (no second reconnect)", async () => {
    const wallet = await announcedWallet();
    const wagmiStorage = memoryStorage();
    const dockStorage = memoryStorage();
    const first = hostWagmiConfig(wagmiStorage);
    const firstDock = createWalletDock({
      networks: first.chains,
      adapters: [eip155Adapter({ wagmiConfig: first })],
      storage: dockStorage,
    });
    docks.push(firstDock);
    const before = renderHook(useHostApp, { wrapper: host(first, firstDock) });
    await waitFor(() => expect(before.result.current.connectors.map((c) => c.id)).toContain(wallet.info.rdns));
    await act(() => before.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    before.unmount();

    // The reload: a new config and instance over the same storage.
    const wagmiConfig = hostWagmiConfig(wagmiStorage);
    const statuses: string[] = [];
    wagmiConfig.subscribe(
      (state) => state.status,
      (status) => statuses.push(status),
    );
    const dock = createWalletDock({
      networks: wagmiConfig.chains,
      adapters: [eip155Adapter({ wagmiConfig })],
      storage: dockStorage,
    });
    docks.push(dock);
    const { result } = renderHook(useHostApp, { wrapper: host(wagmiConfig, dock) });
    expect(result.current.account).toMatchObject({ status: 'connecting', address: wallet.address });
    await waitFor(() => expect(result.current.account).toMatchObject({ status: 'connected', address: wallet.address }));
    await dock.ready;
    expect(result.current.wagmi).toMatchObject({ status: 'connected', address: wallet.address });
    // One reconnect: wagmi went through (re)connecting once, then connected, and stayed there.
    expect(statuses.filter((s) => s === 'reconnecting' || s === 'connecting')).toHaveLength(1);
    expect(statuses.at(-1)).toBe('connected');
  });

  it('a WalletConnect session (local relay, WalletKit wallet) is wagmi’s connection too; useWriteContract transfers TestToken', async () => {
    env = await startRelayEnv(rpcUrl);
    const { wallet, relay } = env;
    await mintTestToken(rpcUrl, token, await fundedAccount(rpcUrl, 1n), wallet.evmAddress, parseEther('100'));
    const wagmiConfig = hostWagmiConfig();
    const dock = createWalletDock({
      networks: wagmiConfig.chains,
      storage: memoryStorage(),
      adapters: walletConnectAdapters(
        { relayUrl: relay.url, storage: createMemoryWcStorage(), customStoragePrefix: 'wagmi-host' },
        [eip155Adapter({ wagmiConfig })],
      ),
    });
    docks.push(dock);
    expect(dock.wagmiConfig).toBe(wagmiConfig);

    const { result } = renderHook(useHostApp, { wrapper: host(wagmiConfig, dock) });
    // One WalletConnect entry: walletdock's, not a second one from the wagmi side.
    await waitFor(() =>
      expect(result.current.connectors.filter((c) => c.id === WALLETCONNECT_CONNECTOR_ID)).toHaveLength(1),
    );
    let connecting: Promise<unknown> | undefined;
    act(() => {
      connecting = result.current.connect.mutateAsync({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    });
    await waitFor(() => expect(result.current.connect.pairing.uri).toMatch(/^wc:/));
    await wallet.pair(result.current.connect.pairing.uri as string);
    await act(async () => {
      await connecting;
    });
    expect(result.current.account).toMatchObject({ status: 'connected', address: wallet.evmAddress });
    await waitFor(() =>
      expect(result.current.wagmi).toMatchObject({ status: 'connected', address: wallet.evmAddress, chainId: 33322 }),
    );
    expect(result.current.wagmi.connector?.type).toBe('walletConnect');
    expect(wallet.sessions()).toHaveLength(1);

    await transferWithWagmi(result, wagmiConfig, wallet.evmAddress);
    expect(wallet.requests).toContain('eth_sendTransaction');
    // Still the one pairing: no second session was proposed for wagmi.
    expect(wallet.sessions()).toHaveLength(1);
    expect(env.guard.remote).toEqual([]);
  });
});
