/**
 * The top of Account: the avatar (the profile's, else a gradient drawn from the address), the name or short address
 * with copy and explorer buttons, the total value, the native balance and the network (a pill that opens Networks).
 */
import { useCallback } from 'react';
import {
  shortenAddress,
  useAccount,
  useIdentity,
  useNativeBalance,
  useNetwork,
  useRouterActions,
  useToastActions,
  type AccountState,
} from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import { useLanguage } from '../../i18n/language';
import { gradientFor } from '../../components/avatar';
import { Icon } from '../../components/Icon';
import { NetworkIcon } from '../../components/NetworkIcon';
import { copyIcon, expandIcon, explorerIcon } from '../../icons/actions';
import { usePreload } from '../preload';
import { useAccountMessages } from './messages';
import { visuallyHidden } from '../../theme/root.css';
import * as css from './Account.css';

const selectAccount = (a: AccountState) => ({
  address: a.address,
  profileName: a.profileName,
  profileImage: a.profileImage,
  explorerUrl: a.addressExplorerUrl,
});
const selectNetwork = (n: NetworkView) => n.caipNetwork;

/** The header; `totalValue` is the view's one useBalances total. */
export function AccountHeader({ totalValue }: { totalValue: number | undefined }) {
  const m = useAccountMessages();
  const numbers = useLanguage().format;
  const account = useAccount({ select: selectAccount });
  const { network } = useNetwork({ select: selectNetwork });
  const native = useNativeBalance();
  const toast = useToastActions();
  const { push } = useRouterActions();
  const preload = usePreload();
  useIdentity();
  const copy = useCallback(async () => {
    if (!account.address) return;
    await navigator.clipboard?.writeText(account.address).catch(() => undefined);
    toast.success(m.addressCopied);
  }, [account.address, toast, m.addressCopied]);
  const short = account.address ? shortenAddress(account.address) : '';
  return (
    <div className={css.identity}>
      {account.profileImage ? (
        <img className={css.avatar} src={account.profileImage} alt="" width={56} height={56} />
      ) : (
        <span className={css.avatar} aria-hidden="true" style={{ background: gradientFor(account.address ?? '') }} />
      )}
      <div className={css.identityText}>
        <div className={css.nameLine}>
          <p
            className={css.address}
            title={account.address}
            data-address={account.address}
            data-profile-name={account.profileName}
          >
            {account.profileName ?? short}
          </p>
          <button
            type="button"
            className={css.iconButton}
            onClick={() => void copy()}
            aria-label={m.copyAddress}
            title={m.copyAddress}
            data-copy-address=""
          >
            <Icon icon={copyIcon} size={16} />
          </button>
          {account.explorerUrl ? (
            <a
              className={css.iconButton}
              href={account.explorerUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={m.viewOnExplorer}
              title={m.viewOnExplorer}
            >
              <Icon icon={explorerIcon} size={16} />
            </a>
          ) : null}
        </div>
        {account.profileName ? <p className={css.subtle}>{short}</p> : null}
        <p className={css.total}>
          <span className={visuallyHidden}>{m.totalValueLabel} </span>
          <span data-total-value="">{totalValue === undefined ? '…' : numbers.usd(totalValue)}</span>
        </p>
        <div className={css.balanceLine}>
          <p className={css.subtle} aria-live="polite" data-balance>
            <span className={visuallyHidden}>{m.balanceLabel}: </span>
            {native.data ? numbers.balance(native.data.value, native.data.decimals, native.data.symbol) : '…'}
          </p>
          <button
            type="button"
            className={css.networkPill}
            onClick={() => push('Networks')}
            onPointerEnter={() => preload('Networks')}
            title={m.switchNetwork}
            data-network={network?.caipNetworkId}
          >
            {network ? <NetworkIcon network={network} size={18} /> : null}
            <span className={visuallyHidden}>{m.networkLabel}: </span>
            <span className={css.networkName} dir="auto">
              {network?.name ?? m.unknownNetwork}
            </span>
            <Icon icon={expandIcon} size={14} />
          </button>
        </div>
      </div>
    </div>
  );
}
