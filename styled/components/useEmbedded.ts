/**
 * The instance's embedded wallet for the modal's embedded views: its (selected) state, its actions' mutation options
 * and the frame's anchor, read from the instance itself (`dock.embedded`). The views import nothing of the embedded
 * wallet's code, so a modal without it never loads any (the views render only when it is configured).
 */
import { useCallback } from 'react';
import { useWalletDock } from 'walletdock';
import type { EmbeddedMutationOptions, EmbeddedSocial, EmbeddedWalletState } from 'walletdock/embedded';
import { useStoreSelector } from 'walletdock/utils';

const idle: EmbeddedWalletState = {
  frame: 'idle',
  user: null,
  visible: false,
  email: undefined,
  socialProvider: undefined,
  farcasterUrl: undefined,
};
const none = { getState: () => idle, setState: () => undefined, subscribe: () => () => undefined };
const unavailable = () => Promise.reject(new Error('The embedded wallet is not configured'));
const NAMES = ['emailLogin', 'emailOtp', 'deviceApproval', 'socialLogin', 'updateEmail', 'updateEmailOtp'] as const;
const unconfigured = Object.fromEntries(
  NAMES.map((name) => [name, { mutationKey: ['walletdock', 'embedded', name], mutationFn: unavailable }]),
) as unknown as EmbeddedMutationOptions;

/** What useEmbedded returns. */
export interface EmbeddedForViews<T> {
  state: T;
  options: EmbeddedMutationOptions;
  socials: readonly EmbeddedSocial[];
  /** A ref for the box the shown frame covers. */
  frameAnchor(element: HTMLElement | null): void;
  /** Starts loading the frame (e.g. when the email field gets focus). */
  preload(): void;
}

/** The embedded wallet's state (selected) and actions. */
export function useEmbedded<T>(select: (state: EmbeddedWalletState) => T): EmbeddedForViews<T> {
  const dock = useWalletDock();
  const embedded = dock.embedded;
  const state = useStoreSelector(embedded?.store ?? none, select);
  const frameAnchor = useCallback((element: HTMLElement | null) => embedded?.setAnchor(element), [embedded]);
  const preload = useCallback(() => void embedded?.load().catch(() => undefined), [embedded]);
  return {
    state,
    options: embedded?.mutationOptions ?? unconfigured,
    socials: embedded?.options.socials ?? [],
    frameAnchor,
    preload,
  };
}
