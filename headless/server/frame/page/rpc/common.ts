// RPC failures with their wallet RPC codes (passed to the app in RPC_REQUEST error replies), node reads, and what
// a request handler gets from the frame.
import { hexToString, isHex } from 'viem';
import type { FrameNetwork } from '../../api-schemas';
import type { ApprovalView } from '../approve';
import type { WalletKeys } from '../keys';
import type { FrameSmartAccount } from '../smart-account';

/** What a request handler needs from the frame. */
export interface RpcContext {
  keys: WalletKeys | undefined;
  chains: readonly FrameNetwork[];
  /** Shows the approval screen; resolves true when the user approved. */
  approve(view: Omit<ApprovalView, 'origin' | 'appName'>): Promise<boolean>;
  /** Makes `chainId` the frame's current chain of its namespace. */
  switchChain(chainId: string): void;
  /** The user's smart account on `chain` when the network has smart accounts (whichever type is preferred). */
  smartAccount(chain: FrameNetwork): Promise<FrameSmartAccount | undefined>;
  /** True when the user acts as their smart account on `chain` (smartAccount preferred on a smart-account network). */
  actsAsSmartAccount(chain: FrameNetwork): Promise<boolean>;
  /** After a user operation landed: reads the account's deployment again and tells the app. */
  smartAccountChanged(chain: FrameNetwork): Promise<void>;
}


/** A failed RPC request. */
export class RpcError extends Error {
  constructor(message: string, readonly rpcCode: number) {
    super(message);
  }
}

/** The request was rejected by the user. */
export const rejected = () => new RpcError('User rejected the request.', 4001);
/** Nobody is signed in. */
export const unauthorized = () => new RpcError('Not signed in', 4100);
/** The method is listed but this account cannot do it (yet). */
export const unsupported = (method: string) => new RpcError(`${method} is not supported by this account`, 4200);
/** A network the frame has no node for. */
export const unknownChain = () => new RpcError('Network not found', 4902);

/** Forwards a read to a chain's JSON-RPC node. */
export async function nodeRequest(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST', headers: { 'content-type': 'application/json' }, credentials: 'omit',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
  } catch {
    throw new RpcError('HTTP request failed.', -32603);
  }
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: { message?: string; code?: number } };
  if (body.error) throw new RpcError(body.error.message ?? 'RPC Request failed.', body.error.code ?? -32603);
  if (!response.ok) throw new RpcError(`HTTP status code: ${response.status}`, -32603);
  return body.result;
}

/** A message to sign as text when it is printable UTF-8 given as hex, else as given (shown on the approval screen). */
export const messageText = (message: string) => (isHex(message) ? (() => {
  try {
    const decoded = hexToString(message);
    return /^[\P{Cc}\n\r\t]*$/u.test(decoded) ? decoded : message;
  } catch {
    return message;
  }
})() : message);
