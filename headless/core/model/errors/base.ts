// WalletDockError, the base of every error kind (the kinds are written out per domain beside this file), and the
// codes with their categories.

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
  INVALID_RECIPIENT: 'validation',
  INVALID_ASSET: 'validation',
  INVALID_AMOUNT: 'validation',
  INVALID_PAYMENT_CONFIG: 'validation',
  ASSET_NOT_SUPPORTED: 'validation',
  UNABLE_TO_GET_QUOTE: 'http',
  PAYMENT_FAILED: 'node',
  UNKNOWN: 'sdk',
} as const satisfies Record<string, ErrorCategory>;

/** Every code a WalletDockError may carry. */
export type WalletDockErrorCode = keyof typeof ErrorCodes;

/** What every error kind's constructor takes besides its message (and its own fields). */
export interface ErrorKindOptions {
  /** Overrides the code's category (rarely: the code fixes it). */
  category?: ErrorCategory | undefined;
  cause?: unknown;
  /** Wallet/node JSON-RPC code when the error came from one (see RpcErrorCode). */
  rpcCode?: number | undefined;
  /** A temporary refusal: how long (ms) until the same request may succeed. */
  retryAfterMs?: number | undefined;
  /** More than the catalogue's text says (default: what the cause said, when it said something else). */
  details?: string | undefined;
  /** The page of the documentation about this error, as a path of the docs site (`/concepts/errors`). */
  docsPath?: string | undefined;
}

/** Options of the WalletDockError constructor; category defaults to the code's category. */
export interface WalletDockErrorOptions extends ErrorKindOptions {
  code: WalletDockErrorCode;
}

// What the cause said beyond our text: viem's `details`, else its short message or message when it differs.
const detailsOf = (message: string, cause: unknown): string | undefined => {
  const c = (cause ?? {}) as { details?: unknown; shortMessage?: unknown; message?: unknown };
  for (const said of [c.details, c.shortMessage, c.message]) {
    if (typeof said === 'string' && said !== '' && said !== message) return said;
  }
  return undefined;
};

/**
 * The SDK's errors: a catalogue message plus a stable code and category, and what viem's and wagmi's errors carry
 * (`shortMessage`, `details`, `docsPath`). Each code is a kind of its own, a subclass with a literal `name`
 * (UserRejectedError, ChainNotConfiguredError …) and the fields of what it is about (the connector, the chain, the
 * address), so `instanceof` and `error.name` both tell kinds apart, while `instanceof WalletDockError` and `code`
 * keep covering all of them.
 */
export class WalletDockError<C extends WalletDockErrorCode = WalletDockErrorCode> extends Error {
  override readonly name: string = 'WalletDockError';
  readonly code: C;
  readonly category: ErrorCategory;
  readonly rpcCode: number | undefined;
  /** A temporary refusal (a lock, a rate limit): how long (ms) until the same request may succeed. */
  readonly retryAfterMs: number | undefined;
  /** The catalogue's text alone: what `message` is (viem's name for it, for code that reads either). */
  readonly shortMessage: string;
  /** More than the text says: by default what the cause said. */
  readonly details: string | undefined;
  /** The documentation page about this error (a path of the docs site). */
  readonly docsPath: string | undefined;

  constructor(message: string, options: WalletDockErrorOptions & { code: C }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.category = options.category ?? ErrorCodes[options.code];
    this.rpcCode = options.rpcCode;
    this.retryAfterMs = options.retryAfterMs;
    this.shortMessage = message;
    this.details = options.details ?? detailsOf(message, options.cause);
    this.docsPath = options.docsPath;
  }
}
