/**
 * Connect (the initial view): connect methods in their order — email and social login (a chunk of their
 * own, loaded only with the embedded wallet) and the wallet list: the sections of useWalletList (connector type
 * order, each wallet once; without a directory, walletdock's built-in wallets are the featured ones), then the All
 * Wallets entry, and for a visitor without a wallet the way to "What is a wallet?". With features.collapseWallets
 * beside an embedded login, one "Continue with a wallet" row stands for the list (ConnectWallets shows it). The host's
 * terms: the legal checkbox on top (every method waits for it), or the footer line.
 */
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { useConnectGate, useRouterActions, useWalletDock, useWalletList, type WalletDirectoryItem } from 'walletdock';
import type { WalletList as WalletListData } from 'walletdock/types';
import { useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { list } from '../../components/ui.css';
import { WalletRow } from '../../components/WalletRow';
import { LegalCheckbox, LegalFooter } from '../../components/Legal';
import { Icon } from '../../components/Icon';
import { walletIcon } from '../../icons/actions';
import { usePreload } from '../preload';
import { whenIdle } from '../../components/when-idle';
import { WalletList } from './WalletList';
import { footer, linkButton, walletsIcon } from './Connect.css';

const ConnectDirectory = lazy(() => import('./ConnectDirectory').then((m) => ({ default: m.ConnectDirectory })));
const EmbeddedLogin = lazy(() => import('./EmbeddedLogin').then((m) => ({ default: m.EmbeddedLogin })));
const none: readonly WalletDirectoryItem[] = [];

/**
 * The wallet list's data with the directory's featured and recommended wallets when a projectId is set (its chunk
 * loads only then): `children` draws from it.
 */
export function WithWalletList({ children }: { children(wallets: WalletListData): ReactNode }) {
  const dock = useWalletDock();
  const fallback = <ListData featured={none} recommended={none} render={children} />;
  if (!dock.options.projectId) return fallback;
  return (
    <Suspense fallback={fallback}>
      <ConnectDirectory>
        {(featured, recommended, failed) => (
          <ListData featured={featured} recommended={recommended} directoryFailed={failed} render={children} />
        )}
      </ConnectDirectory>
    </Suspense>
  );
}

function ListData({
  featured,
  recommended,
  directoryFailed = false,
  render,
}: {
  featured: readonly WalletDirectoryItem[];
  recommended: readonly WalletDirectoryItem[];
  directoryFailed?: boolean;
  render(wallets: WalletListData): ReactNode;
}) {
  return <>{render(useWalletList({ featured, recommended, directoryFailed }))}</>;
}

/** Until the legal checkbox is ticked every method is disabled, described by the checkbox's hint (its id). */
export function useLockedBy(hintId: string): string | undefined {
  return useConnectGate().locked ? hintId : undefined;
}

/** The Connect view. */
export function Connect() {
  return <WithWalletList>{(wallets) => <ConnectList wallets={wallets} />}</WithWalletList>;
}

function ConnectList({ wallets }: { wallets: WalletListData }) {
  const m = useMessages();
  const { push } = useRouterActions();
  const preload = usePreload();
  const hintId = useId();
  const lockedBy = useLockedBy(hintId);
  // The view a picked wallet opens: its chunk comes while the visitor reads the list, once the browser is idle (not in
  // the open's own task, where asking for its two dozen files would delay the dialog's first frame).
  useEffect(() => whenIdle(() => preload('ConnectingExternal')), [preload]);

  return (
    <div className={view} data-view="Connect">
      <LegalCheckbox hintId={hintId} />
      {wallets.methods.map((method) =>
        method !== 'wallet' ? (
          <Suspense key={method} fallback={null}>
            <EmbeddedLogin method={method} lockedBy={lockedBy} />
          </Suspense>
        ) : wallets.collapsed ? (
          <ul className={list} key={method}>
            <li>
              <WalletRow
                id="connect-wallets"
                connectorId={null}
                name={m.continueWithWallet}
                onSelect={() => push('ConnectWallets')}
                lockedBy={lockedBy}
              >
                <span className={walletsIcon} aria-hidden="true">
                  <Icon icon={walletIcon} size={22} />
                </span>
              </WalletRow>
            </li>
          </ul>
        ) : (
          <WalletList key={method} wallets={wallets} lockedBy={lockedBy} />
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
      <LegalFooter />
    </div>
  );
}
