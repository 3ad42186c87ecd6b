// The token-balance rules: which entries are shown, what a wallet's EIP-7811 assets become, and the
// account's total value. Pure: the discovery chain (balance-discovery.ts) and the hooks both use them.
import { formatUnits, parseUnits } from 'viem';
import type { TokenBalance } from '../model/token-balance';
import type { WalletAsset } from './entities';

/**
 * Where the balances came from: the wallet (EIP-7811), the blockchain API, the chain's RPC, the 30 s portfolio cache,
 * or nowhere (a namespace without balances).
 */
export type BalanceSource = 'wallet' | 'api' | 'rpc' | 'cache' | 'none';

/** A block of a network: its number and hash. */
export interface BalancesHead {
  number: number;
  hash: string;
}

/** The token balances of an account on one network. */
export interface Balances {
  /** Entries shown, in the order the source gave them (the native coin first where the source says). */
  balances: TokenBalance[];
  source: BalanceSource;
  /** Sum of the entries' USD values. */
  totalValue: number;
  /**
   * The block these entries reflect, where the source says (the blockchain API's indexed head on this network):
   * an answer of a later read below it is older than what is shown. Absent for the wallet, the RPC and the cache.
   */
  head?: BalancesHead;
  /**
   * Read before a transaction of the account's own that has landed since: these numbers are from before it, and a
   * read at its block is under way. A view shows them as updating, never as current. Absent on a read.
   */
  updating?: true;
}

const ZERO = /^0*(\.0*)?$/;

/** Whether a decimal quantity is zero ("0", "0.0", "000.000"). */
export function isZeroQuantity(numeric: string): boolean {
  return ZERO.test(numeric.trim());
}

/** The entries shown: a token with decimals "0" or a zero quantity is dropped. */
export function shownBalances(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((b) => b.quantity.decimals !== '0' && !isZeroQuantity(b.quantity.numeric));
}

/** An entry's USD value: its `value`, else price × quantity. */
export function balanceValue(balance: TokenBalance): number {
  const value = balance.value ?? balance.price * Number(balance.quantity.numeric);
  return Number.isFinite(value) ? value : 0;
}

/** The account's total USD value. */
export function totalValue(balances: readonly TokenBalance[]): number {
  return balances.reduce((sum, b) => sum + balanceValue(b), 0);
}

/** The shown entries with their source, total and, where the source says, the block they reflect. */
export function toBalances(all: readonly TokenBalance[], source: BalanceSource, head?: BalancesHead): Balances {
  const balances = shownBalances(all);
  return { balances, source, totalValue: totalValue(balances), ...(head ? { head } : {}) };
}

const entryKey = (entry: TokenBalance) => `${entry.chainId}:${entry.address ?? 'native'}`;

/** An entry's quantity in base units (0 when it does not parse). */
export function baseUnits(entry: TokenBalance): bigint {
  try {
    return parseUnits(entry.quantity.numeric, Number(entry.quantity.decimals));
  } catch {
    return 0n;
  }
}

/**
 * The block at which `after` shows more of an entry than `before` (a new entry, or a larger one), when `after` says
 * which block it reflects; undefined when nothing grew or its source said no block (the wallet, the RPC, the cache).
 * A purchase's watch holds no transaction of the payout (the provider sends it): this block stands in for its receipt.
 */
export function grewAt(before: Balances, after: Balances): bigint | undefined {
  if (!after.head) return undefined;
  const held = new Map(before.balances.map((entry) => [entryKey(entry), baseUnits(entry)]));
  const grew = after.balances.some((entry) => baseUnits(entry) > (held.get(entryKey(entry)) ?? 0n));
  return grew ? BigInt(after.head.number) : undefined;
}

/**
 * A wallet_getAssets reply's entries for one chain as token balance entries: the balance (hex base units) becomes a
 * decimal quantity, an ERC-20's address its CAIP-10 id, the price the wallet's (0 when it gives none).
 */
export function balancesFromWalletAssets(assets: readonly WalletAsset[], caipNetworkId: string): TokenBalance[] {
  return assets.map((asset) => {
    const native = asset.type.toUpperCase() === 'NATIVE';
    const { name, symbol, decimals, price = 0, iconUrl = '' } = asset.metadata;
    const numeric = formatUnits(BigInt(asset.balance), decimals);
    return {
      name,
      symbol,
      chainId: caipNetworkId,
      ...(native ? {} : { address: `${caipNetworkId}:${asset.address}` }),
      value: price * Number(numeric),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl,
    };
  });
}
