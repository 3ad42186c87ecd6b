// The payout of a purchase, as the balance reads of the checkout's watch see it: the on-ramp flow never holds the
// payout's transaction (the provider sends it), so the first answer that shows an entry grown stands in for its
// receipt. The block that answer reflects (the blockchain API's indexed head) becomes the account's floor: no later
// answer below it (another API instance whose index is behind, a cache) replaces the coins that arrived.
import { parseUnits } from 'viem';
import type { Balances } from '../account-data/balances';
import type { TokenBalance } from '../model/token-balance';

const entryKey = (entry: TokenBalance) => `${entry.chainId}:${entry.address ?? 'native'}`;

function baseUnits(entry: TokenBalance): bigint {
  try {
    return parseUnits(entry.quantity.numeric, Number(entry.quantity.decimals));
  } catch {
    return 0n;
  }
}

/**
 * The block at which `after` shows more of an entry than `before` (a new entry, or a larger one), when `after` says
 * which block it reflects; undefined when nothing grew or the source said no block (the wallet, the RPC, the cache).
 */
export function payoutBlock(before: Balances, after: Balances): bigint | undefined {
  if (!after.head) return undefined;
  const held = new Map(before.balances.map((entry) => [entryKey(entry), baseUnits(entry)]));
  const grew = after.balances.some((entry) => baseUnits(entry) > (held.get(entryKey(entry)) ?? 0n));
  return grew ? BigInt(after.head.number) : undefined;
}
