// The test relay carries a real pairing: a UniversalProvider (dApp) and a WalletKit wallet
// in one process pair, approve and exchange a signed request; nothing leaves 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { verifyMessage, type Hex } from 'viem';
import type { TestRelay } from '../../../support/relay/relay';
import type { RelayWallet } from '../../../support/relay/wallet';
import type { NetworkGuard } from '../../../support/relay/network-guard';
import { startRelayEnv, type RelayEnv } from '../../../support/relay/env';
import { createMemoryWcStorage } from '../../../../headless/core/walletconnect/storage';

let relay: TestRelay;
let wallet: RelayWallet;
let guard: NetworkGuard;
let env: RelayEnv | undefined;
const rpcUrl = inject('rpcUrl');

beforeAll(async () => {
  env = await startRelayEnv(rpcUrl);
  ({ relay, wallet, guard } = env);
});

afterAll(async () => {
  await env?.close();
});

describe('test relay', () => {
  it('pairs a UniversalProvider with a WalletKit wallet and relays a personal_sign', async () => {
    const dapp = await UniversalProvider.init({
      projectId: '',
      relayUrl: relay.url,
      customStoragePrefix: 'dapp-relay-test',
      storage: createMemoryWcStorage(),
      telemetryEnabled: false,
      metadata: { name: 'dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
    });
    const uri = new Promise<string>((resolve) => dapp.on('display_uri', resolve));
    const connected = dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:33322'],
          methods: ['personal_sign'],
          events: ['accountsChanged'],
          rpcMap: { '33322': rpcUrl },
        },
      },
    });
    await wallet.pair(await uri);
    const session = await connected;
    expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:33322:${wallet.evmAddress}`]);

    const message = 'hello over the test relay';
    const hex = `0x${Buffer.from(message).toString('hex')}` as Hex;
    const signature = await dapp.request<Hex>(
      { method: 'personal_sign', params: [hex, wallet.evmAddress] },
      'eip155:33322',
    );
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true);

    expect(relay.methods).toContain('wc_proposeSession');
    expect(relay.methods).toContain('wc_approveSession');
    expect(guard.remote).toEqual([]);
    await dapp.client.core.relayer.transportClose();
  });
});
