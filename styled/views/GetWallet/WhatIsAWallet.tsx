/** WhatIsAWallet: what a wallet is for, in three short points, and the way to get one (GetWallet). */
import { useRouterActions } from 'walletdock';
import { Icon } from '../../components/Icon';
import { button, muted } from '../../components/ui.css';
import { keyIcon, secureIcon, walletIcon } from '../../icons/actions';
import type { IconData } from '../../icons/icon-data';
import type { MessageKey } from '../../messages';
import { view } from '../../theme/root.css';
import { usePreload } from '../preload';
import { useWalletHelpMessages } from './messages';
import { point, pointIcon, points, pointText, pointTitle } from './GetWallet.css';

const POINTS: ReadonlyArray<[IconData, MessageKey, MessageKey]> = [
  [walletIcon, 'walletHelpAssetsTitle', 'walletHelpAssetsBody'],
  [keyIcon, 'walletHelpLoginTitle', 'walletHelpLoginBody'],
  [secureIcon, 'walletHelpControlTitle', 'walletHelpControlBody'],
];

/** The WhatIsAWallet view. */
export function WhatIsAWallet() {
  const m = useWalletHelpMessages();
  const { push } = useRouterActions();
  const preload = usePreload();
  return (
    <div className={view} data-view="WhatIsAWallet">
      <ul className={points}>
        {POINTS.map(([icon, title, body]) => (
          <li key={title} className={point}>
            <span className={pointIcon}>
              <Icon icon={icon} size={22} />
            </span>
            <span className={pointText}>
              <p className={pointTitle}>{m[title]}</p>
              <p className={muted}>{m[body]}</p>
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={button.primary}
        onClick={() => push('GetWallet')}
        onPointerEnter={() => preload('GetWallet')}
        data-get-wallet=""
      >
        {m.getWalletAction}
      </button>
    </div>
  );
}
