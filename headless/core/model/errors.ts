// The error catalogue (SPEC §8, §5): one error type, exact message texts, wallet RPC codes.
// Kept free of heavy imports: every hook path reaches this file.

/** Broad class of an error, reported with it to telemetry (SPEC §8 "wrapped in an SDK error type with a category"). */
export type ErrorCategory =
  | 'sdk'
  | 'connector'
  | 'validation'
  | 'user'
  | 'rpc'
  | 'node'
  | 'http'
  | 'embedded'
  | 'faucet';

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
  FAUCET_ERROR: 'faucet',
  UNKNOWN: 'sdk',
} as const satisfies Record<string, ErrorCategory>;

/** Every code a WalletDockError may carry. */
export type WalletDockErrorCode = keyof typeof ErrorCodes;

/** Options of the WalletDockError constructor; category defaults to the code's category. */
export interface WalletDockErrorOptions {
  code: WalletDockErrorCode;
  category?: ErrorCategory;
  cause?: unknown;
  /** Wallet/node JSON-RPC code when the error came from one (SPEC §8 wallet RPC codes). */
  rpcCode?: number;
}

/** The SDK error type: a catalogue message plus a stable code and category. */
export class WalletDockError extends Error {
  override readonly name = 'WalletDockError';
  readonly code: WalletDockErrorCode;
  readonly category: ErrorCategory;
  readonly rpcCode: number | undefined;

  constructor(message: string, options: WalletDockErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.category = options.category ?? ErrorCodes[options.code];
    this.rpcCode = options.rpcCode;
  }
}

/** The catalogue's exact texts (SPEC §8 and §5); templated texts are functions. */
export const ErrorMessages = {
  // Toasts
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  signatureDeclined: 'Signature declined',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  // Thrown
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetwork: 'No ActiveCaipNetwork or client found',
  noConnectionControllerClient: 'No ConnectionController client found',
  chainAdapterNotFound: 'Chain adapter not found',
  networkControllerClientNotSet: 'NetworkController client not set',
  chainIsRequired: (action: string) => `Chain is required to ${action}`,
  connectionControllerClientNotSet: 'ConnectionController client not set',
  networkNotFound: 'Network not found',
  addressOrAuthConnectorNotFound: 'Address or auth connector not found',
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  errorFetchingNamesForAddress: 'Error fetching names for address',
  errorRegisteringName: (name: string) => `Error registering name ${name}`,
  gasPriceNetworkUnsupported: 'Network not supported for Gas Price',
  swapsNetworkUnsupported: 'Network not supported for Swaps',
  failedToDisconnect: 'Failed to disconnect',
  chainNotSupported: 'Chain is not supported',
  walletConnectConnectorNotFound: 'WalletConnectConnector not found',
  adapterNotFound: 'Adapter not found',
  caipNetworkUndefined: 'CaipNetwork is undefined',
  caipNetworkOrAddressUndefined: 'CaipNetwork or CaipAddress is undefined',
  controllerClientsNotSet: 'ConnectionControllerClient and NetworkControllerClient must be set',
  providerNotFound: 'Provider not found.',
  signClientNotInitialized: 'Sign Client not initialized',
  connectBeforeEnable: 'Please call connect() before enable()',
  sessionNotInitialized: 'Session not initialized. Please call connect() before enable()',
  sessionDoesNotExist: "the provided session doesn't exist in the Sign client",
  iframeNotSet: 'iframe is not set',
  parentNotSet: 'parent is not set',
  emailLoginDependency: 'Unable to load email login dependency',
  // Connector errors
  chainNotConfigured: 'Chain not configured',
  connectorAlreadyConnected: 'Connector already connected',
  connectorNotConnected: 'Connector not connected',
  connectorAccountNotFound: 'Account not found for connector',
  connectorChainMismatch: (connectorChain: string, expected: string) =>
    `Connector chain mismatch: the connector is on ${connectorChain}, the connection expects ${expected}`,
  connectorUnavailableReconnecting: (connector: string) => `Connector "${connector}" unavailable while reconnecting`,
  // Frame request errors
  requestAborted: 'Request was aborted',
  somethingWentWrong: 'Something went wrong',
  anErrorOccurred: 'An error occurred',
  rpcCallNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  // HTTP (the last three are viem's own texts, which our transports surface unchanged)
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  httpRequestFailed: 'HTTP request failed.',
  rpcRequestFailed: 'RPC Request failed.',
  requestTimedOut: 'The request took too long to respond.',
  // Validation (SPEC §5)
  invalidCaipAddress: 'Invalid CAIP-10 address',
  invalidCaipNetworkId: (id: string) => `Invalid network id "${id}": it must be in CAIP-2 format (namespace:reference)`,
  unknownNamespace: (namespace: string) => `Unknown chain namespace "${namespace}"`,
  invalidChainId: 'Invalid chainId',
  bothSiweConfigAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  adapterForNamespaceMissing: (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`,
  wagmiChainsMismatch: (configChains: readonly number[], networks: readonly number[]) =>
    `The wagmi config's chains (${configChains.join(', ')}) differ from walletdock's eip155 networks (${networks.join(', ')}): pass the config's chains as networks`,
  connectBeforeRequest: 'Please call connect() before request()',
  namespaceNotConfigured: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
  tryAgainAfter: (seconds: number) => `Please try again after ${seconds} seconds`,
  transactionsNeedAccountAddress: "Transactions can't be fetched without an accountAddress",
  // Send form (the spec names the rules, not the texts; these are ours)
  sendAmountRequired: 'Amount is required',
  sendReceiverRequired: 'Receiver address is required',
  sendReceiverInvalid: 'Invalid receiver address',
  sendTokenRequired: 'Token is required',
  sendNamespaceUnsupported: (namespace: string) => `Sending is not supported on ${namespace}`,
  invalidName: 'Names use letters, digits and hyphens, at least 4 characters',
} as const;

/** Embedded-wallet alert titles by code (SPEC §8); texts the spec leaves out are ours. */
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

/** Every wallet JSON-RPC error code of SPEC §8 (EIP-1474, EIP-1193, EIP-5792 and wallet_switchEthereumChain). */
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

/** A wallet RPC code number listed in SPEC §8. */
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

/** The meaning SPEC §8 gives a wallet RPC code, or undefined for a code it does not list. */
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
