// The options every capability may read of an instance: the hosted-API project, the app's metadata, the blockchain
// API, RPC overrides, the host's tokens and the sign-in options. WalletDockOptions (dock/options.ts) is these plus
// what only the wiring reads (networks, adapters, theme, wallet list, embedded wallet, on-ramp …); they live down
// here so that a capability can name them without importing the floor that assembles the instance.
import type { FeatureName } from '../model/constants';
import type { AppMetadata } from '../model/entities';

/** A token of the `tokens` option: its contract address and, optionally, an image URL. */
export interface TokenOption {
  address: string;
  image?: string;
}

/** The options of createWalletDock that capabilities read (WalletDockOptions extends these). */
export interface DockCoreOptions {
  /** Features on or off (defaults: DEFAULT_FEATURES); e.g. `smartSessions` lets the embedded wallet grant ERC-7715 permissions. */
  features?: Partial<Record<FeatureName, boolean>>;
  /** Hosted-API project id; without it nothing is fetched from a remote host. */
  projectId?: string;
  /** App metadata shown to wallets. */
  metadata?: AppMetadata;
  /**
   * Tokens to read directly from the chain when neither the wallet nor the blockchain API reports balances, by
   * CAIP-2 network id: `{ 'eip155:1': { address: '0x…' } }`, or a list per network. Read with multicall3 when the
   * network (a viem chain) names it.
   */
  tokens?: Readonly<Record<string, TokenOption | readonly TokenOption[]>>;
  /** RPC URLs by CAIP-2 network id, used instead of the networks' own. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>;
  debug?: boolean;
  /** Sign-in (SIWX); the sign-in feature reads it. Conflicts with siweConfig. */
  siwx?: unknown;
  /** Legacy sign-in config; conflicts with siwx. */
  siweConfig?: unknown;
  /**
   * The blockchain API serving balances, activity and identity: any server that speaks it, such as walletdock's own
   * (`npm run api`, `createBlockchainApi` from walletdock/server/node). Default: the hosted API, only when a
   * projectId is set; without either, balances come from the wallet or the RPC and activity stays empty.
   */
  blockchainApiUrl?: string;
  /** Hosted API hosts (default: the public ones) and a fetch to reach them. */
  api?: { directoryUrl?: string; analyticsUrl?: string; fetch?: typeof fetch };
}

/** A legacy `siweConfig` without `required` requires sign-in (how that option always behaved). */
export const SIWE_REQUIRED_DEFAULT = true;

/** The host's tokens of one network, as a list. */
export function tokensOf(tokens: DockCoreOptions['tokens'], caipNetworkId: string): readonly TokenOption[] {
  const entry = tokens?.[caipNetworkId];
  if (!entry) return [];
  return Array.isArray(entry) ? entry : [entry as TokenOption];
}
