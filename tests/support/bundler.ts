// One ERC-4337 bundler (@pimlico/alto, faucet/devnet/bundler.ts) per test file, against the run's shared devnet,
// with its own freshly funded executor key so files running side by side never race on its nonces.
import { afterAll, beforeAll } from 'vitest';
import { startBundler, type Bundler } from '../../faucet/devnet/bundler';

/** Starts a bundler in beforeAll and stops it (by PID) in afterAll; read `.current` inside tests. */
export function useDevnetBundler(rpcUrl: string): { readonly current: Bundler } {
  let bundler: Bundler | undefined;
  beforeAll(async () => {
    // A loaded machine (several test runs at once) has taken over 30 s to start alto.
    bundler = await startBundler({ rpcUrl, timeoutMs: 90_000, log: (line) => console.warn(`[bundler] ${line}`) });
  });
  afterAll(async () => {
    await bundler?.stop();
  });
  return {
    get current(): Bundler {
      if (!bundler) throw new Error('the bundler is not started (use it inside a test)');
      return bundler;
    },
  };
}
