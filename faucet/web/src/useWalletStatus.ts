/**
 * The faucet's wallet status: disconnected, connecting, connected, reconnecting,
 * read from walletdock's useAccount; each change gives the spec's toast. Three disconnects within 10 s give a
 * troubleshooting warning. Connect failures (useEvents) give "Connection failed: {message}" (plus a hint when
 * the message mentions Trust); other wallet failures "Connection error: {message}".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccount, useEvents, useWalletDock, type AccountState, type WalletDockEvent } from 'walletdock';
import { FaucetPageMessages } from '../../shared/messages';
import { useFaucetToasts } from './toasts';

/** Disconnects counted within this window... */
export const DISCONNECT_WINDOW_MS = 10_000;
/** ...and this many of them give the warning. */
export const DISCONNECT_WARNING_COUNT = 3;
/** The troubleshooting warning text. */
export const DISCONNECT_WARNING =
  'Your wallet keeps disconnecting. Try unlocking it, refreshing the page, or run clearWalletState() in the console.';
/** The hint shown when a wallet message mentions Trust. */
export const TRUST_HINT =
  'Using Trust Wallet? Install the Trust Wallet mobile app and connect by scanning the pairing code.';
/** Initial account detection: first look after this delay, then retries. */
export const DETECT_DELAY_MS = 500;
export const DETECT_RETRIES = 3;
export const DETECT_RETRY_MS = 1_000;

const selectAccount = (a: AccountState) => ({ status: a.status, address: a.address });

/** What the page reads of the wallet. */
export interface FaucetWallet {
  status: AccountState['status'];
  /** The connected address, when connected. */
  address: string | undefined;
  /** The address found by the initial account detection (reload with a saved connection). */
  detectedAddress: string | undefined;
}

/** Wallet status, its toasts and the initial account detection. */
export function useWalletStatus(): FaucetWallet {
  const dock = useWalletDock();
  const { status, address } = useAccount({ select: selectAccount });
  const toasts = useFaucetToasts();
  const previous = useRef(status);
  const disconnects = useRef<number[]>([]);
  const [detectedAddress, setDetected] = useState<string | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status) return;
    if (status === 'connecting') toasts.walletNotify(FaucetPageMessages.connecting);
    else if (status === 'reconnecting') toasts.walletNotify(FaucetPageMessages.reconnecting);
    else if (status === 'connected') toasts.walletNotify(FaucetPageMessages.walletConnected, 'success');
    else if (status === 'disconnected' && (before === 'connected' || before === 'reconnecting')) {
      toasts.walletNotify(FaucetPageMessages.walletDisconnected);
      const now = Date.now();
      disconnects.current = [...disconnects.current.filter((t) => now - t < DISCONNECT_WINDOW_MS), now];
      if (disconnects.current.length >= DISCONNECT_WARNING_COUNT) {
        disconnects.current = [];
        toasts.notify(DISCONNECT_WARNING, 'warning');
      }
    }
  }, [status, toasts]);

  const onEvent = useCallback((event: WalletDockEvent | undefined) => event, []);
  const event = useEvents({ select: onEvent });
  useEffect(() => {
    if (!event) return;
    const name = event.data.event;
    if (name !== 'CONNECT_ERROR' && name !== 'DISCONNECT_ERROR' && name !== 'SWITCH_NETWORK_ERROR') return;
    const raw = event.data.properties?.message;
    const message = typeof raw === 'string' && raw ? raw : 'Unknown error';
    toasts.walletNotify(
      name === 'CONNECT_ERROR'
        ? FaucetPageMessages.connectionFailed(message)
        : FaucetPageMessages.connectionError(message),
      'error',
    );
    if (/trust/i.test(message)) toasts.notify(TRUST_HINT, 'info');
  }, [event, toasts]);

  // Initial account detection: a saved connection is restored asynchronously, so look after 500 ms and retry.
  useEffect(() => {
    let tries = 0;
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      const s = dock.stores.connection.getState();
      const found = s.activeNamespace ? s.chains[s.activeNamespace]?.accountState.address : undefined;
      if (found) setDetected(found);
      else if (tries++ < DETECT_RETRIES) timer = setTimeout(look, DETECT_RETRY_MS);
    };
    timer = setTimeout(look, DETECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dock]);

  return { status, address: status === 'connected' ? address : undefined, detectedAddress };
}
