// The texts a transfer fails with, shared by the namespaces' transfer clients, the adapters, Send and the smart
// account: a receiver that is not an address, a missing amount, a namespace that cannot send, a reverted
// transaction, a receipt that never came. Apart from error-messages.ts (in every app's start-up chunk) because only
// code that sends reads them; imported as a namespace (`import * as TransferMessages`).
export const sendAmountRequired = 'Amount is required';
export const sendReceiverInvalid = 'Invalid receiver address';
export const sendNamespaceUnsupported = (namespace: string) =>
  `Sending is not supported on ${namespace}: only eip155 and solana are sendable`;
export const transactionReverted = 'The transaction was reverted';
/** viem's words for the same time-out (WaitForTransactionReceiptTimeoutError). */
export const receiptTimedOut = (hash: string) =>
  `Timed out while waiting for transaction with hash "${hash}" to be confirmed.`;
