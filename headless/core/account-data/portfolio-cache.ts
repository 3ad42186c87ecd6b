// The portfolio cache: the token balances of each CAIP-10 account, kept 30 s in the instance's storage so a reload
// within that time asks nobody.
import { PORTFOLIO_CACHE_MS } from '../model/constants';
import type { TokenBalance } from '../model/token-balance';
import type { DockCore } from '../instance/dock-core';

/** The kept balances of `account`, if younger than 30 s. */
export function readCache(dock: DockCore, account: string, now: number): TokenBalance[] | undefined {
  const entry = dock.storage.get('portfolioCache')?.[account];
  return entry && now - entry.timestamp < PORTFOLIO_CACHE_MS ? entry.value : undefined;
}

/** Keeps `balances` for `account` (and drops the entries older than 30 s). */
export function writeCache(dock: DockCore, account: string, balances: TokenBalance[], now: number): void {
  const kept = Object.entries(dock.storage.get('portfolioCache') ?? {}).filter(
    ([, e]) => now - e.timestamp < PORTFOLIO_CACHE_MS,
  );
  dock.storage.set('portfolioCache', { ...Object.fromEntries(kept), [account]: { timestamp: now, value: balances } });
}

/** Drops the kept balances of `account`. */
export function dropCache(dock: DockCore, account: string): void {
  const cache = dock.storage.get('portfolioCache');
  if (!cache?.[account]) return;
  const { [account]: _dropped, ...kept } = cache;
  dock.storage.set('portfolioCache', kept);
}
