// useDisconnect: AppKit's awaitable `disconnect()` over walletdock's disconnect mutation.
import { useMemo } from 'react';
import { useDisconnect as useDisconnectMutation, type ChainNamespace } from 'walletdock';

/** What AppKit's useDisconnect returns. */
export interface UseAppKitDisconnectReturnType {
  /**
   * Disconnects a namespace (and those sharing its WalletConnect session) or, without one, every connected namespace;
   * resolves once done, rejects with the reason it could not.
   */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>;
}

/**
 * AppKit's useDisconnect.
 * @example
 * const { disconnect } = useDisconnect();
 * await disconnect();
 */
export function useDisconnect(): UseAppKitDisconnectReturnType {
  const { mutateAsync } = useDisconnectMutation();
  return useMemo(
    () => ({ disconnect: (options) => mutateAsync(options?.namespace ? { namespace: options.namespace } : {}) }),
    [mutateAsync],
  );
}
