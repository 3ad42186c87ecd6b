// The sign-in flow as a framework-free state machine. It owns no UI: the client hands it
// its collaborators (modal, router, toast, events, disconnect, the active account, signMessage).
import { toWalletDockError, type WalletDockError } from '../model/errors';
import { NotConfiguredError, NotFoundError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import { createStore, type Store } from '../model/store';
import { isSiwxNamespace } from './message';
import type { SIWXConfig, SIWXSession, SiwxChainId, SiwxSignMessage } from './types';

/** Events the flow records (sent to analytics when it is on). */
export type SiwxEventName = 'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' | 'CLICK_CANCEL_SIWX';
/** Properties sent with every sign-in event. */
export interface SiwxEventProperties {
  network: string;
  isSmartAccount: boolean;
}

/** The connected account the flow signs in. */
export interface SiwxActiveAccount {
  address: string;
  chainId: SiwxChainId;
  /** Account type; a smart account changes the failure toast. */
  type?: 'eoa' | 'smartAccount' | 'payment';
}

/** Collaborators the client wires in; each is a few lines over its own router/modal/toast/events. */
export interface SiwxFlowDeps {
  /** The effective siwx option (resolveSiwx), read on every step. */
  getSiwx(): SIWXConfig | undefined;
  getAccount(): SiwxActiveAccount | undefined;
  /** Whether the active network may sign in (default: its namespace has a sign-in form). */
  isNetworkSupported?(chainId: SiwxChainId): boolean;
  /** The wallet's signMessage (replaced by siwx.signMessage when the host gives one). */
  signMessage: SiwxSignMessage;
  /** Opens the modal on a view (used with 'SIWXSignMessage'). */
  openModal(view: 'SIWXSignMessage'): void | Promise<void>;
  closeModal(): void;
  isModalOpen(): boolean;
  currentView(): string | undefined;
  /** Router reset to a single view (used with 'Connect'). */
  resetView(view: 'Connect'): void;
  showErrorToast(message: string): void;
  track(event: SiwxEventName, properties: SiwxEventProperties): void;
  disconnect(): Promise<void>;
  /** Where unexpected errors are reported (default console.error). */
  logError?(context: string, error: unknown): void;
}

/** Where the visitor stands: disabled (no siwx), idle (no account/unsupported), unsigned, signing, signed. */
export type SiwxStatus = 'disabled' | 'idle' | 'unsigned' | 'signing' | 'signed';

/** Observable state of the flow. */
export interface SiwxFlowState {
  status: SiwxStatus;
  session: SIWXSession | undefined;
  required: boolean;
  error: WalletDockError | undefined;
}

/** The flow: call `initialize` after every connect/account/network change and `handleDisconnect` on disconnect. */
export interface SiwxFlow {
  /** The flow state as a store (what useSiwx reads). */
  readonly store: Store<SiwxFlowState>;
  getState(): SiwxFlowState;
  subscribe(listener: (state: SiwxFlowState) => void): () => void;
  initialize(): Promise<void>;
  signIn(): Promise<SIWXSession>;
  cancel(): Promise<void>;
  signOut(): Promise<void>;
  handleDisconnect(): Promise<void>;
  /** True when closing must be refused: sign-in or approve view, sign-in required, no session. */
  isCloseBlocked(view: string | undefined): boolean;
}

const CLOSE_GUARDED_VIEWS = new Set(['SIWXSignMessage', 'ApproveTransaction']);

/** Creates the sign-in flow over its collaborators. */
export function createSiwxFlow(deps: SiwxFlowDeps): SiwxFlow {
  const store = createStore<SiwxFlowState>({
    status: deps.getSiwx() ? 'idle' : 'disabled',
    session: undefined,
    required: deps.getSiwx()?.getRequired?.() ?? false,
    error: undefined,
  });
  // Bumped on every account change so a slow getSessions cannot overwrite a newer answer.
  let generation = 0;
  const log = deps.logError ?? ((context, error) => console.error(`[walletdock] ${context}`, error));

  const set = (patch: Partial<SiwxFlowState>): void => {
    const siwx = deps.getSiwx();
    store.setState((state) => ({ ...state, required: siwx?.getRequired?.() ?? false, ...patch }));
  };
  const properties = (): SiwxEventProperties => {
    const account = deps.getAccount();
    return { network: account?.chainId ?? '', isSmartAccount: account?.type === 'smartAccount' };
  };
  const supported = (chainId: SiwxChainId): boolean =>
    deps.isNetworkSupported ? deps.isNetworkSupported(chainId) : isSiwxNamespace(chainId.split(':')[0] ?? '');
  const requireSiwx = (): SIWXConfig => {
    const siwx = deps.getSiwx();
    if (!siwx) throw new NotConfiguredError(ErrorMessages.siwxNotEnabled);
    return siwx;
  };
  const requireAccount = (): SiwxActiveAccount => {
    const account = deps.getAccount();
    if (!account) throw new NotFoundError(ErrorMessages.noActiveCaipAddress);
    return account;
  };

  let inFlight: Promise<SIWXSession> | undefined;
  const signInOnce = async (): Promise<SIWXSession> => {
    const siwx = requireSiwx();
    const account = requireAccount();
    const run = generation;
    set({ status: 'signing', error: undefined });
    try {
      const input = { accountAddress: account.address, chainId: account.chainId };
      const { data, message } = await siwx.createMessage(input);
      const sign = siwx.signMessage ?? deps.signMessage;
      const signature = await sign({ message, ...input });
      const session: SIWXSession = { data, message, signature };
      await siwx.addSession(session);
      // Signed first: the close rules refuse to close a required, unsigned sign-in view.
      if (run === generation) set({ status: 'signed', session });
      deps.closeModal();
      deps.track('SIWX_AUTH_SUCCESS', properties());
      return session;
    } catch (error) {
      const props = properties();
      // The wallet or an approval view may have taken the modal away: bring the sign-in view back.
      if (!deps.isModalOpen() || deps.currentView() === 'ApproveTransaction') await deps.openModal('SIWXSignMessage');
      deps.showErrorToast(
        props.isSmartAccount ? ErrorMessages.smartAccountsUnsupported : ErrorMessages.signatureDeclined,
      );
      deps.track('SIWX_AUTH_ERROR', props);
      const wrapped = toWalletDockError(error);
      if (run === generation) set({ status: 'unsigned', error: wrapped });
      throw wrapped;
    }
  };

  return {
    store,
    getState: store.getState,
    subscribe: (listener) => store.subscribe(() => listener(store.getState())),

    async initialize() {
      const run = ++generation;
      const siwx = deps.getSiwx();
      const account = deps.getAccount();
      if (!siwx) return set({ status: 'disabled', session: undefined, error: undefined });
      if (!account || !supported(account.chainId)) return set({ status: 'idle', session: undefined, error: undefined });
      try {
        const sessions = await siwx.getSessions(account.chainId, account.address);
        if (run !== generation) return;
        if (sessions[0]) return set({ status: 'signed', session: sessions[0], error: undefined });
        set({ status: 'unsigned', session: undefined, error: undefined });
        await deps.openModal('SIWXSignMessage');
      } catch (error) {
        if (run !== generation) return;
        log('siwx initialize', error);
        deps.track('SIWX_AUTH_ERROR', properties());
        await deps.disconnect().catch((e: unknown) => log('siwx disconnect', e));
        deps.resetView('Connect');
        deps.showErrorToast(ErrorMessages.siwxInitFailed);
        set({ status: 'idle', session: undefined, error: toWalletDockError(error) });
      }
    },

    signIn() {
      // A second click while the wallet is asking must not open a second signature request.
      inFlight ??= signInOnce().finally(() => (inFlight = undefined));
      return inFlight;
    },

    async cancel() {
      const siwx = requireSiwx();
      deps.track('CLICK_CANCEL_SIWX', properties());
      if (siwx.getRequired?.()) await deps.disconnect();
      else deps.closeModal();
      deps.resetView('Connect');
    },

    async signOut() {
      const siwx = requireSiwx();
      const account = deps.getAccount();
      if (account) await siwx.revokeSession(account.chainId, account.address);
      set({ status: account ? 'unsigned' : 'idle', session: undefined, error: undefined });
    },

    async handleDisconnect() {
      generation++;
      const siwx = deps.getSiwx();
      if (siwx && siwx.signOutOnDisconnect !== false) {
        await siwx.setSessions([]).catch((error: unknown) => log('siwx sign out on disconnect', error));
      }
      set({ status: siwx ? 'idle' : 'disabled', session: undefined, error: undefined });
    },

    isCloseBlocked(view) {
      const siwx = deps.getSiwx();
      return (
        Boolean(siwx?.getRequired?.()) && store.getState().status !== 'signed' && CLOSE_GUARDED_VIEWS.has(view ?? '')
      );
    },
  };
}
