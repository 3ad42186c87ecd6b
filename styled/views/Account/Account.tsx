/**
 * Account: the identity (avatar and name), the shortened address with copy and explorer link, the native balance and
 * the total USD value; tabs Tokens, NFTs and Activity (the Activity panel is its own chunk, loaded when the tab is
 * first wanted); Send and Receive; switch network and disconnect. An embedded wallet's user also sees the email, can
 * change it, and signs out instead of disconnecting.
 */
import { Content, List, Root, Trigger } from '@radix-ui/react-tabs';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  formatBalance, shortenAddress, useAccount, useBalances, useDisconnect, useIdentity, useModalActions, useNativeBalance, useNetwork,
  useRouterActions, useToastActions, useWalletDock, type AccountState,
} from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import { formatUsd, isChainNamespace, namesSupportedOn, onrampSupportedOn, SEND_NAMESPACES } from 'walletdock/utils';
import { usePanelMessages } from '../panel-messages';
import { useAccountMessages } from './messages';
import { useEmbedded } from '../../components/useEmbedded';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { button, center } from '../../components/ui.css';
import { usePreload } from '../preload';
import { NftsPanel } from './NftsPanel';
import { Skeletons } from './states';
import { TokensPanel } from './TokensPanel';
import {
  address as addressClass, addressRow, avatar, balance as balanceClass, iconButton, pair, panel, stack, tab, tabList, total,
} from './Account.css';

const selectAccount = (a: AccountState) => ({
  address: a.address,
  profileName: a.profileName,
  profileImage: a.profileImage,
  explorerUrl: a.addressExplorerUrl,
  namespace: a.caipAddress?.split(':')[0],
});
const selectNetwork = (n: NetworkView) => n.caipNetwork;
const selectUser = (s: { user: { email?: string | null | undefined; accounts: ReadonlyArray<{ type: string }> } | null }) =>
  (s.user ? { email: s.user.email ?? undefined, smartAccount: s.user.accounts.some((a) => a.type === 'smartAccount') } : undefined);
// The embedded user's account-type switch: in the embedded views' chunk, loaded only for a user with a smart account.
const AccountTypeSwitch = lazy(() => import('../embedded-views').then((m) => ({ default: m.AccountTypeSwitch })));

type ActivityModule = typeof import('./ActivityPanel');
let activityModule: ActivityModule | undefined;
let activityLoading: Promise<ActivityModule> | undefined;
const loadActivity = () =>
  (activityLoading ??= import('./ActivityPanel').then((module) => {
    activityModule = module;
    return module;
  }));

/**
 * The Activity panel's module once `wanted`: kept in state and rendered directly rather than through React.lazy, whose
 * Suspense reveal throttle would hold the panel back up to 300 ms after its chunk arrived.
 */
function useActivityModule(wanted: boolean): ActivityModule | undefined {
  const [module, setModule] = useState(activityModule);
  useEffect(() => {
    if (module || !wanted) return;
    let live = true;
    void loadActivity().then((m) => live && setModule(m));
    return () => void (live = false);
  }, [module, wanted]);
  return module;
}

/** The avatar, name, address (copy, explorer), native balance and total value. */
function AccountHeader({ totalValue }: { totalValue: number | undefined }) {
  const m = useAccountMessages();
  const account = useAccount({ select: selectAccount });
  const native = useNativeBalance();
  const toast = useToastActions();
  const { push } = useRouterActions();
  const preload = usePreload();
  useIdentity();
  // Names exist on eip155 only: elsewhere the entry is not offered.
  const canName = !account.profileName && account.namespace !== undefined && isChainNamespace(account.namespace) && namesSupportedOn(account.namespace);
  const copy = useCallback(async () => {
    if (!account.address) return;
    await navigator.clipboard?.writeText(account.address).catch(() => undefined);
    toast.success(m.addressCopied);
  }, [account.address, toast, m.addressCopied]);
  const short = account.address ? shortenAddress(account.address) : '';
  return (
    <div className={center}>
      {account.profileImage ? (
        <img className={avatar} src={account.profileImage} alt="" width={64} height={64} />
      ) : (
        <span className={avatar} aria-hidden="true" />
      )}
      <p className={addressClass} title={account.address} data-address={account.address} data-profile-name={account.profileName}>
        {account.profileName ?? short}
      </p>
      <div className={addressRow}>
        {account.profileName ? <span>{short}</span> : null}
        {canName ? (
          <button
            type="button"
            className={iconButton}
            onClick={() => push('RegisterAccountName')}
            onPointerEnter={() => preload('RegisterAccountName')}
            data-register-name=""
          >
            {m.registerNameEntry}
          </button>
        ) : null}
        <button type="button" className={iconButton} onClick={() => void copy()} aria-label={m.copyAddress} data-copy-address="">
          {m.copyShort}
        </button>
        {account.explorerUrl ? (
          <a className={iconButton} href={account.explorerUrl} target="_blank" rel="noreferrer" aria-label={m.viewOnExplorer}>
            {m.explorerShort} ↗
          </a>
        ) : null}
      </div>
      <p className={balanceClass} aria-live="polite" data-balance>
        <span>{m.balanceLabel}: </span>
        {native.data ? formatBalance(native.data.value, native.data.decimals, native.data.symbol) : '…'}
      </p>
      <p className={total} data-total-value="" aria-label={m.totalValueLabel}>
        {totalValue === undefined ? '…' : formatUsd(totalValue)}
      </p>
    </div>
  );
}

/** The Account view. */
export function Account() {
  const m = useAccountMessages();
  const dock = useWalletDock();
  const { network } = useNetwork({ select: selectNetwork });
  const balances = useBalances();
  const em = useEmbeddedMessages();
  const { state: embeddedUser } = useEmbedded(selectUser);
  const disconnect = useDisconnect();
  const modal = useModalActions();
  const { push } = useRouterActions();
  const preload = usePreload();
  const [tabValue, setTabValue] = useState('tokens');
  const [activityWanted, setActivityWanted] = useState(false);
  const activity = useActivityModule(activityWanted || tabValue === 'activity');
  const wantActivity = useCallback(() => setActivityWanted(true), []);
  const onDisconnect = useCallback(() => disconnect.mutate(undefined, { onSettled: () => modal.close() }), [disconnect, modal]);
  const showActivity = dock.features.history;
  // Buy only where the on-ramp serves the network's namespace (a bitcoin or polkadot account has none to offer).
  const showBuy = dock.features.onramp && onrampSupportedOn(network?.chainNamespace);

  const panels = usePanelMessages();
  const { features } = dock;
  const sendable = network !== undefined && SEND_NAMESPACES.includes(network.chainNamespace);
  return (
    <div className={view} data-view="Account">
      <AccountHeader totalValue={balances.data?.totalValue} />
      {embeddedUser?.email ? (
        <p className={center} data-email>
          {embeddedUser.email}
        </p>
      ) : null}
      {embeddedUser?.smartAccount && network?.chainNamespace === 'eip155' ? (
        <Suspense fallback={null}>
          <AccountTypeSwitch />
        </Suspense>
      ) : null}
      <Root value={tabValue} onValueChange={setTabValue} className={stack}>
        <List className={tabList} aria-label={m.accountTabsLabel}>
          <Trigger className={tab} value="tokens">
            {m.tokensTab}
          </Trigger>
          <Trigger className={tab} value="nfts">
            {m.nftsTab}
          </Trigger>
          {showActivity ? (
            <Trigger className={tab} value="activity" onPointerEnter={wantActivity} onFocus={wantActivity}>
              {m.activityTab}
            </Trigger>
          ) : null}
        </List>
        <Content className={panel} value="tokens" data-panel="tokens">
          <TokensPanel balances={balances} />
        </Content>
        <Content className={panel} value="nfts" data-panel="nfts">
          <NftsPanel />
        </Content>
        {showActivity ? (
          <Content className={panel} value="activity" data-panel="activity">
            {activity ? <activity.ActivityPanel /> : <Skeletons label={m.loading} />}
          </Content>
        ) : null}
      </Root>
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
        {features.swaps && network?.chainNamespace === 'eip155' ? (
          <button type="button" className={button.secondary} onClick={() => push('Swap')} onPointerEnter={() => preload('Swap')} data-open-swap="">
            {m.swapEntry}
          </button>
        ) : null}
        {showBuy ? (
          <button type="button" className={button.secondary} onClick={() => push('OnRamp')} onPointerEnter={() => preload('OnRamp')} data-account-buy="">
            {panels.buyAction}
          </button>
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
        {embeddedUser ? (
          <button type="button" className={button.secondary} onClick={() => push('UpdateEmailWallet')} onPointerEnter={() => preload('UpdateEmailWallet')}>
            {em.updateEmail}
          </button>
        ) : null}
        <button type="button" className={button.danger} onClick={onDisconnect} disabled={disconnect.isPending}>
          {embeddedUser ? em.signOut : m.disconnect}
        </button>
      </div>
    </div>
  );
}
