// The catalogue's exact texts, one export each; templated texts are functions.
// Consumers import the module as a namespace (`import * as ErrorMessages from './error-messages'`) and
// read `ErrorMessages.x`: bundlers then keep only the texts a build uses, where one object would ship
// all of them to every app. No entry point re-exports the namespace, for the same reason. Texts used only by
// code that loads on demand (swap, send, names, on-ramp) live in their own <capability>-error-messages.ts.
// Toasts
export const siwxInitFailed = 'A problem occurred while trying initialize authentication';
export const smartAccountsUnsupported = 'This application might not support Smart Accounts';
export const signatureDeclined = 'Signature declined';
export const tokenBalanceUnavailable = 'Token Balance Unavailable';
export const fetchTransactionsFailed = 'Failed to fetch transactions';
// Thrown
export const siwxNotEnabled = 'SIWX is not enabled';
export const noActiveCaipAddress = 'No ActiveCaipAddress found';
export const noActiveCaipNetwork = 'No ActiveCaipNetwork or client found';
/** A hook called outside `<WalletDockProvider>` (the catalogue's "No ConnectionController client found", said for hooks). */
export const hookOutsideProvider = (hook: string) => `${hook} must be used inside <WalletDockProvider>`;
export const chainAdapterNotFound = 'Chain adapter not found';
export const networkControllerClientNotSet = 'NetworkController client not set';
export const chainIsRequired = (action: string) => `Chain is required to ${action}`;
export const connectionControllerClientNotSet = 'ConnectionController client not set';
export const networkNotFound = 'Network not found';
export const addressOrAuthConnectorNotFound = 'Address or auth connector not found';
export const errorResolvingName = 'Error resolving name';
export const errorFetchingNameSuggestions = 'Error fetching name suggestions';
export const errorFetchingNamesForAddress = 'Error fetching names for address';
export const errorRegisteringName = (name: string) => `Error registering name ${name}`;
export const gasPriceNetworkUnsupported = 'Network not supported for Gas Price';
export const swapsNetworkUnsupported = 'Network not supported for Swaps';
export const failedToDisconnect = 'Failed to disconnect';
export const chainNotSupported = 'Chain is not supported';
export const walletConnectConnectorNotFound = 'WalletConnectConnector not found';
export const adapterNotFound = 'Adapter not found';
export const caipNetworkUndefined = 'CaipNetwork is undefined';
export const caipNetworkOrAddressUndefined = 'CaipNetwork or CaipAddress is undefined';
export const controllerClientsNotSet = 'ConnectionControllerClient and NetworkControllerClient must be set';
export const providerNotFound = 'Provider not found.';
export const signClientNotInitialized = 'Sign Client not initialized';
export const connectBeforeEnable = 'Please call connect() before enable()';
export const sessionNotInitialized = 'Session not initialized. Please call connect() before enable()';
export const sessionDoesNotExist = "the provided session doesn't exist in the Sign client";
export const iframeNotSet = 'iframe is not set';
export const parentNotSet = 'parent is not set';
export const emailLoginDependency = 'Unable to load email login dependency';
export const optionalPeerMissing = (feature: string, pkg: string) =>
  `${feature} needs ${pkg}, which is not installed: run npm i ${pkg}`;
// Connector errors
export const chainNotConfigured = 'Chain not configured';
export const connectorAlreadyConnected = 'Connector already connected';
export const connectorNotConnected = 'Connector not connected';
export const connectorAccountNotFound = 'Account not found for connector';
export const connectorChainMismatch = (connectorChain: string, expected: string) =>
  `Connector chain mismatch: the connector is on ${connectorChain}, the connection expects ${expected}`;
export const connectorUnavailableReconnecting = (connector: string) =>
  `Connector "${connector}" unavailable while reconnecting`;
// Frame request errors
export const requestAborted = 'Request was aborted';
export const somethingWentWrong = 'Something went wrong';
export const anErrorOccurred = 'An error occurred';
export const rpcCallNotAllowed = 'Requested RPC call is not allowed';
export const actionNotAllowed = 'Action not allowed';
// A wallet that did not answer a connect within the bound (connection/wallet-timeout.ts)
export const connectionTimeout = 'Connection timeout. Please try again.';
// HTTP (the last three are viem's own texts, which our transports surface unchanged)
export const httpStatus = (status: number) => `HTTP status code: ${status}`;
export const httpRequestFailed = 'HTTP request failed.';
export const rpcRequestFailed = 'RPC Request failed.';
export const requestTimedOut = 'The request took too long to respond.';
// Validation
export const invalidCaipAddress = 'Invalid CAIP-10 address';
export const invalidCaipNetworkId = (id: string) =>
  `Invalid network id "${id}": it must be in CAIP-2 format (namespace:reference)`;
export const unknownNamespace = (namespace: string) => `Unknown chain namespace "${namespace}"`;
export const invalidChainId = 'Invalid chainId';
export const bothSiweConfigAndSiwx = 'Cannot set both `siweConfig` and `siwx` options';
export const invalidWalletRequestTimeout = (value: unknown) =>
  `walletRequestTimeoutMs must be a positive number of milliseconds (got ${String(value)})`;
export const legalUrlNotHttp = (option: string, value: string) =>
  `\`${option}\` must be an absolute http(s) URL, got "${value}"`;
export const wagmiChainsMismatch = (configChains: readonly number[], networks: readonly number[]) =>
  `The wagmi config's chains (${configChains.join(', ')}) differ from walletdock's eip155 networks (${networks.join(', ')}): pass the config's chains as networks`;
export const adapterForNamespaceMissing = (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`;
export const connectBeforeRequest = 'Please call connect() before request()';
export const namespaceNotConfigured = (namespace: string) =>
  `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`;
export const tryAgainAfter = (seconds: number) => `Please try again after ${seconds} seconds`;
/** Whole minutes, rounded up, until `ms` have passed: a lock of 598 s reads "about 10 minutes", not a count of seconds. */
export const minutesFor = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
/** An email's codes after too many wrong ones: locked until the code would have expired. */
export const codeLocked = (ms: number) => {
  const minutes = minutesFor(ms);
  return `Too many wrong codes. Try again in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};
export const transactionsNeedAccountAddress = "Transactions can't be fetched without an accountAddress";
// Pay (AppKit Pay's texts, with what was refused)
export const invalidRecipient = (recipient?: string) =>
  recipient === undefined || recipient === '' ? 'Invalid recipient address' : `Invalid recipient address: ${recipient}`;
export const invalidAsset = (asset?: string) =>
  asset === undefined || asset === '' ? 'Invalid asset specified' : `Invalid asset specified: ${asset}`;
export const invalidAmount = 'Invalid payment amount';
export const invalidPaymentConfig = 'Invalid payment configuration';
export const assetNotSupported = 'Asset not supported';
export const unableToGetQuote = 'Unable to get quote';
export const paymentFailed = 'Unable to process payment';
