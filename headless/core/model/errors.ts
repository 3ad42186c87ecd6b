// The error catalogue (SPEC §8, §5): one error type, exact message texts, wallet RPC codes.
// Kept free of heavy imports: every hook path reaches this file.
import * as ErrorMessages from './error-messages';

/** Broad class of an error, reported with it to telemetry. */
export type ErrorCategory =
  | 'sdk'
  | 'connector'
  | 'validation'
  | 'user'
  | 'rpc'
  | 'node'
  | 'http'
  | 'embedded';

/** Stable machine-readable codes; the category of each is fixed here so callers only pass the code. */
export const ErrorCodes = {
  INTERNAL_SDK_ERROR: 'sdk',
  NOT_CONFIGURED: 'sdk',
  NOT_FOUND: 'sdk',
  NOT_INITIALIZED: 'sdk',
  UNSUPPORTED: 'sdk',
  INVALID_CAIP_ADDRESS: 'validation',
  INVALID_CAIP_NETWORK_ID: 'validation',
  INVALID_CHAIN_ID: 'validation',
  INVALID_ADDRESS: 'validation',
  INVALID_INPUT: 'validation',
  RATE_LIMITED: 'validation',
  CHAIN_NOT_CONFIGURED: 'connector',
  CONNECTOR_ALREADY_CONNECTED: 'connector',
  CONNECTOR_NOT_CONNECTED: 'connector',
  CONNECTOR_ACCOUNT_NOT_FOUND: 'connector',
  CONNECTOR_CHAIN_MISMATCH: 'connector',
  CONNECTOR_UNAVAILABLE_RECONNECTING: 'connector',
  USER_REJECTED: 'user',
  RPC_ERROR: 'rpc',
  NODE_ERROR: 'node',
  HTTP_ERROR: 'http',
  TIMEOUT: 'http',
  SWITCH_NETWORK_NOT_FOUND: 'embedded',
  INVALID_APP_CONFIGURATION: 'embedded',
  IFRAME_LOAD_FAILED: 'embedded',
  IFRAME_REQUEST_TIMEOUT: 'embedded',
  UNVERIFIED_DOMAIN: 'embedded',
  JWT_TOKEN_NOT_VALID: 'embedded',
  INVALID_PROJECT_ID: 'embedded',
  PROJECT_ID_NOT_CONFIGURED: 'embedded',
  FRAME_REQUEST_FAILED: 'embedded',
  UNKNOWN: 'sdk',
} as const satisfies Record<string, ErrorCategory>;

/** Every code a WalletDockError may carry. */
export type WalletDockErrorCode = keyof typeof ErrorCodes;

/** Options of the WalletDockError constructor; category defaults to the code's category. */
export interface WalletDockErrorOptions {
  code: WalletDockErrorCode;
  category?: ErrorCategory;
  cause?: unknown;
  /** Wallet/node JSON-RPC code when the error came from one (see RpcErrorCode). */
  rpcCode?: number | undefined;
  /** A temporary refusal: how long (ms) until the same request may succeed. */
  retryAfterMs?: number | undefined;
}

/** The SDK error type: a catalogue message plus a stable code and category. */
export class WalletDockError extends Error {
  override readonly name = 'WalletDockError';
  readonly code: WalletDockErrorCode;
  readonly category: ErrorCategory;
  readonly rpcCode: number | undefined;
  /** A temporary refusal (a lock, a rate limit): how long (ms) until the same request may succeed. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: WalletDockErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.category = options.category ?? ErrorCodes[options.code];
    this.rpcCode = options.rpcCode;
    this.retryAfterMs = options.retryAfterMs;
  }
}


/** Embedded-wallet alert titles by code. */
export const EmbeddedWalletAlerts = {
  SWITCH_NETWORK_NOT_FOUND: 'Network Not Found',
  INVALID_APP_CONFIGURATION: 'Invalid App Configuration',
  IFRAME_LOAD_FAILED: 'Network Error - Could not load embedded wallet',
  IFRAME_REQUEST_TIMEOUT: 'Embedded Wallet Request Timed Out',
  UNVERIFIED_DOMAIN: 'Unverified Domain',
  JWT_TOKEN_NOT_VALID: 'Session Expired',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'Project ID Not Configured',
} as const satisfies Partial<Record<WalletDockErrorCode, string>>;

/** Maps a universal-provider error message to the embedded-wallet alert it raises (each alerts once). */
export function providerMessageToAlert(message: string): keyof typeof EmbeddedWalletAlerts | undefined {
  if (message.includes('Unauthorized: origin not allowed')) return 'INVALID_APP_CONFIGURATION';
  if (message.includes('JWT validation error: JWT Token is not yet valid')) return 'JWT_TOKEN_NOT_VALID';
  if (message.includes('Unauthorized: invalid key')) return 'INVALID_PROJECT_ID';
  return undefined;
}

/** The wallet JSON-RPC error codes (EIP-1474, EIP-1193, EIP-5792 and wallet_switchEthereumChain). */
export const RpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  InvalidInput: -32000,
  ResourceNotFound: -32001,
  ResourceUnavailable: -32002,
  TransactionRejected: -32003,
  MethodNotSupported: -32004,
  LimitExceeded: -32005,
  JsonRpcVersionUnsupported: -32006,
  UserRejected: 4001,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  ChainDisconnected: 4901,
  UnrecognizedChain: 4902,
  UnsupportedNonOptionalCapability: 5700,
  UnsupportedChainId: 5710,
  DuplicateBundleId: 5720,
  UnknownBundleId: 5730,
  BundleTooLarge: 5740,
  AtomicUpgradeRejected: 5750,
  AtomicityNotSupported: 5760,
} as const;

/** One of the wallet JSON-RPC error codes of RpcErrorCode. */
export type RpcErrorCodeValue = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

const RPC_MEANINGS: Record<RpcErrorCodeValue, string> = {
  [-32700]: 'invalid JSON',
  [-32600]: 'not a valid request',
  [-32601]: 'method not available',
  [-32602]: 'invalid parameters',
  [-32603]: 'internal error',
  [-32000]: 'missing or invalid parameters',
  [-32001]: 'resource not found',
  [-32002]: 'resource unavailable',
  [-32003]: 'transaction creation failed',
  [-32004]: 'method not supported',
  [-32005]: 'request exceeds limit',
  [-32006]: 'JSON-RPC version unsupported',
  4001: 'user rejected',
  4100: 'not authorised',
  4200: 'provider does not support method',
  4900: 'provider disconnected',
  4901: 'chain disconnected',
  4902: 'switch chain failed',
  5700: 'unsupported non-optional capability',
  5710: 'unsupported chain id',
  5720: 'duplicate bundle id',
  5730: 'unknown bundle id',
  5740: 'bundle too large',
  5750: 'atomic upgrade rejected',
  5760: 'atomicity not supported',
};

/** A short meaning of a wallet RPC code ("user rejected"…), or undefined for a code outside RpcErrorCode. */
export function rpcErrorMeaning(code: number): string | undefined {
  return (RPC_MEANINGS as Record<number, string | undefined>)[code];
}

/** Visits an error and its `cause` chain (bounded, cycle-safe) until `visit` returns true. */
export function walkCauses(error: unknown, visit: (e: unknown) => boolean): unknown {
  const seen = new Set<unknown>();
  let current = error;
  while (current !== undefined && current !== null && !seen.has(current) && seen.size < 16) {
    if (visit(current)) return current;
    seen.add(current);
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}

/** The numeric RPC `code` found first in the cause chain, if any. */
export function rpcCodeOf(error: unknown): number | undefined {
  const hit = walkCauses(error, (e) => typeof (e as { code?: unknown })?.code === 'number');
  return hit === undefined ? undefined : (hit as { code: number }).code;
}

/** True when the wallet's user declined: code 4001, viem's UserRejectedRequestError, or ours, anywhere in the chain. */
export function isUserRejection(error: unknown): boolean {
  return (
    walkCauses(error, (e) => {
      if (typeof e !== 'object' || e === null) return false;
      const { code, name } = e as { code?: unknown; name?: unknown };
      return code === RpcErrorCode.UserRejected || code === 'USER_REJECTED' || name === 'UserRejectedRequestError';
    }) !== undefined
  );
}

/** Normalises anything thrown into a WalletDockError, keeping the original as `cause`. */
export function toWalletDockError(error: unknown): WalletDockError {
  if (error instanceof WalletDockError) return error;
  const rpcCode = rpcCodeOf(error);
  // viem errors carry a short human text; fall back to the plain message.
  const text =
    (error as { shortMessage?: unknown })?.shortMessage ??
    (error as { message?: unknown })?.message ??
    (typeof error === 'string' ? error : undefined);
  const message = typeof text === 'string' && text !== '' ? text : ErrorMessages.anErrorOccurred;
  if (isUserRejection(error)) return new WalletDockError(message, { code: 'USER_REJECTED', cause: error, rpcCode });
  // Match viem's transport errors by name anywhere in the chain (a failed call wraps them) so this file stays light.
  const named = (name: string) => walkCauses(error, (e) => (e as { name?: unknown })?.name === name) !== undefined;
  if (named('TimeoutError')) return new WalletDockError(ErrorMessages.requestTimedOut, { code: 'TIMEOUT', cause: error });
  if (named('HttpRequestError')) return new WalletDockError(message, { code: 'HTTP_ERROR', cause: error });
  if (rpcCode !== undefined) return new WalletDockError(message, { code: 'RPC_ERROR', cause: error, rpcCode });
  return new WalletDockError(message, { code: 'UNKNOWN', cause: error });
}
