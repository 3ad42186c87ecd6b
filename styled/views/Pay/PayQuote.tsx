/**
 * PayQuote: "Payment Quote" — the token paid with and the wallet's balance of it, the network fee, the order total,
 * and Pay. Priced before the wallet is asked: a check that fails (the wrong network, too little money) shows in
 * place of the button, with the switch where a switch helps.
 */
import { useEffect } from 'react';
import { formatBalance, useNetwork, useRouterActions } from 'walletdock';
import { usePayment } from 'walletdock/pay';
import { format } from '../../messages';
import { view } from '../../theme/root.css';
import { button, errorText, muted } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';
import { usePayMessages } from './messages';
import { PayAmount } from './Pay';
import * as css from './Pay.css';

const selectNetworkId = (n: { caipNetwork?: { caipNetworkId: string } | undefined }) => n.caipNetwork?.caipNetworkId;

/** The PayQuote view. */
export function PayQuote() {
  const m = usePayMessages();
  const { localize } = useLanguage();
  const { payment, status, quote, error, refreshQuote, payWithWallet, switchNetwork } = usePayment();
  const { replace } = useRouterActions();
  const key = payment?.key;
  const on = useNetwork({ namespace: payment?.namespace, select: selectNetworkId });
  const priced = quote !== undefined;
  // Priced while there is no quote (a new payment, another network after the switch); not again when the view comes
  // back after a rejected try, whose words stay shown (the state's error) over the quote that still holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `on` say when; refreshQuote reads the current payment
  useEffect(() => {
    if (!priced) void refreshQuote();
  }, [key, on, priced, refreshQuote]);
  // The steps show once the try is under way (the state says so); a try that ends before the chain comes back here.
  useEffect(() => {
    if (status === 'pending' || status === 'success') replace('PayLoading');
  }, [status, replace]);
  if (!payment) return <div className={view} data-view="PayQuote" />;
  const { symbol, decimals } = payment.options.paymentAsset.metadata;
  // A devnet's fee is far below the 3 decimals amounts show: it reads "< 0.001 AVENT", not a fee of nothing.
  const fee = quote
    ? quote.fee > 0n && /^0\.000 /.test(formatBalance(quote.fee, quote.feeDecimals, quote.feeSymbol))
      ? `< 0.001 ${quote.feeSymbol}`
      : formatBalance(quote.fee, quote.feeDecimals, quote.feeSymbol)
    : undefined;
  const wrongNetwork = error?.code === 'CONNECTOR_CHAIN_MISMATCH';
  // The outcome shows in the state (PayLoading and, after a rejection, this view read it).
  const onPay = () => void payWithWallet().catch(() => undefined);
  return (
    <div className={view} data-view="PayQuote">
      <PayAmount />
      <dl className={css.lines}>
        <dt className={css.term}>{m.payToken}</dt>
        <dd className={css.value} data-pay-token="">
          {symbol}
          {quote ? (
            <span className={muted}>
              {' '}
              {format(m.payBalance, { amount: formatBalance(quote.balance, decimals, symbol) })}
            </span>
          ) : null}
        </dd>
        <dt className={css.term}>{m.payNetworkFee}</dt>
        <dd className={css.value} data-pay-fee="">
          {fee ?? '—'}
        </dd>
        <dt className={`${css.term} ${css.total}`}>{m.payTotal}</dt>
        <dd className={`${css.value} ${css.total}`} data-pay-total="">
          {payment.amountText} {symbol}
          {fee ? ` + ${fee}` : null}
        </dd>
      </dl>
      {error ? (
        <p className={errorText} role="alert" data-pay-error="">
          {localize(error.message)}
        </p>
      ) : !quote ? (
        <p className={muted} aria-live="polite">
          {m.payQuoting}
        </p>
      ) : null}
      {wrongNetwork ? (
        <button type="button" className={button.primary} onClick={() => void switchNetwork()} data-pay-switch="">
          {format(m.paySwitchNetwork, { network: payment.caipNetwork.name })}
        </button>
      ) : (
        <button
          type="button"
          className={button.primary}
          disabled={status !== 'ready' || !quote}
          onClick={onPay}
          data-pay-button=""
        >
          {m.payButton}
        </button>
      )}
    </div>
  );
}
