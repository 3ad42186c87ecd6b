/**
 * useWalletList: the wallet list a connect UI draws, from the instance's connectors, recent
 * wallets, custom wallets and whatever directory wallets the caller has loaded, with the rules of
 * core/directory/wallet-list.ts; and `select`, which connects, pairs or opens a link.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { connectMethodOrder, hasInstalledWallet, type ConnectMethod, type WalletSection } from '../../core/connection/connectors';
import type { CustomWallet } from '../../core/directory/wallet-list';
import type { WalletDirectoryItem } from '../../core/directory/schemas';
import { knownWalletsQueryOptions } from '../../core/directory/known-wallets-query';
import type { KnownWallet } from '../../core/directory/known-wallets';
import {
  allWalletEntries,
  selectWalletEntry,
  walletListSections,
  type ListedConnector,
  type WalletEntry,
} from '../../core/directory/wallet-list';
import { useConnectors } from './useConnectors';
import { useWalletDock } from '../context';
import { useRecentWallets } from './useRecentWallets';

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
  /** The Connect list: non-empty sections in connector type order, each wallet once. */
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
   * Connects an installed wallet (ConnectingExternal), else pairs it (ConnectingWalletConnect), else shows where to get
   * a built-in wallet (InstallWallet), else opens its link.
   */
  select(entry: WalletEntry): void;
  /** walletdock's built-in wallets, loaded (their own chunk) when no directory answers; empty until then. */
  known: readonly KnownWallet[];
  /** WalletConnect's mark for the pairing row, once the built-in list has loaded. */
  walletConnectImageUrl: string | undefined;
}

const NONE: readonly never[] = [];
const hasWalletConnect = (list: readonly ListedConnector[]) => list.some((c) => c.type === 'WALLET_CONNECT');

/**
 * The wallet list and its select action.
 * @example
 * const { sections, select } = useWalletList();
 * sections.flatMap((s) => s.items).map((w) => <button key={w.id} onClick={() => select(w)}>{w.name}</button>);
 */
export function useWalletList(parameters: UseWalletListParameters = {}): WalletList {
  const dock = useWalletDock();
  const connectors = useConnectors();
  const recent = useRecentWallets();
  const { featured = NONE, recommended = NONE, directory = NONE, search = '', directoryFailed = false } = parameters;
  // Without a directory (no projectId, or it failed) the built-in wallets fill the lists.
  const knownQuery = useQuery({ ...knownWalletsQueryOptions(), enabled: !dock.options.projectId || directoryFailed });
  const known = knownQuery.data?.wallets ?? NONE;
  const custom: readonly CustomWallet[] = dock.options.customWallets ?? NONE;
  const walletConnect = hasWalletConnect(connectors);

  const sources = useMemo(
    () => ({ connectors, custom, imageUrl: (id: string) => dock.directory.walletImageUrl(id) }),
    [dock, connectors, custom],
  );
  const sections = useMemo(
    () => walletListSections({ ...sources, recent, featured, recommended, walletConnect, known }),
    [sources, recent, featured, recommended, walletConnect, known],
  );
  const entries = useMemo(() => allWalletEntries({ ...sources, directory, search, known }), [sources, directory, search, known]);
  // Email and social login are offered with the embedded wallet (the `embeddedWallet` option).
  const { embedded, features } = dock;
  const methods = useMemo(
    () =>
      connectMethodOrder({
        hasInjected: hasInstalledWallet(connectors),
        features: { email: Boolean(embedded) && features.email, socials: embedded?.options.socials ?? false },
      }),
    [connectors, embedded, features],
  );
  const select = useCallback(
    (entry: WalletEntry) => {
      const selection = selectWalletEntry(entry, { walletConnect });
      if (selection.type === 'view') dock.router.push(selection.view, selection.data);
      else if (selection.type === 'link') window.open(selection.url, '_blank', 'noopener,noreferrer');
    },
    [dock, walletConnect],
  );
  return { sections, entries, methods, walletConnect, allWallets: dock.features.allWallets, select, known, walletConnectImageUrl: knownQuery.data?.walletConnectIcon };
}
