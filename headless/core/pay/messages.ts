// The texts of Pay's refusals beyond the codes' own (model/error-messages.ts), in the spec's words; the modal shows
// them as they are and the locales translate the views' texts, not these (like every catalogue text).
export const invalidConfigWith = (issue: string) =>
  issue === '' ? 'Invalid payment configuration' : `Invalid payment configuration: ${issue}`;
export const unknownNetwork = (network: string) =>
  `Invalid payment configuration: the network "${network}" is not one of this instance's networks`;
export const namespaceNotPayable = (namespace: string) =>
  `Asset not supported: payments on ${namespace} networks are not supported`;
export const nativeDecimals = (expected: number, given: number) =>
  `Invalid asset specified: the native coin has ${expected} decimals, the metadata says ${given}`;
export const amountNotNumber = 'Invalid payment amount: the amount must be a number';
export const amountNotPositive = 'Invalid payment amount: the amount must be greater than 0';
export const amountTooManyDecimals = (symbol: string, decimals: number) =>
  `Invalid payment amount: ${symbol} has at most ${decimals} decimals`;
export const payFeatureOff = 'Pay is off: set `features: { pay: true }` in createWalletDock to accept payments';
export const notConnected = 'Connect a wallet to pay';
export const wrongNetwork = (network: string) => `Switch to ${network} to pay`;
export const paymentTimedOut = (ms: number) => {
  const [count, unit] = ms >= 60_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.ceil(ms / 1000), 'second'];
  return `The payment was not completed within ${count} ${unit}${count === 1 ? '' : 's'}`;
};
export const paymentReverted = 'The payment transaction failed on chain: nothing was paid';
export const noPayment = 'No payment to pay: open one with pay() or openPay() first';
export const paymentCancelled = 'The payment was cancelled';
export const paymentReplaced = 'Another payment was started before this one settled';
export const paymentFailedAfterSend = (hash: string) =>
  `The payment was sent (${hash}) but did not complete: nothing more is sent until it settles`;
export const exchangeFailed = (reason: string | undefined) =>
  reason ? `The exchange did not pay: ${reason}` : 'The exchange did not pay: start it again or pay with a wallet';
export const exchangeTimedOut = 'The exchange did not pay in time: start it again or pay with a wallet';
export const unknownExchange = (id: string) => `No exchange "${id}" is offered for this payment`;
