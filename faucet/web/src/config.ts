/**
 * Where the page's settings come from. Build time: VITE_RPC_URL (chain RPC), VITE_EXPLORER_URL (block explorer),
 * VITE_FAUCET_API_URL (API origin; default: the page's own origin, as served by the faucet server),
 * VITE_WALLETCONNECT_PROJECT_ID (enables WalletConnect pairing and the wallet directory; none: injected wallets only),
 * VITE_EMBEDDED_FRAME_URL (the wallet frame: email and social login; none: wallets only),
 * VITE_BLOCKCHAIN_API_URL (the blockchain API behind the account view's tokens, NFTs and activity; none: balances
 * from the wallet or the RPC, no activity). Demo builds also read `?rpc=`, `?api=` and `?pk=` (the development
 * wallet's key) from the address bar.
 */
import { defineChain } from 'viem';
import { FAUCET_CHAIN_ID } from '../../shared/constants';

const params = new URLSearchParams(globalThis.location?.search ?? '');
const env = import.meta.env as Record<string, string | undefined>;

/** The test chain's RPC URL. */
export const rpcUrl = (__FAUCET_DEV_WALLET__ ? params.get('rpc') : null) ?? env.VITE_RPC_URL ?? 'http://127.0.0.1:8545';

/** Block explorer base URL (transactions at `${explorerUrl}/tx/${hash}`). */
export const explorerUrl = (env.VITE_EXPLORER_URL ?? 'https://explorer.example.com').replace(/\/$/, '');

/** WalletConnect / hosted-API project id (absent: nothing is fetched from a remote host). */
export const projectId = env.VITE_WALLETCONNECT_PROJECT_ID || undefined;

/** The wallet frame's URL (its own origin), for email and social login (absent: not offered). */
export const frameUrl = env.VITE_EMBEDDED_FRAME_URL || undefined;

/** The social logins the faucet offers: email and google, x, discord, github, apple, facebook. */
export const faucetSocials = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;

/** The blockchain API (walletdock's own in `npm start`), or undefined. */
export const blockchainApiUrl =
  (__FAUCET_DEV_WALLET__ ? params.get('api') : null) ?? (env.VITE_BLOCKCHAIN_API_URL || undefined);

/** The faucet API origin ('' = same origin). */
export const apiBase = (env.VITE_FAUCET_API_URL ?? '').replace(/\/$/, '');

/** The development wallet's key in demo builds: `?pk=`, else anvil's account 1 (a devnet-only, public key). */
/** The page's language when the link names one (`?lang=de`; `en-XA` is the pseudo-locale), else the browser's. */
export const pageLocale = params.get('lang') ?? undefined;

export const devWalletKey = (params.get('pk') ??
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d') as `0x${string}`;

/** The test chain: id 33322, AVENT 18 decimals, testnet. */
export const testChain = defineChain({
  id: FAUCET_CHAIN_ID,
  name: 'Avent Testnet',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  blockExplorers: { default: { name: 'Explorer', url: explorerUrl } },
  testnet: true,
});

/** Explorer link of a transaction. */
export const txUrl = (hash: string) => `${explorerUrl}/tx/${hash}`;
