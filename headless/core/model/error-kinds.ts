// The error kinds as classes a host can name: one per code, each a WalletDockError with its code and a literal
// `name` (`error instanceof UserRejectedError`, `error.name === 'UserRejectedError'`). They are the classes
// errorOfCode makes (errors.ts), so they hold for every error walletdock raises. Their types are the hooks' `error`.
import { errorKind } from './errors';

/** walletdock itself failed (e.g. "Failed to disconnect"). */
export const InternalSdkError = /* @__PURE__ */ errorKind('INTERNAL_SDK_ERROR');
export type InternalSdkError = InstanceType<typeof InternalSdkError>;
/** A InternalSdkError, by its literal name (narrows `error.name` and `error.code` together). */
export type InternalSdkErrorType = InternalSdkError;

/** A feature was used that the instance was not given (sign-in without `siwx`, a capability without its API). */
export const NotConfiguredError = /* @__PURE__ */ errorKind('NOT_CONFIGURED');
export type NotConfiguredError = InstanceType<typeof NotConfiguredError>;
/** A NotConfiguredError, by its literal name (narrows `error.name` and `error.code` together). */
export type NotConfiguredErrorType = NotConfiguredError;

/** Something the call needs is missing: no active account or network, no adapter, no provider. */
export const NotFoundError = /* @__PURE__ */ errorKind('NOT_FOUND');
export type NotFoundError = InstanceType<typeof NotFoundError>;
/** A NotFoundError, by its literal name (narrows `error.name` and `error.code` together). */
export type NotFoundErrorType = NotFoundError;

/** A client was used before it started (the WalletConnect session, the sign client). */
export const NotInitializedError = /* @__PURE__ */ errorKind('NOT_INITIALIZED');
export type NotInitializedError = InstanceType<typeof NotInitializedError>;
/** A NotInitializedError, by its literal name (narrows `error.name` and `error.code` together). */
export type NotInitializedErrorType = NotInitializedError;

/** The namespace, network or wallet cannot do what was asked. */
export const UnsupportedError = /* @__PURE__ */ errorKind('UNSUPPORTED');
export type UnsupportedError = InstanceType<typeof UnsupportedError>;
/** A UnsupportedError, by its literal name (narrows `error.name` and `error.code` together). */
export type UnsupportedErrorType = UnsupportedError;

/** Text that is not a CAIP-10 account id. */
export const InvalidCaipAddressError = /* @__PURE__ */ errorKind('INVALID_CAIP_ADDRESS');
export type InvalidCaipAddressError = InstanceType<typeof InvalidCaipAddressError>;
/** A InvalidCaipAddressError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidCaipAddressErrorType = InvalidCaipAddressError;

/** Text that is not a CAIP-2 network id. */
export const InvalidCaipNetworkIdError = /* @__PURE__ */ errorKind('INVALID_CAIP_NETWORK_ID');
export type InvalidCaipNetworkIdError = InstanceType<typeof InvalidCaipNetworkIdError>;
/** A InvalidCaipNetworkIdError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError;

/** A chain id out of range. */
export const InvalidChainIdError = /* @__PURE__ */ errorKind('INVALID_CHAIN_ID');
export type InvalidChainIdError = InstanceType<typeof InvalidChainIdError>;
/** A InvalidChainIdError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidChainIdErrorType = InvalidChainIdError;

/** An address that is not valid on its namespace. */
export const InvalidAddressError = /* @__PURE__ */ errorKind('INVALID_ADDRESS');
export type InvalidAddressError = InstanceType<typeof InvalidAddressError>;
/** A InvalidAddressError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidAddressErrorType = InvalidAddressError;

/** Input that breaks a rule (a form, an option, a reply of the wrong shape); nothing was sent. */
export const InvalidInputError = /* @__PURE__ */ errorKind('INVALID_INPUT');
export type InvalidInputError = InstanceType<typeof InvalidInputError>;
/** A InvalidInputError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidInputErrorType = InvalidInputError;

/** Asked again too soon (the email login cooldown). */
export const RateLimitedError = /* @__PURE__ */ errorKind('RATE_LIMITED');
export type RateLimitedError = InstanceType<typeof RateLimitedError>;
/** A RateLimitedError, by its literal name (narrows `error.name` and `error.code` together). */
export type RateLimitedErrorType = RateLimitedError;

/** The network is not one the host configured. */
export const ChainNotConfiguredError = /* @__PURE__ */ errorKind('CHAIN_NOT_CONFIGURED');
export type ChainNotConfiguredError = InstanceType<typeof ChainNotConfiguredError>;
/** A ChainNotConfiguredError, by its literal name (narrows `error.name` and `error.code` together). */
export type ChainNotConfiguredErrorType = ChainNotConfiguredError;

/** The connector is connected already. */
export const ConnectorAlreadyConnectedError = /* @__PURE__ */ errorKind('CONNECTOR_ALREADY_CONNECTED');
export type ConnectorAlreadyConnectedError = InstanceType<typeof ConnectorAlreadyConnectedError>;
/** A ConnectorAlreadyConnectedError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorAlreadyConnectedErrorType = ConnectorAlreadyConnectedError;

/** The connector is not connected. */
export const ConnectorNotConnectedError = /* @__PURE__ */ errorKind('CONNECTOR_NOT_CONNECTED');
export type ConnectorNotConnectedError = InstanceType<typeof ConnectorNotConnectedError>;
/** A ConnectorNotConnectedError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError;

/** The wallet connected without an account of the namespace. */
export const ConnectorAccountNotFoundError = /* @__PURE__ */ errorKind('CONNECTOR_ACCOUNT_NOT_FOUND');
export type ConnectorAccountNotFoundError = InstanceType<typeof ConnectorAccountNotFoundError>;
/** A ConnectorAccountNotFoundError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorAccountNotFoundErrorType = ConnectorAccountNotFoundError;

/** The wallet is on another network than the one asked. */
export const ConnectorChainMismatchError = /* @__PURE__ */ errorKind('CONNECTOR_CHAIN_MISMATCH');
export type ConnectorChainMismatchError = InstanceType<typeof ConnectorChainMismatchError>;
/** A ConnectorChainMismatchError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorChainMismatchErrorType = ConnectorChainMismatchError;

/** The connector is reconnecting and cannot act yet. */
export const ConnectorUnavailableReconnectingError = /* @__PURE__ */ errorKind('CONNECTOR_UNAVAILABLE_RECONNECTING');
export type ConnectorUnavailableReconnectingError = InstanceType<typeof ConnectorUnavailableReconnectingError>;
/** A ConnectorUnavailableReconnectingError, by its literal name (narrows `error.name` and `error.code` together). */
export type ConnectorUnavailableReconnectingErrorType = ConnectorUnavailableReconnectingError;

/** The wallet's user declined (code 4001, or a rejection anywhere in the cause chain). */
export const UserRejectedError = /* @__PURE__ */ errorKind('USER_REJECTED');
export type UserRejectedError = InstanceType<typeof UserRejectedError>;
/** A UserRejectedError, by its literal name (narrows `error.name` and `error.code` together). */
export type UserRejectedErrorType = UserRejectedError;

/** The wallet or node answered with a JSON-RPC error (`rpcCode`; see RpcErrorCode). */
export const WalletRpcError = /* @__PURE__ */ errorKind('RPC_ERROR');
export type WalletRpcError = InstanceType<typeof WalletRpcError>;
/** A WalletRpcError, by its literal name (narrows `error.name` and `error.code` together). */
export type WalletRpcErrorType = WalletRpcError;

/** The node refused the transaction (nonce, funds, fee caps, gas, a revert), named by viem's rules. */
export const NodeError = /* @__PURE__ */ errorKind('NODE_ERROR');
export type NodeError = InstanceType<typeof NodeError>;
/** A NodeError, by its literal name (narrows `error.name` and `error.code` together). */
export type NodeErrorType = NodeError;

/** An HTTP request failed ("HTTP status code: {n}", "HTTP request failed."). */
export const HttpError = /* @__PURE__ */ errorKind('HTTP_ERROR');
export type HttpError = InstanceType<typeof HttpError>;
/** A HttpError, by its literal name (narrows `error.name` and `error.code` together). */
export type HttpErrorType = HttpError;

/** A request or a wait took too long ("The request took too long to respond."). */
export const RequestTimeoutError = /* @__PURE__ */ errorKind('TIMEOUT');
export type RequestTimeoutError = InstanceType<typeof RequestTimeoutError>;
/** A RequestTimeoutError, by its literal name (narrows `error.name` and `error.code` together). */
export type RequestTimeoutErrorType = RequestTimeoutError;

/** The embedded wallet does not know the network to switch to. */
export const SwitchNetworkNotFoundError = /* @__PURE__ */ errorKind('SWITCH_NETWORK_NOT_FOUND');
export type SwitchNetworkNotFoundError = InstanceType<typeof SwitchNetworkNotFoundError>;
/** A SwitchNetworkNotFoundError, by its literal name (narrows `error.name` and `error.code` together). */
export type SwitchNetworkNotFoundErrorType = SwitchNetworkNotFoundError;

/** The embedded wallet refused this origin ("Invalid App Configuration"). */
export const InvalidAppConfigurationError = /* @__PURE__ */ errorKind('INVALID_APP_CONFIGURATION');
export type InvalidAppConfigurationError = InstanceType<typeof InvalidAppConfigurationError>;
/** A InvalidAppConfigurationError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidAppConfigurationErrorType = InvalidAppConfigurationError;

/** The embedded wallet's frame did not load. */
export const IframeLoadFailedError = /* @__PURE__ */ errorKind('IFRAME_LOAD_FAILED');
export type IframeLoadFailedError = InstanceType<typeof IframeLoadFailedError>;
/** A IframeLoadFailedError, by its literal name (narrows `error.name` and `error.code` together). */
export type IframeLoadFailedErrorType = IframeLoadFailedError;

/** The embedded wallet's frame did not answer in time. */
export const IframeRequestTimeoutError = /* @__PURE__ */ errorKind('IFRAME_REQUEST_TIMEOUT');
export type IframeRequestTimeoutError = InstanceType<typeof IframeRequestTimeoutError>;
/** A IframeRequestTimeoutError, by its literal name (narrows `error.name` and `error.code` together). */
export type IframeRequestTimeoutErrorType = IframeRequestTimeoutError;

/** The embedded wallet does not vouch for this domain. */
export const UnverifiedDomainError = /* @__PURE__ */ errorKind('UNVERIFIED_DOMAIN');
export type UnverifiedDomainError = InstanceType<typeof UnverifiedDomainError>;
/** A UnverifiedDomainError, by its literal name (narrows `error.name` and `error.code` together). */
export type UnverifiedDomainErrorType = UnverifiedDomainError;

/** The embedded wallet's session expired. */
export const JwtTokenNotValidError = /* @__PURE__ */ errorKind('JWT_TOKEN_NOT_VALID');
export type JwtTokenNotValidError = InstanceType<typeof JwtTokenNotValidError>;
/** A JwtTokenNotValidError, by its literal name (narrows `error.name` and `error.code` together). */
export type JwtTokenNotValidErrorType = JwtTokenNotValidError;

/** The project id was refused. */
export const InvalidProjectIdError = /* @__PURE__ */ errorKind('INVALID_PROJECT_ID');
export type InvalidProjectIdError = InstanceType<typeof InvalidProjectIdError>;
/** A InvalidProjectIdError, by its literal name (narrows `error.name` and `error.code` together). */
export type InvalidProjectIdErrorType = InvalidProjectIdError;

/** A hosted service was asked for without a project id. */
export const ProjectIdNotConfiguredError = /* @__PURE__ */ errorKind('PROJECT_ID_NOT_CONFIGURED');
export type ProjectIdNotConfiguredError = InstanceType<typeof ProjectIdNotConfiguredError>;
/** A ProjectIdNotConfiguredError, by its literal name (narrows `error.name` and `error.code` together). */
export type ProjectIdNotConfiguredErrorType = ProjectIdNotConfiguredError;

/** A request to the embedded wallet's frame failed ("Request was aborted", "Something went wrong"). */
export const FrameRequestFailedError = /* @__PURE__ */ errorKind('FRAME_REQUEST_FAILED');
export type FrameRequestFailedError = InstanceType<typeof FrameRequestFailedError>;
/** A FrameRequestFailedError, by its literal name (narrows `error.name` and `error.code` together). */
export type FrameRequestFailedErrorType = FrameRequestFailedError;

/** Anything else, kept as `cause`. */
export const UnknownError = /* @__PURE__ */ errorKind('UNKNOWN');
export type UnknownError = InstanceType<typeof UnknownError>;
/** A UnknownError, by its literal name (narrows `error.name` and `error.code` together). */
export type UnknownErrorType = UnknownError;
