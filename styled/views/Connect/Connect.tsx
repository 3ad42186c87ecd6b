/**
 * Connect (the initial view): connect methods in their order — email and social login (a chunk of their
 * own, loaded only with the embedded wallet) and the wallet list: the sections of useWalletList (connector type
 * order, each wallet once), then the All Wallets entry.
 */
import { lazy, Suspense } from 'react';
import { useRouterActions, useWalletDock, useWalletList, type WalletDirectoryItem } from 'walletdock';
import { useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { list } from '../../components/ui.css';
import { WalletRow } from '../../components/WalletRow';
import { usePreload } from '../preload';
import { allWalletsIcon, dot } from './Connect.css';

const ConnectDirectory = lazy(() => import('./ConnectDirectory').then((m) => ({ default: m.ConnectDirectory })));
const EmbeddedLogin = lazy(() => import('./EmbeddedLogin').then((m) => ({ default: m.EmbeddedLogin })));
const none: readonly WalletDirectoryItem[] = [];

/** The Connect view; with a projectId the directory's featured and recommended wallets join the list. */
export function Connect() {
  const dock = useWalletDock();
  if (!dock.options.projectId) return <ConnectList featured={none} recommended={none} />;
  return (
    <Suspense fallback={<ConnectList featured={none} recommended={none} />}>
      <ConnectDirectory>{(featured, recommended) => <ConnectList featured={featured} recommended={recommended} />}</ConnectDirectory>
    </Suspense>
  );
}

function ConnectList({ featured, recommended }: { featured: readonly WalletDirectoryItem[]; recommended: readonly WalletDirectoryItem[] }) {
  const m = useMessages();
  const { sections, methods, allWallets, select } = useWalletList({ featured, recommended });
  const { push } = useRouterActions();
  const preload = usePreload();

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
                    onPointerEnter={() => preload('ConnectingWalletConnectBasic')}
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
            {allWallets ? (
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
        ) : (
          <Suspense key={method} fallback={null}>
            <EmbeddedLogin method={method} />
          </Suspense>
        ),
      )}
    </div>
  );
}
