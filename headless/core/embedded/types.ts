// The shapes of an instance's embedded wallet (the AUTH connector over the secure frame), apart from their code: the
// instance, the hooks and the views name them, while the code that runs the frame loads on demand (controller.ts).
import type { Store } from '../model/store';
import type { DockCore } from '../instance/dock-core';
import type { FrameUser, SocialProvider } from './messages';

export type { FrameUser, SocialProvider };

/** A login the embedded wallet offers beside email: a social provider (a popup), or Farcaster (a QR code). */
export type EmbeddedSocial = SocialProvider | 'farcaster';

/** Options of `embeddedWallet()`. */
export interface EmbeddedWalletOptions {
  /**
   * The wallet frame's URL (its own origin, e.g. `https://wallet.example.com`): the reference frame of
   * `walletdock/server/frame` or any frame speaking the same protocol. The app's origin must be allowed there.
   */
  frameUrl: string;
  /**
   * The social logins offered, in this order (default: google, x, discord, farcaster, github, apple, facebook;
   * Farcaster needs a frame with Sign In With Farcaster configured, as the reference frame has with a relay).
   */
  socials?: readonly EmbeddedSocial[];
  /** The name the AUTH connector is listed under (default "Email and socials"). */
  name?: string;
  /**
   * Gas sponsorship (ERC-7677) for the users' smart accounts: the paymaster service every send and batch of theirs
   * uses, unless a request's own `paymasterService` capability names another (e.g. walletdock's blockchain API,
   * `{ url: 'https://api.example.com/v1/paymaster/8453' }`; `{chainId}` is replaced by the network's number). The
   * frame calls only the paymaster service on its own blockchain API's origin (the reference frame's
   * BLOCKCHAIN_API_URL). Off when absent: the smart account pays its gas.
   */
  paymasterService?: { url: string };
}

/** What the frame is doing. */
export type EmbeddedFrameStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The embedded wallet's state, as `useEmbeddedWallet` reads it. */
export interface EmbeddedWalletState {
  /** The frame: not created yet (idle), loading, ready, or failed to load (20 s). */
  frame: EmbeddedFrameStatus;
  /** The signed-in user; null when nobody is (or not known yet). */
  user: FrameUser | null;
  /** The frame is shown: a request waits for the user's click inside it, or a social login runs. */
  visible: boolean;
  /** The address of the email login or email change in progress. */
  email: string | undefined;
  /** The social login in progress. */
  socialProvider: EmbeddedSocial | undefined;
  /** The Farcaster sign-in's URL (for its QR code and link) while it waits for the user; cleared when left. */
  farcasterUrl: string | undefined;
  /**
   * An email whose codes are locked after too many wrong ones, and until when (ms since the epoch): neither a code
   * nor a new one is accepted for it before then.
   */
  emailLock?: { email: string; until: number } | undefined;
}

/** The flows of the embedded wallet, loaded on first use (the frame manager and everything that talks to it). */
export interface EmbeddedController {
  /** Starts an email login; VERIFY_OTP (a code was sent), VERIFY_DEVICE (a device link was sent) or CONNECT (done). */
  connectEmail(variables: { email: string }): Promise<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }>;
  /** Resolves once the new device was approved from the emailed link (then a code is sent). */
  waitForDevice(): Promise<void>;
  /** Completes the email login with the emailed code and connects the wallet. */
  verifyOtp(variables: { otp: string }): Promise<FrameUser>;
  /** Social login in a popup window opened by the frame; connects the wallet. */
  connectSocial(variables: { provider: SocialProvider }): Promise<FrameUser>;
  /**
   * Sign In With Farcaster: opens a relay channel (its URL goes to `farcasterUrl` for the QR code), waits until the
   * user signed in their Farcaster app, then connects the wallet. Not timed: it lasts as long as the channel.
   */
  connectFarcaster(): Promise<FrameUser>;
  /** Leaving the Farcaster sign-in: clears `farcasterUrl` and reloads the frame (its wait ends). */
  resetFarcaster(): void;
  /** Starts an email change: a code to the current address (VERIFY_PRIMARY_OTP) or to the new one (VERIFY_SECONDARY_OTP). */
  updateEmail(variables: { email: string }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>;
  /** The code sent to the current address; a code then goes to the new one. */
  updateEmailPrimaryOtp(variables: { otp: string }): Promise<void>;
  /** The code sent to the new address: the new email is stored. */
  updateEmailSecondaryOtp(variables: { otp: string }): Promise<{ email: string }>;
  /** The signed-in user, on `chainId` when given (the frame moves to it). */
  getUser(variables?: { chainId?: string }): Promise<FrameUser>;
  /**
   * Makes `type` the user's eip155 account (SET_PREFERRED_ACCOUNT; the frame keeps the choice): the connected address
   * becomes that account's. smartAccount only on a network where the frame has smart accounts.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<FrameUser>;
  /** The eip155 chain ids on which the frame has smart accounts (smartAccountEnabledNetworks). */
  smartAccountEnabledNetworks(): Promise<number[]>;
  /** Moves the frame's account of that namespace to `chainId` ("Network Not Found" when the frame has no such network). */
  switchNetwork(chainId: string): Promise<void>;
  /** A wallet RPC request on `chainId` (CAIP-2); a not-safe method waits for the user's click in the frame. */
  request(chainId: string, method: string, params?: unknown): Promise<unknown>;
  /** The user of a session kept by the frame (after a reload), or null. */
  restore(): Promise<FrameUser | null>;
  /** Ends the session: cached login data cleared, the frame told; resolves within 3 s. */
  signOut(): Promise<void>;
  destroy(): void;
}

/** TanStack Query mutation options of one embedded-wallet action (what `useMutation` takes). */
export interface EmbeddedMutationOption<TVariables, TData> {
  mutationKey: readonly string[];
  mutationFn(variables: TVariables): Promise<TData>;
}

/** The mutation options of the logins and the email change (walletdock/query builds the same ones). */
export interface EmbeddedMutationOptions {
  emailLogin: EmbeddedMutationOption<{ email: string }, { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }>;
  emailOtp: EmbeddedMutationOption<{ otp: string }, FrameUser>;
  deviceApproval: EmbeddedMutationOption<void, void>;
  socialLogin: EmbeddedMutationOption<{ provider: EmbeddedSocial }, FrameUser>;
  updateEmail: EmbeddedMutationOption<{ email: string }, { action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>;
  updateEmailOtp: EmbeddedMutationOption<{ otp: string; step: 'primary' | 'secondary' }, { email?: string }>;
}

/** An instance's embedded wallet (`dock.embedded`): its options, its state, and the flows loaded on demand. */
export interface EmbeddedWallet {
  readonly options: Readonly<
    Required<Pick<EmbeddedWalletOptions, 'frameUrl' | 'socials' | 'name'>> &
      Pick<EmbeddedWalletOptions, 'paymasterService'>
  >;
  readonly store: Store<EmbeddedWalletState>;
  /**
   * The actions' mutation options, carried by the instance so code that runs only with the embedded wallet (the
   * modal's views) reaches them without importing them.
   */
  readonly mutationOptions: EmbeddedMutationOptions;
  /** Loads the flows (an on-demand chunk) and creates the frame, once; later calls return the same controller. */
  load(): Promise<EmbeddedController>;
  /** The user of a session the frame kept (after a reload); null without loading anything when no login was used here. */
  restore(): Promise<FrameUser | null>;
  /** Ends the session (at most 3 s); nothing is loaded when no login was used here. */
  signOut(): Promise<void>;
  /** The element the shown frame is placed over (the approval view's box); none: centred in the window. */
  setAnchor(element: HTMLElement | null): void;
  /** The current anchor. */
  anchor(): HTMLElement | null;
  /** Leaving a Farcaster sign-in (the modal's back rule): clears its URL and reloads a loaded frame. */
  resetFarcaster(): void;
  /** Browser start: loads the frame when an email or social login was used on this device before. */
  mount(): void;
  destroy(): void;
}

/** An instance as the embedded wallet reads it: what every capability reads, and the embedded wallet itself. */
export interface EmbeddedDock extends DockCore {
  readonly embedded?: EmbeddedWallet | undefined;
}

/**
 * What `embeddedWallet()` returns: `createWalletDock` calls it once with the new instance. (Typed by its result only,
 * so the instance's own types need not name the code that builds it.)
 */
export type EmbeddedWalletFactory = (dock: never) => EmbeddedWallet;

/** The AUTH connector's id, the same on every namespace it serves (eip155, solana). */
export const AUTH_CONNECTOR_ID = 'auth';
