// Business constants and limits, one named export each so a bundler keeps only what is used.

// Balances and email login
/** Gate before retrying a failed token-balance fetch. */
export const TOKEN_BALANCE_RETRY_MS = 30_000;
/** Email login may be triggered once per this period. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000;

// Pairing (WalletConnect)
/** A new pairing URI lasts 4 minutes. */
export const WC_PAIRING_TTL_MS = 240_000;
/** A pairing counts as expired when this much or less remains. */
export const WC_PAIRING_REFRESH_MS = 10_000;
/** Relay heartbeat interval. */
export const RELAY_HEARTBEAT_MS = 5_000;
/** Pending promise timeout. */
export const PENDING_PROMISE_TIMEOUT_MS = 300_000;

// Caches and limits
/** Portfolio cache lifetime. */
export const PORTFOLIO_CACHE_MS = 30_000;
/** Native balance cache lifetime. */
export const NATIVE_BALANCE_CACHE_MS = 30_000;
/** Name lookup cache lifetime. */
export const NAME_CACHE_MS = 300_000;
/** Identity cache lifetime. */
export const IDENTITY_CACHE_MS = 300_000;
/** A read that failed (the RPC or the blockchain API out of reach) is asked again this often while a view shows it. */
export const READ_RECOVERY_MS = 5_000;
/** Recent wallets kept in storage. */
export const RECENT_WALLETS_MAX = 2;
/** Pending transactions limit. */
export const PENDING_TRANSACTIONS_MAX = 99;
/** Address cache and request cache entries. */
export const CACHE_MAX_ENTRIES = 8192;
/** Log buffer size. */
export const LOG_BUFFER_MAX_BYTES = 1_024_000;

// UI timings
/** When a toast is open, the next opens this long after it closes. */
export const TOAST_SWAP_DELAY_MS = 150;
/** Image preload timeout. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000;
/** Default debounce. */
export const DEBOUNCE_MS = 500;
/** Default modal width. */
export const MODAL_WIDTH_PX = 360;
/** Modal shake duration. */
export const MODAL_SHAKE_MS = 500;
/** Delay of the error toast for an unknown embedded-wallet request. */
export const EMBEDDED_UNKNOWN_REQUEST_TOAST_MS = 300;
/** Header text animation. */
export const HEADER_TEXT_ANIMATION_MS = 120;
/** Modal height animation. */
export const MODAL_HEIGHT_ANIMATION_MS = 150;
/** View transition animation. */
export const VIEW_TRANSITION_MS = 150;
/** Revoking wallet permissions on disconnect gives up after this. */
export const REVOKE_PERMISSIONS_TIMEOUT_MS = 100;

// Names (the name service's suffixes are our own: the spec names a current and a legacy one without their text)
/** Suffix of every name registered now: `alice` is registered as `alice.dock.id`. */
export const NAME_SUFFIX = '.dock.id';
/** Suffix of names registered before `.dock.id`: they still resolve (lookup, reverse, identity); none is registered under it any more. */
export const NAME_SUFFIX_LEGACY = '.wdock.id';
/** Longest name, suffix excluded (a DNS label's limit). */
export const NAME_MAX_LENGTH = 63;
/** A signed registration message is accepted for this long after its timestamp (seconds): an old signature is refused. */
export const NAME_MESSAGE_MAX_AGE_S = 600;
/** How far a registration message's timestamp may be ahead of the server's clock (seconds). */
export const NAME_MESSAGE_MAX_SKEW_S = 60;
/** How long a send waits for its receipt (or solana confirmation) before it reports a time-out. */
export const RECEIPT_TIMEOUT_MS = 25_000;
/** Balance shown for unsupported namespaces and testnets. */
export const EMPTY_BALANCE = '0.00';
/** Default big-number precision. */
export const BIG_NUMBER_DECIMALS = 20;

// Features
/** A feature switch of Options.features. */
export type FeatureName =
  | 'swaps'
  | 'onramp'
  | 'receive'
  | 'send'
  | 'email'
  | 'history'
  | 'analytics'
  | 'allWallets'
  | 'legalCheckbox'
  | 'smartSessions'
  | 'collapseWallets'
  | 'pay';
/** Default feature switches. */
export const DEFAULT_FEATURES: Readonly<Record<FeatureName, boolean>> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
};
/** Social login providers of the modal. */
export const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
/** Wallet feature order. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const;
/** Connector list section order. */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
/** Connect method order by default, and when an installed browser wallet is detected. */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const;
export const CONNECT_METHOD_ORDER_WITH_INJECTED = ['wallet', 'email', 'social'] as const;

/** Account types. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal';

// On-ramp and swap
/** Coinbase on-ramp network names; fallback is ethereum. */
export const COINBASE_ONRAMP_NETWORKS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const;
/** Default on-ramp payment limits (USD and EUR). */
export const ONRAMP_DEFAULT_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
} as const;
/** eip155 chain ids with swaps. */
export const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];
/** Swap slippage tolerance (percent). */
export const SWAP_SLIPPAGE = 1;
/** Timezones where some features are restricted. */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Hong_Kong',
  'Asia/Beijing',
] as const;

// Wallet directory
/** Featured wallets shown by default. */
export const FEATURED_WALLETS_DEFAULT = 4;
/** Recommended wallets on page 1. */
export const RECOMMENDED_WALLETS_SIZE = 4;
/** Wallet directory page size. */
export const WALLET_PAGE_SIZE = 40;
/** Images prefetched per page. */
export const WALLET_IMAGE_PREFETCH = 20;
/** Wallet search page size. */
export const WALLET_SEARCH_SIZE = 100;
/** Minimum wait of a wallet search. */
export const WALLET_SEARCH_MIN_WAIT_MS = 300;

// Embedded frame
/** Frame load time-out (iframe_load_failed). */
export const IFRAME_LOAD_TIMEOUT_MS = 20_000;
/** Time-out of email, device, OTP, social and social-redirect requests (iframe_request_timeout). */
export const IFRAME_REQUEST_TIMEOUT_MS = 30_000;
/** Sign-out wait. */
export const IFRAME_SIGN_OUT_MS = 3_000;
/** Delay after the frame reports ready. */
export const IFRAME_READY_DELAY_MS = 500;
/** Farcaster cleanup delay. */
export const FARCASTER_CLEANUP_MS = 100;
/**
 * The wagmi connector type of the embedded wallet (walletdock/embedded adds its connector to the eip155 adapter's
 * wagmi config): the eip155 adapter lists and reports it as the AUTH connector.
 */
export const EMBEDDED_WAGMI_TYPE = 'walletdockEmbedded';
/** Default embedded-wallet chain. */
export const EMBEDDED_DEFAULT_CHAIN = 'eip155:1';
/** Secure site SDK version. */
export const SECURE_SITE_SDK_VERSION = '4';

// JSON-RPC
/** HTTP transport time-out. */
export const RPC_TIMEOUT_MS = 10_000;
/** HTTP transport retries. */
export const RPC_RETRY_COUNT = 3;
/** Base retry delay (exponential backoff). */
export const RPC_RETRY_DELAY_MS = 150;
/** HTTP statuses that are retried. */
export const RPC_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];
/** JSON-RPC batch size. */
export const RPC_BATCH_SIZE = 1000;
/** Multicall batch size. */
export const MULTICALL_BATCH_SIZE = 1024;
/** Fallback transport polling interval. */
export const FALLBACK_POLLING_MS = 4_000;
/** Fallback ranking: samples, weights and ping time-out. */
export const RANK_SAMPLE_COUNT = 10;
export const RANK_WEIGHT_STABILITY = 0.7;
export const RANK_WEIGHT_LATENCY = 0.3;
export const RANK_PING_TIMEOUT_MS = 1_000;
/** Lazy chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// The test chain
/** The project's public test chain (the faucet's chain, and the devnet's): id 33322, hex 0x822a. */
export const TEST_CHAIN_ID = 33322;
/** The test chain's native coin. */
export const TEST_CHAIN_NATIVE_CURRENCY = { name: 'AVENT', symbol: 'AVENT', decimals: 18 } as const;
