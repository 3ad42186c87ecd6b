// Texts the faucet answers with. The spec's own words where it has them (SPEC §5, §8 "Faucet messages"); plain
// words elsewhere. The page shows `error` as is, so these are written for visitors. Refusals of the HTTP floor
// (body too large, malformed JSON, unknown fields, not found…) are walletdock/server/node's HttpMessages.

/** Every error text of the faucet API. */
export const FaucetMessages = {
  invalidAddress: 'Please enter a valid wallet address',
  missingCaptcha: 'Please solve the math problem',
  wrongAnswer: 'Incorrect answer. Try again.',
  captchaExpired: 'Captcha expired or already used. Please load a new one.',
  /** Cooldown refusal; the reply also carries nextClaimAt and retryAfterSeconds. */
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before claiming again.`,
  busy: 'The faucet is busy. Please try again in a few seconds.',
  lowBalance: 'The faucet is running low on funds. Please try again later.',
  outOfFunds: 'The faucet could not pay this claim: its balance is too low. No cooldown was charged.',
  payoutFailed: 'The payout failed. No cooldown was charged; please try again.',
  outflowCap: 'The faucet has reached its hourly limit. Please try again later.',
  contractRecipient: 'Contract addresses cannot receive faucet coins. Please use a wallet address.',
  captchaRateLimited: 'Too many captcha requests. Please wait a minute.',
} as const;
