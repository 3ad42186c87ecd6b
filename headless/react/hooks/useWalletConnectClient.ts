// useWalletConnectClient: the instance's WalletConnect client, when a WalletConnect adapter is configured.
import { useMemo } from 'react';
import { findWalletConnectClient } from '../../core/walletconnect/find';
import type { WalletConnectClient } from '../../core/walletconnect/client';
import { useDockFor } from '../context';

/**
 * The instance's WalletConnect client, or undefined when no WalletConnect adapter is configured.
 *
 * @example
 * ```tsx
 * function Sessions() {
 *   const client = useWalletConnectClient();
 *   return client ? <button onClick={() => client.resetPairing()}>New QR code</button> : null;
 * }
 * ```
 */
export function useWalletConnectClient(): WalletConnectClient | undefined {
  const dock = useDockFor('useWalletConnectClient');
  return useMemo(() => findWalletConnectClient(dock.adapters), [dock]);
}
