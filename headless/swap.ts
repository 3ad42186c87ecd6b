/**
 * walletdock/swap: the Swap hooks (`useSwapTokens`, `useSwapQuote`, `useSwap`), on a subpath of their own for the
 * reason walletdock/send gives: an app's start-up code never holds them.
 *
 * @packageDocumentation
 * @module walletdock/swap
 */
export { useSwap, type UseSwapParameters, type UseSwapReturnType } from './react/hooks/useSwap';
export { useSwapQuote, type UseSwapQuoteParameters, type UseSwapQuoteReturnType } from './react/hooks/useSwapQuote';
export { useSwapTokens, type UseSwapTokensParameters, type UseSwapTokensReturnType } from './react/hooks/useSwapTokens';
