/**
 * Hooks of the embedded wallet (email and social login in a secure frame): its state and actions, and the email and
 * social logins as TanStack Query mutations. Reading the state loads nothing; the frame loads on the first login.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  deviceApprovalMutationOptions, embeddedController, emailLoginMutationOptions, emailOtpMutationOptions, socialLoginMutationOptions,
  type EmailLoginResult, type EmailLoginVariables, type EmailOtpVariables, type SocialLoginVariables,
} from '../../core/embedded/query';
import type { EmbeddedWalletState, FrameUser } from '../../core/embedded/types';
import type { Store } from '../../core/model/store';
import type { WalletDockError } from '../../core/model/errors';
import { useWalletDock } from '../context';
import type { MutationParameter, UseMutationReturnType } from '../types';
import { selectState, useStoreSelector } from './useStoreSelector';

// Read without the `embeddedWallet` option: no frame, nobody signed in, nothing offered. (A literal, not a store made
// at import: importing this module must cost nothing to apps that never use it.)
const idle: EmbeddedWalletState = { frame: 'idle', user: null, visible: false, email: undefined, socialProvider: undefined, farcasterUrl: undefined };
const none: Store<EmbeddedWalletState> = { getState: () => idle, setState: () => undefined, subscribe: () => () => undefined };

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
export function useEmbeddedWallet<T = EmbeddedWalletState>(parameters: { select?: (state: EmbeddedWalletState) => T } = {}): UseEmbeddedWalletReturnType<T> {
  const dock = useWalletDock();
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
  return { state, available: Boolean(dock.embedded), user, socials: dock.embedded?.options.socials ?? [], frameAnchor, ...actions };
}

const selectUser = (s: EmbeddedWalletState) => s.user;

/** Parameters of useEmailLogin: TanStack Query options of the email mutation. */
export type UseEmailLoginParameters<TContext = unknown> = MutationParameter<EmailLoginResult, EmailLoginVariables, WalletDockError, TContext>;

/** What useEmailLogin returns: the email mutation, the code (`verifyOtp`) and the new-device wait (`waitForDevice`). */
export type UseEmailLoginReturnType<TContext = unknown> = UseMutationReturnType<EmailLoginResult, EmailLoginVariables, WalletDockError, TContext> & {
  verifyOtp: UseMutationReturnType<FrameUser, EmailOtpVariables, WalletDockError>;
  waitForDevice: UseMutationReturnType<void, void, WalletDockError>;
};

/**
 * Email login: `mutate({ email })` sends a code (`data.action` VERIFY_OTP), or on a new device for an existing wallet
 * an approval link first (VERIFY_DEVICE: `waitForDevice.mutate()` resolves once it was approved, then a code comes);
 * `verifyOtp.mutate({ otp })` completes it and connects the wallet.
 *
 * @example
 * ```tsx
 * const login = useEmailLogin();
 * login.mutate({ email });            // then, with the emailed code:
 * login.verifyOtp.mutate({ otp });    // login.verifyOtp.data is the user
 * ```
 */
export function useEmailLogin<TContext = unknown>(parameters: UseEmailLoginParameters<TContext> = {}): UseEmailLoginReturnType<TContext> {
  const dock = useWalletDock();
  const mutation = useMutation({ ...parameters.mutation, ...emailLoginMutationOptions(dock) });
  const verifyOtp = useMutation<FrameUser, WalletDockError, EmailOtpVariables>(emailOtpMutationOptions(dock));
  const waitForDevice = useMutation<void, WalletDockError, void>(deviceApprovalMutationOptions(dock));
  return { ...mutation, verifyOtp, waitForDevice };
}

/** Parameters of useSocialLogin: TanStack Query options of the mutation. */
export type UseSocialLoginParameters<TContext = unknown> = MutationParameter<FrameUser, SocialLoginVariables, WalletDockError, TContext>;

/** What useSocialLogin returns: the social login mutation; `data` is the user. */
export type UseSocialLoginReturnType<TContext = unknown> = UseMutationReturnType<FrameUser, SocialLoginVariables, WalletDockError, TContext>;

/**
 * Social login: the frame opens the provider's window (google, x, discord, github, apple, facebook) and the wallet is
 * connected once the provider answered. While it runs the frame is shown (when the browser blocked the window, the
 * frame offers a button that opens it). `provider: 'farcaster'` signs in with Farcaster instead: show
 * `useEmbeddedWallet().state.farcasterUrl` as a QR code and a link until the user signed in their Farcaster app.
 *
 * @example
 * ```tsx
 * const social = useSocialLogin();
 * <button onClick={() => social.mutate({ provider: 'google' })}>Google</button>
 * ```
 */
export function useSocialLogin<TContext = unknown>(parameters: UseSocialLoginParameters<TContext> = {}): UseSocialLoginReturnType<TContext> {
  return useMutation({ ...parameters.mutation, ...socialLoginMutationOptions(useWalletDock()) });
}
