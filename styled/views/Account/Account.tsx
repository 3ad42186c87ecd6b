/** Account: the address (or name), the network, the native balance, switch network, disconnect. */
import { useCallback } from 'react';
import {
  formatBalance, shortenAddress, useAccount, useDisconnect, useModalActions, useNativeBalance, useNetwork, useRouterActions,
  useWalletDock, type AccountState,
} from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import { SEND_NAMESPACES } from 'walletdock/utils';
import { usePanelMessages } from '../panel-messages';
import { useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { button, center } from '../../components/ui.css';
import { usePreload } from '../preload';
import { address as addressClass, avatar, balance as balanceClass, pair, stack } from './Account.css';

const selectAccount = (a: AccountState) => ({ address: a.address, profileName: a.profileName });
const selectNetwork = (n: NetworkView) => n.caipNetwork;

/** The Account view. */
export function Account() {
  const m = useMessages();
  const account = useAccount({ select: selectAccount });
  const { network } = useNetwork({ select: selectNetwork });
  const balance = useNativeBalance();
  const disconnect = useDisconnect();
  const modal = useModalActions();
  const { push } = useRouterActions();
  const preload = usePreload();
  const onDisconnect = useCallback(() => disconnect.mutate(undefined, { onSettled: () => modal.close() }), [disconnect, modal]);

  const panels = usePanelMessages();
  const { features } = useWalletDock();
  const sendable = network !== undefined && SEND_NAMESPACES.includes(network.chainNamespace);
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
      </div>
      <div className={stack}>
        {sendable && (features.send || features.receive) ? (
          <div className={pair}>
            {features.send ? (
              <button type="button" className={button.primary} onClick={() => push('Send')} onPointerEnter={() => preload('Send')} data-open-send>
                {panels.sendAction}
              </button>
            ) : null}
            {features.receive ? (
              <button type="button" className={button.secondary} onClick={() => push('Receive')} onPointerEnter={() => preload('Receive')} data-open-receive>
                {panels.receiveAction}
              </button>
            ) : null}
          </div>
        ) : null}
        <button
          type="button"
          className={button.secondary}
          onClick={() => push('Networks')}
          onPointerEnter={() => preload('Networks')}
          data-network={network?.caipNetworkId}
        >
          {m.networkLabel}: {network?.name ?? m.unknownNetwork}
        </button>
        <button type="button" className={button.danger} onClick={onDisconnect} disabled={disconnect.isPending}>
          {m.disconnect}
        </button>
      </div>
    </div>
  );
}
