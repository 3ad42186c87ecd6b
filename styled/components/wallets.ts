/**
 * Wallet entries of the lists: installed connectors, recent wallets, the host's custom wallets
 * and directory wallets, brought to one shape the section rules (orderWalletSections) accept.
 */
import { useCallback } from 'react';
import {
  useConnectors,
  useRouter,
  useWalletDock,
  type AdapterConnector,
  type CustomWallet,
  type MergedConnector,
  type RecentWallet,
  type WalletDirectoryItem,
  type WalletDock,
} from 'walletdock';

/** One wallet as the lists show it. */
export interface WalletEntry {
  id: string;
  name: string;
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
}

type Connector = MergedConnector<AdapterConnector>;

/** Connector types listed as installed (the others have no connect view yet). */
const INSTALLED_TYPES = new Set(['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN']);

/** True for a connector the lists show as installed. */
export const isInstalled = (c: Connector) => INSTALLED_TYPES.has(c.type);

/** A connector as an entry. */
export function fromConnector(c: Connector): WalletEntry {
  return { id: c.id, name: c.name, imageUrl: c.imageUrl, connectorId: c.id, explorerId: c.explorerId, info: c.info };
}

const normalise = (name: string) => name.trim().toLowerCase();

/** The installed connector a directory/custom/recent wallet corresponds to (by rdns, id or name). */
export function matchConnector(
  connectors: readonly Connector[],
  wallet: { id: string; name: string; rdns?: string | null | undefined },
): Connector | undefined {
  return connectors.find(
    (c) =>
      isInstalled(c) &&
      ((wallet.rdns && c.info?.rdns === wallet.rdns) || c.explorerId === wallet.id || normalise(c.name) === normalise(wallet.name)),
  );
}

/** A directory item as an entry. */
export function fromDirectory(dock: WalletDock, item: WalletDirectoryItem, connectors: readonly Connector[]): WalletEntry {
  const match = matchConnector(connectors, item);
  return {
    id: item.id,
    name: item.name,
    imageUrl: item.image_id ? dock.directory.walletImageUrl(item.image_id) : undefined,
    connectorId: match?.id,
    link: item.webapp_link || item.desktop_link || undefined,
    mobileLink: item.mobile_link,
    rdns: item.rdns,
  };
}

/** A host custom wallet as an entry. */
export function fromCustom(wallet: CustomWallet, connectors: readonly Connector[]): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.image_url,
    connectorId: matchConnector(connectors, wallet)?.id,
    link: wallet.webapp_link || wallet.desktop_link || wallet.homepage || undefined,
    mobileLink: wallet.mobile_link,
    rdns: wallet.rdns,
  };
}

/** A recent wallet as an entry. */
export function fromRecent(wallet: RecentWallet, connectors: readonly Connector[]): WalletEntry {
  return { id: wallet.id, name: wallet.name, imageUrl: wallet.image_url, connectorId: matchConnector(connectors, wallet)?.id, rdns: wallet.rdns };
}

/** The visible connectors (stable selection from the store). */
export function useListedConnectors(): Connector[] {
  return useConnectors();
}

/** True when a WalletConnect connector is offered (pairing views can be shown). */
export function useHasWalletConnect(): boolean {
  return useConnectors({ select: hasWalletConnect });
}
const hasWalletConnect = (list: readonly Connector[]) => list.some((c) => c.type === 'WALLET_CONNECT');

/**
 * What selecting an entry does: connect an installed wallet; otherwise pair it by WalletConnect
 * when configured, else open its link.
 */
export function useSelectWallet(): (entry: WalletEntry) => void {
  const { push } = useRouter({ select: selectNothing });
  const walletConnect = useHasWalletConnect();
  return useCallback(
    (entry: WalletEntry) => {
      if (entry.connectorId) push('ConnectingExternal', { connectorId: entry.connectorId });
      else if (walletConnect) push('ConnectingWalletConnect', { wallet: { id: entry.id, name: entry.name, mobile_link: entry.mobileLink ?? null } });
      else if (entry.link) window.open(entry.link, '_blank', 'noopener,noreferrer');
    },
    [push, walletConnect],
  );
}

/** The instance's custom wallets. */
export function useCustomWallets(): readonly CustomWallet[] {
  return useWalletDock().options.customWallets ?? [];
}

const selectNothing = () => 0;
