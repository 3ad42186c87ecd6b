// The options of createWalletDock and their validation: the options capabilities read too (DockCoreOptions, one
// floor down) plus those only the wiring here reads.
import type { ChainNamespace } from '../model/caip';
import { DEFAULT_FEATURES, type AccountType, type FeatureName } from '../model/constants';
import { InvalidInputError } from '../model/errors/validation';
import * as ErrorMessages from '../model/error-messages';
import type { KeyValueStorage } from '../model/storage';
import type { AdapterDefinition } from '../adapters/types';
import type { NetworkInput } from '../model/network';
import type { CustomWallet } from '../directory/wallet-list';
import type { ThemeModeSetting, ThemeVariables } from '../modal/theme';
import type { DockCoreOptions } from '../instance/options';
import type { EmbeddedWalletFactory } from '../embedded/types';
import type { OnrampConfig } from '../onramp/providers';
import type { Locale } from '../i18n/locales';
import { checkLegalUrls } from '../connection/connect-gate';

/** Options of createWalletDock. */
export interface WalletDockOptions extends DockCoreOptions {
  /** The networks, first the default; viem chains are read as eip155. */
  networks: readonly [NetworkInput, ...NetworkInput[]];
  /** One adapter per namespace (e.g. `eip155Adapter()`); none means WalletConnect-only. */
  adapters?: readonly AdapterDefinition[];
  customWallets?: readonly CustomWallet[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  featuredWalletIds?: readonly string[];
  /**
   * Your terms of service (an absolute http(s) URL): Connect's footer links it ("By connecting your wallet, you agree
   * to our Terms of Service…"), or with `features.legalCheckbox` a checkbox the visitor ticks before connecting.
   */
  termsConditionsUrl?: string;
  /** Your privacy policy (an absolute http(s) URL), linked beside the terms. */
  privacyPolicyUrl?: string;
  /** 'system' (default: follows the visitor's `prefers-color-scheme` as it changes), 'light' or 'dark'. */
  themeMode?: ThemeModeSetting;
  /**
   * The modal's theme variables by walletdock's names (`--wd-accent` …) or AppKit's (`--w3m-accent`, `--apkt-accent`
   * …, read as walletdock's); any other name is a type error, and from untyped code one console warning.
   */
  themeVariables?: ThemeVariables;
  /**
   * The interface language, a BCP 47 tag ("de", "pt-BR", "zh-Hant"…; "en-XA" is the pseudo-locale). Without it, the
   * first of the browser's languages that walletdock ships, else English; a tag it does not ship shows English and
   * warns once. Change it at run time with `useLocale().setLocale`.
   */
  locale?: Locale | (string & {});
  /** Embedded mode: the modal is part of the page; closing returns to Account or Connect. */
  enableEmbedded?: boolean;
  /** Storage backend (default: localStorage in a browser, memory on the server). */
  storage?: KeyValueStorage;
  /** Network switching from the modal (default true). */
  enableNetworkSwitch?: boolean;
  /** Accept a wallet on a network the host did not configure (default false). */
  allowUnsupportedChain?: boolean;
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  /**
   * Buy (on-ramp): the providers offered, in order (default Coinbase through the blockchain API's generator). Each
   * provider's own keys go here; see OnrampProviderConfig.
   */
  onramp?: OnrampConfig;
  /** Overrides the phone detection (default: user agent, read when needed). */
  isMobile?: () => boolean;
  /**
   * Email and social login with a wallet in a secure frame: `embeddedWallet({ frameUrl })` from
   * `walletdock/embedded`. The frame loads only when a login starts, or at start after one was used on this device.
   */
  embeddedWallet?: EmbeddedWalletFactory;
  /**
   * How long (ms) a wallet is given to answer a connect, a signature, a send or a network switch before the request
   * fails with a RequestTimeoutError ("Connection timeout. Please try again." for a connect) and the modal offers Try
   * again (default 30000). An answer that comes later is not acted on: a late connect is undone.
   */
  walletRequestTimeoutMs?: number;
}

/** Resolved feature switches. */
export type Features = Readonly<Record<FeatureName, boolean>>;

/** The feature switches `dock.setFeatures` changes while the page runs (the others are read once, at creation). */
export type RuntimeFeatures = Partial<Pick<Features, 'legalCheckbox' | 'collapseWallets'>>;

/** Whether the host configured sign-in (`siwx` or the legacy `siweConfig`). */
export function signInConfigured(options: Pick<WalletDockOptions, 'siwx' | 'siweConfig'>): boolean {
  return options.siwx !== undefined || options.siweConfig !== undefined;
}

/** Throws the spec's messages for options that cannot work together. */
export function validateOptions(options: WalletDockOptions): void {
  if (options.siwx !== undefined && options.siweConfig !== undefined) {
    throw new InvalidInputError(ErrorMessages.bothSiweConfigAndSiwx);
  }
  const timeout = options.walletRequestTimeoutMs;
  if (timeout !== undefined && !(Number.isFinite(timeout) && timeout > 0)) {
    throw new InvalidInputError(ErrorMessages.invalidWalletRequestTimeout(timeout));
  }
  checkLegalUrls(options);
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
