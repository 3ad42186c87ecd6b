/**
 * walletdock/onramp: the Buy (on-ramp) hooks, on a subpath of their own for the reason walletdock/send gives: an
 * app's start-up code never holds them.
 *
 * @packageDocumentation
 * @module walletdock/onramp
 */
export { useOnrampOptions, type UseOnrampOptionsParameters } from './react/hooks/useOnrampOptions';
export { useOnrampProviders, type UseOnrampProvidersReturnType } from './react/hooks/useOnrampProviders';
export { useOnrampQuote, type UseOnrampQuoteParameters } from './react/hooks/useOnrampQuote';
export { useOnrampUrl, type UseOnrampUrlParameters, type UseOnrampUrlReturnType } from './react/hooks/useOnrampUrl';
