// useAccountData: what a host tells walletdock about the account's data; for now, that a transaction it sent itself
// (with wagmi's own hooks, say) changed the account at a block.
import { useCallback } from 'react';
import type { CaipNetworkId } from '../../core/model/caip';
import { useDockFor } from '../context';
import { useAccountTarget } from './useAccountTarget';

/** A receipt, as wagmi's useWaitForTransactionReceipt and viem's waitForTransactionReceipt give it. */
export interface AccountDataReceipt {
  blockNumber: bigint | number;
  /** The chain it is on (wagmi adds it); default: the active account's network. */
  chainId?: number | undefined;
}

/** Whose data changed: an address and CAIP-2 network; default the active eip155 account (on the receipt's chain). */
export interface RefreshAfterTarget {
  address?: string | undefined;
  caipNetworkId?: CaipNetworkId | undefined;
}

/** What useAccountData returns. */
export interface UseAccountDataReturnType {
  /**
   * The account changed at `receipt.blockNumber`: its balances and history are shown as updating and read again, at
   * that block or later (an older answer of the blockchain API is asked again, never kept). Resolves once the reads
   * are under way.
   */
  refreshAfter(receipt: AccountDataReceipt, target?: RefreshAfterTarget): Promise<void>;
}

/**
 * Tells walletdock about the account's own transactions, so its views show the world after them.
 *
 * @example
 * ```tsx
 * import { useAccountData } from 'walletdock';
 * import { useWaitForTransactionReceipt } from 'wagmi';
 *
 * const { refreshAfter } = useAccountData();
 * const { data: receipt } = useWaitForTransactionReceipt({ hash });
 * useEffect(() => { if (receipt) void refreshAfter(receipt); }, [receipt, refreshAfter]);
 * ```
 */
export function useAccountData(): UseAccountDataReturnType {
  const dock = useDockFor('useAccountData');
  const active = useAccountTarget({ namespace: 'eip155' });
  const refreshAfter = useCallback(
    async (receipt: AccountDataReceipt, target: RefreshAfterTarget = {}) => {
      const address = target.address ?? active.address;
      const caipNetworkId =
        target.caipNetworkId ??
        (receipt.chainId === undefined ? active.caipNetworkId : (`eip155:${receipt.chainId}` as CaipNetworkId));
      if (!address || !caipNetworkId) return;
      // The account-data code loads on demand, as for the fetches themselves.
      const [{ readAfterReceipt }] = await Promise.all([
        import('../../core/account-data/fetchers'),
        dock.storage.load(),
      ]);
      // Marks the rows kept and starts their reads (the provider hears of the change).
      readAfterReceipt(dock, { caipNetworkId, address, blockNumber: receipt.blockNumber });
    },
    [dock, active.address, active.caipNetworkId],
  );
  return { refreshAfter };
}
