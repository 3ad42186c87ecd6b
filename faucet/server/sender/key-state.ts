// What the sender's parts share about the faucet key on this instance: its transactions between signing and
// receipt (by nonce), the next nonce to sign at, the lease epoch, and the balance and base fee the node last reported.
import type { RpcClient } from '../rpc';
import type { InFlight } from './batch-signer';
import { readAccount } from './chain-io';

/** The faucet key as this instance sees it. */
export class KeyState {
  /** Signed and not yet mined (this instance, as leader), by nonce. */
  readonly inflight = new Map<number, InFlight>();
  /** The next nonce to sign at: synced on takeover, advanced by each signed batch. */
  nextNonce = 0;
  /** Bumped whenever the lease is lost: work started under an older epoch must not touch nonces. */
  epoch = 0;
  /** Latest known balance of the faucet account (wei), null before the first read. */
  balance: bigint | null = null;
  /** Latest base fee (wei), 0 before the first read. */
  baseFee = 0n;

  /** `address`: the faucet account, lowercase. */
  constructor(
    readonly address: string,
    private readonly rpc: RpcClient,
  ) {}

  /** What the transactions in flight may still take from the balance. */
  inFlightCost(): bigint {
    let total = 0n;
    for (const t of this.inflight.values()) total += t.cost;
    return total;
  }

  /** The nonce of a claim's transaction in flight, or -1. */
  nonceOf(claimId: number): number {
    for (const t of this.inflight.values()) if (t.claimId === claimId) return t.nonce;
    return -1;
  }

  /** Reads the mined nonce, balance and base fee from the node. Returns the mined nonce. */
  async refresh(): Promise<number> {
    const state = await readAccount(this.rpc, this.address);
    if (state.balance !== null) this.balance = state.balance;
    if (state.baseFee !== null) this.baseFee = state.baseFee;
    return state.mined;
  }
}
