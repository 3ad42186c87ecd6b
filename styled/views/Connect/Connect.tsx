/**
 * Connect (SPEC §2 initial view): connect methods in the spec's order (only methods whose flow
 * exists are rendered: the wallet list), wallets in connector type order (recent, installed,
 * featured, custom, external, recommended; each wallet once), then the All Wallets entry.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useWalletDock, useRouter, type WalletDirectoryItem } from 'walletdock';
import { connectMethodOrder, hasInstalledWallet, orderWalletSections } from 'walletdock/utils';
import { useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { list } from '../../components/ui.css';
import { WalletRow } from '../../components/WalletRow';
import {
  fromConnector,
  fromCustom,
  fromDirectory,
  fromRecent,
  isInstalled,
  useCustomWallets,
  useHasWalletConnect,
  useListedConnectors,
  useSelectWallet,
  type WalletEntry,
} from '../../components/wallets';
import { preload } from '../lazy';
import { allWalletsIcon, dot } from './Connect.css';

const selectNothing = () => 0;
const ConnectDirectory = lazy(() => import('./ConnectDirectory').then((m) => ({ default: m.ConnectDirectory })));
const none: readonly WalletDirectoryItem[] = [];

/** The Connect view; with a projectId the directory's featured and recommended wallets join the list. */
export function Connect() {
  const dock = useWalletDock();
  const connectors = useListedConnectors();
  const installedIds = useMemo(() => connectors.flatMap((c) => (c.explorerId ? [c.explorerId] : [])), [connectors]);
  if (!dock.options.projectId) return <ConnectList featured={none} recommended={none} />;
  return (
    <Suspense fallback={<ConnectList featured={none} recommended={none} />}>
      <ConnectDirectory installedIds={installedIds}>{(featured, recommended) => <ConnectList featured={featured} recommended={recommended} />}</ConnectDirectory>
    </Suspense>
  );
}

function ConnectList({ featured, recommended }: { featured: readonly WalletDirectoryItem[]; recommended: readonly WalletDirectoryItem[] }) {
  const m = useMessages();
  const dock = useWalletDock();
  const connectors = useListedConnectors();
  const custom = useCustomWallets();
  const select = useSelectWallet();
  const walletConnect = useHasWalletConnect();
  const { push } = useRouter({ select: selectNothing });

  const sections = useMemo(() => {
    const recent = dock.storage.get('recentWallets') ?? [];
    const input = {
      injected: connectors.filter(isInstalled).map(fromConnector),
      external: connectors.filter((c) => c.type === 'EXTERNAL').map(fromConnector),
      recent: recent.map((w) => fromRecent(w, connectors)),
      featured: featured.map((w) => fromDirectory(dock, w, connectors)),
      custom: custom.map((w) => fromCustom(w, connectors)),
      recommended: recommended.map((w) => fromDirectory(dock, w, connectors)),
    };
    return orderWalletSections<WalletEntry>(input, { walletConnect });
  }, [dock, connectors, custom, featured, recommended, walletConnect]);

  const methods = connectMethodOrder({ hasInjected: hasInstalledWallet(connectors), features: { email: false, socials: false } });

  return (
    <div className={view} data-view="Connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          <ul className={list} key={method} aria-label={m.walletListLabel}>
            {sections.flatMap((section) =>
              section.type === 'walletConnect' ? (
                <li key="walletConnect">
                  <WalletRow
                    id="walletConnect"
                    name={m.walletConnectName}
                    onSelect={() => push('ConnectingWalletConnectBasic')}
                    onPointerEnter={() => preload('ConnectingWalletConnect')}
                  />
                </li>
              ) : section.items.map((entry) => (
                <li key={`${section.type}:${entry.id}`}>
                  <WalletRow
                    id={entry.id}
                    name={entry.name}
                    imageUrl={entry.imageUrl}
                    connectorId={entry.connectorId}
                    tag={section.type === 'injected' ? m.installedTag : section.type === 'recent' ? m.recentTag : undefined}
                    onSelect={() => select(entry)}
                  />
                </li>
              )),
            )}
            {dock.features.allWallets ? (
              <li>
                <WalletRow
                  id="all-wallets"
                  connectorId={null}
                  name={m.allWalletsEntry}
                  onSelect={() => push('AllWallets')}
                  onPointerEnter={() => preload('AllWallets')}
                >
                  <span className={allWalletsIcon} aria-hidden="true">
                    <span className={dot} />
                    <span className={dot} />
                    <span className={dot} />
                    <span className={dot} />
                  </span>
                </WalletRow>
              </li>
            ) : null}
          </ul>
        ) : null,
      )}
    </div>
  );
}
