/**
 * walletdock/onramp: the Buy (on-ramp) hooks, on a subpath of their own for the reason walletdock/send gives: an
 * app's start-up code never holds them.
 *
 * @packageDocumentation
 * @module walletdock/onramp
 */
export { useOnrampOptions, useOnrampProviders, useOnrampQuote, useOnrampUrl } from './react/hooks/useOnrampOptions';
