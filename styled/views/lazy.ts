/**
 * Views outside the connect path, as React.lazy chunks: a host that never opens them never
 * downloads them. `preload` starts a chunk's download early (e.g. on hover of its entry).
 */
import { lazy } from 'react';

const load = {
  AllWallets: () => import('./AllWallets/AllWallets'),
  Account: () => import('./Account/Account'),
  Networks: () => import('./Networks/Networks'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChain'),
  ConnectingWalletConnect: () => import('./ConnectingWalletConnect/ConnectingWalletConnect'),
  SIWXSignMessage: () => import('./SIWXSignMessage/SIWXSignMessage'),
};

/** Starts downloading a lazy view's chunk. */
export function preload(view: keyof typeof load): void {
  void load[view]();
}

export const AllWallets = lazy(() => load.AllWallets().then((m) => ({ default: m.AllWallets })));
export const Account = lazy(() => load.Account().then((m) => ({ default: m.Account })));
export const Networks = lazy(() => load.Networks().then((m) => ({ default: m.Networks })));
export const UnsupportedChain = lazy(() => load.UnsupportedChain().then((m) => ({ default: m.UnsupportedChain })));
export const ConnectingWalletConnect = lazy(() => load.ConnectingWalletConnect().then((m) => ({ default: m.ConnectingWalletConnect })));
export const ConnectingWalletConnectBasic = lazy(() =>
  load.ConnectingWalletConnect().then((m) => ({ default: m.ConnectingWalletConnectBasic })),
);
export const SIWXSignMessage = lazy(() => load.SIWXSignMessage().then((m) => ({ default: m.SIWXSignMessage })));
