// A relay that refuses the project (as a hosted relay does for a bad key) raises the matching
// alert once, however many times the provider reports it (each universal-provider message alerts once).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { startTestRelay, type TestRelay } from '../../../support/relay/relay';
import { walletConnectTestEnv } from '../../../support/relay/network-guard';
import { wcTestNetworks } from '../../../support/relay/fixtures';
import { createWalletConnectClient, type WalletConnectClient } from '../../../../headless/core/walletconnect/client';
import { createMemoryWcStorage } from '../../../../headless/core/walletconnect/storage';

const rpcUrl = inject('rpcUrl');
let relay: TestRelay;
let client: WalletConnectClient | undefined;

beforeAll(async () => {
  walletConnectTestEnv();
  relay = await startTestRelay({
    refuseProjectId: { projectId: 'bad-project', code: 3000, message: 'Unauthorized: invalid key' },
  });
});

afterAll(async () => {
  await client?.destroy();
  await relay?.close();
});

describe('universal-provider messages as alerts', () => {
  it('alerts INVALID_PROJECT_ID once when the relay refuses the key', async () => {
    const onAlert = vi.fn();
    client = createWalletConnectClient({
      networks: wcTestNetworks(rpcUrl).slice(0, 1),
      projectId: 'bad-project',
      relayUrl: relay.url,
      storage: createMemoryWcStorage(),
      customStoragePrefix: 'alerts',
      onAlert,
      logLevel: 'silent',
    });
    void client.connect().catch(() => undefined);
    await vi.waitFor(() => expect(onAlert).toHaveBeenCalled(), { timeout: 15_000, interval: 50 });
    // The provider keeps retrying and logging the refusal; the alert is not repeated.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(onAlert.mock.calls).toEqual([['INVALID_PROJECT_ID', 'Invalid Project ID']]);
  });
});
