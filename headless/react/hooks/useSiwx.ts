/** useSiwx: the sign-in state of the instance and its actions. */
import { useCallback, useEffect, useMemo } from 'react';
import type { WalletDock } from '../../core/dock/create-wallet-dock';
import { signInConfigured } from '../../core/dock/options';
import { SIWE_REQUIRED_DEFAULT } from '../../core/instance/options';
import { createStore, type Store } from '../../core/model/store';
import type { SiwxFlow, SiwxFlowState } from '../../core/siwx/flow';
import type { SIWXConfig, SIWXSession } from '../../core/siwx/types';
import { useDockFor } from '../context';
import { selectState, useStoreSelector } from './useStoreSelector';

/** Parameters of useSiwx: `select` narrows what the component re-renders for. */
export interface UseSiwxParameters<T> {
  select?: (state: SiwxFlowState) => T;
}

/** What useSiwx returns: the (selected) state plus the flow's actions. */
export interface UseSiwxResult<T> {
  state: T;
  session: SIWXSession | undefined;
  status: SiwxFlowState['status'];
  required: boolean;
  /**
   * Builds, signs and stores a session. Rejects with the WalletDockError on failure (code
   * USER_REJECTED when the signature is declined); the state's `error`, the toast and the event are set too.
   */
  signIn(): Promise<SIWXSession>;
  /** CLICK_CANCEL_SIWX; disconnects when sign-in is required, else closes; then resets to Connect. */
  cancel(): Promise<void>;
  /** Revokes the active account's session (its chain and address pair only). */
  signOut(): Promise<void>;
  /** True when the modal must not close on `view` (required, unsigned, sign-in or approve view). */
  isCloseBlocked(view: string | undefined): boolean;
}

/** What the flow will answer for `required` (resolveSiwx's rule: a legacy siweConfig defaults to required). */
function requiredBeforeLoad(dock: WalletDock): boolean {
  const { siwx, siweConfig } = dock.options as {
    siwx?: Pick<SIWXConfig, 'getRequired'>;
    siweConfig?: { required?: boolean };
  };
  if (siwx) return siwx.getRequired?.() ?? false;
  return siweConfig ? (siweConfig.required ?? SIWE_REQUIRED_DEFAULT) : false;
}

// What the hook reads until the flow's chunk has loaded (first render, server render): the flow
// starts in the same state, so nothing changes on screen when it arrives.
const pending = new WeakMap<WalletDock, Store<SiwxFlowState>>();
function pendingStore(dock: WalletDock): Store<SiwxFlowState> {
  let store = pending.get(dock);
  if (!store) {
    const status = signInConfigured(dock.options) ? 'idle' : 'disabled';
    store = createStore<SiwxFlowState>({
      status,
      session: undefined,
      required: requiredBeforeLoad(dock),
      error: undefined,
    });
    pending.set(dock, store);
  }
  return store;
}

/**
 * Sign-in with X (EIP-4361, Sign-In-With-Solana, CAIP-122 for Bitcoin): the state (`status`,
 * `session`, `required`) and the actions. The flow runs per instance whether or not this hook is
 * mounted (it opens the sign-in view after a connection when the host configured `siwx`); the
 * hook is for hosts that draw that view themselves. Every action rejects with the error it met.
 *
 * @example
 * ```tsx
 * function SignIn() {
 *   const siwx = useSiwx();
 *   if (siwx.status === 'signed') return <button onClick={() => siwx.signOut()}>Sign out</button>;
 *   return (
 *     <button disabled={siwx.status !== 'unsigned'} onClick={() => siwx.signIn().catch(() => undefined)}>
 *       Sign in
 *     </button>
 *   );
 * }
 * ```
 */
export function useSiwx<T = SiwxFlowState>(parameters: UseSiwxParameters<T> = {}): UseSiwxResult<T> {
  const dock = useDockFor('useSiwx');
  const flow = useStoreSelector(dock.stores.siwx, selectState<SiwxFlow | undefined>);
  // mount() loads the flow for hosts that configured sign-in; this covers a hook rendered first.
  useEffect(() => {
    if (!flow && signInConfigured(dock.options)) void dock.loadSiwx();
  }, [dock, flow]);
  const store = flow?.store ?? pendingStore(dock);
  const state = useStoreSelector(store, (parameters.select ?? selectState) as (s: SiwxFlowState) => T);
  const core = useStoreSelector(store, pickCore);
  const actions = useMemo(
    () => ({
      signIn: () => dock.loadSiwx().then((f) => f.signIn()),
      cancel: () => dock.loadSiwx().then((f) => f.cancel()),
      signOut: () => dock.loadSiwx().then((f) => f.signOut()),
    }),
    [dock],
  );
  const isCloseBlocked = useCallback((view: string | undefined) => flow?.isCloseBlocked(view) ?? false, [flow]);
  return { state, ...core, ...actions, isCloseBlocked };
}

function pickCore(s: SiwxFlowState) {
  return { session: s.session, status: s.status, required: s.required };
}
