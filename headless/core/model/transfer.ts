// What moves value, as every namespace and adapter names it: a wallet call that sends (SendTransactionRequest), a
// balance in base units, and Send's transfer contract — one transfer (the native coin or a token), what it costs
// before the wallet is asked, and the client that moves it on one namespace (namespaces/<ns>/transfers.ts).
import type { CaipNetworkId } from './caip';
import type { CaipNetwork } from './network';

/** A balance in base units with its currency. */
export interface AdapterBalance {
  value: bigint;
  decimals: number;
  symbol: string;
}

/** A transfer or call to send (value in base units; data hex for eip155). */
export interface SendTransactionRequest {
  to: string;
  value?: bigint | undefined;
  data?: `0x${string}` | undefined;
  caipNetworkId?: CaipNetworkId | undefined;
  /** eip155: the gas limit to send with (e.g. a built swap's); absent, the wallet estimates it. */
  gas?: bigint | undefined;
}

/** One transfer of Send: the native coin (no `token`) or a token (ERC-20 contract, SPL mint) in base units. */
export interface TransferRequest {
  caipNetwork: CaipNetwork;
  from: string;
  to: string;
  /** The token's contract (eip155) or mint (solana); absent for the native coin. */
  token?: string | undefined;
  amount: bigint;
}

/**
 * What a transfer costs in the native coin's base units, before the wallet is asked. eip155 keeps
 * the gas and fee fields it was priced with, so the transaction is sent with exactly those and the
 * total never exceeds what was checked; solana adds the rent of a receiver token account it creates.
 */
export interface TransferFee {
  value: bigint;
  gas?: bigint | undefined;
  maxFeePerGas?: bigint | undefined;
  maxPriorityFeePerGas?: bigint | undefined;
  gasPrice?: bigint | undefined;
  /** solana: lamports of rent for a receiver token account created by this transfer (part of `value`). */
  rent?: bigint | undefined;
  /** solana: the least native amount the receiver may get (SOL to an account that does not exist yet). */
  minimumAmount?: bigint | undefined;
  /** solana: what the sender must keep if it keeps anything (rent exemption); sending all is fine. */
  reserve?: bigint | undefined;
}

/** A transfer included and succeeded. */
export interface TransferConfirmation {
  /** The receipt's block number. */
  blockNumber: bigint | undefined;
}

/** The chain work of Send for one namespace: balances, fee, the transfer itself and its confirmation. */
export interface TransferClient {
  /** Balance of `owner` in base units: the native coin, or `token`. */
  balance(parameters: { owner: string; token?: string | undefined; caipNetwork: CaipNetwork }): Promise<bigint>;
  estimateFee(request: TransferRequest): Promise<TransferFee>;
  /** Asks the wallet to sign and send; resolves with the hash (solana: the signature). */
  send(request: TransferRequest, fee: TransferFee): Promise<string>;
  /**
   * Resolves once the transfer is included and succeeded, with the block it is in (eip155; undefined where the
   * namespace has no block the account-data reads can be floored on); rejects on a revert or after `timeoutMs`.
   */
  confirm(parameters: { hash: string; caipNetwork: CaipNetwork; timeoutMs: number }): Promise<TransferConfirmation>;
}
