/**
 * The recently connected wallets (the "recent" section of the wallet list), newest first, at most
 * RECENT_WALLETS_MAX. A connect writes them (connection.ts, and the WalletConnect pairing for the
 * wallet the user picked) just before it tracks CONNECT_SUCCESS, so readers re-read on events.
 */
import type { RecentWallet, WalletDockStorage } from '../model/storage';

const NONE: readonly RecentWallet[] = [];

/** The stored recent wallets (an empty list when none, or when storage holds something unreadable). */
export function readRecentWallets(storage: Pick<WalletDockStorage, 'get'>): readonly RecentWallet[] {
  return storage.get('recentWallets') ?? NONE;
}

/** True when two reads hold the same wallets (each read parses afresh, so identity says nothing). */
export function sameRecentWallets(a: readonly RecentWallet[], b: readonly RecentWallet[]): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
