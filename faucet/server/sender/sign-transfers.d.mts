// Types of sign-transfers.mjs (plain JavaScript so that a worker thread can load it).
import type { Hex } from 'viem';

/** One EIP-1559 native transfer to sign (fees in wei). */
export interface TransferRequest {
  to: string;
  value: bigint;
  gas: bigint;
  nonce: number;
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** A signed transfer: the raw transaction and its hash. */
export interface SignedTransfer {
  raw: Hex;
  hash: Hex;
}

/** Which implementation signs: bitcoin-core's libsecp256k1 (native bindings) or viem's JavaScript. */
export type SignerBackend = 'libsecp256k1' | 'javascript';

/** Whether the secp256k1 native bindings load here. */
export function nativeSigningLoads(): boolean;

/** The request handler for `privateKey` on `chainId`: signs a batch in order, or names its backend. */
export default function setup(data: { privateKey: Hex; chainId: number; native?: boolean }): Promise<{
  (msg: { transfers: TransferRequest[] }): Promise<SignedTransfer[]>;
  (msg: { backend: true }): Promise<SignerBackend>;
}>;
