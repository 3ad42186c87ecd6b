// The error kinds by name, as walletdock/utils exports them: the classes written out per domain in errors/, and each
// kind's type as `XErrorType` (wagmi's names; the type of the class's instances, e.g. for a hook's error narrowed
// to one kind).
import type * as Sdk from './errors/sdk';
import type * as Validation from './errors/validation';
import type * as Connector from './errors/connector';
import type * as Rpc from './errors/rpc';
import type * as Http from './errors/http';
import type * as Embedded from './errors/embedded';
export {
  InternalSdkError,
  NotConfiguredError,
  NotFoundError,
  NotInitializedError,
  UnsupportedError,
  UnknownError,
} from './errors/sdk';
export {
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidChainIdError,
  InvalidAddressError,
  InvalidInputError,
  RateLimitedError,
} from './errors/validation';
export {
  ChainNotConfiguredError,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorAccountNotFoundError,
  ConnectorChainMismatchError,
  ConnectorUnavailableReconnectingError,
} from './errors/connector';
export { UserRejectedError, WalletRpcError, NodeError } from './errors/rpc';
export { HttpError, RequestTimeoutError } from './errors/http';
export {
  SwitchNetworkNotFoundError,
  InvalidAppConfigurationError,
  IframeLoadFailedError,
  IframeRequestTimeoutError,
  UnverifiedDomainError,
  JwtTokenNotValidError,
  InvalidProjectIdError,
  ProjectIdNotConfiguredError,
  FrameRequestFailedError,
} from './errors/embedded';

export type InternalSdkErrorType = Sdk.InternalSdkError;
export type NotConfiguredErrorType = Sdk.NotConfiguredError;
export type NotFoundErrorType = Sdk.NotFoundError;
export type NotInitializedErrorType = Sdk.NotInitializedError;
export type UnsupportedErrorType = Sdk.UnsupportedError;
export type UnknownErrorType = Sdk.UnknownError;
export type InvalidCaipAddressErrorType = Validation.InvalidCaipAddressError;
export type InvalidCaipNetworkIdErrorType = Validation.InvalidCaipNetworkIdError;
export type InvalidChainIdErrorType = Validation.InvalidChainIdError;
export type InvalidAddressErrorType = Validation.InvalidAddressError;
export type InvalidInputErrorType = Validation.InvalidInputError;
export type RateLimitedErrorType = Validation.RateLimitedError;
export type ChainNotConfiguredErrorType = Connector.ChainNotConfiguredError;
export type ConnectorAlreadyConnectedErrorType = Connector.ConnectorAlreadyConnectedError;
export type ConnectorNotConnectedErrorType = Connector.ConnectorNotConnectedError;
export type ConnectorAccountNotFoundErrorType = Connector.ConnectorAccountNotFoundError;
export type ConnectorChainMismatchErrorType = Connector.ConnectorChainMismatchError;
export type ConnectorUnavailableReconnectingErrorType = Connector.ConnectorUnavailableReconnectingError;
export type UserRejectedErrorType = Rpc.UserRejectedError;
export type WalletRpcErrorType = Rpc.WalletRpcError;
export type NodeErrorType = Rpc.NodeError;
export type HttpErrorType = Http.HttpError;
export type RequestTimeoutErrorType = Http.RequestTimeoutError;
export type SwitchNetworkNotFoundErrorType = Embedded.SwitchNetworkNotFoundError;
export type InvalidAppConfigurationErrorType = Embedded.InvalidAppConfigurationError;
export type IframeLoadFailedErrorType = Embedded.IframeLoadFailedError;
export type IframeRequestTimeoutErrorType = Embedded.IframeRequestTimeoutError;
export type UnverifiedDomainErrorType = Embedded.UnverifiedDomainError;
export type JwtTokenNotValidErrorType = Embedded.JwtTokenNotValidError;
export type InvalidProjectIdErrorType = Embedded.InvalidProjectIdError;
export type ProjectIdNotConfiguredErrorType = Embedded.ProjectIdNotConfiguredError;
export type FrameRequestFailedErrorType = Embedded.FrameRequestFailedError;
