import { RpcErrorCode } from '../core/model/rpc-codes';

/** EIP-1193 / EIP-1474 error codes the test wallet answers with (values from the catalogue's RpcErrorCode). */
export const ProviderErrorCode = {
  UserRejected: RpcErrorCode.UserRejected,
  Unauthorized: RpcErrorCode.Unauthorized,
  UnsupportedMethod: RpcErrorCode.UnsupportedMethod,
  Disconnected: RpcErrorCode.Disconnected,
  ChainDisconnected: RpcErrorCode.ChainDisconnected,
  UnrecognizedChain: RpcErrorCode.UnrecognizedChain,
  InvalidParams: RpcErrorCode.InvalidParams,
  Internal: RpcErrorCode.InternalError,
} as const;

/** An EIP-1193 ProviderRpcError: an Error carrying a numeric `code` and optional `data`. */
export class ProviderRpcError extends Error {
  readonly code: number;
  /** Same text as `message` (viem's ProviderRpcError shape). */
  readonly details: string;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    this.details = message;
    if (data !== undefined) this.data = data;
  }
}

/** The messages real wallets (MetaMask's texts) use for the standard codes. */
export const ProviderErrorMessage = {
  userRejected: 'User rejected the request.',
  unauthorized: 'The requested account and/or method has not been authorized by the user.',
  unsupportedMethod: (method: string) => `The Provider does not support the requested method: ${method}`,
  disconnected: 'The Provider is disconnected from all chains.',
  unrecognizedChain: (chainIdHex: string) =>
    `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
} as const;

/** A user rejection (4001). */
export const userRejected = (): ProviderRpcError =>
  new ProviderRpcError(ProviderErrorCode.UserRejected, ProviderErrorMessage.userRejected);

/** Invalid params (-32602) with the reason in the message. */
export const invalidParams = (reason: string): ProviderRpcError =>
  new ProviderRpcError(ProviderErrorCode.InvalidParams, `Invalid parameters: ${reason}`);

/** Turns any thrown value (viem errors, JSON-RPC errors of the node) into a ProviderRpcError, keeping code and data. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  // viem wraps node errors; the innermost error with a numeric code carries the node's own code/data.
  let found: { code: number; message: string; data?: unknown } | undefined;
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth++) {
    const e = current as {
      code?: unknown;
      details?: unknown;
      shortMessage?: unknown;
      message?: unknown;
      data?: unknown;
      cause?: unknown;
    };
    if (typeof e.code === 'number') {
      const message =
        typeof e.details === 'string' && e.details
          ? e.details
          : typeof e.shortMessage === 'string'
            ? e.shortMessage
            : String(e.message ?? 'Internal error');
      found = { code: e.code, message, data: e.data };
    }
    current = e.cause;
  }
  if (found) return new ProviderRpcError(found.code, found.message, found.data);
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderRpcError(ProviderErrorCode.Internal, message || 'Internal error');
}
