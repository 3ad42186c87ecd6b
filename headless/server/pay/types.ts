// What verifyPayment is asked and what it answers: the host's own order (chain, recipient, asset, amount) and the one
// thing the browser sends, the transaction hash.
import type { Address, Client, Hex, Transport } from 'viem';

/** A CAIP-2 eip155 network id (`'eip155:8453'`), as Pay's `paymentAsset.network` writes it. */
export type Eip155NetworkId = `eip155:${number}`;

/** What the host expects to have been paid: take every field but `txHash` from the host's own order, never from the browser. */
export interface VerifyPaymentRequest {
  /** The chain the payment must be on: its id (`8453`) or its CAIP-2 id (`'eip155:8453'`). */
  chainId: number | Eip155NetworkId;
  /** The transaction the browser reports (Pay's result; for a smart account, the bundle transaction of its user operation). */
  txHash: string;
  /** Who must receive the payment. */
  recipient: string;
  /** The token's contract address, or `'native'` for the chain's coin. */
  asset: string;
  /**
   * How much, in whole units as Pay's `amount` (`5` or `'5'` is 5 tokens; `'0.25'`): a decimal number or string with
   * at most the asset's decimals (read from the token contract; 18 for the native coin). A decimal string is exact;
   * a number is read as JavaScript writes it (`String(n)`), so one that prints in exponent form is refused.
   */
  amount: number | string;
  /** How many blocks must hold the transaction, counting its own (1, the default: mined). */
  confirmations?: number;
}

/** Where verifyPayment reads the chain: the host's own node (an RPC URL, a viem transport, or a viem client). */
export type VerifyPaymentOptions =
  | { rpcUrl: string; transport?: never; client?: never }
  | { transport: Transport; rpcUrl?: never; client?: never }
  | { client: Client; rpcUrl?: never; transport?: never };

/**
 * Why a transaction does not pay the order:
 * - `invalid-request`: a field of the request is not valid (`message` names it); nothing was read;
 * - `chain-mismatch`: the node is on another chain than `chainId`;
 * - `not-found`: the chain has no such transaction (a hash from another chain is not found either);
 * - `not-confirmed`: still pending, or in fewer blocks than `confirmations` (`confirmations` says how many);
 * - `reverted`: the transaction failed, so it moved nothing;
 * - `wrong-recipient`: the asset went to someone else;
 * - `insufficient-amount`: the recipient got less of the asset than `amount` (`received` says how much);
 * - `wrong-asset`: the recipient got something else: another token, the native coin instead of the token, or a
 *   Transfer event from a contract that is not the asset (on chain, a fake token's event is just another token's);
 * - `no-transfer`: the transaction moved neither the asset nor any token;
 * - `untraceable`: a native payment made inside a contract call (a smart account's user operation) needs the node's
 *   `debug_traceTransaction` (callTracer), which this node does not serve.
 */
export type PaymentRejectReason =
  | 'invalid-request'
  | 'chain-mismatch'
  | 'not-found'
  | 'not-confirmed'
  | 'reverted'
  | 'wrong-recipient'
  | 'insufficient-amount'
  | 'wrong-asset'
  | 'no-transfer'
  | 'untraceable';

/** A payment that holds. `received` may exceed the amount asked (an overpayment pays). */
export interface PaymentVerified {
  paid: true;
  chainId: number;
  txHash: Hex;
  /** Who paid: the sender of the asset's largest transfer to the recipient (a smart account's own address, not its bundler). */
  payer: Address;
  /** The asset the recipient gained in this transaction (what it received less what it sent), in base units. */
  received: bigint;
  /** The asset's decimals (`received` / 10^decimals is the whole-unit amount). */
  decimals: number;
  blockNumber: bigint;
  /** Blocks holding the transaction, counting its own, when it was checked. */
  confirmations: number;
}

/** A transaction that does not pay the order, and why (`message` says it in words, for a log). */
export interface PaymentNotVerified {
  paid: false;
  reason: PaymentRejectReason;
  message: string;
  /** insufficient-amount: what the recipient gained, in base units. */
  received?: bigint;
  /** not-confirmed: the blocks holding it so far (0 while pending). */
  confirmations?: number;
}

/** verifyPayment's answer. */
export type VerifyPaymentResult = PaymentVerified | PaymentNotVerified;
