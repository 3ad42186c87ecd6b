// The kinds of a payment (walletdock/pay) with AppKit Pay's codes: options that cannot be paid (recipient, asset,
// amount, the configuration as a whole), an asset no route serves, a quote that could not be had, and a payment that
// failed after the wallet was asked. A rejection in the wallet stays a UserRejectedError. Each carries what it is about.
import * as ErrorMessages from '../error-messages';
import { type ErrorKindOptions, WalletDockError } from './base';

/** The recipient is not an address of the payment's network ("Invalid recipient address"). */
export class InvalidRecipientError extends WalletDockError<'INVALID_RECIPIENT'> {
  override readonly name = 'InvalidRecipientError' as const;
  /** The recipient refused. */
  readonly recipient: string | undefined;
  constructor(message?: string, options: ErrorKindOptions & { recipient?: string } = {}) {
    super(message ?? ErrorMessages.invalidRecipient(options.recipient), { ...options, code: 'INVALID_RECIPIENT' });
    this.recipient = options.recipient;
  }
}

/** The asset is neither 'native' nor a token of the network, or its metadata is not one ("Invalid asset specified"). */
export class InvalidAssetError extends WalletDockError<'INVALID_ASSET'> {
  override readonly name = 'InvalidAssetError' as const;
  /** The asset refused. */
  readonly asset: string | undefined;
  constructor(message?: string, options: ErrorKindOptions & { asset?: string } = {}) {
    super(message ?? ErrorMessages.invalidAsset(options.asset), { ...options, code: 'INVALID_ASSET' });
    this.asset = options.asset;
  }
}

/** The amount is not a positive number the asset can hold ("Invalid payment amount"). */
export class InvalidAmountError extends WalletDockError<'INVALID_AMOUNT'> {
  override readonly name = 'InvalidAmountError' as const;
  /** The amount refused, as it was given. */
  readonly amount: unknown;
  constructor(message: string = ErrorMessages.invalidAmount, options: ErrorKindOptions & { amount?: unknown } = {}) {
    super(message, { ...options, code: 'INVALID_AMOUNT' });
    this.amount = options.amount;
  }
}

/** The options as a whole cannot be paid: a missing field, an unknown network ("Invalid payment configuration"). */
export class InvalidPaymentConfigError extends WalletDockError<'INVALID_PAYMENT_CONFIG'> {
  override readonly name = 'InvalidPaymentConfigError' as const;
  constructor(message: string = ErrorMessages.invalidPaymentConfig, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_PAYMENT_CONFIG' });
  }
}

/** No route of this kind can pay the asset (its network's namespace, an exchange that does not list it). */
export class AssetNotSupportedError extends WalletDockError<'ASSET_NOT_SUPPORTED'> {
  override readonly name = 'AssetNotSupportedError' as const;
  /** The payment's network (CAIP-2). */
  readonly caipNetworkId: string | undefined;
  constructor(
    message: string = ErrorMessages.assetNotSupported,
    options: ErrorKindOptions & { caipNetworkId?: string } = {},
  ) {
    super(message, { ...options, code: 'ASSET_NOT_SUPPORTED' });
    this.caipNetworkId = options.caipNetworkId;
  }
}

/** The conversion quote could not be had (the blockchain API unreachable, no route); the direct route still works. */
export class UnableToGetQuoteError extends WalletDockError<'UNABLE_TO_GET_QUOTE'> {
  override readonly name = 'UnableToGetQuoteError' as const;
  constructor(message: string = ErrorMessages.unableToGetQuote, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'UNABLE_TO_GET_QUOTE' });
  }
}

/** The payment was sent to the wallet or the chain and did not complete (a revert, a timeout); `paymentId` says which. */
export class PaymentFailedError extends WalletDockError<'PAYMENT_FAILED'> {
  override readonly name = 'PaymentFailedError' as const;
  /** The payment's id (made in the browser when it started). */
  readonly paymentId: string | undefined;
  constructor(message: string = ErrorMessages.paymentFailed, options: ErrorKindOptions & { paymentId?: string } = {}) {
    super(message, { ...options, code: 'PAYMENT_FAILED' });
    this.paymentId = options.paymentId;
  }
}
