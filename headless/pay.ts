/**
 * walletdock/pay: a payment through the modal, with AppKit Pay's names: `pay`, `openPay`, `usePay`, and `usePayment`
 * for the current payment (what the Pay views use). On a subpath of its own for the reason walletdock/send gives, and
 * light itself: with `features.pay` off (the default) `pay()` rejects and nothing more downloads; the rules and routes
 * load when a payment starts.
 *
 * @packageDocumentation
 * @module walletdock/pay
 */
export { openPay, pay, PAY_TIMEOUT_MS } from './core/pay/pay';
export type { Payment, PaymentAsset, PayOptions, PayWithExchangeOptions } from './core/pay/options';
export type {
  PayConversion,
  PayConversionState,
  PayConversionStep,
  PayConversionStepName,
  PayExchangeSessionState,
  PaymentResult,
  PayQuote,
  PayResult,
  PayRoute,
  PayState,
  PayStatus,
  PayStep,
} from './core/pay/state';
export type { PayExchange } from './core/api/pay-exchange-schemas';
export { usePay, type UsePayParameters, type UsePayReturnType } from './react/hooks/usePay';
export { usePayment, type UsePaymentReturnType } from './react/hooks/usePayment';
export { usePayExchanges, type UsePayExchangesReturnType } from './react/hooks/usePayExchanges';
export { usePayConversions, type UsePayConversionsReturnType } from './react/hooks/usePayConversions';
export {
  AssetNotSupportedError,
  InvalidAmountError,
  InvalidAssetError,
  InvalidPaymentConfigError,
  InvalidRecipientError,
  PaymentFailedError,
  UnableToGetQuoteError,
} from './core/model/errors/pay';
