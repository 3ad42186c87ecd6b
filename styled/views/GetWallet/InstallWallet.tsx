/**
 * InstallWallet: one built-in wallet's install links (the browser extension, the iPhone and Android apps, its site),
 * the phone's app first on a phone. Each opens in a new tab; the modal stays where it is for when the visitor is back.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouterData, useWalletDock } from 'walletdock';
import { knownWalletsQueryOptions } from 'walletdock/query';
import { Icon } from '../../components/Icon';
import { center, heading, list, muted, row, rowName } from '../../components/ui.css';
import { downloadIcon, explorerIcon, extensionIcon, phoneIcon } from '../../icons/actions';
import type { IconData } from '../../icons/icon-data';
import { format } from '../../messages';
import { view } from '../../theme/root.css';
import { platformsOf } from './GetWallet';
import { useWalletHelpMessages } from './messages';
import { bigIcon, linkEnd, linkRow } from './GetWallet.css';

type InstallLink = [key: string, icon: IconData, url: string | undefined, label: string];

const hostOf = (url: string) => new URL(url).host.replace(/^www\./, '');

/** The InstallWallet view. */
export function InstallWallet() {
  const m = useWalletHelpMessages();
  const walletId = useRouterData('InstallWallet')?.wallet.id;
  const known = useQuery(knownWalletsQueryOptions()).data?.wallets;
  const mobile = useWalletDock().isMobile();
  const wallet = known?.find((w) => w.id === walletId);
  if (!wallet) return <div className={view} data-view="InstallWallet" />;
  const { chrome, ios, android, homepage } = wallet.install;
  const extension: InstallLink = ['chrome', extensionIcon, chrome, m.installExtension];
  const apps: InstallLink[] = [
    ['ios', phoneIcon, ios, m.installIos],
    ['android', phoneIcon, android, m.installAndroid],
  ];
  // On a phone the apps first: an extension does not install there.
  const links = (mobile ? [...apps, extension] : [extension, ...apps]).filter(([, , url]) => url);
  return (
    <div className={view} data-view="InstallWallet" data-wallet-id={wallet.id}>
      <div className={center}>
        <img className={bigIcon} src={wallet.imageUrl} alt="" width={72} height={72} />
        <p className={heading}>{wallet.name}</p>
        <p className={muted}>{platformsOf(wallet, m)}</p>
      </div>
      <ul className={list}>
        {links.map(([key, icon, url, label]) => (
          <li key={key}>
            <a className={`${row} ${linkRow}`} href={url} target="_blank" rel="noreferrer" data-install={key}>
              <Icon icon={icon} />
              <span className={rowName}>{label}</span>
              <span className={linkEnd}>
                <Icon icon={downloadIcon} size={18} />
              </span>
            </a>
          </li>
        ))}
        <li>
          <a className={`${row} ${linkRow}`} href={homepage} target="_blank" rel="noreferrer" data-install="homepage">
            <Icon icon={explorerIcon} />
            <span className={rowName}>{format(m.installHomepage, { host: hostOf(homepage) })}</span>
          </a>
        </li>
      </ul>
      {chrome && !mobile ? <p className={muted}>{m.installHint}</p> : null}
    </div>
  );
}
