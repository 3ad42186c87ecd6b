// Wallet-directory client.
// Stateless: the store keeps Wallet state; this file only asks the directory and shapes replies.
import {
  RECOMMENDED_WALLETS_SIZE,
  WALLET_IMAGE_PREFETCH,
  WALLET_PAGE_SIZE,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLET_SEARCH_SIZE,
} from '../model/constants';
import {
  allowedOriginsResponseSchema,
  analyticsConfigResponseSchema,
  getWalletsResponseSchema,
  type GetWalletsResponse,
  type WalletDirectoryItem,
} from './schemas';
import { createHostedApiClient, DEFAULT_DIRECTORY_URL, type HostedApiOptions } from '../api/sdk';

/** Query of the directory's GET /getWallets. */
export interface GetWalletsParams {
  page: number;
  entries: number;
  include?: readonly string[];
  exclude?: readonly string[];
  search?: string;
  badge_type?: string;
  /** CAIP-2 network ids; the directory returns wallets supporting any of them. */
  chains?: readonly string[];
}

/** Options of createWalletDirectory: the instance options that shape directory queries. */
export interface WalletDirectoryOptions extends HostedApiOptions {
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  /** Requested CAIP-2 network ids, read at each call (the network list may change). */
  chains?: () => readonly string[];
  /** Injected for tests; defaults to setTimeout. */
  wait?: (ms: number) => Promise<void>;
}

/** Per-call options: an abort signal and the requested networks (overriding `options.chains`). */
export interface CallOptions {
  signal?: AbortSignal;
  chains?: readonly string[];
}

/** One fetched page of the all-wallets list. */
export interface WalletPage extends GetWalletsResponse {
  page: number;
}

/** The directory client; every method returns empty results, without a request, when there is no projectId. */
export interface WalletDirectory {
  /** False without a projectId: nothing will ever be requested. */
  readonly enabled: boolean;
  getWallets(params: GetWalletsParams, signal?: AbortSignal): Promise<GetWalletsResponse>;
  /** Featured wallets in the order of `featuredWalletIds` (entries = number of ids). */
  fetchFeatured(signal?: AbortSignal): Promise<WalletDirectoryItem[]>;
  /** Directory entries of `excludeWalletIds` (their rdns and names hide matching connectors). */
  fetchExcludedWallets(signal?: AbortSignal): Promise<WalletDirectoryItem[]>;
  /** Page 1 of 4, excluding excluded, featured and installed wallets. */
  fetchRecommended(options?: { installedIds?: readonly string[] } & CallOptions): Promise<GetWalletsResponse>;
  /** Page N of 40, excluding excluded and featured wallets plus `exclude` (e.g. the recommended ones). */
  fetchPage(page: number, options?: { exclude?: readonly string[] } & CallOptions): Promise<WalletPage>;
  /** 100 entries matching `search`; never resolves sooner than 300 ms after the call. */
  search(search: string, options?: { badge?: string } & CallOptions): Promise<WalletDirectoryItem[]>;
  /** GET /projects/v1/origins; any failure gives an empty list. */
  fetchAllowedOrigins(signal?: AbortSignal): Promise<string[]>;
  /** GET /getAnalyticsConfig; any failure turns analytics off. */
  fetchAnalyticsEnabled(signal?: AbortSignal): Promise<boolean>;
  walletImageUrl(imageId: string): string | undefined;
  assetImageUrl(imageId: string): string | undefined;
  currencyImageUrl(currency: string): string | undefined;
  tokenImageUrl(symbol: string): string | undefined;
}

const EMPTY: GetWalletsResponse = { count: 0, data: [] };
const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const uniq = (ids: readonly (string | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** Creates the directory client. Making it sends nothing. */
export function createWalletDirectory(options: WalletDirectoryOptions = {}): WalletDirectory {
  const { projectId } = options;
  const enabled = !!projectId;
  const wait = options.wait ?? defaultWait;
  const http = createHostedApiClient(options, DEFAULT_DIRECTORY_URL);
  const featuredIds = options.featuredWalletIds ?? [];
  const chains = (call: CallOptions) => call.chains ?? options.chains?.() ?? [];

  function getWallets(params: GetWalletsParams, signal?: AbortSignal): Promise<GetWalletsResponse> {
    if (!enabled) return Promise.resolve(EMPTY);
    const { page, entries, include, exclude, search, badge_type } = params;
    const query = { page, entries, include, exclude, search, badge_type, chains: params.chains };
    return http.get('/getWallets', getWalletsResponseSchema, { query, signal });
  }

  async function fetchFeatured(signal?: AbortSignal): Promise<WalletDirectoryItem[]> {
    // No featured ids: nothing to feature, so nothing is asked (the recommended 4 fill that place).
    if (!enabled || featuredIds.length === 0) return [];
    const { data } = await getWallets({ page: 1, entries: featuredIds.length, include: featuredIds }, signal);
    return [...data].sort((a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id));
  }

  async function fetchExcludedWallets(signal?: AbortSignal): Promise<WalletDirectoryItem[]> {
    const ids = options.excludeWalletIds ?? [];
    if (!enabled || ids.length === 0) return [];
    return (await getWallets({ page: 1, entries: ids.length, include: ids }, signal)).data;
  }

  function fetchRecommended(opts: { installedIds?: readonly string[] } & CallOptions = {}) {
    const exclude = uniq([...(options.excludeWalletIds ?? []), ...featuredIds, ...(opts.installedIds ?? [])]);
    const params = { page: 1, entries: RECOMMENDED_WALLETS_SIZE, include: options.includeWalletIds, exclude };
    return getWallets({ ...params, chains: chains(opts) }, opts.signal);
  }

  async function fetchPage(page: number, opts: { exclude?: readonly string[] } & CallOptions = {}) {
    const exclude = uniq([...(opts.exclude ?? []), ...(options.excludeWalletIds ?? []), ...featuredIds]);
    const params = {
      page,
      entries: WALLET_PAGE_SIZE,
      include: options.includeWalletIds,
      exclude,
      chains: chains(opts),
    };
    return { page, ...(await getWallets(params, opts.signal)) };
  }

  async function search(text: string, opts: { badge?: string } & CallOptions = {}) {
    const params: GetWalletsParams = {
      page: 1,
      entries: WALLET_SEARCH_SIZE,
      search: text.trim(),
      badge_type: opts.badge,
      include: options.includeWalletIds,
      exclude: options.excludeWalletIds,
      chains: chains(opts),
    };
    // The floor keeps the list from flickering while the user types, even when the reply is instant.
    const [result] = await Promise.all([getWallets(params, opts.signal), wait(WALLET_SEARCH_MIN_WAIT_MS)]);
    return result.data;
  }

  async function fetchAllowedOrigins(signal?: AbortSignal): Promise<string[]> {
    if (!enabled) return [];
    try {
      return (await http.get('/projects/v1/origins', allowedOriginsResponseSchema, { signal })).allowedOrigins;
    } catch {
      return [];
    }
  }

  async function fetchAnalyticsEnabled(signal?: AbortSignal): Promise<boolean> {
    if (!enabled) return false;
    try {
      return (await http.get('/getAnalyticsConfig', analyticsConfigResponseSchema, { signal })).isAnalyticsEnabled;
    } catch {
      return false;
    }
  }

  const image = (path: string) => (id: string) => (enabled ? http.url(`${path}/${encodeURIComponent(id)}`) : undefined);

  return {
    enabled,
    getWallets,
    fetchFeatured,
    fetchExcludedWallets,
    fetchRecommended,
    fetchPage,
    search,
    fetchAllowedOrigins,
    fetchAnalyticsEnabled,
    walletImageUrl: image('/getWalletImage'),
    assetImageUrl: image('/public/getAssetImage'),
    currencyImageUrl: image('/public/getCurrencyImage'),
    tokenImageUrl: image('/public/getTokenImage'),
  };
}

/** Image URLs worth preloading for a freshly fetched page: the first 20 wallets. */
export function walletImagesToPrefetch(directory: WalletDirectory, page: readonly WalletDirectoryItem[]): string[] {
  return page
    .slice(0, WALLET_IMAGE_PREFETCH)
    .map((w) => (w.image_id ? directory.walletImageUrl(w.image_id) : undefined))
    .filter((url): url is string => !!url);
}
