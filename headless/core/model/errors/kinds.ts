// Every kind by its code, for code that has a code in hand (a reply that names one, a host's own wrapper): errorOfCode
// and errorKind. walletdock's own code names the class it raises, so an app carries only the kinds it can meet.
import type { ErrorKindOptions, WalletDockErrorCode, WalletDockErrorOptions } from './base';
import type { WalletDockErrorOf } from './index';
import {
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorAlreadyConnectedError,
  ConnectorChainMismatchError,
  ConnectorNotConnectedError,
  ConnectorUnavailableReconnectingError,
} from './connector';
import {
  FrameRequestFailedError,
  IframeLoadFailedError,
  IframeRequestTimeoutError,
  InvalidAppConfigurationError,
  InvalidProjectIdError,
  JwtTokenNotValidError,
  ProjectIdNotConfiguredError,
  SwitchNetworkNotFoundError,
  UnverifiedDomainError,
} from './embedded';
import { HttpError, RequestTimeoutError } from './http';
import {
  AssetNotSupportedError,
  InvalidAmountError,
  InvalidAssetError,
  InvalidPaymentConfigError,
  InvalidRecipientError,
  PaymentFailedError,
  UnableToGetQuoteError,
} from './pay';
import { NodeError, UserRejectedError, WalletRpcError } from './rpc';
import {
  InternalSdkError,
  NotConfiguredError,
  NotFoundError,
  NotInitializedError,
  UnknownError,
  UnsupportedError,
} from './sdk';
import {
  InvalidAddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidChainIdError,
  InvalidInputError,
  RateLimitedError,
} from './validation';

/** A kind of WalletDockError: the class of one code (instanceof tells it), with that code and a literal `name`. */
export interface ErrorKind<C extends WalletDockErrorCode> {
  new (message: string, options?: ErrorKindOptions): WalletDockErrorOf<C>;
  readonly prototype: WalletDockErrorOf<C>;
}

const KINDS: { readonly [C in WalletDockErrorCode]: ErrorKind<C> } = {
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
  INVALID_RECIPIENT: InvalidRecipientError,
  INVALID_ASSET: InvalidAssetError,
  INVALID_AMOUNT: InvalidAmountError,
  INVALID_PAYMENT_CONFIG: InvalidPaymentConfigError,
  ASSET_NOT_SUPPORTED: AssetNotSupportedError,
  UNABLE_TO_GET_QUOTE: UnableToGetQuoteError,
  PAYMENT_FAILED: PaymentFailedError,
  UNKNOWN: UnknownError,
};

/** The class of a code's kind: `errorKind('USER_REJECTED') === UserRejectedError`. */
export function errorKind<C extends WalletDockErrorCode>(code: C): ErrorKind<C> {
  return KINDS[code];
}

/** A new error of a code's kind: `errorOfCode("Network not found", { code: 'NOT_FOUND' })` is a NotFoundError. */
export function errorOfCode<C extends WalletDockErrorCode>(
  message: string,
  options: WalletDockErrorOptions & { code: C },
): WalletDockErrorOf<C> {
  const { code, ...rest } = options;
  return new (errorKind(code))(message, rest);
}
