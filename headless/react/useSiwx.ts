/** useSiwx: the sign-in state of the instance and its actions (SPEC §4 "Sign-in flow"). */
import { useCallback, useMemo } from 'react';
import { attachSiwx } from '../core/siwx/attach';
import type { SiwxFlowState } from '../core/siwx/flow';
import type { SIWXSession } from '../core/siwx/types';
import { useWalletDock } from './context';
import { useStoreSelector } from './useStoreSelector';

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
  /** Builds, signs and stores a session; resolves undefined on failure (toast, event and `error` already set). */
  signIn(): Promise<SIWXSession | undefined>;
  /** CLICK_CANCEL_SIWX; disconnects when sign-in is required, else closes; then resets to Connect. */
  cancel(): Promise<void>;
  /** Revokes the active account's session (its chain and address pair only). */
  signOut(): Promise<void>;
  /** True when the modal must not close on `view` (required, unsigned, sign-in or approve view). */
  isCloseBlocked(view: string | undefined): boolean;
}

const identity = (s: SiwxFlowState) => s;

/** Sign-in state and actions; the flow itself runs per instance whether or not this hook is mounted. */
export function useSiwx<T = SiwxFlowState>(parameters: UseSiwxParameters<T> = {}): UseSiwxResult<T> {
  const dock = useWalletDock();
  const flow = useMemo(() => attachSiwx(dock), [dock]);
  const state = useStoreSelector(flow.store, (parameters.select ?? identity) as (s: SiwxFlowState) => T);
  const core = useStoreSelector(flow.store, pickCore);
  const signIn = useCallback(() => flow.signIn().catch(() => undefined), [flow]);
  return {
    state,
    ...core,
    signIn,
    cancel: flow.cancel,
    signOut: flow.signOut,
    isCloseBlocked: flow.isCloseBlocked,
  };
}

function pickCore(s: SiwxFlowState) {
  return { session: s.session, status: s.status, required: s.required };
}
