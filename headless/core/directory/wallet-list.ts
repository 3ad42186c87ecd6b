/**
 * The wallet list's rules: installed connectors, recent wallets, the host's custom wallets and
 * directory wallets brought to one entry shape; the Connect view's sections (orderWalletSections);
 * the AllWallets list; and what selecting an entry does (connect, pair, or open a link).
 * Pure functions over plain data: useWalletList feeds them the instance's lists.
 */
import type { AdapterConnector } from '../adapters/types';
import { orderWalletSections, type MergedConnector, type WalletSection } from '../connection/connectors';
import type { RouterTarget } from '../modal/router';
import type { ChainNamespace } from '../model/caip';
import type { RecentWallet } from '../model/storage';
import { browseDeepLink } from './deeplink';
import type { WalletDirectoryItem } from './schemas';
// Types only: the built-in list (with its icons) is a chunk of its own, loaded by knownWalletsQueryOptions.
import type { KnownWallet, WalletInstallLinks } from './known-wallets';

/** How many built-in wallets Connect features (the directory's default featured count). */
export const KNOWN_FEATURED_COUNT = 4;

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

/**
 * One wallet as the lists show it.
 * @example
 * const entry: WalletEntry = { id: 'io.metamask', name: 'MetaMask', connectorId: 'io.metamask' };
 */
export interface WalletEntry {
  id: string;
  name: string;
  /** The whole name when `name` was cut for display (an installed wallet's): the row's accessible description. */
  fullName?: string | undefined;
  imageUrl?: string | undefined;
  /** Set when an installed connector can connect it from here. */
  connectorId?: string | undefined;
  /** Where to open a wallet that is not installed when WalletConnect is not configured. */
  link?: string | undefined;
  /** The wallet's native pairing link base (WalletConnect deep link on phones). */
  mobileLink?: string | null | undefined;
  rdns?: string | null | undefined;
  explorerId?: string | undefined;
  info?: { rdns?: string | undefined } | undefined;
  /** Where to get the wallet (the built-in wallets): selecting it without WalletConnect opens InstallWallet. */
  install?: WalletInstallLinks | undefined;
}

/** A connector as the lists get it (useConnectors: merged across chains, visible only). */
export type ListedConnector = MergedConnector<AdapterConnector>;

/** Connector types listed as installed (the others have no connect view yet). */
const INSTALLED_TYPES: ReadonlySet<string> = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);

/** True for a connector the lists show as installed (it connects on ConnectingExternal). */
export function isInstalledConnector(connector: Pick<AdapterConnector, 'type'>): boolean {
  return INSTALLED_TYPES.has(connector.type);
}

const normalise = (name: string) => name.trim().toLowerCase();

/** The installed connector a directory, custom or recent wallet corresponds to (by rdns, id or name). */
export function matchConnector(
  connectors: readonly ListedConnector[],
  wallet: { id: string; name: string; rdns?: string | null | undefined },
): ListedConnector | undefined {
  return connectors.find(
    (c) =>
      isInstalledConnector(c) &&
      ((wallet.rdns && c.info?.rdns === wallet.rdns) ||
        c.explorerId === wallet.id ||
        normalise(c.name) === normalise(wallet.name)),
  );
}

/**
 * The listed connector a connector id names: the entry itself or one of its per-chain members
 * (a wallet merged across chains connects by any of its ids).
 */
export function findListedConnector(
  connectors: readonly ListedConnector[],
  connectorId: string | undefined,
): ListedConnector | undefined {
  if (!connectorId) return undefined;
  return connectors.find((c) => c.id === connectorId || c.connectors.some((x) => x.id === connectorId));
}

const fromConnector = (c: ListedConnector): WalletEntry => ({
  id: c.id,
  name: c.name,
  fullName: c.fullName,
  imageUrl: c.imageUrl,
  connectorId: c.id,
  explorerId: c.explorerId,
  info: c.info,
});

/** What the lists are made of. */
export interface WalletListSources {
  connectors: readonly ListedConnector[];
  custom: readonly CustomWallet[];
  /** A directory image id as a URL (undefined until the directory client has loaded). */
  imageUrl(imageId: string): string | undefined;
}

function fromDirectory(sources: WalletListSources, item: WalletDirectoryItem): WalletEntry {
  return {
    id: item.id,
    name: item.name,
    imageUrl: item.image_id ? sources.imageUrl(item.image_id) : undefined,
    connectorId: matchConnector(sources.connectors, item)?.id,
    link: item.webapp_link || item.desktop_link || undefined,
    mobileLink: item.mobile_link,
    rdns: item.rdns,
  };
}

function fromKnown(sources: WalletListSources, wallet: KnownWallet): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    connectorId: matchConnector(sources.connectors, wallet)?.id,
    mobileLink: wallet.mobile_link,
    rdns: wallet.rdns,
    install: wallet.install,
  };
}

/**
 * The built-in wallets Connect features when no directory answered (`known` is what knownWalletsQueryOptions
 * loaded, empty until then): the first KNOWN_FEATURED_COUNT that are not installed (an installed one is listed as
 * such already).
 */
function knownFeatured(sources: WalletListSources, known: readonly KnownWallet[]): WalletEntry[] {
  return known
    .map((w) => fromKnown(sources, w))
    .filter((entry) => !entry.connectorId)
    .slice(0, KNOWN_FEATURED_COUNT);
}

function fromCustom(sources: WalletListSources, wallet: CustomWallet): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url,
    connectorId: matchConnector(sources.connectors, wallet)?.id,
    link: wallet.webapp_link || wallet.desktop_link || wallet.homepage || undefined,
    mobileLink: wallet.mobile_link,
    rdns: wallet.rdns,
  };
}

function fromRecent(sources: WalletListSources, wallet: RecentWallet): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url,
    connectorId: matchConnector(sources.connectors, wallet)?.id,
    rdns: wallet.rdns,
  };
}

/** The installed connectors and the host's custom wallets, as entries. */
function localEntries(sources: WalletListSources): WalletEntry[] {
  return [
    ...sources.connectors.filter(isInstalledConnector).map(fromConnector),
    ...sources.custom.map((w) => fromCustom(sources, w)),
  ];
}

/**
 * The Connect view's sections in connector type order (walletConnect, recent, injected, featured,
 * custom, external, recommended), each wallet once: installed connectors claim it first.
 */
export function walletListSections(
  sources: WalletListSources & {
    recent: readonly RecentWallet[];
    featured: readonly WalletDirectoryItem[];
    recommended: readonly WalletDirectoryItem[];
    walletConnect: boolean;
    /** The built-in wallets, featured when the directory gave neither featured nor recommended wallets. */
    known?: readonly KnownWallet[];
    /** The built-in wallets are on their way (their chunk is loading): their featured rows are pending. */
    knownLoading?: boolean;
  },
): WalletSection<WalletEntry>[] {
  const directoryAnswered = sources.featured.length > 0 || sources.recommended.length > 0;
  const knownPending = !directoryAnswered && sources.knownLoading === true && !sources.known?.length;
  const input = {
    injected: sources.connectors.filter(isInstalledConnector).map(fromConnector),
    external: sources.connectors.filter((c) => c.type === 'EXTERNAL').map(fromConnector),
    recent: sources.recent.map((w) => fromRecent(sources, w)),
    featured: directoryAnswered
      ? sources.featured.map((w) => fromDirectory(sources, w))
      : knownFeatured(sources, sources.known ?? []),
    custom: sources.custom.map((w) => fromCustom(sources, w)),
    recommended: sources.recommended.map((w) => fromDirectory(sources, w)),
  };
  return orderWalletSections<WalletEntry>(input, {
    walletConnect: sources.walletConnect,
    ...(knownPending ? { pending: { featured: KNOWN_FEATURED_COUNT } } : {}),
  });
}

/**
 * The AllWallets list: installed and custom wallets (those whose name holds `search`), then the
 * directory's wallets (its pages, or its own search results) or, without any, the built-in wallets
 * (`known`, filtered by `search` too), each wallet once.
 */
export function allWalletEntries(
  sources: WalletListSources & {
    directory: readonly WalletDirectoryItem[];
    search: string;
    known?: readonly KnownWallet[];
  },
): WalletEntry[] {
  const needle = sources.search.trim().toLowerCase();
  const matches = (e: WalletEntry) => !needle || e.name.toLowerCase().includes(needle);
  const local = localEntries(sources).filter(matches);
  const listed =
    sources.directory.length > 0
      ? sources.directory.map((w) => fromDirectory(sources, w))
      : (sources.known ?? []).map((w) => fromKnown(sources, w)).filter(matches);
  const seen = new Set<string>();
  return [...local, ...listed].filter((entry) => {
    const keys = [entry.connectorId ?? entry.id, entry.rdns].filter((k): k is string => Boolean(k));
    if (keys.some((k) => seen.has(k))) return false;
    keys.forEach((k) => seen.add(k));
    return true;
  });
}

/**
 * The view the WalletConnect row opens: its QR code on a desktop; on a phone, which cannot scan its own screen, the
 * wallet list, where a wallet opens by its deep link.
 * @example
 * walletConnectView({ isMobile: true }); // 'AllWallets'
 */
export function walletConnectView(context: { isMobile: boolean }): 'AllWallets' | 'ConnectingWalletConnectBasic' {
  return context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
}

/** What selecting a wallet does. */
export type WalletSelection =
  /**
   * Show a view: ConnectingExternal (connect an installed wallet) or ConnectingWalletConnect (pair it). `deepLink`: on
   * a phone, open the wallet's pairing link right away, inside the tap (the pairing was started when the list showed).
   */
  | ({ type: 'view'; deepLink?: true } & RouterTarget)
  /** Open the wallet's page (not installed, no WalletConnect). */
  | { type: 'link'; url: string }
  /** On a phone, a wallet with an in-app browser that is not injected here: this page opens inside that wallet. */
  | { type: 'browse'; url: string }
  | { type: 'none' };

/** Where the selection happens: WalletConnect configured; on a phone, the active namespace and the page's URL. */
export interface WalletSelectionContext {
  walletConnect: boolean;
  isMobile?: boolean;
  namespace?: ChainNamespace | undefined;
  /** location.href: the page a wallet's in-app browser opens. */
  pageUrl?: string;
}

/**
 * Selecting an entry: connect an installed wallet; on a phone, send the two special-cased wallets that are not
 * injected to their browse deep link; otherwise pair it by WalletConnect when that is configured and the wallet pairs
 * (on a phone, opening its deep link at once), else show where to get a built-in wallet (InstallWallet), else open its
 * link.
 * @example
 * selectWalletEntry({ id: 'x', name: 'X', connectorId: 'x' }, { walletConnect: false });
 * // { type: 'view', view: 'ConnectingExternal', data: { connectorId: 'x' } }
 */
export function selectWalletEntry(entry: WalletEntry, context: WalletSelectionContext): WalletSelection {
  if (entry.connectorId) return { type: 'view', view: 'ConnectingExternal', data: { connectorId: entry.connectorId } };
  if (context.isMobile && context.namespace && context.pageUrl) {
    const url = browseDeepLink({
      wallet: { id: entry.id, mobile_link: entry.mobileLink },
      namespace: context.namespace,
      isMobile: true,
      isInjected: false,
      pageUrl: context.pageUrl,
    });
    if (url) return { type: 'browse', url };
  }
  if (context.walletConnect && (entry.mobileLink !== null || !entry.install)) {
    const data = { wallet: { id: entry.id, name: entry.name, mobile_link: entry.mobileLink ?? null } };
    return {
      type: 'view',
      view: 'ConnectingWalletConnect',
      data,
      ...(context.isMobile && entry.mobileLink ? { deepLink: true as const } : {}),
    };
  }
  // A built-in wallet that is not installed (and cannot pair): where to get it.
  if (entry.install)
    return { type: 'view', view: 'InstallWallet', data: { wallet: { id: entry.id, name: entry.name } } };
  return entry.link ? { type: 'link', url: entry.link } : { type: 'none' };
}
