/**
 * GetWallet: the built-in wallets with the platforms each comes on; choosing one shows its install links
 * (InstallWallet). Installed wallets are left out: the visitor has those already.
 */
import { useQuery } from '@tanstack/react-query';
import { useConnectors, useRouterActions, type KnownWallet, type ListedConnector } from 'walletdock';
import { knownWalletsQueryOptions } from 'walletdock/query';
import { Icon } from '../../components/Icon';
import { list, muted, row, rowName } from '../../components/ui.css';
import { WalletImage } from '../../components/WalletImage';
import { forwardIcon } from '../../icons/actions';
import { format, type Messages } from '../../messages';
import { view } from '../../theme/root.css';
import { useWalletHelpMessages } from './messages';
import { linkEnd, platforms as platformsClass } from './GetWallet.css';

const installedRdns = (list: readonly ListedConnector[]) => list.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : []));

/** "Browser · iPhone · Android": where a wallet comes. */
export function platformsOf(wallet: Pick<KnownWallet, 'install'>, m: Messages): string {
  const names = [
    wallet.install.chrome && m.platformExtension,
    wallet.install.ios && m.platformIos,
    wallet.install.android && m.platformAndroid,
  ];
  return format(m.walletPlatforms, { platforms: names.filter(Boolean).join(' · ') });
}

/** The GetWallet view. */
export function GetWallet() {
  const m = useWalletHelpMessages();
  const known = useQuery(knownWalletsQueryOptions()).data?.wallets ?? [];
  const installed = useConnectors({ select: installedRdns });
  const { push } = useRouterActions();
  return (
    <div className={view} data-view="GetWallet">
      <p className={muted}>{m.getWalletHint}</p>
      <ul className={list}>
        {known
          .filter((w) => !installed.includes(w.rdns))
          .map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                className={row}
                onClick={() => push('InstallWallet', { wallet: { id: wallet.id, name: wallet.name } })}
                data-get-wallet-id={wallet.id}
              >
                <WalletImage src={wallet.imageUrl} name={wallet.name} />
                <span className={rowName}>
                  {wallet.name}
                  <br />
                  <span className={platformsClass}>{platformsOf(wallet, m)}</span>
                </span>
                <span className={linkEnd}>
                  <Icon icon={forwardIcon} size={18} directional />
                </span>
              </button>
            </li>
          ))}
      </ul>
    </div>
  );
}
