// The send form's texts (the spec names the rules, not the texts; these are ours, in the catalogue's plain style).
// Part of the catalogue, apart from error-messages.ts because that module is in every app's start-up chunk and a
// bundler such as esbuild keeps there every text any chunk uses; these are used only by code that loads on demand.
// Imported as a namespace like it (`import * as SendErrorMessages`).
export const sendAmountRequired = 'Amount is required';
export const sendAmountNotNumber = 'Amount must be a number';
export const sendAmountNotPositive = 'Amount must be greater than 0';
export const sendAmountTooManyDecimals = (symbol: string, decimals: number) =>
  `${symbol} has at most ${decimals} decimal${decimals === 1 ? '' : 's'}`;
export const sendReceiverRequired = 'Receiver address is required';
export const sendReceiverInvalid = 'Invalid receiver address';
export const sendReceiverChecksum = 'Invalid receiver address: its mixed-case checksum does not match';
export const sendTokenRequired = 'Token is required';
export const sendTokenOtherNetwork = (symbol: string) => `${symbol} is on another network: switch to its network to send it`;
export const sendNamespaceUnsupported = (namespace: string) =>
  `Sending is not supported on ${namespace}: only eip155 and solana are sendable`;
/** The node error "insufficient funds", caught before the wallet is asked. */
export const insufficientFunds = (symbol: string, forFee: boolean) =>
  `Insufficient funds: not enough ${symbol} for ${forFee ? 'the amount and the network fee' : 'the amount'}`;
export const insufficientFundsForFee = (symbol: string) => `Insufficient funds: not enough ${symbol} for the network fee`;
export const sendBelowAccountMinimum = (minimum: string) =>
  `Amount too small: a new account must receive at least ${minimum} to exist`;
export const sendRemainderBelowMinimum = (minimum: string) =>
  `The rest of the balance would fall below ${minimum}, which an account must keep: send all of it or less`;
export const sendReverted = 'The transaction was reverted';
/** viem's words for the same time-out (WaitForTransactionReceiptTimeoutError). */
export const receiptTimedOut = (hash: string) => `Timed out while waiting for transaction with hash "${hash}" to be confirmed.`;
