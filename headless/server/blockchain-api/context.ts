// What the API's reads share: the database, the configured chains with their node clients, the price table, the
// identity seam, the native-balance cache, the cache of replies built from the index and the freshness floor's waits.
import type { Database } from '../db/types';
import type { FreshnessFloor } from './account/freshness';
import type { IndexedReadCache } from './account/read-cache';
import type { ApiChain } from './chains';
import type { SwapChain } from './convert/config';
import type { OnrampService } from './onramp/service';
import type { PayExchangeService } from './pay-exchange/service';
import type { PaymasterService } from './paymaster/service';
import type { PriceTable } from './prices';
import type { ChainRpc } from './rpc';

/** An identity (name and avatar) of an address, or null when it has none. */
export interface IdentityRecord {
  name: string | null;
  avatar: string | null;
}

/**
 * Looks up the name and avatar of an address (lower-case). The API has no names of its own yet: a name registry
 * plugs in here, with the API's database at hand for its own tables. Returning null (or nulls) means "no identity".
 *
 * @example
 * const identity: IdentityResolver = async (address, { db }) =>
 *   (await db.query<IdentityRecord>('SELECT name, avatar FROM my_names WHERE address = $1', [address]))[0] ?? null;
 */
export type IdentityResolver = (
  address: string,
  context: { chainId: number | null; db: Database },
) => Promise<IdentityRecord | null>;

/** The per-instance state of the API's read routes. */
export interface ApiContext {
  db: Database;
  chains: readonly ApiChain[];
  chainById: ReadonlyMap<number, ApiChain>;
  rpcOf(chainId: number): ChainRpc;
  prices: PriceTable;
  identity: IdentityResolver;
  /** The chains with swaps (the convert endpoints), by chain id. */
  swaps: ReadonlyMap<number, SwapChain>;
  /** The native balance of an address (wei), cached briefly; `fresh` skips the cache. */
  nativeBalance(chain: ApiChain, address: string, fresh: boolean): Promise<bigint>;
  /** Replies built from the index (history pages, token balances), reused until a chain's stored head moves. */
  indexedReads: IndexedReadCache;
  /** Bounded waits for a request's `minBlock` (the freshness floor) against the stored heads. */
  freshness: FreshnessFloor;
  /** The on-ramp sandbox (quotes, checkouts, payers); its routes answer 503 without a payout key. */
  onramp?: OnrampService;
  /** Pay's sandbox exchange (sessions, their page, payers); its session routes answer 503 without a payout key. */
  payExchange?: PayExchangeService;
  /** The ERC-7677 paymaster service; absent when the API sponsors nothing. */
  paymaster?: PaymasterService;
}
