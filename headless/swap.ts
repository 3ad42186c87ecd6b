/**
 * walletdock/swap: the Swap hooks (`useSwapTokens`, `useSwapQuote`, `useSwap`), on a subpath of their own for the
 * reason walletdock/send gives: an app's start-up code never holds them.
 *
 * @packageDocumentation
 * @module walletdock/swap
 */
export { useSwap } from './react/hooks/useSwap';
export { useSwapQuote } from './react/hooks/useSwapQuote';
export { useSwapTokens } from './react/hooks/useSwapTokens';
