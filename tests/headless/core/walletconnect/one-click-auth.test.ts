// One-click auth (universal-provider authentication): with every network eip155 and sign-in on, the pairing carries the
// sign-in request; the CACAOs the WalletKit wallet returns are stored as verified SIWX sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { verifyMessage, type Hex } from 'viem';
import type { TestRelay } from '../../../support/relay/relay';
import type { RelayWallet } from '../../../support/relay/wallet';
import type { NetworkGuard } from '../../../support/relay/network-guard';
import { startRelayEnv, waitFor, type RelayEnv } from '../../../support/relay/env';
import { wcTestNetworks } from '../../../support/relay/fixtures';
import {
  createWalletConnectClient,
  WC_AUTHENTICATING_TEXT,
  type WalletConnectClient,
} from '../../../../headless/core/walletconnect/client';
import { createMemoryWcStorage } from '../../../../headless/core/walletconnect/storage';
import { createDefaultSiwx } from '../../../../headless/core/siwx/default';
import { memoryStorage } from '../../../../headless/core/model/storage';
import type { SIWXConfig, SIWXSession } from '../../../../headless/core/siwx/types';
import { createWalletDock, type WalletDock } from '../../../../headless/core/dock/create-wallet-dock';
import {
  findWalletConnectClient,
  walletConnectAdapters,
  WALLETCONNECT_CONNECTOR_ID,
} from '../../../../headless/core/walletconnect/adapter';

const rpcUrl = inject('rpcUrl');
let relay: TestRelay;
let wallet: RelayWallet;
let guard: NetworkGuard;
let env: RelayEnv | undefined;
const clients: WalletConnectClient[] = [];
const docks: WalletDock[] = [];

function evmOnly(siwx: SIWXConfig, prefix: string) {
  const client = createWalletConnectClient({
    networks: wcTestNetworks(rpcUrl).filter((n) => n.chainNamespace === 'eip155'),
    relayUrl: relay.url,
    storage: createMemoryWcStorage(),
    customStoragePrefix: prefix,
    siwx,
  });
  clients.push(client);
  return client;
}

beforeAll(async () => {
  env = await startRelayEnv(rpcUrl);
  ({ relay, wallet, guard } = env);
});

afterAll(async () => {
  for (const dock of docks) dock.destroy();
  for (const client of clients) await client.destroy();
  await env?.close();
});

describe('one-click auth', () => {
  it('authenticates while pairing, shows "Authenticating...", stores verified sessions', async () => {
    const siwx = createDefaultSiwx({
      storage: memoryStorage(),
      domain: 'app.example',
      uri: 'https://app.example/login',
    });
    const client = evmOnly(siwx, 'auth-ok');
    const texts: (string | undefined)[] = [];
    client.on('status', (e) => texts.push(e.text));
    const connecting = client.connect();
    await wallet.pair(await waitFor(() => client.pairing.getState().wcUri));
    const session = await connecting;
    expect(session.namespaces.eip155?.accounts).toContain(`eip155:33322:${wallet.evmAddress}`);
    expect(texts).toEqual([WC_AUTHENTICATING_TEXT, undefined]);

    const stored = await siwx.getSessions('eip155:33322', wallet.evmAddress);
    expect(stored).toHaveLength(1);
    const [signIn] = stored as [SIWXSession];
    expect(signIn.data).toMatchObject({
      accountAddress: wallet.evmAddress,
      chainId: 'eip155:33322',
      domain: 'app.example',
    });
    expect(signIn.cacao?.p.iss).toBe(`did:pkh:eip155:33322:${wallet.evmAddress}`);
    expect(
      await verifyMessage({ address: wallet.evmAddress, message: signIn.message, signature: signIn.signature as Hex }),
    ).toBe(true);
    expect(guard.remote).toEqual([]);
  });

  it('disconnects and rethrows when storing the sessions fails', async () => {
    const base = createDefaultSiwx({
      storage: memoryStorage(),
      domain: 'app.example',
      uri: 'https://app.example/login',
    });
    const refusing: SIWXConfig = { ...base, addSession: () => Promise.reject(new Error('session store refused')) };
    const client = evmOnly(refusing, 'auth-fail');
    const before = wallet.sessions().length;
    const connecting = client.connect();
    await wallet.pair(await waitFor(() => client.pairing.getState().wcUri));
    await expect(connecting).rejects.toThrow('session store refused');
    expect(client.getSession()).toBeUndefined();
    // The authenticated session was created on the wallet, then deleted by the disconnect.
    await waitFor(() => (wallet.sessions().length === before ? true : undefined));
  });

  it('uses the siwx and metadata given to createWalletDock: a host configures them once', async () => {
    const siwx = createDefaultSiwx({ storage: memoryStorage(), domain: 'dock.example', uri: 'https://dock.example/' });
    const metadata = {
      name: 'Dock Example',
      description: 'one-click auth from dock options',
      url: 'https://dock.example',
      icons: [],
    };
    const [first, ...rest] = wcTestNetworks(rpcUrl).filter((n) => n.chainNamespace === 'eip155');
    const dock = createWalletDock({
      networks: [first!, ...rest],
      storage: memoryStorage(),
      metadata,
      siwx,
      adapters: walletConnectAdapters({
        relayUrl: relay.url,
        storage: createMemoryWcStorage(),
        customStoragePrefix: 'auth-dock',
        namespaces: ['eip155'],
      }),
    });
    docks.push(dock);
    await dock.mount();
    const wc = findWalletConnectClient(dock.adapters)!;
    const connecting = dock.connect({ connectorId: WALLETCONNECT_CONNECTOR_ID });
    await wallet.pair(await waitFor(() => wc.pairing.getState().wcUri));
    await connecting;
    const stored = await siwx.getSessions('eip155:33322', wallet.evmAddress);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data.domain).toBe('dock.example');
    const session = wallet.sessions().find((s) => s.topic === wc.getSession()?.topic);
    expect(session?.peer.metadata.name).toBe('Dock Example');
  });
});
