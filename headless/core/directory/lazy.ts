/**
 * The instance's wallet-directory client, loaded on first use by dynamic import: an app that only
 * uses the connection hooks never downloads it, and nothing is requested without a projectId.
 */
import type { WalletDirectory, WalletDirectoryOptions } from './client';

/** What the hosted clients are created from. */
export interface RemoteOptions extends Omit<WalletDirectoryOptions, 'wait'> {
  analytics: boolean;
  analyticsUrl?: string | undefined;
  /** The active address, added to tracked events. */
  address(): string | undefined;
}

/** A directory whose module loads on the first call; `enabled` is known at once. */
export function lazyWalletDirectory(options: RemoteOptions): WalletDirectory {
  let loaded: WalletDirectory | undefined;
  let loading: Promise<WalletDirectory> | undefined;
  const load = () =>
    (loading ??= import('./client').then(({ createWalletDirectory }) => {
      const { analytics: _a, address: _b, analyticsUrl: _c, ...directoryOptions } = options;
      return (loaded = createWalletDirectory(directoryOptions));
    }));
  const directory: Record<string, unknown> = { enabled: Boolean(options.projectId) };
  for (const key of ASYNC_METHODS) {
    directory[key] = async (...args: unknown[]) => ((await load())[key] as (...a: unknown[]) => unknown)(...args);
  }
  // Image URLs are synchronous: until the module is in, they are unknown (the UI shows a placeholder).
  for (const key of URL_METHODS) {
    directory[key] = (id: string) => {
      if (!loaded) void load();
      return loaded?.[key](id);
    };
  }
  return directory as unknown as WalletDirectory;
}

const ASYNC_METHODS = [
  'getWallets',
  'fetchFeatured',
  'fetchExcludedWallets',
  'fetchRecommended',
  'fetchPage',
  'search',
  'fetchAllowedOrigins',
  'fetchAnalyticsEnabled',
] as const satisfies readonly (keyof WalletDirectory)[];
const URL_METHODS = [
  'walletImageUrl',
  'assetImageUrl',
  'currencyImageUrl',
  'tokenImageUrl',
] as const satisfies readonly (keyof WalletDirectory)[];
