/**
 * Modal navigation as pure functions over RouterState. Side effects a
 * transition asks for (closing the modal, calling a flow's handlers, the Farcaster cleanup) are
 * returned as `effects` for the client to run, so every rule is testable without timers or a DOM.
 */

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
] as const;

/** One modal view name. */
export type RouterView = (typeof ROUTER_VIEWS)[number];

/** What a view carries: ConnectingExternal a connector id, ConnectingWalletConnect a wallet. */
export interface RouterData {
  connectorId?: string;
  wallet?: { id: string; name: string; [key: string]: unknown };
  [key: string]: unknown;
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

/** Router state: current view, history stack, the current view's data, open flows, transition. */
export interface RouterState {
  view: RouterView;
  history: RouterView[];
  data: RouterData | undefined;
  transactionStack: TransactionAction[];
  direction: 'next' | 'prev';
}

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
  return { view, history: [view], data: undefined, transactionStack: [], direction: 'next' };
}

/** Push a view; ignored when it already is the current view. */
export function push(state: RouterState, view: RouterView, data?: RouterData): RouterState {
  if (view === state.view) return state;
  return { ...state, view, data, history: [...state.history, view], direction: 'next' };
}

/** Reset to a single view. */
export function reset(state: RouterState, view: RouterView, data?: RouterData): RouterState {
  return { ...state, view, data, history: [view], direction: 'next' };
}

/** Replace the current view (the history keeps its length). */
export function replace(state: RouterState, view: RouterView, data?: RouterData): RouterState {
  if (view === state.view && data === state.data) return state;
  const history = state.history.length ? [...state.history.slice(0, -1), view] : [view];
  return { ...state, view, data, history, direction: 'next' };
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
  return { state: { ...state, view, history, data: undefined, direction: 'prev' }, effects };
}

/** Go back to a history index (kept entries: 0..index). Out-of-range indexes are ignored. */
export function goBackToIndex(state: RouterState, index: number): RouterState {
  if (index < 0 || index >= state.history.length) return state;
  const history = state.history.slice(0, index + 1);
  const view = history[index] as RouterView;
  return { ...state, view, history, data: undefined, direction: 'prev' };
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
  } else if (action.view) result = { state: reset(popped, action.view), effects: [] };
  return { state: result.state, effects: [...result.effects, ...call(action.onSuccess)] };
}

function call(fn: (() => void) | undefined): RouterEffect[] {
  return fn ? [{ type: 'call', fn }] : [];
}
