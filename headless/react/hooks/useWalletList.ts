/**
 * useWalletList: the wallet list a connect UI draws, from the instance's connectors, recent
 * wallets, custom wallets and whatever directory wallets the caller has loaded, with the rules of
 * core/directory/wallet-list.ts; and `select`, which connects, pairs or opens a link. On a phone with
 * WalletConnect, showing the list starts a pairing, so that picking a wallet opens its deep link inside the tap.
 */
import type { RouterDataArgument } from '../../core/modal/router';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import {
  collapsesWallets,
  connectMethodOrder,
  embeddedMethodFeatures,
  hasInstalledWallet,
  type ConnectMethod,
  type WalletSection,
} from '../../core/connection/connectors';
import type { CustomWallet } from '../../core/directory/wallet-list';
import type { WalletDirectoryItem } from '../../core/directory/schemas';
import { knownWalletsQueryOptions, showsKnownWallets } from '../../core/directory/known-wallets-query';
import type { KnownWallet } from '../../core/directory/known-wallets';
import {
  allWalletEntries,
  selectWalletEntry,
  walletConnectView,
  walletListSections,
  type ListedConnector,
  type WalletEntry,
} from '../../core/directory/wallet-list';
import { shouldPrefetchPairing } from '../../core/walletconnect/pairing';
import { useConnectors } from './useConnectors';
import { useStoreSelector } from './useStoreSelector';
import type { Features } from '../../core/dock/options';
import { useDockFor } from '../context';
import { useRecentWallets } from './useRecentWallets';
import { openWalletLink } from './useWalletConnectPairing';
import { useWalletConnectClient } from './useWalletConnectClient';
import type { RouterView } from '../../core/modal/router';

/**
 * Directory wallets to list beside the instance's own: pass what useWalletDirectory loaded (the
 * directory is not fetched here, so a list without it never loads the directory's code).
 */
export interface UseWalletListParameters {
  /** The featured wallets (`useWalletDirectory().featured.data`), for `sections`. */
  featured?: readonly WalletDirectoryItem[];
  /** The recommended wallets (`useWalletDirectory().recommended.data?.data`), for `sections`. */
  recommended?: readonly WalletDirectoryItem[];
  /** The directory's pages or search results, for `entries`. */
  directory?: readonly WalletDirectoryItem[];
  /** Search text: keeps the installed and custom wallets of `entries` whose name holds it. */
  search?: string;
  /**
   * The wallet directory is on (a projectId) but did not answer: the built-in wallets stand in for it, as they do
   * without a projectId.
   */
  directoryFailed?: boolean;
}

/** What useWalletList returns. */
export interface WalletList {
  /**
   * The Connect list: non-empty sections in connector type order, each wallet once. Without a directory, the
   * featured section is `pending` (rows to come, items empty) for the moment the built-in list's chunk loads.
   */
  sections: WalletSection<WalletEntry>[];
  /** The AllWallets list: installed and custom wallets (matching `search`), then `directory`, each once. */
  entries: WalletEntry[];
  /** The connect methods in display order (wallet first when a browser wallet is installed). */
  methods: ConnectMethod[];
  /** WalletConnect pairing is configured (the walletConnect section; wallets not installed pair). */
  walletConnect: boolean;
  /** The host shows the All Wallets entry (features.allWallets). */
  allWallets: boolean;
  /**
   * features.collapseWallets beside an email or social login: Connect shows one "Continue with a wallet" entry in
   * place of the wallet list (the list then has a view of its own). Follows `dock.setFeatures`.
   */
  collapsed: boolean;
  /**
   * Connects an installed wallet (ConnectingExternal), else pairs it (ConnectingWalletConnect; on a phone also
   * opening its deep link, so call it inside the tap), else shows where to get a built-in wallet (InstallWallet), else
   * opens its link. On a phone, a special-cased wallet that is not injected opens this page in its own browser instead.
   */
  select(entry: WalletEntry): void;
  /** The view the WalletConnect row opens: the QR code on a desktop, the wallet list (deep links) on a phone. */
  walletConnectView: RouterView;
  /** Opens `walletConnectView` (the WalletConnect row's action). */
  selectWalletConnect(): void;
  /** walletdock's built-in wallets, loaded (their own chunk) when no directory answers; empty until then. */
  known: readonly KnownWallet[];
  /** WalletConnect's mark for the pairing row, once the built-in list has loaded. */
  walletConnectImageUrl: string | undefined;
}

const NONE: readonly never[] = [];
const selectEmail = (features: Features) => features.email;
const selectCollapse = (features: Features) => features.collapseWallets;
const hasWalletConnect = (list: readonly ListedConnector[]) => list.some((c) => c.type === 'WALLET_CONNECT');

/**
 * The wallet list and its select action.
 * @example
 * const { sections, select } = useWalletList();
 * sections.flatMap((s) => s.items).map((w) => <button key={w.id} onClick={() => select(w)}>{w.name}</button>);
 */
export function useWalletList(parameters: UseWalletListParameters = {}): WalletList {
  const dock = useDockFor('useWalletList');
  const connectors = useConnectors();
  const recent = useRecentWallets();
  const { featured = NONE, recommended = NONE, directory = NONE, search = '', directoryFailed = false } = parameters;
  // Without a directory (no projectId, or it failed) the built-in wallets fill the lists.
  const knownEnabled = showsKnownWallets({ projectId: dock.options.projectId, directoryFailed });
  const knownQuery = useQuery({ ...knownWalletsQueryOptions(), enabled: knownEnabled });
  const known = knownQuery.data?.wallets ?? NONE;
  // While the list's chunk is in flight its rows are pending (a failed load leaves none).
  const knownLoading = knownEnabled && knownQuery.isPending && knownQuery.fetchStatus !== 'idle';
  const custom: readonly CustomWallet[] = dock.options.customWallets ?? NONE;
  const walletConnect = hasWalletConnect(connectors);

  const sources = useMemo(
    () => ({ connectors, custom, imageUrl: (id: string) => dock.directory.walletImageUrl(id) }),
    [dock, connectors, custom],
  );
  const sections = useMemo(
    () => walletListSections({ ...sources, recent, featured, recommended, walletConnect, known, knownLoading }),
    [sources, recent, featured, recommended, walletConnect, known, knownLoading],
  );
  const entries = useMemo(
    () => allWalletEntries({ ...sources, directory, search, known }),
    [sources, directory, search, known],
  );
  // Email and social login are offered with the embedded wallet (the `embeddedWallet` option).
  const { embedded } = dock;
  const email = useStoreSelector(dock.stores.features, selectEmail);
  const collapseWallets = useStoreSelector(dock.stores.features, selectCollapse);
  const methods = useMemo(
    () =>
      connectMethodOrder({
        hasInjected: hasInstalledWallet(connectors),
        features: embeddedMethodFeatures(embedded, email),
      }),
    [connectors, embedded, email],
  );
  const client = useWalletConnectClient();
  useEffect(() => {
    if (
      client &&
      shouldPrefetchPairing({ isMobile: dock.isMobile(), walletConnect, status: client.pairing.getState().status })
    )
      client.prefetch();
  }, [dock, client, walletConnect]);

  const select = useCallback(
    (entry: WalletEntry) => {
      const selection = selectWalletEntry(entry, {
        walletConnect,
        isMobile: dock.isMobile(),
        namespace: dock.stores.connection.getState().activeNamespace,
        pageUrl: window.location.href,
      });
      if (selection.type === 'browse') window.location.assign(selection.url);
      else if (selection.type === 'link') window.open(selection.url, '_blank', 'noopener,noreferrer');
      else if (selection.type === 'view') {
        // Still inside the tap: the prefetched URI lets the wallet open now; the view then waits for its approval.
        if (selection.deepLink) {
          openWalletLink(client, {
            id: entry.id,
            name: entry.name,
            mobile_link: entry.mobileLink,
            ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
          });
        }
        // A selection names its view and that view's data together (RouterTarget); TypeScript cannot pair the two
        // across the union, so the pair is passed as one.
        dock.router.push(selection.view, ...([selection.data] as RouterDataArgument<typeof selection.view>));
      }
    },
    [dock, client, walletConnect],
  );
  const wcView = walletConnectView({ isMobile: dock.isMobile() });
  const selectWalletConnect = useCallback(() => dock.router.push(wcView), [dock, wcView]);
  return {
    sections,
    entries,
    methods,
    walletConnect,
    allWallets: dock.features.allWallets,
    collapsed: collapsesWallets(collapseWallets, methods),
    select,
    walletConnectView: wcView,
    selectWalletConnect,
    known,
    walletConnectImageUrl: knownQuery.data?.walletConnectIcon,
  };
}
