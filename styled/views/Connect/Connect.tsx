/**
 * Connect (SPEC §2 initial view): connect methods in the spec's order (only methods whose flow
 * exists are rendered: the wallet list), wallets in connector type order (recent, installed,
 * featured, custom, external, recommended; each wallet once), then the All Wallets entry.
 */
import { useMemo } from 'react';
import {
  connectMethodOrder,
  hasInstalledWallet,
  orderWalletSections,
  useWalletDirectory,
  useWalletDock,
  useRouter,
} from 'walletdock';
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
  useListedConnectors,
  useSelectWallet,
  type WalletEntry,
} from '../../components/wallets';
import { preload } from '../lazy';
import { allWalletsIcon, dot } from './Connect.css';

const selectNothing = () => 0;

/** The Connect view. */
export function Connect() {
  const m = useMessages();
  const dock = useWalletDock();
  const connectors = useListedConnectors();
  const custom = useCustomWallets();
  const installedIds = useMemo(() => connectors.flatMap((c) => (c.explorerId ? [c.explorerId] : [])), [connectors]);
  const { featured, recommended } = useWalletDirectory({ installedIds });
  const select = useSelectWallet();
  const { push } = useRouter({ select: selectNothing });

  const sections = useMemo(() => {
    const recent = dock.storage.get('recentWallets') ?? [];
    const input = {
      injected: connectors.filter(isInstalled).map(fromConnector),
      external: connectors.filter((c) => c.type === 'EXTERNAL').map(fromConnector),
      recent: recent.map((w) => fromRecent(w, connectors)),
      featured: (featured.data ?? []).map((w) => fromDirectory(dock, w, connectors)),
      custom: custom.map((w) => fromCustom(w, connectors)),
      recommended: (recommended.data?.data ?? []).map((w) => fromDirectory(dock, w, connectors)),
    };
    // No pairing view exists yet, so the WalletConnect entry is not offered.
    return orderWalletSections<WalletEntry>(input, { walletConnect: false });
  }, [dock, connectors, custom, featured.data, recommended.data]);

  const methods = connectMethodOrder({ hasInjected: hasInstalledWallet(connectors), features: { email: false, socials: false } });

  return (
    <div className={view} data-view="Connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          <ul className={list} key={method} aria-label={m.walletListLabel}>
            {sections.flatMap((section) =>
              section.items.map((entry) => (
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
