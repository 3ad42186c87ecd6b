// Swap's own texts (the spec's are "Network not supported for Swaps" and "... for Gas Price", in error-messages.ts):
// part of the catalogue, apart from error-messages.ts because that module is in every app's start-up chunk and a
// bundler keeps there every text any chunk uses. Imported as a namespace like it (`import * as SwapErrorMessages`).
export const swapsNeedApi =
  'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)';
export const swapTokensRequired = 'Choose the tokens to swap';
export const swapSameToken = 'Choose two different tokens';
export const swapAmountInvalid = (decimals: number) => `Enter an amount above 0 with at most ${decimals} decimals`;
export const swapInsufficientBalance = (symbol: string) => `Insufficient ${symbol} balance`;
export const swapPriceMoved = (slippage: number) =>
  `The price moved beyond the ${slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again`;
export const swapReverted =
  'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed';
export const swapApprovalReverted = 'The approval was reverted on chain';
export const swapReceiptTimedOut = (hash: string) =>
  `Transaction ${hash} is not confirmed yet: check it on the block explorer`;
