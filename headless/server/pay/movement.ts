// What a transaction moved, asset by asset: the one shape the token logs and the native call trace both give, so the
// verdict reads one list.
import type { Address } from 'viem';

/** One transfer a transaction made and kept (nothing from a reverted call). Addresses lower-cased. */
export interface AssetMovement {
  /** The token contract that emitted the Transfer event, or 'native'. */
  asset: 'native' | Address;
  from: Address;
  to: Address;
  value: bigint;
}

/** What `account` gained of `asset` over the movements: what it received less what it sent. */
export function netReceived(
  movements: readonly AssetMovement[],
  asset: AssetMovement['asset'],
  account: Address,
): bigint {
  let net = 0n;
  for (const move of movements) {
    if (move.asset !== asset) continue;
    if (move.to === account) net += move.value;
    if (move.from === account) net -= move.value;
  }
  return net;
}
