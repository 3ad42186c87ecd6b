// The shapes of EIP-5792 batches as walletdock's calls capability gives and takes them (viem's, in bigint form).
import type { Address, Hex } from 'viem';

/** One call of a batch: a target, optional data and value (wei). */
export interface Call {
  to: Address;
  data?: Hex | undefined;
  value?: bigint | undefined;
}

/**
 * A capability of a request (EIP-5792): e.g. `paymasterService: { url }` (ERC-7677 gas sponsorship). A capability
 * without `optional: true` must be applied, or the request is refused (5700).
 */
export type CallsCapability = Record<string, unknown> & { optional?: boolean | undefined };

/** What the wallet says it can do on one chain (wallet_getCapabilities), e.g. `atomic: { status: 'supported' }`. */
export type ChainCapabilities = Record<string, unknown> & {
  atomic?: { status: 'supported' | 'ready' | 'unsupported' } | undefined;
};

/** Variables of sendCalls. */
export interface SendCallsVariables {
  calls: readonly Call[];
  /** All or none: refused (5760) by a wallet that cannot send them atomically. Default false. */
  atomicRequired?: boolean | undefined;
  /** Request capabilities, by name (e.g. `{ paymasterService: { url } }`). */
  capabilities?: Record<string, CallsCapability> | undefined;
  /** The eip155 chain to send on (default: the active network). */
  chainId?: number | undefined;
}

/** How a batch was sent: by the wallet (wallet_sendCalls), or by walletdock one transaction at a time. */
export type CallsRoute = 'wallet' | 'sequential';

/** What sendCalls resolves with: the batch id (for useCallsStatus) and how it was sent. */
export interface SendCallsResult {
  id: string;
  route: CallsRoute;
  /** The wallet's answer's capabilities, when it gave some. */
  capabilities?: Record<string, unknown> | undefined;
}

/** A transaction receipt of a batch. */
export interface CallsReceipt {
  transactionHash: Hex;
  blockHash: Hex;
  blockNumber: bigint;
  gasUsed: bigint;
  status: 'success' | 'reverted';
  logs: readonly { address: Address; data: Hex; topics: readonly Hex[] }[];
}

/**
 * A batch's status (EIP-5792 v2): `statusCode` 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600
 * partly reverted (some calls landed); `status` is viem's word for it.
 */
export interface CallsStatus {
  id: string;
  chainId: number;
  atomic: boolean;
  statusCode: number;
  status: 'pending' | 'success' | 'failure' | undefined;
  receipts: CallsReceipt[];
}
