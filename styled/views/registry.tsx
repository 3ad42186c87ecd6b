/**
 * Every modal view in one typed table: the router view's body, its header title and, for views
 * outside the connect path, the chunk it loads from (React.lazy: a host that never opens a view never
 * downloads it). The table has a key for every router view (core/modal/router.ts ROUTER_VIEWS), so a
 * view the router gains without an entry here is a type error; `null` marks a view without a flow
 * yet (the modal shows nothing for it). Connect, the first view, stays in the dialog's chunk; ConnectingExternal, the
 * next step of the connect path, is preloaded as soon as Connect shows.
 */
import { lazy, type ComponentType } from 'react';
import { useConnector, useRouterData, type RouterView } from 'walletdock';
import { format, useMessages, type MessageKey } from '../messages';
import type { EmbeddedMessageKey } from '../embedded-messages';
import type { PanelMessageKey } from './panel-messages';
import { Connect } from './Connect/Connect';
import { ConnectWallets } from './ConnectWallets/ConnectWallets';

/** One view of the modal. */
export interface ModalView {
  /** The view's body (rendered inside Suspense). */
  View: ComponentType;
  /**
   * The header title: a message key, or a component when it depends on the view's data (useRouterData). A title
   * renders before a lazy view's chunk arrives, so title components live here, not in the view.
   */
  title: MessageKey | ComponentType;
  /** Starts downloading the view's chunk (lazy views only). */
  preload?: () => void;
}

/** A view loaded on demand: `pick` names the component in the loaded module. */
function lazyView<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, title: ModalView['title']): ModalView {
  return { View: lazy(() => load().then((m) => ({ default: pick(m) }))), title, preload: () => void load() };
}

const loadWalletConnect = () => import('./ConnectingWalletConnect/ConnectingWalletConnect');

/** The connecting wallet's name (the connector the view carries), else the connect title. */
function ConnectingExternalTitle() {
  const m = useMessages();
  return <>{useConnector(useRouterData('ConnectingExternal')?.connectorId)?.name ?? m.connectTitle}</>;
}

// The embedded views and their titles: one chunk with the embedded texts (the header shows titles inside a Suspense
// boundary), and an entry here is only the view's name and its title's key.
const loadEmbedded = () => import('./embedded-views');
const EmbeddedTitle = lazy(() => loadEmbedded().then((m) => ({ default: m.EmbeddedTitle })));
type EmbeddedViewName = Exclude<keyof Awaited<ReturnType<typeof loadEmbedded>>, 'EmbeddedTitle'>;
function embeddedView(name: EmbeddedViewName, messageKey: EmbeddedMessageKey): ModalView {
  return lazyView(
    loadEmbedded,
    (m) => m[name],
    () => <EmbeddedTitle messageKey={messageKey} />,
  );
}

// The Pay views and their titles: one chunk with the Pay texts, like the embedded views.
const loadPay = () => import('./Pay/pay-views');
const PayTitle = lazy(() => loadPay().then((m) => ({ default: m.PayTitle })));
function payView(
  name: 'Pay' | 'PayQuote' | 'PayLoading',
  messageKey: 'payTitle' | 'payQuoteTitle' | 'payLoadingTitle',
): ModalView {
  return lazyView(
    loadPay,
    (m) => m[name],
    () => <PayTitle messageKey={messageKey} />,
  );
}

/** The chosen wallet's name, else WalletConnect. */
function ConnectingWalletConnectTitle() {
  const m = useMessages();
  return <>{useRouterData('ConnectingWalletConnect')?.wallet.name ?? m.walletConnectName}</>;
}

/** The chosen wallet's name in the InstallWallet title ("Get MetaMask"). */
function InstallWalletTitle() {
  const m = useMessages();
  return <>{format(m.installWalletTitle, { name: useRouterData('InstallWallet')?.wallet.name ?? '' })}</>;
}

const loadWalletHelp = () => import('./GetWallet/wallet-help-views');

// The panels' texts are a chunk of their own (a visitor who only connects never needs them), loaded by the panel's
// view and by its title here, which shows once they are in.
const PanelTitleText = lazy(() => import('./panel-messages').then((m) => ({ default: m.PanelTitle })));
/** A title from the optional panels' messages. */
function PanelTitle(key: PanelMessageKey) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per view when the registry is built, never in a render
  return function Title() {
    return <PanelTitleText messageKey={key} />;
  };
}

/** The modal's views by router view. */
export const MODAL_VIEWS: { readonly [V in RouterView]: ModalView | null } = {
  Connect: { View: Connect, title: 'connectTitle' },
  // In the dialog's chunk with Connect, whose list it is: opening it never waits for a download.
  ConnectWallets: { View: ConnectWallets, title: 'connectWalletsTitle' },
  ConnectingExternal: lazyView(
    () => import('./ConnectingExternal/ConnectingExternal'),
    (m) => m.ConnectingExternal,
    ConnectingExternalTitle,
  ),
  AllWallets: lazyView(
    () => import('./AllWallets/AllWallets'),
    (m) => m.AllWallets,
    'allWalletsTitle',
  ),
  Account: lazyView(
    () => import('./Account/Account'),
    (m) => m.Account,
    'accountTitle',
  ),
  Networks: lazyView(
    () => import('./Networks/Networks'),
    (m) => m.Networks,
    'networksTitle',
  ),
  UnsupportedChain: lazyView(
    () => import('./UnsupportedChain/UnsupportedChain'),
    (m) => m.UnsupportedChain,
    'unsupportedTitle',
  ),
  ConnectingWalletConnect: lazyView(loadWalletConnect, (m) => m.ConnectingWalletConnect, ConnectingWalletConnectTitle),
  ConnectingWalletConnectBasic: lazyView(loadWalletConnect, (m) => m.ConnectingWalletConnectBasic, 'walletConnectName'),
  Send: lazyView(
    () => import('./Send/Send'),
    (m) => m.Send,
    PanelTitle('sendTitle'),
  ),
  Receive: lazyView(
    () => import('./Receive/Receive'),
    (m) => m.Receive,
    PanelTitle('receiveTitle'),
  ),
  OnRamp: lazyView(
    () => import('./OnRamp/OnRamp'),
    (m) => m.OnRamp,
    PanelTitle('onrampTitle'),
  ),
  SIWXSignMessage: lazyView(
    () => import('./SIWXSignMessage/SIWXSignMessage'),
    (m) => m.SIWXSignMessage,
    'siwxTitle',
  ),
  EmailVerifyOtp: embeddedView('EmailVerifyOtp', 'otpTitle'),
  EmailVerifyDevice: embeddedView('EmailVerifyDevice', 'deviceTitle'),
  ConnectingSocial: embeddedView('ConnectingSocial', 'socialTitle'),
  UpdateEmailWallet: embeddedView('UpdateEmailWallet', 'updateEmailTitle'),
  UpdateEmailPrimaryOtp: embeddedView('UpdateEmailPrimaryOtp', 'updateEmailPrimaryTitle'),
  UpdateEmailSecondaryOtp: embeddedView('UpdateEmailSecondaryOtp', 'updateEmailSecondaryTitle'),
  ApproveTransaction: embeddedView('ApproveTransaction', 'approveTitle'),
  RegisterAccountName: lazyView(
    () => import('./RegisterAccountName/RegisterAccountName'),
    (m) => m.RegisterAccountName,
    PanelTitle('registerNameTitle'),
  ),
  RegisterAccountNameSuccess: lazyView(
    () => import('./RegisterAccountName/RegisterAccountNameSuccess'),
    (m) => m.RegisterAccountNameSuccess,
    PanelTitle('registerNameTitle'),
  ),
  ConnectingFarcaster: embeddedView('ConnectingFarcaster', 'farcasterTitle'),
  // No headless flow yet: its issue replaces this with an entry.
  ConnectingSiwe: null,
  // The optional `swaps` panel: its own chunk, opened from Account.
  Swap: lazyView(
    () => import('./Swap/Swap'),
    (m) => m.Swap,
    PanelTitle('swapTitle'),
  ),
  // Help for a visitor without a wallet (Connect's "What is a wallet?"): one chunk for the three views.
  WhatIsAWallet: lazyView(loadWalletHelp, (m) => m.WhatIsAWallet, 'whatIsAWalletTitle'),
  GetWallet: lazyView(loadWalletHelp, (m) => m.GetWallet, 'getWalletTitle'),
  InstallWallet: lazyView(loadWalletHelp, (m) => m.InstallWallet, InstallWalletTitle),
  // Pay (walletdock/pay, the optional `pay`): one chunk for the three views and their titles, opened by pay().
  Pay: payView('Pay', 'payTitle'),
  PayQuote: payView('PayQuote', 'payQuoteTitle'),
  PayLoading: payView('PayLoading', 'payLoadingTitle'),
};

/** Starts downloading a view's chunk (views in the initial chunk have nothing to download). */
export function preloadView(view: RouterView): void {
  MODAL_VIEWS[view]?.preload?.();
}
