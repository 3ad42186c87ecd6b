// useEmbeddedWallet: the embedded wallet's state (email and social login in a secure frame) and its actions.
// Reading the state loads nothing; the frame loads on the first login.
import { useCallback, useMemo } from 'react';
import { embeddedController } from '../../core/embedded/query';
import type { EmbeddedWalletState, FrameUser } from '../../core/embedded/types';
import type { Store } from '../../core/model/store';
import { useDockFor } from '../context';
import { selectState, useStoreSelector } from './useStoreSelector';

// Read without the `embeddedWallet` option: no frame, nobody signed in, nothing offered. (A literal, not a store made
// at import: importing this module must cost nothing to apps that never use it.)
const idle: EmbeddedWalletState = {
  frame: 'idle',
  user: null,
  visible: false,
  email: undefined,
  socialProvider: undefined,
  farcasterUrl: undefined,
};

const none: Store<EmbeddedWalletState> = {
  getState: () => idle,
  setState: () => undefined,
  subscribe: () => () => undefined,
};

const selectUser = (s: EmbeddedWalletState) => s.user;

/** What useEmbeddedWallet returns. */
export interface UseEmbeddedWalletReturnType<T> {
  /** The (selected) state: frame status, user, whether the frame is shown, the login in progress. */
  state: T;
  /** The `embeddedWallet` option is set: email and social login are offered. */
  available: boolean;
  /** The signed-in user (email, addresses per namespace, social provider); null when nobody is. */
  user: FrameUser | null;
  /** The social logins offered, in order. */
  socials: readonly string[];
  /** Ends the session (the AUTH connection of every namespace disconnects); resolves within 3 s. */
  signOut(): Promise<void>;
  /** Loads the frame now (e.g. when the email field gets focus), so the login answers sooner. */
  preload(): void;
  /**
   * A ref for the element the shown frame covers (its box; at least ~360 × 420): the approval view's, in a host's
   * own modal. Without one the shown frame is centred in the window.
   */
  frameAnchor(element: HTMLElement | null): void;
}

/**
 * The embedded wallet: state and actions. The user approves each signature inside the frame (never in the app).
 *
 * @example
 * ```tsx
 * function EmailUser() {
 *   const { user, signOut } = useEmbeddedWallet();
 *   return user ? <button onClick={() => signOut()}>Sign out {user.email}</button> : null;
 * }
 * ```
 */
export function useEmbeddedWallet<T = EmbeddedWalletState>(
  parameters: { select?: (state: EmbeddedWalletState) => T } = {},
): UseEmbeddedWalletReturnType<T> {
  const dock = useDockFor('useEmbeddedWallet');
  const store = dock.embedded?.store ?? none;
  const state = useStoreSelector(store, (parameters.select ?? selectState) as (s: EmbeddedWalletState) => T);
  const user = useStoreSelector(store, selectUser);
  const frameAnchor = useCallback((element: HTMLElement | null) => dock.embedded?.setAnchor(element), [dock]);
  const actions = useMemo(
    () => ({
      signOut: () => embeddedController(dock).then((c) => c.signOut()),
      preload: () => void embeddedController(dock).catch(() => undefined),
    }),
    [dock],
  );
  return {
    state,
    available: Boolean(dock.embedded),
    user,
    socials: dock.embedded?.options.socials ?? [],
    frameAnchor,
    ...actions,
  };
}
