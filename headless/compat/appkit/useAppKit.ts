// useAppKit: AppKit's `{ open, close }` over walletdock's modal actions.
import { useMemo } from 'react';
import { useModalActions, type RouterView } from 'walletdock';

/** AppKit's views that walletdock has, by AppKit's name, and the walletdock view each opens. */
const APPKIT_VIEWS = {
  Account: 'Account',
  Connect: 'Connect',
  Networks: 'Networks',
  AllWallets: 'AllWallets',
  ConnectingWalletConnectBasic: 'ConnectingWalletConnectBasic',
  WhatIsAWallet: 'WhatIsAWallet',
  Swap: 'Swap',
  OnRampProviders: 'OnRamp',
  WalletSend: 'Send',
  WalletReceive: 'Receive',
} as const satisfies Record<string, RouterView>;

/** A view `open` takes: AppKit's names of the views walletdock has. */
export type AppKitView = keyof typeof APPKIT_VIEWS;

/** What useAppKit's `open` takes: a view, or none for the one the connection state picks (Account or Connect). */
export interface AppKitOpenOptions {
  view?: AppKitView;
}

/** What useAppKit returns. */
export interface UseAppKitReturnType {
  open(options?: AppKitOpenOptions): Promise<void>;
  close(): Promise<void>;
}

/**
 * AppKit's useAppKit: opens the modal (on a view, or on Account or Connect as the connection state picks) and closes
 * it (the sign-in rules may keep it open).
 * @example
 * const { open } = useAppKit();
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>;
 */
export function useAppKit(): UseAppKitReturnType {
  const modal = useModalActions();
  return useMemo(
    () => ({
      open: (options) => modal.open(options?.view ? { view: APPKIT_VIEWS[options.view] } : {}),
      close: async () => modal.close(),
    }),
    [modal],
  );
}
