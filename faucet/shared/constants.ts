// The faucet's constants (the test chain and the page's timings), used by the faucet's page and server only.
/** The faucet pays on the project's test chain (walletdock's TEST_CHAIN_ID names the same one; the server's CHAIN_ID may name another). */
export const FAUCET_CHAIN_ID = 33322;
/** Claim cooldown, kept client-side. */
export const FAUCET_COOLDOWN_MS = 120_000;
/** Wallet modal open time-out. */
export const FAUCET_MODAL_OPEN_TIMEOUT_MS = 30_000;
/** Browser-wallet switch and add time-outs. */
export const FAUCET_WALLET_SWITCH_TIMEOUT_MS = 10_000;
/** Toast auto-dismiss: wallet toasts and general toasts. */
export const FAUCET_WALLET_TOAST_MS = 3_000;
export const FAUCET_TOAST_MS = 5_000;
/** Disconnect warning: this many disconnects within the window. */
export const FAUCET_DISCONNECT_WARN_COUNT = 3;
export const FAUCET_DISCONNECT_WARN_WINDOW_MS = 10_000;
/** Receipt wait. */
export const FAUCET_RECEIPT_TIMEOUT_MS = 25_000;
/** Pending-transaction polling when enabled. */
export const FAUCET_PENDING_POLL_MS = 30_000;
/** Initial account detection: first delay, retries, interval. */
export const FAUCET_DETECT_DELAY_MS = 500;
export const FAUCET_DETECT_RETRIES = 3;
export const FAUCET_DETECT_INTERVAL_MS = 1_000;
/** Test chain fee rules: base fee multiplier and default priority fee. */
export const FAUCET_FEE_BASE_MULTIPLIER = 1.1;
export const FAUCET_DEFAULT_PRIORITY_FEE = 0n;
