/**
 * walletdock/onramp: the Buy (on-ramp) hooks, on a subpath of their own for the reason walletdock/send gives: an
 * app's start-up code never holds them.
 *
 * @packageDocumentation
 * @module walletdock/onramp
 */
export { useOnrampOptions } from './react/hooks/useOnrampOptions';
export { useOnrampProviders } from './react/hooks/useOnrampProviders';
export { useOnrampQuote } from './react/hooks/useOnrampQuote';
export { useOnrampUrl } from './react/hooks/useOnrampUrl';
