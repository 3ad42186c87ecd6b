// Signing of one batch of claims at consecutive nonces (pure apart from the signature): claims the balance cannot
// cover above the reserve are set aside, the rest get the next nonces in order, so a batch never leaves a gap.
import type { Fees } from './fees';
import type { ReservedClaim, SignedTx } from './tx-store';
import type { TransferRequest, TransferSigner } from './transfer-signer';

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
  /** When the node was last asked whether it still has this transaction (see stuck-head.ts). */
  checkedAt?: number;
}

/**
 * Signs `claims` from nonce `first` on. `available` is the balance minus what is already in flight (null when not
 * known yet: then nothing is set aside); claims that would take it below `reserve` are returned as unpayable.
 */
export async function signBatch(
  signer: TransferSigner,
  claims: ReservedClaim[],
  fees: Fees,
  first: number,
  available: bigint | null,
  reserve: bigint,
): Promise<{ signed: InFlight[]; unpayable: number[] }> {
  const payable: { claim: ReservedClaim; cost: bigint; request: TransferRequest }[] = [];
  const unpayable: number[] = [];
  let left = available;
  for (const claim of claims) {
    const cost = claim.amount + claim.gas * fees.maxFeePerGas;
    if (left !== null && left - cost < reserve) {
      unpayable.push(claim.id);
      continue;
    }
    if (left !== null) left -= cost;
    const nonce = first + payable.length;
    payable.push({ claim, cost, request: { to: claim.address, value: claim.amount, gas: claim.gas, nonce, ...fees } });
  }
  const transfers = await signer.sign(payable.map((p) => p.request));
  const now = Date.now();
  const signed = payable.map(({ claim, cost, request }, i): InFlight => {
    const { raw, hash } = transfers[i]!;
    return {
      claimId: claim.id,
      nonce: request.nonce,
      hash,
      raw,
      ...fees,
      hashes: [hash],
      cost,
      to: claim.address,
      value: claim.amount,
      gas: claim.gas,
      sentAt: now,
      needsBroadcast: true,
      missingReceipts: 0,
    };
  });
  return { signed, unpayable };
}
