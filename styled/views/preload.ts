/**
 * Starting a lazy view's download early (on hover of the row that opens it). The modal provides the
 * registry's preload here, so views reach it without importing the registry that imports them.
 */
import { createContext, useContext } from 'react';
import type { RouterView } from 'walletdock';

const PreloadContext = createContext<(view: RouterView) => void>(() => undefined);

/** Provides the registry's preload (WalletDockModal does). */
export const PreloadProvider = PreloadContext.Provider;

/** `preload(view)` starts downloading that view's chunk; a view in the initial chunk does nothing. */
export function usePreload(): (view: RouterView) => void {
  return useContext(PreloadContext);
}
