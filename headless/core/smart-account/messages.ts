// Texts of the smart-account capability (headless/core/smart-account), apart from error-messages.ts like the other
// capabilities' (send, swap, names, on-ramp): a bundler keeps a whole texts file wherever one text of it is used, so
// texts only on-demand code reads stay out of every app's start-up chunk. The spec names the rules, not these words.

/** A smart account's calls (wallet_sendCalls / a user operation) must each name a 0x target and 0x data (EIP-5792 wallet_sendCalls). */
export const sendCallsInvalid = 'Each call needs a 0x target address, and its data must start with 0x';
/** The bundler refused a user operation (no funds, bad signature, a call that reverts in simulation): nothing was sent. */
export const userOperationRejected = (reason: string) => `The bundler rejected the user operation: ${reason}`;
