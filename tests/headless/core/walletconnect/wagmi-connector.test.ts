// WalletConnect's eip155 side as a wagmi connector on walletdock's own config: the session walletdock
// pairs is wagmi's connection, wagmi's actions sign through it, a reload restores it into wagmi too
// (walletdock reconnects its own config), and a disconnect from wagmi ends the session for walletdock.
import './../../../support/relay/node-websocket';
import { disconnect, getConnection, waitForTransactionReceipt, writeContract } from '@wagmi/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { erc20Abi, parseEther } from 'viem';
import { createWalletDock, eip155Adapter, memoryStorage, type KeyValueStorage, type WalletDock } from 'walletdock';
import { defineDevnetChain } from 'walletdock/testing';
import { fundedAccount, mintTestToken } from '../../../support/chain';
import { startRelayEnv, waitFor, type RelayEnv } from '../../../support/relay/env';
import {
  findWalletConnectClient,
  walletConnectAdapters,
  WALLETCONNECT_CONNECTOR_ID,
} from '../../../../headless/core/walletconnect/adapter';
import { createMemoryWcStorage, type WcKeyValueStorage } from '../../../../headless/core/walletconnect/storage';

const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
let env: RelayEnv;
const docks: WalletDock[] = [];

beforeAll(async () => {
  env = await startRelayEnv(rpcUrl);
});
afterAll(async () => {
  for (const dock of docks) {
    await findWalletConnectClient(dock.adapters)?.destroy();
    dock.destroy();
  }
  await env.close();
});

function makeDock(storage: KeyValueStorage, wcStorage: WcKeyValueStorage): WalletDock {
  const dock = createWalletDock({
    networks: [defineDevnetChain(rpcUrl)],
    storage,
    adapters: walletConnectAdapters(
      { relayUrl: env.relay.url, storage: wcStorage, customStoragePrefix: 'wagmi-connector' },
      [eip155Adapter()],
    ),
  });
  docks.push(dock);
  return dock;
}

describe('the WalletConnect wagmi connector on walletdock’s own config', () => {
  it('pairs once, signs through wagmi, is restored into wagmi after a reload, and a wagmi disconnect ends the session', async () => {
    const { wallet } = env;
    await mintTestToken(rpcUrl, token, await fundedAccount(rpcUrl, 1n), wallet.evmAddress, parseEther('5'));
    const storage = memoryStorage();
    const wcStorage = createMemoryWcStorage();
    const dock = makeDock(storage, wcStorage);
    await dock.mount();
    const wc = findWalletConnectClient(dock.adapters)!;
    const connecting = dock.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID, namespace: 'eip155' });
    await wallet.pair(await waitFor(() => wc.pairing.getState().wcUri));
    await connecting;
    const config = dock.wagmiConfig!;
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: wallet.evmAddress, chainId: 33322 });
    expect(dock.adapters.eip155?.getConnectors().filter((c) => c.id === WALLETCONNECT_CONNECTOR_ID)).toHaveLength(1);

    const hash = await writeContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [wallet.evmAddress, 1n],
    });
    expect((await waitForTransactionReceipt(config, { hash, pollingInterval: 50 })).status).toBe('success');

    // The reload: a new instance over the same storages restores the session — into wagmi too.
    await wc.destroy();
    dock.destroy();
    const reloaded = makeDock(storage, wcStorage);
    await reloaded.mount();
    expect(reloaded.stores.connection.getState().chains.eip155?.accountState).toMatchObject({
      status: 'connected',
      address: wallet.evmAddress,
    });
    const restored = getConnection(reloaded.wagmiConfig!);
    expect(restored).toMatchObject({ status: 'connected', address: wallet.evmAddress });
    expect(restored.connector?.type).toBe('walletConnect');
    expect(wallet.sessions()).toHaveLength(1);

    // Disconnecting through wagmi ends walletdock's session as well.
    await disconnect(reloaded.wagmiConfig!);
    await waitFor(() => reloaded.stores.connection.getState().chains.eip155?.accountState.status === 'disconnected');
    await waitFor(() => wallet.sessions().length === 0);
    expect(env.guard.remote).toEqual([]);
  });
});
