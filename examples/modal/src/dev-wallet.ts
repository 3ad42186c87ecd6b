/**
 * Dev and test builds only (vite.config.ts swaps this module for dev-wallet.none.ts in
 * production): announces the EIP-6963 test wallet and, with `?relay=`, adds WalletConnect over a
 * local relay. Kept out of production by module replacement, not by a dead branch, so none of it
 * (nor the chunks it would share) reaches the production graph.
 */
import type { AdapterDefinition, WalletDockOptions } from 'walletdock';
import { devnet, devnetL2 } from './chains';
import {
  devWalletOn,
  rememberApproval,
  relayUrl,
  rpcUrl,
  signIn,
  signInRequired,
  testWalletCalls,
  testWalletKey,
  walletTimeoutMs,
} from './config';

const PERMITTED = 'example.devWallet.permitted';

/** Announces the EIP-6963 test wallet (tests drive its reject/fail/delay switches through `window.__walletdockTestWallet`). */
async function announceTestWallet(): Promise<void> {
  const { createTestWallet } = await import('walletdock/testing');
  const { privateKeyToAccount } = await import('viem/accounts');
  const address = privateKeyToAccount(testWalletKey).address;
  const connected = rememberApproval && localStorage.getItem(PERMITTED) === address;
  const wallet = createTestWallet({
    privateKey: testWalletKey,
    rpcUrl,
    chains: [devnet, devnetL2],
    connected,
    ...(testWalletCalls ? { calls: testWalletCalls } : {}),
  });
  if (rememberApproval) {
    wallet.on('accountsChanged', (accounts: readonly string[]) => {
      if (accounts.length > 0) localStorage.setItem(PERMITTED, address);
      else localStorage.removeItem(PERMITTED);
    });
  }
  wallet.announce(window);
  (window as unknown as { __walletdockTestWallet: typeof wallet }).__walletdockTestWallet = wallet;
}

/**
 * Announces the test wallet (unless `?devWallet=0`); returns the options to add (WalletConnect with a relay, sign-in
 * with `?siwx=1` or `?siwx=required`, the wallet time-out with `?walletTimeout=`).
 */
export async function withDevWallet(
  adapters: AdapterDefinition[],
): Promise<Pick<WalletDockOptions, 'adapters' | 'siwx' | 'walletRequestTimeoutMs'>> {
  if (devWalletOn) await announceTestWallet();
  const siwx = signIn ? (await import('walletdock/siwx')).createDefaultSiwx({ required: signInRequired }) : undefined;
  const timeout = walletTimeoutMs ? { walletRequestTimeoutMs: walletTimeoutMs } : {};
  if (!relayUrl) return { adapters, siwx, ...timeout };
  // TOOLCHAIN: with IS_VITEST set WalletConnect skips its remote verify attestation; its code
  // checks `typeof process` at run time, so the define in vite.config.ts alone is not enough.
  const g = globalThis as { process?: { env: Record<string, string> } };
  g.process ??= { env: {} };
  g.process.env.IS_VITEST = 'true';
  const { walletConnectAdapters } = await import('walletdock/walletconnect');
  // Every namespace, as a host writes it (the default `namespaces`): WalletConnect is still one row, its QR code.
  return {
    adapters: walletConnectAdapters({ relayUrl, rpcMap: { 'eip155:33322': rpcUrl, 'eip155:33323': rpcUrl } }, adapters),
    siwx,
    ...timeout,
  };
}
