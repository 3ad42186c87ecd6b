// The catalogue's exact texts (SPEC §8 and §5), one export each; templated texts are functions.
// Consumers import the module as a namespace (`import * as ErrorMessages from './error-messages'`) and
// read `ErrorMessages.x`: bundlers then keep only the texts a build uses, where one object would ship
// all of them to every app. No entry point re-exports the namespace, for the same reason.
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
export const noConnectionControllerClient = 'No ConnectionController client found';
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
// Connector errors
export const chainNotConfigured = 'Chain not configured';
export const connectorAlreadyConnected = 'Connector already connected';
export const connectorNotConnected = 'Connector not connected';
export const connectorAccountNotFound = 'Account not found for connector';
export const connectorChainMismatch = (connectorChain: string, expected: string) =>
  `Connector chain mismatch: the connector is on ${connectorChain}, the connection expects ${expected}`;
export const connectorUnavailableReconnecting = (connector: string) => `Connector "${connector}" unavailable while reconnecting`;
// Frame request errors
export const requestAborted = 'Request was aborted';
export const somethingWentWrong = 'Something went wrong';
export const anErrorOccurred = 'An error occurred';
export const rpcCallNotAllowed = 'Requested RPC call is not allowed';
export const actionNotAllowed = 'Action not allowed';
// HTTP (the last three are viem's own texts, which our transports surface unchanged)
export const httpStatus = (status: number) => `HTTP status code: ${status}`;
export const httpRequestFailed = 'HTTP request failed.';
export const rpcRequestFailed = 'RPC Request failed.';
export const requestTimedOut = 'The request took too long to respond.';
// Validation (SPEC §5)
export const invalidCaipAddress = 'Invalid CAIP-10 address';
export const invalidCaipNetworkId = (id: string) => `Invalid network id "${id}": it must be in CAIP-2 format (namespace:reference)`;
export const unknownNamespace = (namespace: string) => `Unknown chain namespace "${namespace}"`;
export const invalidChainId = 'Invalid chainId';
export const bothSiweConfigAndSiwx = 'Cannot set both `siweConfig` and `siwx` options';
export const wagmiChainsMismatch = (configChains: readonly number[], networks: readonly number[]) =>
  `The wagmi config's chains (${configChains.join(', ')}) differ from walletdock's eip155 networks (${networks.join(', ')}): pass the config's chains as networks`;
export const adapterForNamespaceMissing = (namespace: string) => `Adapter for namespace ${namespace} doesn't exist`;
export const connectBeforeRequest = 'Please call connect() before request()';
export const namespaceNotConfigured = (namespace: string) =>
  `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`;
export const tryAgainAfter = (seconds: number) => `Please try again after ${seconds} seconds`;
export const transactionsNeedAccountAddress = "Transactions can't be fetched without an accountAddress";
// Send form (the spec names the rules, not the texts; these are ours, in the catalogue's plain style)
export const sendAmountRequired = 'Amount is required';
export const sendAmountNotNumber = 'Amount must be a number';
export const sendAmountNotPositive = 'Amount must be greater than 0';
export const sendAmountTooManyDecimals = (symbol: string, decimals: number) =>
  `${symbol} has at most ${decimals} decimal${decimals === 1 ? '' : 's'}`;
export const sendReceiverRequired = 'Receiver address is required';
export const sendReceiverInvalid = 'Invalid receiver address';
export const sendReceiverChecksum = 'Invalid receiver address: its mixed-case checksum does not match';
export const sendTokenRequired = 'Token is required';
export const sendTokenOtherNetwork = (symbol: string) => `${symbol} is on another network: switch to its network to send it`;
export const sendNamespaceUnsupported = (namespace: string) =>
  `Sending is not supported on ${namespace}: only eip155 and solana are sendable`;
/** The node error "insufficient funds", caught before the wallet is asked. */
export const insufficientFunds = (symbol: string, forFee: boolean) =>
  `Insufficient funds: not enough ${symbol} for ${forFee ? 'the amount and the network fee' : 'the amount'}`;
export const insufficientFundsForFee = (symbol: string) => `Insufficient funds: not enough ${symbol} for the network fee`;
export const sendBelowAccountMinimum = (minimum: string) =>
  `Amount too small: a new account must receive at least ${minimum} to exist`;
export const sendRemainderBelowMinimum = (minimum: string) =>
  `The rest of the balance would fall below ${minimum}, which an account must keep: send all of it or less`;
export const sendReverted = 'The transaction was reverted';
/** A smart account's calls (wallet_sendCalls / a user operation) must each name a 0x target and 0x data (SPEC §7 send-calls). */
export const sendCallsInvalid = 'Each call needs a 0x target address, and its data must start with 0x';
/** The bundler refused a user operation (no funds, bad signature, a call that reverts in simulation): nothing was sent. */
export const userOperationRejected = (reason: string) => `The bundler rejected the user operation: ${reason}`;
/** viem's words for the same time-out (WaitForTransactionReceiptTimeoutError). */
export const receiptTimedOut = (hash: string) => `Timed out while waiting for transaction with hash "${hash}" to be confirmed.`;
export const invalidName = 'Names use letters, digits and hyphens, at least 4 characters';
// Names (ours, beside the catalogue's "Error registering name {name}")
export const nameTooLong = (max: number) => `Names are at most ${max} characters long`;
export const nameLegacySuffix = (current: string, legacy: string) => `New names end in ${current}; ${legacy} names can no longer be registered`;
export const namesNamespaceUnsupported = (namespace: string) => `Names are not supported on ${namespace}`;
export const namesNeedBlockchainApi = 'Names need a blockchain API: set the blockchainApiUrl option or a projectId';
// On-ramp (the spec names the rules, not the texts; these are ours)
export const onrampNeedsBlockchainApi = 'This provider needs a blockchain API';
export const onrampRestrictedTimezone = 'Buying crypto is not available in your region';
export const onrampWindowBlocked = 'The provider window was blocked: allow pop-ups and try again';
