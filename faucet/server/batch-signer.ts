// Signing of one batch of claims at consecutive nonces (pure apart from the signature): claims the balance cannot
// cover above the reserve are set aside, the rest get the next nonces in order, so a batch never leaves a gap.
import { keccak256, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { Fees } from './fees';
import type { ReservedClaim, SignedTx } from './signer-store';

/** A claim's transaction between signing and its receipt. */
export interface InFlight extends SignedTx {
  /** Every hash signed at this nonce for the claim (replacements add one each). */
  hashes: string[];
  /** Value plus the most gas it can burn: what it may take from the balance. */
  cost: bigint;
  to: string;
  value: bigint;
  sentAt: number;
  needsBroadcast: boolean;
  missingReceipts: number;
}

/** Signs an EIP-1559 transfer of `value` to `to`. */
export function signTransfer(account: PrivateKeyAccount, chainId: number, to: string, value: bigint, gas: bigint, nonce: number, fees: Fees): Promise<Hex> {
  return account.signTransaction({ type: 'eip1559', chainId, to: to as Hex, value, gas, nonce, data: '0x', ...fees });
}

/**
 * Signs `claims` from nonce `first` on. `available` is the balance minus what is already in flight (null when not
 * known yet: then nothing is set aside); claims that would take it below `reserve` are returned as unpayable.
 */
export async function signBatch(account: PrivateKeyAccount, chainId: number, claims: ReservedClaim[], fees: Fees, first: number, available: bigint | null, reserve: bigint): Promise<{ signed: InFlight[]; unpayable: number[] }> {
  const signed: InFlight[] = [];
  const unpayable: number[] = [];
  let left = available;
  for (const claim of claims) {
    const cost = claim.amount + claim.gas * fees.maxFeePerGas;
    if (left !== null && left - cost < reserve) {
      unpayable.push(claim.id);
      continue;
    }
    if (left !== null) left -= cost;
    const nonce = first + signed.length;
    const raw = await signTransfer(account, chainId, claim.address, claim.amount, claim.gas, nonce, fees);
    const hash = keccak256(raw);
    signed.push({
      claimId: claim.id, nonce, hash, raw, ...fees, hashes: [hash], cost, to: claim.address, value: claim.amount,
      gas: claim.gas, sentAt: Date.now(), needsBroadcast: true, missingReceipts: 0,
    });
  }
  return { signed, unpayable };
}
