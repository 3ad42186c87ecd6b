/**
 * The wallet list of Connect (and of ConnectWallets when features.collapseWallets folds it away): the sections of
 * useWalletList in their order, placeholders for rows on their way, then the All Wallets entry.
 */
import { useRouterActions } from 'walletdock';
import type { WalletList as WalletListData } from 'walletdock/types';
import { useMessages } from '../../messages';
import { list } from '../../components/ui.css';
import { WalletRow, WalletRowPlaceholder } from '../../components/WalletRow';
import { usePreload } from '../preload';
import { allWalletsIcon, dot } from './Connect.css';

/** Props of WalletList: what useWalletList returned, and the legal checkbox's hint while it locks the rows. */
export interface WalletListProps {
  wallets: Pick<
    WalletListData,
    'sections' | 'allWallets' | 'select' | 'walletConnectImageUrl' | 'walletConnectView' | 'selectWalletConnect'
  >;
  lockedBy: string | undefined;
}

/** The wallet rows. */
export function WalletList({ wallets, lockedBy }: WalletListProps) {
  const m = useMessages();
  const { push } = useRouterActions();
  const preload = usePreload();
  const { sections, allWallets, select, walletConnectImageUrl, walletConnectView, selectWalletConnect } = wallets;
  return (
    <ul
      className={list}
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
              onSelect={selectWalletConnect}
              onPointerEnter={() => preload(walletConnectView)}
              lockedBy={lockedBy}
            />
          </li>
        ) : section.pending ? (
          // Placeholders of the rows on their way (the built-in list's chunk): the list keeps its height.
          Array.from({ length: section.pending }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows, only their count changes
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
                fullName={entry.fullName}
                imageUrl={entry.imageUrl}
                connectorId={entry.connectorId}
                tag={section.type === 'injected' ? m.installedTag : section.type === 'recent' ? m.recentTag : undefined}
                onSelect={() => select(entry)}
                lockedBy={lockedBy}
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
            lockedBy={lockedBy}
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
  );
}
