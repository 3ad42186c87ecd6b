// The error catalogue: one error class per kind (code), the wallet RPC codes, and turning anything thrown into one
// of ours. The texts are in error-messages.ts. Kept free of heavy imports: every hook path reaches this file.
import * as ErrorMessages from './error-messages';
import { RpcErrorCode } from './rpc-codes';

/** Broad class of an error, reported with it to telemetry. */
export type ErrorCategory = 'sdk' | 'connector' | 'validation' | 'user' | 'rpc' | 'node' | 'http' | 'embedded';

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

/** The options of an error kind's constructor: its code is the kind's own. */
export type ErrorKindOptions = Omit<WalletDockErrorOptions, 'code'>;

/**
 * The SDK's errors: a catalogue message plus a stable code and category. Each code is a kind of its own, a subclass
 * with a literal `name` (UserRejectedError, ChainNotConfiguredError …), so `instanceof` and `error.name` both tell
 * kinds apart, while `instanceof WalletDockError` and `code` keep covering all of them.
 */
export class WalletDockError<C extends WalletDockErrorCode = WalletDockErrorCode> extends Error {
  override readonly name: string = 'WalletDockError';
  readonly code: C;
  readonly category: ErrorCategory;
  readonly rpcCode: number | undefined;
  /** A temporary refusal (a lock, a rate limit): how long (ms) until the same request may succeed. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: WalletDockErrorOptions & { code: C }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.category = options.category ?? ErrorCodes[options.code];
    this.rpcCode = options.rpcCode;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** A kind's literal name, from its code: USER_REJECTED is a UserRejectedError (RPC_ERROR a WalletRpcError, TIMEOUT a RequestTimeoutError). */
export type ErrorKindName<C extends WalletDockErrorCode> = C extends 'RPC_ERROR'
  ? 'WalletRpcError'
  : C extends 'TIMEOUT'
    ? 'RequestTimeoutError'
    : `${Pascal<C> extends `${infer Stem}Error` ? Stem : Pascal<C>}Error`;
type Pascal<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Capitalize<Lowercase<Head>>}${Pascal<Tail>}`
  : Capitalize<Lowercase<S>>;

/** A WalletDockError of one code: its kind, whose literal `name` says the code (narrowing one narrows the other). */
export type WalletDockErrorOf<C extends WalletDockErrorCode> = WalletDockError<C> & { readonly name: ErrorKindName<C> };

/** Every kind of WalletDockError, told apart by `name` (or `code`): what the hooks type their `error` with. */
export type WalletDockErrorType = { [C in WalletDockErrorCode]: WalletDockErrorOf<C> }[WalletDockErrorCode];

/** A kind of WalletDockError: the subclass of one code (instanceof tells it), with that code and a literal `name`. */
export interface ErrorKind<C extends WalletDockErrorCode> {
  new (message: string, options?: ErrorKindOptions): WalletDockErrorOf<C>;
  readonly prototype: WalletDockErrorOf<C>;
}

const NAMES: Partial<Record<WalletDockErrorCode, string>> = {
  RPC_ERROR: 'WalletRpcError',
  TIMEOUT: 'RequestTimeoutError',
};
// The kinds are made on first use and kept, one class per code: every app's first chunk carries this one function
// rather than a class per kind (a bundler keeps a whole module wherever one part of it is used, and the code that
// raises most kinds loads on demand). The exported classes (error-kinds.ts) are these same classes.
const kinds: { [C in WalletDockErrorCode]?: ErrorKind<C> } = {};

/** The class of a code's kind (made once, the same class every time: `instanceof` holds across the package). */
export function errorKind<C extends WalletDockErrorCode>(code: C): ErrorKind<C> {
  const known = kinds[code] as ErrorKind<C> | undefined;
  if (known) return known;
  const name =
    NAMES[code] ??
    `${code
      .toLowerCase()
      .replace(/(?:^|_)([a-z])/g, (_, c: string) => c.toUpperCase())
      .replace(/Error$/, '')}Error`;
  const kind = class extends WalletDockError<C> {
    override readonly name: string = name;
    constructor(message: string, options: ErrorKindOptions = {}) {
      super(message, { ...options, code });
    }
  };
  Object.defineProperty(kind, 'name', { value: name });
  return ((kinds as Record<string, unknown>)[code] = kind) as unknown as ErrorKind<C>;
}

/** A new error of a code's kind: `errorOfCode("Network not found", { code: 'NOT_FOUND' })` is a NotFoundError. */
export function errorOfCode<C extends WalletDockErrorCode>(
  message: string,
  options: WalletDockErrorOptions & { code: C },
): WalletDockErrorOf<C> {
  const { code, ...rest } = options;
  return new (errorKind(code))(message, rest);
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

/** Normalises anything thrown into one of our error kinds, keeping the original as `cause`. */
export function toWalletDockError(error: unknown): WalletDockErrorType {
  // Ours already. (A plain WalletDockError a host threw itself is passed on as it is: telling its kind would bring
  // every kind's class into every app's first chunk, for a case only the host's own code makes.)
  if (error instanceof WalletDockError) return error as WalletDockErrorType;
  const rpcCode = rpcCodeOf(error);
  // viem errors carry a short human text; fall back to the plain message.
  const text =
    (error as { shortMessage?: unknown })?.shortMessage ??
    (error as { message?: unknown })?.message ??
    (typeof error === 'string' ? error : undefined);
  const message = typeof text === 'string' && text !== '' ? text : ErrorMessages.anErrorOccurred;
  if (isUserRejection(error)) return errorOfCode(message, { code: 'USER_REJECTED', cause: error, rpcCode });
  // Match viem's transport errors by name anywhere in the chain (a failed call wraps them) so this file stays light.
  const named = (name: string) => walkCauses(error, (e) => (e as { name?: unknown })?.name === name) !== undefined;
  if (named('TimeoutError')) return errorOfCode(ErrorMessages.requestTimedOut, { code: 'TIMEOUT', cause: error });
  if (named('HttpRequestError')) return errorOfCode(message, { code: 'HTTP_ERROR', cause: error });
  if (rpcCode !== undefined) return errorOfCode(message, { code: 'RPC_ERROR', cause: error, rpcCode });
  return errorOfCode(message, { code: 'UNKNOWN', cause: error });
}
