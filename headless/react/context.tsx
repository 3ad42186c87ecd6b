/** The provider: puts a walletdock instance in context and starts it after hydration. */
import { QueryClientContext } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import type { WalletDock } from '../core/dock/create-wallet-dock';
import { applyInitialState, type WalletDockInitialState } from '../core/connection/initial-state';
import { NotInitializedError } from '../core/model/errors/sdk';
import * as ErrorMessages from '../core/model/error-messages';
import { refreshOnAccountChange } from './refresh-account-data';

const WalletDockContext = createContext<WalletDock | undefined>(undefined);

/** Props of WalletDockProvider. */
export interface WalletDockProviderProps {
  dock: WalletDock;
  /**
   * The saved session the server read from the request (`cookieToInitialState` from
   * `walletdock/server`, with `createCookieStorage()` as the instance's storage): the server
   * renders it and the browser's first render matches it.
   */
  initialState?: WalletDockInitialState | undefined;
  children?: ReactNode;
}

// React 18 warns about useLayoutEffect on a server; it runs only in a browser anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Provides `dock` to the hooks; place it inside the host's QueryClientProvider. The startup sync
 * (wallet discovery, reconnect) runs in an effect, so server rendering never triggers it and
 * hydration sees the same state the server rendered.
 *
 * @example
 * ```tsx
 * const queryClient = new QueryClient();
 *
 * export function App() {
 *   return (
 *     <QueryClientProvider client={queryClient}>
 *       <WalletDockProvider dock={dock}>
 *         <ConnectButton />
 *         <WalletDockModal />
 *       </WalletDockProvider>
 *     </QueryClientProvider>
 *   );
 * }
 * ```
 */
export function WalletDockProvider({ dock, initialState, children }: WalletDockProviderProps) {
  // Once per instance, during the first render (like wagmi's hydrate), before the startup sync.
  useState(() => {
    if (initialState) applyInitialState(dock, initialState);
  });
  // Every change of an account's own (a send, a swap, a batch, a payment, resumed ones too) marks the rows kept of it
  // as updating and reads them again, here once for all writers; listening before the startup sync resumes any.
  const queryClient = useContext(QueryClientContext);
  useEffect(() => (queryClient ? refreshOnAccountChange(queryClient, dock) : undefined), [queryClient, dock]);
  useEffect(() => {
    void dock.mount();
  }, [dock]);
  // Before the first paint, after hydration: a 'system' theme shows the visitor's scheme without a light flash, and
  // the server's markup (which cannot know it) still matches the hydrating render.
  useIsomorphicLayoutEffect(
    () => dock.theme.followSystemTheme(typeof window !== 'undefined' ? window.matchMedia?.bind(window) : undefined),
    [dock],
  );
  return <WalletDockContext.Provider value={dock}>{children}</WalletDockContext.Provider>;
}

/**
 * The instance of the nearest WalletDockProvider (throws outside one): for actions without a hook
 * of their own, such as reading an adapter.
 *
 * @example
 * ```tsx
 * function SwitchToBase() {
 *   const dock = useWalletDock();
 *   return <button onClick={() => dock.switchNetwork({ caipNetworkId: 'eip155:8453' })}>Base</button>;
 * }
 * ```
 */
export function useWalletDock(): WalletDock {
  return useDockFor('useWalletDock');
}

/**
 * The instance of the nearest WalletDockProvider for the hook named `hook`: outside one (a test that forgot its
 * wrapper, a component rendered above the provider) it throws "useX must be used inside <WalletDockProvider>", naming
 * the hook the host called.
 */
export function useDockFor(hook: string): WalletDock {
  const dock = useContext(WalletDockContext);
  if (!dock) throw new NotInitializedError(ErrorMessages.hookOutsideProvider(hook));
  return dock;
}
