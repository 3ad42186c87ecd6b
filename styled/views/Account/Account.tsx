/**
 * Account: the identity (AccountHeader: avatar, name, address with copy and explorer, total value, native balance and
 * the network switcher), a compact action row with only what can work on the network (useAccountActions: Buy, Swap,
 * Receive, Send), tabs Tokens, NFTs and Activity (the Activity panel is its own chunk, loaded when the tab is first
 * wanted), and at the bottom "Choose a name" and Disconnect. An embedded wallet's user also sees the email (with its
 * edit button) and the account type, and signs out instead of disconnecting. Everything fits 640 px high; a shorter
 * window scrolls the view.
 */
import { Content, List, Root, Trigger } from '@radix-ui/react-tabs';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  useAccountActions,
  useBalances,
  useDisconnect,
  useLocale,
  useModalActions,
  useNetwork,
  useRouterActions,
  useWalletDock,
  type AccountAction,
  type RouterView,
} from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import { usePanelMessages, type PanelMessageKey } from '../panel-messages';
import { useAccountMessages } from './messages';
import { useEmbedded } from '../../components/useEmbedded';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { Icon } from '../../components/Icon';
import { view } from '../../theme/root.css';
import {
  buyIcon,
  disconnectIcon,
  editIcon,
  emailIcon,
  nameIcon,
  receiveIcon,
  sendIcon,
  swapIcon,
} from '../../icons/actions';
import type { IconData } from '../../icons/icon-data';
import { usePreload } from '../preload';
import { AccountHeader } from './AccountHeader';
import { NftsPanel } from './NftsPanel';
import { Skeletons } from './states';
import { TokensPanel } from './TokensPanel';
import * as css from './Account.css';

const selectNetwork = (n: NetworkView) => n.caipNetwork;
const selectUser = (s: {
  user: { email?: string | null | undefined; accounts: ReadonlyArray<{ type: string }> } | null;
}) =>
  s.user
    ? { email: s.user.email ?? undefined, smartAccount: s.user.accounts.some((a) => a.type === 'smartAccount') }
    : undefined;
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

/** Each action's view, label, icon and DOM hook. */
const ACTIONS: Readonly<
  Record<AccountAction, { view: RouterView; label: PanelMessageKey; icon: IconData; hook: string }>
> = {
  buy: { view: 'OnRamp', label: 'buyAction', icon: buyIcon, hook: 'data-account-buy' },
  swap: { view: 'Swap', label: 'swapAction', icon: swapIcon, hook: 'data-open-swap' },
  receive: { view: 'Receive', label: 'receiveAction', icon: receiveIcon, hook: 'data-open-receive' },
  send: { view: 'Send', label: 'sendAction', icon: sendIcon, hook: 'data-open-send' },
};

/** The action row: a round icon button per action, its name under it. */
function ActionRow({ actions }: { actions: readonly AccountAction[] }) {
  const panels = usePanelMessages();
  const { push } = useRouterActions();
  const preload = usePreload();
  if (actions.length === 0) return null;
  return (
    <ul className={css.actions} data-account-actions={actions.join(' ')}>
      {actions.map((action) => {
        const { view: target, label, icon, hook } = ACTIONS[action];
        return (
          <li key={action}>
            <button
              type="button"
              className={css.action}
              onClick={() => push(target)}
              onPointerEnter={() => preload(target)}
              {...{ [hook]: '' }}
            >
              <span className={css.actionIcon}>
                <Icon icon={icon} size={20} directional={action === 'send' || action === 'receive'} />
              </span>
              {panels[label]}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The Account view. */
export function Account() {
  const m = useAccountMessages();
  const dock = useWalletDock();
  const { network } = useNetwork({ select: selectNetwork });
  const balances = useBalances();
  const offer = useAccountActions();
  const em = useEmbeddedMessages();
  const { state: embeddedUser } = useEmbedded(selectUser);
  const disconnect = useDisconnect();
  const modal = useModalActions();
  const { push } = useRouterActions();
  const preload = usePreload();
  // Radix Tabs lay out and move with the arrow keys left to right unless told the dialog's direction.
  const { dir } = useLocale();
  const [tabValue, setTabValue] = useState('tokens');
  const [activityWanted, setActivityWanted] = useState(false);
  const activity = useActivityModule(activityWanted || tabValue === 'activity');
  const wantActivity = useCallback(() => setActivityWanted(true), []);
  const onDisconnect = useCallback(
    () => disconnect.mutate(undefined, { onSettled: () => modal.close() }),
    [disconnect, modal],
  );
  const showActivity = dock.features.history;

  return (
    <div className={view} data-view="Account">
      {/* The total from before the account's own transaction is no total: '…' until the balances are read again. */}
      <AccountHeader totalValue={balances.data?.updating ? undefined : balances.data?.totalValue} />
      <ActionRow actions={offer.actions} />
      <Root value={tabValue} onValueChange={setTabValue} className={css.stack} dir={dir}>
        <List className={css.tabList} aria-label={m.accountTabsLabel}>
          <Trigger className={css.tab} value="tokens">
            {m.tokensTab}
          </Trigger>
          <Trigger className={css.tab} value="nfts">
            {m.nftsTab}
          </Trigger>
          {showActivity ? (
            <Trigger className={css.tab} value="activity" onPointerEnter={wantActivity} onFocus={wantActivity}>
              {m.activityTab}
            </Trigger>
          ) : null}
        </List>
        <Content className={css.panel} value="tokens" data-panel="tokens">
          <TokensPanel balances={balances} />
        </Content>
        <Content className={css.panel} value="nfts" data-panel="nfts">
          <NftsPanel />
        </Content>
        {showActivity ? (
          <Content className={css.panel} value="activity" data-panel="activity">
            {activity ? <activity.ActivityPanel /> : <Skeletons label={m.loading} />}
          </Content>
        ) : null}
      </Root>
      {embeddedUser ? (
        <div className={css.embedded}>
          {embeddedUser.email ? (
            <div className={css.emailLine}>
              <Icon icon={emailIcon} size={18} />
              <span className={css.emailText} data-email>
                {embeddedUser.email}
              </span>
              <button
                type="button"
                className={css.iconButton}
                onClick={() => push('UpdateEmailWallet')}
                onPointerEnter={() => preload('UpdateEmailWallet')}
                aria-label={em.updateEmail}
                title={em.updateEmail}
                data-update-email=""
              >
                <Icon icon={editIcon} size={16} />
              </button>
            </div>
          ) : null}
          {embeddedUser.smartAccount && network?.chainNamespace === 'eip155' ? (
            <Suspense fallback={null}>
              <AccountTypeSwitch />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      <div className={css.footer}>
        {offer.names ? (
          <button
            type="button"
            className={css.footerButton}
            onClick={() => push('RegisterAccountName')}
            onPointerEnter={() => preload('RegisterAccountName')}
            data-register-name=""
          >
            <Icon icon={nameIcon} size={18} />
            {m.registerNameEntry}
          </button>
        ) : null}
        <button
          type="button"
          className={`${css.footerButton} ${css.danger}`}
          onClick={onDisconnect}
          disabled={disconnect.isPending}
          data-disconnect=""
        >
          <Icon icon={disconnectIcon} size={18} directional />
          {embeddedUser ? em.signOut : m.disconnect}
        </button>
      </div>
    </div>
  );
}
