// Fee rules of the test chain: maxFeePerGas = base fee x 1.1 + priority fee (default 0), never above the
// configured cap; a replacement raises both fields by at least 20% so nodes accept it at the same nonce.
import { FAUCET_FEE_BASE_MULTIPLIER } from '../../shared/constants';

/** EIP-1559 fee fields in wei. */
export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

const MULTIPLIER_TENTHS = BigInt(Math.round(FAUCET_FEE_BASE_MULTIPLIER * 10));

/** Fees for a new transaction given the latest base fee. */
export function initialFees(baseFee: bigint, priorityFee: bigint, cap: bigint): Fees {
  const scaled = (baseFee * MULTIPLIER_TENTHS + 9n) / 10n; // rounded up, like viem's multiplier
  const maxFeePerGas = min(scaled + priorityFee, cap);
  return { maxFeePerGas, maxPriorityFeePerGas: min(priorityFee, maxFeePerGas) };
}

const bump = (v: bigint) => v + v / 5n + 1n;

/** Fees for a replacement at the same nonce, or null when the cap leaves no room to raise them. */
export function replacementFees(old: Fees, baseFee: bigint, priorityFee: bigint, cap: bigint): Fees | null {
  const maxPriorityFeePerGas = bump(old.maxPriorityFeePerGas > priorityFee ? old.maxPriorityFeePerGas : priorityFee);
  const fresh = initialFees(baseFee, maxPriorityFeePerGas, cap).maxFeePerGas;
  const raised = bump(old.maxFeePerGas);
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.max does not take
  const maxFeePerGas = min(raised > fresh ? raised : fresh, cap);
  if (maxFeePerGas <= old.maxFeePerGas || maxPriorityFeePerGas > maxFeePerGas) return null;
  return { maxFeePerGas, maxPriorityFeePerGas };
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
