/**
 * Connect (the initial view): connect methods in their order — email and social login (a chunk of their
 * own, loaded only with the embedded wallet) and the wallet list: the sections of useWalletList (connector type
 * order, each wallet once; without a directory, walletdock's built-in wallets are the featured ones), then the All
 * Wallets entry, and for a visitor without a wallet the way to "What is a wallet?".
 */
import { lazy, Suspense, useEffect } from 'react';
import { useRouterActions, useWalletDock, useWalletList, type WalletDirectoryItem } from 'walletdock';
import { useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { list } from '../../components/ui.css';
import { WalletRow, WalletRowPlaceholder } from '../../components/WalletRow';
import { usePreload } from '../preload';
import { whenIdle } from '../../components/when-idle';
import { allWalletsIcon, dot, footer, linkButton } from './Connect.css';

const ConnectDirectory = lazy(() => import('./ConnectDirectory').then((m) => ({ default: m.ConnectDirectory })));
const EmbeddedLogin = lazy(() => import('./EmbeddedLogin').then((m) => ({ default: m.EmbeddedLogin })));
const none: readonly WalletDirectoryItem[] = [];

/** The Connect view; with a projectId the directory's featured and recommended wallets join the list. */
export function Connect() {
  const dock = useWalletDock();
  if (!dock.options.projectId) return <ConnectList featured={none} recommended={none} />;
  return (
    <Suspense fallback={<ConnectList featured={none} recommended={none} />}>
      <ConnectDirectory>
        {(featured, recommended, failed) => (
          <ConnectList featured={featured} recommended={recommended} directoryFailed={failed} />
        )}
      </ConnectDirectory>
    </Suspense>
  );
}

function ConnectList({
  featured,
  recommended,
  directoryFailed = false,
}: {
  featured: readonly WalletDirectoryItem[];
  recommended: readonly WalletDirectoryItem[];
  directoryFailed?: boolean;
}) {
  const m = useMessages();
  const { sections, methods, allWallets, select, walletConnectImageUrl } = useWalletList({
    featured,
    recommended,
    directoryFailed,
  });
  const { push } = useRouterActions();
  const preload = usePreload();
  // The view a picked wallet opens: its chunk comes while the visitor reads the list, once the browser is idle (not in
  // the open's own task, where asking for its two dozen files would delay the dialog's first frame).
  useEffect(() => whenIdle(() => preload('ConnectingExternal')), [preload]);

  return (
    <div className={view} data-view="Connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          <ul
            className={list}
            key={method}
            aria-label={m.walletListLabel}
            aria-busy={sections.some((section) => section.pending) || undefined}
          >
            {sections.flatMap((section) =>
              section.type === 'walletConnect' ? (
                <li key="walletConnect">
                  <WalletRow
                    id="walletConnect"
                    name={m.walletConnectName}
                    imageUrl={walletConnectImageUrl}
                    tag={m.qrCodeTag}
                    onSelect={() => push('ConnectingWalletConnectBasic')}
                    onPointerEnter={() => preload('ConnectingWalletConnectBasic')}
                  />
                </li>
              ) : section.pending ? (
                // Placeholders of the rows on their way (the built-in list's chunk): the list keeps its height.
                Array.from({ length: section.pending }, (_, i) => (
                  <li key={`${section.type}:pending:${i}`} aria-hidden="true" data-pending-row="">
                    <WalletRowPlaceholder />
                  </li>
                ))
              ) : (
                section.items.map((entry) => (
                  <li key={`${section.type}:${entry.id}`}>
                    <WalletRow
                      id={entry.id}
                      name={entry.name}
                      imageUrl={entry.imageUrl}
                      connectorId={entry.connectorId}
                      tag={
                        section.type === 'injected'
                          ? m.installedTag
                          : section.type === 'recent'
                            ? m.recentTag
                            : undefined
                      }
                      onSelect={() => select(entry)}
                    />
                  </li>
                ))
              ),
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
      <p className={footer}>
        <span>{m.newToWallets}</span>
        <button
          type="button"
          className={linkButton}
          onClick={() => push('WhatIsAWallet')}
          onPointerEnter={() => preload('WhatIsAWallet')}
          data-what-is-a-wallet=""
        >
          {m.whatIsAWalletEntry}
        </button>
      </p>
    </div>
  );
}
