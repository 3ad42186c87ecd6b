// The send form's texts (the spec names the rules, not the texts; these are ours, in the catalogue's plain style).
// The texts a transfer itself fails with, which the namespaces' transfer clients share, are in
// model/transfer-messages.ts. Apart from error-messages.ts (in every app's start-up chunk: a bundler such as esbuild
// keeps there every text any chunk uses); imported as a namespace like it (`import * as SendErrorMessages`).
export const sendAmountNotNumber = 'Amount must be a number';
export const sendAmountNotPositive = 'Amount must be greater than 0';
export const sendAmountTooManyDecimals = (symbol: string, decimals: number) =>
  `${symbol} has at most ${decimals} decimal${decimals === 1 ? '' : 's'}`;
export const sendReceiverRequired = 'Receiver address is required';
export const sendReceiverChecksum = 'Invalid receiver address: its mixed-case checksum does not match';
export const sendTokenRequired = 'Token is required';
export const sendTokenOtherNetwork = (symbol: string) =>
  `${symbol} is on another network: switch to its network to send it`;
/** The node error "insufficient funds", caught before the wallet is asked. */
export const insufficientFunds = (symbol: string, forFee: boolean) =>
  `Insufficient funds: not enough ${symbol} for ${forFee ? 'the amount and the network fee' : 'the amount'}`;
export const insufficientFundsForFee = (symbol: string) =>
  `Insufficient funds: not enough ${symbol} for the network fee`;
export const sendBelowAccountMinimum = (minimum: string) =>
  `Amount too small: a new account must receive at least ${minimum} to exist`;
export const sendRemainderBelowMinimum = (minimum: string) =>
  `The rest of the balance would fall below ${minimum}, which an account must keep: send all of it or less`;
