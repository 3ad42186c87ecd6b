// useWalletConnectPairing: WalletConnect's pairing for hosts that draw their own QR code: URI, expiry and status.
import { useCallback } from 'react';
import type { WalletConnectClient, WcWalletChoice } from '../../core/walletconnect/client';
import { pairingLinkTarget } from '../../core/directory/deeplink';
import {
  initialPairingState,
  type PairingState,
  type PairingStatus,
  type WcLinking,
  type WcRecentWallet,
} from '../../core/walletconnect/pairing';
import { createStore } from '../../core/model/store';
import { useStoreSelector } from './useStoreSelector';
import { useWalletConnectClient } from './useWalletConnectClient';

/** What a host needs to show a pairing: the `wc:` URI (QR payload), when it expires, and the status. */
export interface WalletConnectPairingView {
  status: PairingStatus;
  /** The URI to encode in the QR code; renewed automatically before it expires. */
  uri: string | undefined;
  /** Epoch ms at which the URI stops being valid. */
  expiry: number | undefined;
  linking: WcLinking | undefined;
  recentWallet: WcRecentWallet | undefined;
  error: boolean;
}

const toView = (s: PairingState): WalletConnectPairingView => ({
  status: s.status,
  uri: s.wcUri,
  expiry: s.wcPairingExpiry,
  linking: s.wcLinking,
  recentWallet: s.recentWallet,
  error: s.wcError,
});

// Read by instances without WalletConnect: never written, so sharing it leaks nothing.
const idle = createStore<PairingState>(initialPairingState);

/**
/**
 * Remembers `wallet` for the pairing and opens its deep link with the current URI, as a phone expects (a custom
 * scheme in place, a universal link beside the page). Call it synchronously inside the user's tap: a tab opened
 * later is refused. False when there is no link or no URI yet.
 */
export function openWalletLink(client: WalletConnectClient | undefined, wallet: WcWalletChoice): boolean {
  const href = client?.selectWallet(wallet);
  if (!href) return false;
  if (pairingLinkTarget(href) === '_self') window.location.assign(href);
  else window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}

/**
 * The WalletConnect pairing, for hosts that draw their own QR code: the `wc:` URI (renewed before
 * it expires), its expiry and status, re-rendering only for what `select` reads; plus `selectWallet`
 * (a directory wallet to deep-link to on mobile: returns the link), `openWallet` (the same, and opens the link:
 * call it inside the tap) and `reset`. Idle without a WalletConnect adapter.
 *
 * @example
 * ```tsx
 * function PairingUri() {
 *   const { pairing } = useWalletConnectPairing((p) => ({ uri: p.uri, status: p.status }));
 *   return pairing.uri ? <MyQrCode value={pairing.uri} /> : <span>{pairing.status}</span>;
 * }
 * ```
 */
export function useWalletConnectPairing<T = WalletConnectPairingView>(select?: (view: WalletConnectPairingView) => T) {
  const client = useWalletConnectClient();
  const pick = useCallback((s: PairingState) => (select ? select(toView(s)) : (toView(s) as unknown as T)), [select]);
  const pairing = useStoreSelector(client?.pairing ?? idle, pick);
  const selectWallet = useCallback((wallet: WcWalletChoice) => client?.selectWallet(wallet), [client]);
  const openWallet = useCallback((wallet: WcWalletChoice) => openWalletLink(client, wallet), [client]);
  const reset = useCallback(() => client?.resetPairing(), [client]);
  return { pairing, selectWallet, openWallet, reset };
}
