// usePayment: the instance's current payment and what can be done with it, as the Pay views use it (and a host's own
// checkout can): where it stands, pay from the connected wallet, switch to its network. The routes load on first use.
import { useCallback, useSyncExternalStore } from 'react';
import type { PayConversion, PaymentResult, PayState } from '../../core/pay/state';
import { payStore } from '../../core/pay/state';
import { openExchangeWindow, showExchangePage } from '../../core/pay/exchange-window';
import { useDockFor } from '../context';

/** What usePayment returns: the payment's state and its actions. */
export interface UsePaymentReturnType extends PayState {
  /**
   * Pays from the connected wallet (the asset itself); checks first, asking nothing when a check fails (the state's
   * `error` says which). A call while one runs joins it. Rejects with the same error the state shows.
   */
  payWithWallet(): Promise<PaymentResult>;
  /**
   * Pays through exchange `exchangeId` (one of usePayExchanges'): its page opens in a window of its own (call it
   * from the visitor's click; the state's `exchange.url` leads there too), and the payment settles once the exchange
   * paid on chain. Rejects with the same error the state shows.
   */
  payWithExchange(exchangeId: string): Promise<PaymentResult>;
  /**
   * Pays from the connected wallet with another token (one of usePayConversions'): swapped into the asset, then
   * exactly the amount transferred, as one batch where the wallet can, else one call at a time (the state's
   * `conversion.steps`). After a rejection part way, calling it again with the same token continues from the first
   * call not done. Rejects with the same error the state shows.
   */
  payWithConversion(conversion: PayConversion): Promise<PaymentResult>;
  /** Switches the wallet to the payment's network (after a CONNECTOR_CHAIN_MISMATCH). */
  switchNetwork(): Promise<void>;
  /** Prices the payment from the connected wallet (`quote`), or says which check refuses it (`error`); asks nothing. */
  refreshQuote(): Promise<void>;
}

/**
 * The current payment of the instance (made by `pay()`, `openPay()` or `usePay().open`).
 *
 * @example
 * ```tsx
 * function PayButton() {
 *   const { status, error, payWithWallet } = usePayment();
 *   return <button disabled={status !== 'ready'} onClick={() => void payWithWallet()}>{error?.message ?? 'Pay'}</button>;
 * }
 * ```
 */
export function usePayment(): UsePaymentReturnType {
  const dock = useDockFor('usePayment');
  const store = payStore(dock);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // The payer's balances and history: the flow sets the receipt's block as their floor before 'success', and the
  // provider marks the rows kept as updating in that same step: never the balances from before as current by "Paid".
  const payWithWallet = useCallback(
    () => import('../../core/pay/flow').then((flow) => flow.payWithWallet(dock)),
    [dock],
  );
  const payWithConversion = useCallback(
    (conversion: PayConversion) =>
      import('../../core/pay/flow').then((flow) => flow.payWithConversion(dock, conversion)),
    [dock],
  );
  const payWithExchange = useCallback(
    async (exchangeId: string) => {
      // Opened before anything is awaited, while the click still allows a window; closed again if no page comes.
      const popup = openExchangeWindow();
      let shown = false;
      try {
        const flow = await import('../../core/pay/flow');
        return await flow.payWithExchange(dock, exchangeId, (url) => {
          shown = true;
          showExchangePage(popup, url);
        });
      } catch (error) {
        if (!shown) popup?.close();
        throw error;
      }
    },
    [dock],
  );
  const refreshQuote = useCallback(() => import('../../core/pay/flow').then((flow) => flow.quoteDirect(dock)), [dock]);
  const switchNetwork = useCallback(async () => {
    const payment = store.getState().payment;
    if (payment)
      await dock.switchNetwork({ caipNetworkId: payment.caipNetwork.caipNetworkId, namespace: payment.namespace });
  }, [dock, store]);
  return { ...state, payWithWallet, payWithConversion, payWithExchange, switchNetwork, refreshQuote };
}
