/**
 * Opening and closing the modal (which view it opens on, and the close rules) as pure
 * decisions; the client applies them to the modal and router stores.
 */
import type { RouterView } from './router';

/** Modal state, mirrored to the host as the shared app state (open, loading, initialized). */
export interface ModalState {
  open: boolean;
  /** True from the open request until the connectors are ready. */
  loading: boolean;
  /** True once the startup sync (restore from storage, reconnect) has finished. */
  initialized: boolean;
  /** True for MODAL_SHAKE_MS after a shake request. */
  shake: boolean;
}

/** The modal before anything happened. */
export const initialModalState: ModalState = { open: false, loading: false, initialized: false, shake: false };

/** What decides which view the modal opens on. */
export interface OpenContext {
  requestedView?: RouterView | undefined;
  connected: boolean;
  hasAdapters: boolean;
  isMobile: boolean;
}

/**
 * The view to open on: a requested view wins; otherwise Account when an address is connected,
 * else Connect; with no adapters and no address, AllWallets on mobile and
 * ConnectingWalletConnectBasic elsewhere.
 */
export function resolveOpenView(context: OpenContext): RouterView {
  if (context.requestedView) return context.requestedView;
  if (context.connected) return 'Account';
  if (!context.hasAdapters) return context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  return 'Connect';
}

/** Views on which closing is disabled while sign-in is required and no session exists. */
export const SIGN_IN_GUARDED_VIEWS: readonly RouterView[] = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction'];

/** What decides whether a close request is honoured. */
export interface CloseContext {
  view: RouterView;
  force?: boolean | undefined;
  /** The host set sign-in as required (siwx.required). */
  signInRequired: boolean;
  /** At least one sign-in session exists for the connected account. */
  hasSession: boolean;
  /** Embedded mode: the modal is part of the page and never really closes. */
  embedded: boolean;
  connected: boolean;
}

/** The outcome of a close request. */
export type CloseDecision =
  | { type: 'ignore' }
  | { type: 'close' }
  /** Embedded mode: stay open and show this view instead. */
  | { type: 'show'; view: RouterView };

/** True when the UI must not offer closing (the close button is disabled). */
export function isCloseDisabled(context: Pick<CloseContext, 'view' | 'signInRequired' | 'hasSession'>): boolean {
  return context.signInRequired && !context.hasSession && SIGN_IN_GUARDED_VIEWS.includes(context.view);
}

/**
 * True on a view the modal's own controls (close, back) do not leave: ApproveTransaction, where a request waits for
 * the user inside the wallet frame; the frame's answer leaves it.
 */
export function isLockedView(view: RouterView): boolean {
  return view === 'ApproveTransaction';
}

/**
 * Closing on ApproveTransaction is ignored unless forced; closing is disabled on the sign-in and
 * approve views when sign-in is required without a session (force overrides both, for code that
 * finished the flow itself). In embedded mode close shows Account if connected, otherwise Connect.
 */
export function decideClose(context: CloseContext): CloseDecision {
  if (!context.force) {
    if (context.view === 'ApproveTransaction') return { type: 'ignore' };
    if (isCloseDisabled(context)) return { type: 'ignore' };
  }
  if (context.embedded) return { type: 'show', view: context.connected ? 'Account' : 'Connect' };
  return { type: 'close' };
}

/** The WalletConnect views: one pairing flow, whichever of the two it started on. */
const WALLETCONNECT_VIEWS: readonly RouterView[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'];

/**
 * A connect started on `startedOn` closes the modal when it succeeds, unless another flow took the
 * modal over meanwhile (the sign-in flow opens SIWXSignMessage on connect; the user went back).
 * @example
 * shouldCloseAfterConnect({ startedOn: 'ConnectingExternal', view: 'SIWXSignMessage' }); // false
 */
export function shouldCloseAfterConnect(context: { startedOn: RouterView; view: RouterView }): boolean {
  if (context.view === context.startedOn) return true;
  return WALLETCONNECT_VIEWS.includes(context.view) && WALLETCONNECT_VIEWS.includes(context.startedOn);
}
