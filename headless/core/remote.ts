/**
 * The hosted-API clients of an instance (wallet directory, analytics), loaded on first use by
 * dynamic import: an app that only uses the connection hooks never downloads them, and nothing
 * is requested without a projectId.
 */
import type { Analytics } from './api/analytics';
import type { WalletDirectory, WalletDirectoryOptions } from './api/directory';
import type { EventSink, WalletDockEvent } from './events';

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
    (loading ??= import('./api/directory').then(({ createWalletDirectory }) => {
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
  'getWallets', 'fetchFeatured', 'fetchExcludedWallets', 'fetchRecommended', 'fetchPage', 'search', 'fetchAllowedOrigins',
  'fetchAnalyticsEnabled',
] as const satisfies readonly (keyof WalletDirectory)[];
const URL_METHODS = [
  'walletImageUrl', 'assetImageUrl', 'currencyImageUrl', 'tokenImageUrl',
] as const satisfies readonly (keyof WalletDirectory)[];

/**
 * The event sink that forwards tracked events to analytics when it is on and a projectId is set
 * (otherwise undefined: nothing to load, nothing to send).
 */
export function analyticsSink(options: RemoteOptions, directory: WalletDirectory): EventSink | undefined {
  if (!options.projectId || !options.analytics) return undefined;
  let analytics: Promise<{ client: Analytics; names: readonly string[] }> | undefined;
  const load = async () => {
    const [{ createAnalytics }, { ANALYTICS_EVENTS }] = await Promise.all([
      import('./api/analytics'),
      import('./schemas/analytics'),
    ]);
    const client = createAnalytics({ projectId: options.projectId, baseUrl: options.analyticsUrl, fetch: options.fetch });
    // The project's remote switch decides; a failed config fetch turns analytics off (SPEC §8).
    await client.loadConfig(directory);
    return { client, names: ANALYTICS_EVENTS };
  };
  return (event: WalletDockEvent) => {
    if (event.data.event === 'MODAL_CREATED') return;
    analytics ??= load();
    void analytics
      .then(({ client, names }) => {
        if (!names.includes(event.data.event)) return;
        return client.track(event.data.event as Parameters<Analytics['track']>[0], {
          properties: event.data.properties,
          address: options.address(),
        });
      })
      .catch(() => undefined);
  };
}
