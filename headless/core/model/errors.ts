// The error catalogue: one error class per kind (code), the wallet RPC codes, and turning anything thrown into one
// of ours. The texts are in error-messages.ts. Kept free of heavy imports: every hook path reaches this file.
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
  rpcCode?: number;
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

  constructor(message: string, options: WalletDockErrorOptions & { code: C }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.category = options.category ?? ErrorCodes[options.code];
    this.rpcCode = options.rpcCode;
  }
}

/** walletdock itself failed (e.g. "Failed to disconnect"). */
export class InternalSdkError extends WalletDockError<'INTERNAL_SDK_ERROR'> {
  override readonly name = 'InternalSdkError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INTERNAL_SDK_ERROR' });
  }
}
/** A InternalSdkError, by its literal name (narrows `error.name` and `error.code` together). */
export type InternalSdkErrorType = InternalSdkError & { name: 'InternalSdkError' };

/** A feature was used that the instance was not given (sign-in without `siwx`, a capability without its API). */
export class NotConfiguredError extends WalletDockError<'NOT_CONFIGURED'> {
  override readonly name = 'NotConfiguredError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NOT_CONFIGURED' });
  }
}
/** A NotConfiguredError, by its literal name (narrows `error.name` and `error.code` together). */
export type NotConfiguredErrorType = NotConfiguredError & { name: 'NotConfiguredError' };

/** Something the call needs is missing: no active account or network, no adapter, no provider. */
export class NotFoundError extends WalletDockError<'NOT_FOUND'> {
  override readonly name = 'NotFoundError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NOT_FOUND' });
  }
}
/** A NotFoundError, by its literal name (narrows `error.name` and `error.code` together). */
export type NotFoundErrorType = NotFoundError & { name: 'NotFoundError' };

/** A client was used before it started (the WalletConnect session, the sign client). */
export class NotInitializedError extends WalletDockError<'NOT_INITIALIZED'> {
  override readonly name = 'NotInitializedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NOT_INITIALIZED' });
  }
}
/** A NotInitializedError, by its literal name (narrows `error.name` and `error.code` together). */
export type NotInitializedErrorType = NotInitializedError & { name: 'NotInitializedError' };

/** The namespace, network or wallet cannot do what was asked. */
export class UnsupportedError extends WalletDockError<'UNSUPPORTED'> {
  override readonly name = 'UnsupportedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'UNSUPPORTED' });
  }
}
/** A UnsupportedError, by its literal name (narrows `error.name` and `error.code` together). */
export type UnsupportedErrorType = UnsupportedError & { name: 'UnsupportedError' };

/** Text that is not a CAIP-10 account id. */
export class InvalidCaipAddressError extends WalletDockError<'INVALID_CAIP_ADDRESS'> {
  override readonly name = 'InvalidCaipAddressError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_CAIP_ADDRESS' });
  }
}
/** A InvalidCaipAddressError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' };

/** Text that is not a CAIP-2 network id. */
export class InvalidCaipNetworkIdError extends WalletDockError<'INVALID_CAIP_NETWORK_ID'> {
  override readonly name = 'InvalidCaipNetworkIdError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_CAIP_NETWORK_ID' });
  }
}
/** A InvalidCaipNetworkIdError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & { name: 'InvalidCaipNetworkIdError' };

/** A chain id out of range. */
export class InvalidChainIdError extends WalletDockError<'INVALID_CHAIN_ID'> {
  override readonly name = 'InvalidChainIdError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_CHAIN_ID' });
  }
}
/** A InvalidChainIdError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' };

/** An address that is not valid on its namespace. */
export class InvalidAddressError extends WalletDockError<'INVALID_ADDRESS'> {
  override readonly name = 'InvalidAddressError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_ADDRESS' });
  }
}
/** A InvalidAddressError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' };

/** Input that breaks a rule (a form, an option, a reply of the wrong shape); nothing was sent. */
export class InvalidInputError extends WalletDockError<'INVALID_INPUT'> {
  override readonly name = 'InvalidInputError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_INPUT' });
  }
}
/** A InvalidInputError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidInputErrorType = InvalidInputError & { name: 'InvalidInputError' };

/** Asked again too soon (the email login cooldown). */
export class RateLimitedError extends WalletDockError<'RATE_LIMITED'> {
  override readonly name = 'RateLimitedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'RATE_LIMITED' });
  }
}
/** A RateLimitedError, by its literal name (narrows `error.name` and `error.code` together). */
export type RateLimitedErrorType = RateLimitedError & { name: 'RateLimitedError' };

/** The network is not one the host configured. */
export class ChainNotConfiguredError extends WalletDockError<'CHAIN_NOT_CONFIGURED'> {
  override readonly name = 'ChainNotConfiguredError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'CHAIN_NOT_CONFIGURED' });
  }
}
/** A ChainNotConfiguredError, by its literal name (narrows `error.name` and `error.code` together). */
export type ChainNotConfiguredErrorType = ChainNotConfiguredError & { name: 'ChainNotConfiguredError' };

/** The connector is connected already. */
export class ConnectorAlreadyConnectedError extends WalletDockError<'CONNECTOR_ALREADY_CONNECTED'> {
  override readonly name = 'ConnectorAlreadyConnectedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'CONNECTOR_ALREADY_CONNECTED' });
  }
}
/** A ConnectorAlreadyConnectedError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorAlreadyConnectedErrorType = ConnectorAlreadyConnectedError & { name: 'ConnectorAlreadyConnectedError' };

/** The connector is not connected. */
export class ConnectorNotConnectedError extends WalletDockError<'CONNECTOR_NOT_CONNECTED'> {
  override readonly name = 'ConnectorNotConnectedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'CONNECTOR_NOT_CONNECTED' });
  }
}
/** A ConnectorNotConnectedError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & { name: 'ConnectorNotConnectedError' };

/** The wallet connected without an account of the namespace. */
export class ConnectorAccountNotFoundError extends WalletDockError<'CONNECTOR_ACCOUNT_NOT_FOUND'> {
  override readonly name = 'ConnectorAccountNotFoundError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'CONNECTOR_ACCOUNT_NOT_FOUND' });
  }
}
/** A ConnectorAccountNotFoundError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorAccountNotFoundErrorType = ConnectorAccountNotFoundError & { name: 'ConnectorAccountNotFoundError' };

/** The wallet is on another network than the one asked. */
export class ConnectorChainMismatchError extends WalletDockError<'CONNECTOR_CHAIN_MISMATCH'> {
  override readonly name = 'ConnectorChainMismatchError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'CONNECTOR_CHAIN_MISMATCH' });
  }
}
/** A ConnectorChainMismatchError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorChainMismatchErrorType = ConnectorChainMismatchError & { name: 'ConnectorChainMismatchError' };

/** The connector is reconnecting and cannot act yet. */
export class ConnectorUnavailableReconnectingError extends WalletDockError<'CONNECTOR_UNAVAILABLE_RECONNECTING'> {
  override readonly name = 'ConnectorUnavailableReconnectingError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'CONNECTOR_UNAVAILABLE_RECONNECTING' });
  }
}
/** A ConnectorUnavailableReconnectingError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorUnavailableReconnectingErrorType = ConnectorUnavailableReconnectingError & { name: 'ConnectorUnavailableReconnectingError' };

/** The wallet's user declined (code 4001, or a rejection anywhere in the cause chain). */
export class UserRejectedError extends WalletDockError<'USER_REJECTED'> {
  override readonly name = 'UserRejectedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'USER_REJECTED' });
  }
}
/** A UserRejectedError, by its literal name (narrows `error.name` and `error.code` together). */
export type UserRejectedErrorType = UserRejectedError & { name: 'UserRejectedError' };

/** The wallet or node answered with a JSON-RPC error (`rpcCode`; see RpcErrorCode). */
export class WalletRpcError extends WalletDockError<'RPC_ERROR'> {
  override readonly name = 'WalletRpcError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'RPC_ERROR' });
  }
}
/** A WalletRpcError, by its literal name (narrows `error.name` and `error.code` together). */
export type WalletRpcErrorType = WalletRpcError & { name: 'WalletRpcError' };

/** The node refused the transaction (nonce, funds, fee caps, gas, a revert), named by viem's rules. */
export class NodeError extends WalletDockError<'NODE_ERROR'> {
  override readonly name = 'NodeError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'NODE_ERROR' });
  }
}
/** A NodeError, by its literal name (narrows `error.name` and `error.code` together). */
export type NodeErrorType = NodeError & { name: 'NodeError' };

/** An HTTP request failed ("HTTP status code: {n}", "HTTP request failed."). */
export class HttpError extends WalletDockError<'HTTP_ERROR'> {
  override readonly name = 'HttpError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'HTTP_ERROR' });
  }
}
/** A HttpError, by its literal name (narrows `error.name` and `error.code` together). */
export type HttpErrorType = HttpError & { name: 'HttpError' };

/** A request or a wait took too long ("The request took too long to respond."). */
export class RequestTimeoutError extends WalletDockError<'TIMEOUT'> {
  override readonly name = 'RequestTimeoutError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'TIMEOUT' });
  }
}
/** A RequestTimeoutError, by its literal name (narrows `error.name` and `error.code` together). */
export type RequestTimeoutErrorType = RequestTimeoutError & { name: 'RequestTimeoutError' };

/** The embedded wallet does not know the network to switch to. */
export class SwitchNetworkNotFoundError extends WalletDockError<'SWITCH_NETWORK_NOT_FOUND'> {
  override readonly name = 'SwitchNetworkNotFoundError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'SWITCH_NETWORK_NOT_FOUND' });
  }
}
/** A SwitchNetworkNotFoundError, by its literal name (narrows `error.name` and `error.code` together). */
export type SwitchNetworkNotFoundErrorType = SwitchNetworkNotFoundError & { name: 'SwitchNetworkNotFoundError' };

/** The embedded wallet refused this origin ("Invalid App Configuration"). */
export class InvalidAppConfigurationError extends WalletDockError<'INVALID_APP_CONFIGURATION'> {
  override readonly name = 'InvalidAppConfigurationError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_APP_CONFIGURATION' });
  }
}
/** A InvalidAppConfigurationError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidAppConfigurationErrorType = InvalidAppConfigurationError & { name: 'InvalidAppConfigurationError' };

/** The embedded wallet's frame did not load. */
export class IframeLoadFailedError extends WalletDockError<'IFRAME_LOAD_FAILED'> {
  override readonly name = 'IframeLoadFailedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'IFRAME_LOAD_FAILED' });
  }
}
/** A IframeLoadFailedError, by its literal name (narrows `error.name` and `error.code` together). */
export type IframeLoadFailedErrorType = IframeLoadFailedError & { name: 'IframeLoadFailedError' };

/** The embedded wallet's frame did not answer in time. */
export class IframeRequestTimeoutError extends WalletDockError<'IFRAME_REQUEST_TIMEOUT'> {
  override readonly name = 'IframeRequestTimeoutError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'IFRAME_REQUEST_TIMEOUT' });
  }
}
/** A IframeRequestTimeoutError, by its literal name (narrows `error.name` and `error.code` together). */
export type IframeRequestTimeoutErrorType = IframeRequestTimeoutError & { name: 'IframeRequestTimeoutError' };

/** The embedded wallet does not vouch for this domain. */
export class UnverifiedDomainError extends WalletDockError<'UNVERIFIED_DOMAIN'> {
  override readonly name = 'UnverifiedDomainError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'UNVERIFIED_DOMAIN' });
  }
}
/** A UnverifiedDomainError, by its literal name (narrows `error.name` and `error.code` together). */
export type UnverifiedDomainErrorType = UnverifiedDomainError & { name: 'UnverifiedDomainError' };

/** The embedded wallet's session expired. */
export class JwtTokenNotValidError extends WalletDockError<'JWT_TOKEN_NOT_VALID'> {
  override readonly name = 'JwtTokenNotValidError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'JWT_TOKEN_NOT_VALID' });
  }
}
/** A JwtTokenNotValidError, by its literal name (narrows `error.name` and `error.code` together). */
export type JwtTokenNotValidErrorType = JwtTokenNotValidError & { name: 'JwtTokenNotValidError' };

/** The project id was refused. */
export class InvalidProjectIdError extends WalletDockError<'INVALID_PROJECT_ID'> {
  override readonly name = 'InvalidProjectIdError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_PROJECT_ID' });
  }
}
/** A InvalidProjectIdError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidProjectIdErrorType = InvalidProjectIdError & { name: 'InvalidProjectIdError' };

/** A hosted service was asked for without a project id. */
export class ProjectIdNotConfiguredError extends WalletDockError<'PROJECT_ID_NOT_CONFIGURED'> {
  override readonly name = 'ProjectIdNotConfiguredError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'PROJECT_ID_NOT_CONFIGURED' });
  }
}
/** A ProjectIdNotConfiguredError, by its literal name (narrows `error.name` and `error.code` together). */
export type ProjectIdNotConfiguredErrorType = ProjectIdNotConfiguredError & { name: 'ProjectIdNotConfiguredError' };

/** A request to the embedded wallet's frame failed ("Request was aborted", "Something went wrong"). */
export class FrameRequestFailedError extends WalletDockError<'FRAME_REQUEST_FAILED'> {
  override readonly name = 'FrameRequestFailedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'FRAME_REQUEST_FAILED' });
  }
}
/** A FrameRequestFailedError, by its literal name (narrows `error.name` and `error.code` together). */
export type FrameRequestFailedErrorType = FrameRequestFailedError & { name: 'FrameRequestFailedError' };

/** Anything else, kept as `cause`. */
export class UnknownError extends WalletDockError<'UNKNOWN'> {
  override readonly name = 'UnknownError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'UNKNOWN' });
  }
}
/** A UnknownError, by its literal name (narrows `error.name` and `error.code` together). */
export type UnknownErrorType = UnknownError & { name: 'UnknownError' };

/** Every kind of WalletDockError, told apart by `name` (or `code`): what the hooks type their `error` with. */
export type WalletDockErrorType =
  | InternalSdkErrorType
  | NotConfiguredErrorType
  | NotFoundErrorType
  | NotInitializedErrorType
  | UnsupportedErrorType
  | InvalidCaipAddressErrorType
  | InvalidCaipNetworkIdErrorType
  | InvalidChainIdErrorType
  | InvalidAddressErrorType
  | InvalidInputErrorType
  | RateLimitedErrorType
  | ChainNotConfiguredErrorType
  | ConnectorAlreadyConnectedErrorType
  | ConnectorNotConnectedErrorType
  | ConnectorAccountNotFoundErrorType
  | ConnectorChainMismatchErrorType
  | ConnectorUnavailableReconnectingErrorType
  | UserRejectedErrorType
  | WalletRpcErrorType
  | NodeErrorType
  | HttpErrorType
  | RequestTimeoutErrorType
  | SwitchNetworkNotFoundErrorType
  | InvalidAppConfigurationErrorType
  | IframeLoadFailedErrorType
  | IframeRequestTimeoutErrorType
  | UnverifiedDomainErrorType
  | JwtTokenNotValidErrorType
  | InvalidProjectIdErrorType
  | ProjectIdNotConfiguredErrorType
  | FrameRequestFailedErrorType
  | UnknownErrorType;

const KINDS: { readonly [C in WalletDockErrorCode]: new (message: string, options?: ErrorKindOptions) => WalletDockError<C> } = {
  INTERNAL_SDK_ERROR: InternalSdkError,
  NOT_CONFIGURED: NotConfiguredError,
  NOT_FOUND: NotFoundError,
  NOT_INITIALIZED: NotInitializedError,
  UNSUPPORTED: UnsupportedError,
  INVALID_CAIP_ADDRESS: InvalidCaipAddressError,
  INVALID_CAIP_NETWORK_ID: InvalidCaipNetworkIdError,
  INVALID_CHAIN_ID: InvalidChainIdError,
  INVALID_ADDRESS: InvalidAddressError,
  INVALID_INPUT: InvalidInputError,
  RATE_LIMITED: RateLimitedError,
  CHAIN_NOT_CONFIGURED: ChainNotConfiguredError,
  CONNECTOR_ALREADY_CONNECTED: ConnectorAlreadyConnectedError,
  CONNECTOR_NOT_CONNECTED: ConnectorNotConnectedError,
  CONNECTOR_ACCOUNT_NOT_FOUND: ConnectorAccountNotFoundError,
  CONNECTOR_CHAIN_MISMATCH: ConnectorChainMismatchError,
  CONNECTOR_UNAVAILABLE_RECONNECTING: ConnectorUnavailableReconnectingError,
  USER_REJECTED: UserRejectedError,
  RPC_ERROR: WalletRpcError,
  NODE_ERROR: NodeError,
  HTTP_ERROR: HttpError,
  TIMEOUT: RequestTimeoutError,
  SWITCH_NETWORK_NOT_FOUND: SwitchNetworkNotFoundError,
  INVALID_APP_CONFIGURATION: InvalidAppConfigurationError,
  IFRAME_LOAD_FAILED: IframeLoadFailedError,
  IFRAME_REQUEST_TIMEOUT: IframeRequestTimeoutError,
  UNVERIFIED_DOMAIN: UnverifiedDomainError,
  JWT_TOKEN_NOT_VALID: JwtTokenNotValidError,
  INVALID_PROJECT_ID: InvalidProjectIdError,
  PROJECT_ID_NOT_CONFIGURED: ProjectIdNotConfiguredError,
  FRAME_REQUEST_FAILED: FrameRequestFailedError,
  UNKNOWN: UnknownError,
};

/** The error of a code known only at run time (a code passed on from another error): its kind's class. */
export function errorOfCode<C extends WalletDockErrorCode>(message: string, options: WalletDockErrorOptions & { code: C }): WalletDockError<C> {
  const { code, ...rest } = options;
  return new KINDS[code](message, rest);
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
  if (isUserRejection(error)) return new UserRejectedError(message, { cause: error, rpcCode });
  // Match viem's transport errors by name anywhere in the chain (a failed call wraps them) so this file stays light.
  const named = (name: string) => walkCauses(error, (e) => (e as { name?: unknown })?.name === name) !== undefined;
  if (named('TimeoutError')) return new RequestTimeoutError(ErrorMessages.requestTimedOut, { cause: error });
  if (named('HttpRequestError')) return new HttpError(message, { cause: error });
  if (rpcCode !== undefined) return new WalletRpcError(message, { cause: error, rpcCode });
  return new UnknownError(message, { cause: error });
}
