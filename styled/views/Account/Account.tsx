/**
 * Account: the address (or name), the network, the native balance, switch network, disconnect. An embedded wallet's
 * user also sees the email, can change it, and signs out instead of disconnecting.
 */
import { useCallback } from 'react';
import { formatBalance, shortenAddress, useAccount, useDisconnect, useModalActions, useNativeBalance, useNetwork, useRouterActions, type AccountState, type NetworkView } from 'walletdock';
import { useEmbedded } from '../../components/useEmbedded';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { button, center } from '../../components/ui.css';
import { usePreload } from '../preload';
import { address as addressClass, avatar, balance as balanceClass, stack } from './Account.css';

const selectAccount = (a: AccountState) => ({ address: a.address, profileName: a.profileName });
const selectNetwork = (n: NetworkView) => n.caipNetwork;
const selectUser = (s: { user: { email?: string | null | undefined } | null }) => (s.user ? { email: s.user.email ?? undefined } : undefined);

/** The Account view. */
export function Account() {
  const m = useEmbeddedMessages();
  const account = useAccount({ select: selectAccount });
  const { network } = useNetwork({ select: selectNetwork });
  const balance = useNativeBalance();
  const { state: embeddedUser } = useEmbedded(selectUser);
  const disconnect = useDisconnect();
  const modal = useModalActions();
  const { push } = useRouterActions();
  const preload = usePreload();
  const onDisconnect = useCallback(() => disconnect.mutate(undefined, { onSettled: () => modal.close() }), [disconnect, modal]);

  const shown = account.profileName ?? (account.address ? shortenAddress(account.address) : '');
  return (
    <div className={view} data-view="Account">
      <div className={center}>
        <span className={avatar} aria-hidden="true" />
        <p className={addressClass} title={account.address} data-address={account.address}>
          {shown}
        </p>
        <p className={balanceClass} aria-live="polite" data-balance>
          <span>{m.balanceLabel}: </span>
          {balance.data ? formatBalance(balance.data.value, balance.data.decimals, balance.data.symbol) : '…'}
        </p>
        {embeddedUser?.email ? (
          <p className={balanceClass} data-email>
            {embeddedUser.email}
          </p>
        ) : null}
      </div>
      <div className={stack}>
        <button
          type="button"
          className={button.secondary}
          onClick={() => push('Networks')}
          onPointerEnter={() => preload('Networks')}
          data-network={network?.caipNetworkId}
        >
          {m.networkLabel}: {network?.name ?? m.unknownNetwork}
        </button>
        {embeddedUser ? (
          <button type="button" className={button.secondary} onClick={() => push('UpdateEmailWallet')} onPointerEnter={() => preload('UpdateEmailWallet')}>
            {m.updateEmail}
          </button>
        ) : null}
        <button type="button" className={button.danger} onClick={onDisconnect} disabled={disconnect.isPending}>
          {embeddedUser ? m.signOut : m.disconnect}
        </button>
      </div>
    </div>
  );
}
