/** createWalletDock options (SPEC §3 "Options") and their validation. */
import type { ChainNamespace } from '../model/caip';
import { DEFAULT_FEATURES, type AccountType, type FeatureName } from '../model/constants';
import { WalletDockError } from '../model/errors';
import * as ErrorMessages from '../model/error-messages';
import type { KeyValueStorage } from '../model/storage';
import type { AdapterDefinition } from '../adapters/types';
import type { NetworkInput } from './network';
import type { AppMetadata } from '../model/entities';
import type { EmbeddedWalletFactory } from '../embedded/types';
import type { OnrampConfig } from '../onramp/providers';
import type { Locale } from '../i18n/locales';

/** App metadata shown to wallets (SPEC §3; the shape of schemas/entities). */
export type { AppMetadata };

/** A wallet the host adds to the list by hand. */
export interface CustomWallet {
  id: string;
  name: string;
  homepage?: string;
  image_url?: string;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
  rdns?: string | null;
}

/** The modal's colour scheme. */
export type ThemeMode = 'dark' | 'light';
/** Theme variables by name (e.g. '--wd-accent'). */
export type ThemeVariables = Readonly<Record<string, string | number>>;

/** Options of createWalletDock. */
export interface WalletDockOptions {
  /** Hosted-API project id; without it nothing is fetched from a remote host. */
  projectId?: string;
  metadata?: AppMetadata;
  /** The networks, first the default; viem chains are read as eip155. */
  networks: readonly [NetworkInput, ...NetworkInput[]];
  /** One adapter per namespace (e.g. `eip155Adapter()`); none means WalletConnect-only. */
  adapters?: readonly AdapterDefinition[];
  features?: Partial<Record<FeatureName, boolean>>;
  customWallets?: readonly CustomWallet[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  featuredWalletIds?: readonly string[];
  /**
   * Tokens to read directly from the chain when neither the wallet nor the blockchain API reports balances, by
   * CAIP-2 network id: `{ 'eip155:1': { address: '0x…' } }`, or a list per network. Read with multicall3 when the
   * network (a viem chain) names it.
   */
  tokens?: Readonly<Record<string, TokenOption | readonly TokenOption[]>>;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /**
   * The interface language, a BCP 47 tag ("de", "pt-BR", "zh-Hant"…; "en-XA" is the pseudo-locale). Without it, the
   * first of the browser's languages that walletdock ships, else English; a tag it does not ship shows English and
   * warns once. Change it at run time with `useLocale().setLocale`.
   */
  locale?: Locale | (string & {});
  /** RPC URLs by CAIP-2 network id, used instead of the networks' own. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>;
  debug?: boolean;
  /** Embedded mode: the modal is part of the page; closing returns to Account or Connect. */
  enableEmbedded?: boolean;
  /** Sign-in (SIWX); the sign-in feature reads it. Conflicts with siweConfig. */
  siwx?: unknown;
  /** Legacy sign-in config; conflicts with siwx. */
  siweConfig?: unknown;
  /** Storage backend (default: localStorage in a browser, memory on the server). */
  storage?: KeyValueStorage;
  /** Network switching from the modal (default true). */
  enableNetworkSwitch?: boolean;
  /** Accept a wallet on a network the host did not configure (default false). */
  allowUnsupportedChain?: boolean;
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  /**
   * The blockchain API serving balances, activity and identity: any server that speaks it, such as walletdock's own
   * (`npm run api`, `createBlockchainApi` from walletdock/server/node). Default: the hosted API, only when a
   * projectId is set; without either, balances come from the wallet or the RPC and activity stays empty.
   */
  blockchainApiUrl?: string;
  /**
   * Buy (on-ramp): the providers offered, in order (default Coinbase through the blockchain API's generator). Each
   * provider's own keys go here; see OnrampProviderConfig.
   */
  onramp?: OnrampConfig;
  /** Hosted API hosts (default: the public ones) and a fetch to reach them. */
  api?: { directoryUrl?: string; analyticsUrl?: string; fetch?: typeof fetch };
  /** Overrides the phone detection (default: user agent, read when needed). */
  isMobile?: () => boolean;
  /**
   * Email and social login with a wallet in a secure frame: `embeddedWallet({ frameUrl })` from
   * `walletdock/embedded`. The frame loads only when a login starts, or at start after one was used on this device.
   */
  embeddedWallet?: EmbeddedWalletFactory;
}

/** A token of the `tokens` option: its contract address and, optionally, an image URL. */
export interface TokenOption {
  address: string;
  image?: string;
}

/** Resolved feature switches. */
export type Features = Readonly<Record<FeatureName, boolean>>;

/** Whether the host configured sign-in (`siwx` or the legacy `siweConfig`). */
export function signInConfigured(options: Pick<WalletDockOptions, 'siwx' | 'siweConfig'>): boolean {
  return options.siwx !== undefined || options.siweConfig !== undefined;
}

/** A legacy `siweConfig` without `required` requires sign-in (how that option always behaved). */
export const SIWE_REQUIRED_DEFAULT = true;

/** Throws the spec's messages for options that cannot work together. */
export function validateOptions(options: WalletDockOptions): void {
  if (options.siwx !== undefined && options.siweConfig !== undefined) {
    throw new WalletDockError(ErrorMessages.bothSiweConfigAndSiwx, { code: 'INVALID_INPUT' });
  }
}

/** The feature switches with the defaults filled in. */
export function resolveFeatures(features: WalletDockOptions['features']): Features {
  return { ...DEFAULT_FEATURES, ...features };
}

/** Phone detection from the user agent; only ever called at run time, never at import. */
export function detectMobile(): boolean {
  const ua = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? '';
  return /Android|iPhone|iPad|iPod|Mobile/i.test(ua);
}

/** The host's tokens of one network, as a list. */
export function tokensOf(tokens: WalletDockOptions['tokens'], caipNetworkId: string): readonly TokenOption[] {
  const entry = tokens?.[caipNetworkId];
  if (!entry) return [];
  return Array.isArray(entry) ? entry : [entry as TokenOption];
}
