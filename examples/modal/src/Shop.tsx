/**
 * The "Pay" demo: a shop asking 5 TEST of the devnet, paid from any wallet through the modal's Pay views
 * (walletdock/pay, `features.pay`). walletdock/pay is imported on the click, so the page's start-up code never holds
 * it; the result's hash is what a shop's backend checks with verifyPayment before it ships.
 */
import { useState } from 'react';
import { useWalletDock } from 'walletdock';
import type { PayOptions } from 'walletdock/pay';
import { order } from './config';

type ShopState =
  | { status: 'idle' | 'paying' }
  | { status: 'paid'; hash: string }
  | { status: 'failed'; reason: string };

export function Shop() {
  const dock = useWalletDock();
  const [state, setState] = useState<ShopState>({ status: 'idle' });
  const options: PayOptions = {
    paymentAsset: {
      network: 'eip155:33322',
      asset: order.asset,
      metadata: { name: order.name, symbol: order.symbol, decimals: 18 },
    },
    recipient: order.recipient,
    amount: order.amount,
  };
  const buy = async () => {
    setState({ status: 'paying' });
    try {
      const { pay } = await import('walletdock/pay');
      const outcome = await pay(dock, options);
      setState(
        outcome.success && outcome.result
          ? { status: 'paid', hash: outcome.result.hash }
          : { status: 'failed', reason: outcome.error?.message ?? 'Not paid' },
      );
    } catch (error) {
      setState({ status: 'failed', reason: (error as Error).message });
    }
  };
  return (
    <section data-testid="shop" style={{ margin: '24px 0', padding: 16, border: '1px solid #8884', borderRadius: 12 }}>
      <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>Shop</h2>
      <p style={{ margin: '0 0 12px' }}>
        A walletdock sticker — {order.amount} {order.symbol}
      </p>
      <button type="button" data-testid="shop-pay" disabled={state.status === 'paying'} onClick={() => void buy()}>
        Pay {order.amount} {order.symbol}
      </button>
      <p data-testid="shop-status" role="status" style={{ overflowWrap: 'anywhere' }}>
        {state.status === 'paid'
          ? `Paid: ${state.hash}`
          : state.status === 'failed'
            ? `Not paid: ${state.reason}`
            : state.status === 'paying'
              ? 'Paying…'
              : ''}
      </p>
    </section>
  );
}
