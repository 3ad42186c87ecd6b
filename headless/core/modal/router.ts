/**
 * Modal navigation as pure functions over RouterState. Side effects a
 * transition asks for (closing the modal, calling a flow's handlers, the Farcaster cleanup) are
 * returned as `effects` for the client to run, so every rule is testable without timers or a DOM.
 */
import type { SOCIALS } from '../model/constants';

/** The modal's views. Later features add their views to this list. */
export const ROUTER_VIEWS = [
  'Connect',
  'SIWXSignMessage',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ApproveTransaction',
  'UnsupportedChain',
  'Account',
  'AllWallets',
  // The wallet list on its own, when features.collapseWallets folds it out of Connect.
  'ConnectWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  // The active network's picker, opened from Account.
  'Networks',
  // The embedded wallet: the emailed code, a new device's emailed approval, a social login in its window, and
  // changing the email (the new address, then a code to the current one and one to the new one).
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  // Send and Receive panels, opened from Account (features send / receive).
  'Send',
  'Receive',
  // Buy (the optional panel `onramp`), opened from Account.
  'OnRamp',
  // Help for a visitor without a wallet: what a wallet is, the wallets to get, and one wallet's install links.
  'WhatIsAWallet',
  'GetWallet',
  'InstallWallet',
  // Pay (the optional panel `pay`, opened by walletdock/pay's pay() and openPay()): how the visitor pays, the quote
  // of the route chosen, and the steps while it is processed.
  'Pay',
  'PayQuote',
  'PayLoading',
] as const;

/** One modal view name. */
export type RouterView = (typeof ROUTER_VIEWS)[number];

/** A wallet chosen from a list, as ConnectingWalletConnect and InstallWallet carry it. */
export interface RouterWallet {
  id: string;
  name: string;
  /** The wallet's pairing deep link on a phone (ConnectingWalletConnect); null when it has none. */
  mobile_link?: string | null | undefined;
}

/**
 * What each view carries, by view: `push('ConnectingExternal', { connectorId })` type-checks the data against this
 * table, and the view reads it back typed (useRouterData). A view that carries nothing has `undefined`; a view whose
 * data is optional has `T | undefined`. A new view gets its line here beside its name in ROUTER_VIEWS (a listed view
 * without its line here does not compile).
 */
export interface RouterViewData {
  Connect: undefined;
  SIWXSignMessage: undefined;
  ConnectingSiwe: undefined;
  /** The login provider the embedded login pushes with it. */
  ConnectingFarcaster: { provider: 'farcaster' } | undefined;
  /** What is approved: a message signature is not a transaction (the title says which). */
  ApproveTransaction: { approval: 'signature' | 'transaction' } | undefined;
  UnsupportedChain: undefined;
  Account: undefined;
  AllWallets: undefined;
  ConnectWallets: undefined;
  ConnectingWalletConnectBasic: undefined;
  /** The installed wallet's connector. */
  ConnectingExternal: { connectorId: string };
  /** The wallet to pair by WalletConnect. */
  ConnectingWalletConnect: { wallet: RouterWallet };
  RegisterAccountName: undefined;
  RegisterAccountNameSuccess: undefined;
  Swap: undefined;
  Networks: undefined;
  /** The email the code was sent to. */
  EmailVerifyOtp: { email: string };
  EmailVerifyDevice: { email: string };
  /** The social login provider. */
  ConnectingSocial: { provider: Exclude<(typeof SOCIALS)[number], 'farcaster'> };
  UpdateEmailWallet: undefined;
  /** The new email address. */
  UpdateEmailPrimaryOtp: { email: string };
  UpdateEmailSecondaryOtp: { email: string };
  Send: undefined;
  Receive: undefined;
  OnRamp: undefined;
  WhatIsAWallet: undefined;
  GetWallet: undefined;
  /** The built-in wallet whose install links are shown. */
  InstallWallet: { wallet: RouterWallet };
  /** The payment shown is the instance's current one (walletdock/pay keeps it), so these views carry nothing. */
  Pay: undefined;
  PayQuote: undefined;
  PayLoading: undefined;
}

/** What any view carries: one of RouterViewData's payloads. */
export type RouterData = Exclude<RouterViewData[RouterView], undefined>;

/**
 * A view and what it carries, told apart by `view`: `{ view: 'ConnectingExternal', data: { connectorId } }`. The data
 * is undefined after going back to a view (the router keeps only the current view's).
 */
export type RouterRoute = { [V in RouterView]: { view: V; data: RouterViewData[V] | undefined } }[RouterView];

/** The data argument of push/reset/replace for `view`: required where the view needs it, optional otherwise. */
export type RouterDataArgument<V extends RouterView> = V extends RouterView
  ? undefined extends RouterViewData[V]
    ? [data?: RouterViewData[V]]
    : [data: RouterViewData[V]]
  : never;

/** A view to show with its data, as modal.open and a wallet selection name it (data required where the view needs it). */
export type RouterTarget = {
  [V in RouterView]: undefined extends RouterViewData[V]
    ? { view: V; data?: RouterViewData[V] }
    : { view: V; data: RouterViewData[V] };
}[RouterView];

/**
 * The data the current route carries when it is `view`'s (undefined on any other view, or after going back to it).
 * @example
 * routeData(state, 'ConnectingExternal')?.connectorId;
 */
export function routeData<V extends RouterView>(route: RouterRoute, view: V): RouterViewData[V] | undefined {
  return route.view === view ? (route.data as RouterViewData[V] | undefined) : undefined;
}

/** A flow pushed on the transaction stack, finished by popTransactionStack. */
export interface TransactionAction {
  /** View to reset to when the flow succeeds (used when neither goBack nor replace is set). */
  view?: RouterView;
  /** Finish by going back one view. */
  goBack: boolean;
  /** Finish by going back to the view before ConnectingSiwe (or closing if it is absent). */
  replace?: boolean;
  onSuccess?: () => void;
  onCancel?: () => void;
}

/** Router state: the current view and its data (a RouterRoute), history stack, open flows, transition. */
export type RouterState = RouterRoute & {
  history: RouterView[];
  transactionStack: TransactionAction[];
  direction: 'next' | 'prev';
};

/** Something a transition needs done outside the router. */
export type RouterEffect =
  | { type: 'close' }
  /** Clear the Farcaster URL and reload the auth connector's frame (after FARCASTER_CLEANUP_MS). */
  | { type: 'farcasterReset' }
  | { type: 'call'; fn: () => void };

/** A transition's new state plus the effects it asks for. */
export interface RouterResult {
  state: RouterState;
  effects: RouterEffect[];
}

/** The router before anything was opened: Connect is the initial view. */
export function initialRouterState(view: RouterView = 'Connect'): RouterState {
  return { view, history: [view], data: undefined, transactionStack: [], direction: 'next' } as RouterState;
}

/** The state on `view` with `data` (the pair is checked by the callers' signatures). */
function at(state: RouterState, view: RouterView, data: unknown, rest: Partial<RouterState>): RouterState {
  return { ...state, ...rest, view, data } as RouterState;
}

/** Push a view; ignored when it already is the current view. */
export function push<V extends RouterView>(state: RouterState, view: V, ...[data]: RouterDataArgument<V>): RouterState {
  if (view === state.view) return state;
  return at(state, view, data, { history: [...state.history, view], direction: 'next' });
}

/** Reset to a single view. */
export function reset<V extends RouterView>(
  state: RouterState,
  view: V,
  ...[data]: RouterDataArgument<V>
): RouterState {
  return at(state, view, data, { history: [view], direction: 'next' });
}

/** Replace the current view (the history keeps its length). */
export function replace<V extends RouterView>(
  state: RouterState,
  view: V,
  ...[data]: RouterDataArgument<V>
): RouterState {
  if (view === state.view && data === state.data) return state;
  const history = state.history.length ? [...state.history.slice(0, -1), view] : [view];
  return at(state, view, data, { history, direction: 'next' });
}

/**
 * Go back. With one history entry, or with UnsupportedChain anywhere in the history, the modal
 * closes instead. Leaving ConnectingFarcaster without a connected address asks for the Farcaster
 * cleanup.
 */
export function goBack(state: RouterState, context: { connected: boolean }): RouterResult {
  const effects: RouterEffect[] = [];
  if (state.view === 'ConnectingFarcaster' && !context.connected) effects.push({ type: 'farcasterReset' });
  if (state.history.length <= 1 || state.history.includes('UnsupportedChain')) {
    return { state, effects: [{ type: 'close' }, ...effects] };
  }
  const history = state.history.slice(0, -1);
  const view = history[history.length - 1] as RouterView;
  return { state: at(state, view, undefined, { history, direction: 'prev' }), effects };
}

/** Go back to a history index (kept entries: 0..index). Out-of-range indexes are ignored. */
export function goBackToIndex(state: RouterState, index: number): RouterState {
  if (index < 0 || index >= state.history.length) return state;
  const history = state.history.slice(0, index + 1);
  const view = history[index] as RouterView;
  return at(state, view, undefined, { history, direction: 'prev' });
}

/** Start a flow (send, sign, approve…) that finishes with popTransactionStack. */
export function pushTransactionStack(state: RouterState, action: TransactionAction): RouterState {
  return { ...state, transactionStack: [...state.transactionStack, action] };
}

/**
 * Finish the newest flow. 'cancel' goes back and calls its cancel handler. 'success' goes back
 * (goBack), or returns to the view before ConnectingSiwe (replace; closes when absent), or resets
 * to its view, then calls its success handler. With no open flow nothing happens.
 */
export function popTransactionStack(
  state: RouterState,
  status: 'success' | 'cancel',
  context: { connected: boolean },
): RouterResult {
  const action = state.transactionStack[state.transactionStack.length - 1];
  if (!action) return { state, effects: [] };
  const popped: RouterState = { ...state, transactionStack: state.transactionStack.slice(0, -1) };
  if (status === 'cancel') {
    const back = goBack(popped, context);
    return { state: back.state, effects: [...back.effects, ...call(action.onCancel)] };
  }
  let result: RouterResult = { state: popped, effects: [] };
  if (action.goBack) result = goBack(popped, context);
  else if (action.replace) {
    const siwe = popped.history.indexOf('ConnectingSiwe');
    result =
      siwe > 0
        ? { state: goBackToIndex(popped, siwe - 1), effects: [] }
        : { state: { ...popped, history: [] }, effects: [{ type: 'close' }] };
  } else if (action.view)
    result = { state: at(popped, action.view, undefined, { history: [action.view], direction: 'next' }), effects: [] };
  return { state: result.state, effects: [...result.effects, ...call(action.onSuccess)] };
}

function call(fn: (() => void) | undefined): RouterEffect[] {
  return fn ? [{ type: 'call', fn }] : [];
}
