/** Production stand-in for dev-wallet.ts: no test wallet, adapters unchanged. */
import type { AdapterDefinition, WalletDockOptions } from 'walletdock';

/** Returns the adapters as they are. */
export async function withDevWallet(
  adapters: AdapterDefinition[],
): Promise<Pick<WalletDockOptions, 'adapters' | 'siwx' | 'walletRequestTimeoutMs'>> {
  return { adapters };
}
