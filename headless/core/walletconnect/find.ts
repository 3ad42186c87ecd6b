/**
 * Finding an instance's WalletConnect client among its adapters, apart from adapter.ts: the hooks
 * (and so every app) reach this module, and only apps that configure WalletConnect reach its client.
 */
import type { ChainAdapter } from '../adapters/types';
import type { ChainNamespace } from '../model/caip';
import type { WalletConnectClient } from './client';

/** The instance's WalletConnect client, found among its adapters (undefined when not configured). */
export function findWalletConnectClient(
  adapters: Readonly<Partial<Record<ChainNamespace, ChainAdapter>>>,
): WalletConnectClient | undefined {
  for (const adapter of Object.values(adapters)) {
    const client = (adapter as { walletConnect?: WalletConnectClient } | undefined)?.walletConnect;
    if (client) return client;
  }
  return undefined;
}
