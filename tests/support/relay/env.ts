// One test file's WalletConnect environment: the test-mode flags, the guard that records any request
// leaving 127.0.0.1, the local relay and a WalletKit wallet whose EVM account is funded on the devnet.
import { fundedAccount } from '../chain';
import { guardNetwork, walletConnectTestEnv, type NetworkGuard } from './network-guard';
import { startTestRelay, type TestRelay } from './relay';
import { createRelayWallet, type RelayWallet } from './wallet';

export interface RelayEnv {
  relay: TestRelay;
  wallet: RelayWallet;
  guard: NetworkGuard;
  /** Closes the wallet and the relay, then lifts the guard. */
  close(): Promise<void>;
}

export async function startRelayEnv(rpcUrl: string): Promise<RelayEnv> {
  walletConnectTestEnv();
  const guard = guardNetwork();
  const relay = await startTestRelay();
  const funded = await fundedAccount(rpcUrl, 10n);
  const wallet = await createRelayWallet({ relayUrl: relay.url, evm: { privateKey: funded.privateKey, rpcUrl } });
  return {
    relay,
    wallet,
    guard,
    async close() {
      await wallet.close();
      await relay.close();
      guard.restore();
    },
  };
}

/** Polls `read` every 10 ms until it gives a value (not undefined or false); fails after timeoutMs. */
export async function waitFor<T>(read: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}
