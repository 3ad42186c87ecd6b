// The faucet's texts, in the words of the faucet's rules and messages where they have them, and plain
// words elsewhere. Two sets: the `error` texts of the API's replies (the page shows them as they come, so they are
// written for visitors) and what the page says on its own. The input checks both make share one text each.

/** Checks the page makes before it calls, and the API makes again. */
const FaucetInputMessages = {
  invalidAddress: 'Please enter a valid wallet address',
  solveCaptcha: 'Please solve the math problem',
  enterAnswer: 'Please enter an answer',
  noCaptcha: 'No captcha loaded. Please refresh.',
  incorrectAnswer: 'Incorrect answer. Try again.',
} as const;

/** The `error` texts of the faucet API's refusals (the HTTP floor's own are walletdock/server/node's HttpMessages). */
export const FaucetApiErrors = {
  ...FaucetInputMessages,
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

/** What the faucet page says on its own (toasts, the claim status, history); templated texts are functions. */
export const FaucetPageMessages = {
  ...FaucetInputMessages,
  claimFailed: 'Claim failed',
  networkError: 'Network error. Please try again.',
  verificationFailed: 'Verification failed. Please try again.',
  connectionTimeout: 'Connection timeout. Please try again.',
  openSelectorFailed: (message: string) => `Failed to open wallet selector: ${message}`,
  walletConnected: 'Wallet connected successfully!',
  walletDisconnected: 'Wallet disconnected',
  connecting: 'Connecting to wallet...',
  reconnecting: 'Reconnecting to wallet...',
  connectionFailed: (message: string) => `Connection failed: ${message}`,
  connectionError: (message: string) => `Connection error: ${message}`,
  installWallet: (wallet: string) => `Please install ${wallet} first`,
  useWallet: (wallet: string) => `Please use ${wallet} wallet`,
  alreadyOnTestChain: 'Already connected to the test chain!',
  requestCancelled: 'Request cancelled by user',
  invalidNetworkParameters: 'Invalid network parameters. Please try again.',
  walletInternalError: (wallet: string) => `${wallet} internal error. Please refresh and try again.`,
  historyLoadFailed: 'Error loading history',
  historyEmpty: 'No claims yet. Make your first claim!',
  readyToClaim: 'Ready to claim!',
} as const;
