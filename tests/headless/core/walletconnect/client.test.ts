// The WalletConnect client against a real WalletKit wallet over the local relay: one session
// across five namespaces, requests checked cryptographically and on the devnet, wallet-side
// disconnect and rejection, URI renewal on a fake clock, and restore after a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { toHex, verifyMessage, type Hex } from 'viem';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import type { TestRelay } from '../../../support/relay/relay';
import type { RelayWallet } from '../../../support/relay/wallet';
import type { NetworkGuard } from '../../../support/relay/network-guard';
import { startRelayEnv, waitFor, type RelayEnv } from '../../../support/relay/env';
import { manualTimers, wcTestNetworks } from '../../../support/relay/fixtures';
import { testPublicClient } from '../../../support/chain';
import {
  createWalletConnectClient,
  type WalletConnectClient,
  type WalletConnectOptions,
} from '../../../../headless/core/walletconnect/client';
import { createMemoryWcStorage } from '../../../../headless/core/walletconnect/storage';
import { isUserRejection, WalletDockError } from '../../../../headless/core/model/errors';
import { WC_PAIRING_TTL_MS, WC_PAIRING_REFRESH_MS } from '../../../../headless/core/model/constants';

const rpcUrl = inject('rpcUrl');
let relay: TestRelay;
let wallet: RelayWallet;
let guard: NetworkGuard;
let env: RelayEnv | undefined;
const clients: WalletConnectClient[] = [];
let prefixes = 0;

function makeClient(overrides: Partial<WalletConnectOptions> = {}): WalletConnectClient {
  const client = createWalletConnectClient({
    networks: wcTestNetworks(rpcUrl),
    relayUrl: relay.url,
    customStoragePrefix: `dapp-${++prefixes}`,
    storage: createMemoryWcStorage(),
    ...overrides,
  });
  clients.push(client);
  return client;
}

/** Connects `client` through the wallet: waits for the URI, pairs, returns the session. */
async function pairWithWallet(client: WalletConnectClient) {
  const connected = client.connect();
  const uri = await waitFor(() => client.pairing.getState().wcUri);
  await wallet.pair(uri);
  return connected;
}

beforeAll(async () => {
  env = await startRelayEnv(rpcUrl);
  ({ relay, wallet, guard } = env);
});

afterAll(async () => {
  for (const client of clients) await client.destroy();
  await env?.close();
});

describe('WalletConnect client over the local relay', () => {
  it('pairs one session across eip155, solana, bip122, polkadot and cosmos', async () => {
    const client = makeClient();
    expect(client.pairing.getState().status).toBe('disconnected');
    const session = await pairWithWallet(client);
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana']);
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:33322:${wallet.evmAddress}`);
    expect(session.namespaces.solana?.accounts).toEqual([
      `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${wallet.solanaAddress}`,
    ]);
    expect(session.namespaces.eip155?.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']),
    );
    expect(session.namespaces.solana?.methods).toEqual(
      expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']),
    );
    expect(session.namespaces.bip122?.methods).toEqual(
      expect.arrayContaining(['signMessage', 'signPsbt', 'sendTransfer']),
    );
    expect(client.pairing.getState()).toMatchObject({
      status: 'connected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
    });

    // personal_sign, verified with viem
    const message = 'walletdock over WalletConnect';
    const signature = await client.request<Hex>(
      { method: 'personal_sign', params: [toHex(message), wallet.evmAddress] },
      'eip155:33322',
    );
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true);

    // eth_sendTransaction, mined on anvil
    const to = '0x000000000000000000000000000000000000dEaD';
    const hash = await client.request<Hex>(
      { method: 'eth_sendTransaction', params: [{ from: wallet.evmAddress, to, value: toHex(12345n) }] },
      'eip155:33322',
    );
    const receipt = await testPublicClient(rpcUrl).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(wallet.evmAddress.toLowerCase());

    // solana_signMessage in the same session, verified with ed25519
    const bytes = new TextEncoder().encode('hello solana');
    const { signature: solSig } = await client.request<{ signature: string }>(
      { method: 'solana_signMessage', params: { message: base58.encode(bytes), pubkey: wallet.solanaAddress } },
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    );
    expect(ed25519.verify(base58.decode(solSig), bytes, wallet.solanaPublicKey)).toBe(true);
    expect(guard.remote).toEqual([]);
  });

  it('surfaces a wallet rejection as a user rejection', async () => {
    const client = makeClient();
    await pairWithWallet(client);
    wallet.setRequestBehavior('personal_sign', 'reject');
    try {
      const error = await client
        .request({ method: 'personal_sign', params: [toHex('no'), wallet.evmAddress] }, 'eip155:33322')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WalletDockError);
      expect((error as WalletDockError).code).toBe('USER_REJECTED');
      expect(isUserRejection(error)).toBe(true);
    } finally {
      wallet.setRequestBehavior('personal_sign', 'approve');
    }
  });

  it('rejects a refused proposal as a user rejection and records wcError', async () => {
    const client = makeClient();
    wallet.setProposalBehavior('reject');
    try {
      const error = await pairWithWallet(client).catch((e: unknown) => e);
      expect(isUserRejection(error)).toBe(true);
      expect(client.pairing.getState().wcError).toBe(true);
    } finally {
      wallet.setProposalBehavior('approve');
    }
  });

  it('reflects a wallet-initiated disconnect', async () => {
    const client = makeClient();
    const session = await pairWithWallet(client);
    const disconnected = new Promise<{ topic: string | undefined }>((resolve) => client.on('disconnect', resolve));
    await wallet.kit.disconnectSession({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
    expect((await disconnected).topic).toBe(session.topic);
    expect(client.getSession()).toBeUndefined();
    expect(client.pairing.getState().status).toBe('disconnected');
    await expect(client.request({ method: 'personal_sign', params: [] }, 'eip155:33322')).rejects.toThrow(
      'Please call connect() before request()',
    );
  });

  it('changes the default chain: chainChanged plus accountsChanged for the new chain', async () => {
    const client = makeClient();
    await pairWithWallet(client);
    const chains: string[] = [];
    const accounts: string[][] = [];
    client.on('chainChanged', (e) => chains.push(e.caipNetworkId));
    client.on('accountsChanged', (e) => accounts.push(e.accounts));
    client.setDefaultChain('eip155:31337');
    expect(chains).toEqual(['eip155:31337']);
    expect(accounts).toEqual([[`eip155:31337:${wallet.evmAddress}`]]);

    // The wallet moves back by itself (a chainChanged session event).
    const topic = client.getSession()?.topic as string;
    await wallet.kit.emitSessionEvent({ topic, event: { name: 'chainChanged', data: 33322 }, chainId: 'eip155:33322' });
    await waitFor(() => (chains.length === 2 ? true : undefined));
    expect(chains[1]).toBe('eip155:33322');
    expect(accounts[accounts.length - 1]).toEqual([`eip155:33322:${wallet.evmAddress}`]);
  });

  it('replaces the URI before it expires (fake clock) and pairs with the fresh one', async () => {
    const timers = manualTimers();
    const client = makeClient({ timers });
    const connected = client.connect();
    const first = await waitFor(() => client.pairing.getState().wcUri);
    expect(client.pairing.getState().wcPairingExpiry).toBe(timers.now() + WC_PAIRING_TTL_MS);
    timers.advance(WC_PAIRING_TTL_MS - WC_PAIRING_REFRESH_MS - 1);
    expect(client.pairing.getState().wcUri).toBe(first);
    timers.advance(1);
    const second = await waitFor(() => {
      const uri = client.pairing.getState().wcUri;
      return uri !== first ? uri : undefined;
    });
    expect(second).toMatch(/^wc:/);
    await wallet.pair(second as string);
    const session = await connected;
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:33322:${wallet.evmAddress}`);
  });

  it('restores the session after a reload, and never loads WalletConnect without one', async () => {
    const storage = createMemoryWcStorage();
    const first = makeClient({ storage, customStoragePrefix: 'reload' });
    const session = await pairWithWallet(first);
    await first.destroy();

    // Without a stored session the provider is never started: no relay connection is opened.
    const before = relay.connectionCount();
    const empty = makeClient({ storage: createMemoryWcStorage(), customStoragePrefix: 'reload' });
    expect(await empty.restore()).toBeUndefined();
    await new Promise((r) => setTimeout(r, 200));
    expect(relay.connectionCount()).toBe(before);

    const reloaded = makeClient({ storage, customStoragePrefix: 'reload' });
    const restored = await reloaded.restore();
    expect(restored?.topic).toBe(session.topic);
    expect(reloaded.pairing.getState().status).toBe('connected');
    const message = 'after reload';
    const signature = await reloaded.request<Hex>(
      { method: 'personal_sign', params: [toHex(message), wallet.evmAddress] },
      'eip155:33322',
    );
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true);
  });

  it('resetting the pairing ends a waiting connect() as a user rejection', async () => {
    const client = makeClient();
    const connecting = client.connect();
    await waitFor(() => client.pairing.getState().wcUri);
    client.resetPairing();
    const error = await connecting.catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
    expect(client.pairing.getState()).toMatchObject({ status: 'disconnected', wcUri: undefined, wcError: false });
  });

  it('disconnect from the dApp clears the session, its stored namespaces and pairings, and emits disconnect', async () => {
    const storage = createMemoryWcStorage();
    const client = makeClient({ storage, customStoragePrefix: 'clears' });
    await pairWithWallet(client);
    const providerKeys = async () => (await storage.getKeys()).filter((k) => k.startsWith('wc@2:universal_provider:'));
    expect((await providerKeys()).length).toBeGreaterThan(0);
    const pairings = async () => ((await storage.getItem<unknown[]>('wc@2:core:0.3:clears//pairing')) ?? []).length;
    expect(await pairings()).toBeGreaterThan(0);
    const events: unknown[] = [];
    client.on('disconnect', (e) => events.push(e));
    await client.disconnect();
    expect(events).toHaveLength(1);
    expect(client.pairing.getState().status).toBe('disconnected');
    expect(await providerKeys()).toEqual([]);
    expect(await storage.getItem('wc@2:client:0.3:clears//session')).toEqual([]);
    // Pairings are expired by the core's expirer on its next heartbeat.
    const start = Date.now();
    while ((await pairings()) > 0 && Date.now() - start < 12_000) await new Promise((r) => setTimeout(r, 100));
    expect(await pairings()).toBe(0);
    await expect(client.disconnect()).rejects.toThrow('Please call connect() before enable()');
  });
});
