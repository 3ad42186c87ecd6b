/**
 * Pay (walletdock/pay): "How you pay" — the amount asked and its network, then "Pay with <wallet>" (or "Pay with
 * wallet", which connects one first), then the exchanges that can pay it (usePayExchanges), each opening its page.
 * The payment is the instance's current one (usePayment): a payment already on its way shows its steps instead.
 */
import { useEffect, useId } from 'react';
import { useAccount, useRouterActions } from 'walletdock';
import { usePayExchanges, usePayment } from 'walletdock/pay';
import { format } from '../../messages';
import { view } from '../../theme/root.css';
import { button, errorText, image, list, muted, row, rowName } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';
import { usePayMessages } from './messages';
import * as css from './Pay.css';

/** The amount asked, as the visitor reads it: "5 TEST" and "on Walletdock Devnet". */
export function PayAmount() {
  const m = usePayMessages();
  const { payment } = usePayment();
  if (!payment) return null;
  return (
    <>
      <p className={css.amount} data-pay-amount="">
        {payment.amountText} {payment.options.paymentAsset.metadata.symbol}
      </p>
      <p className={css.network}>{format(m.payAmountOn, { network: payment.caipNetwork.name })}</p>
    </>
  );
}

/** The Pay view. */
export function Pay() {
  const m = usePayMessages();
  const { localize } = useLanguage();
  const { payment, status, error, payWithExchange } = usePayment();
  const { exchanges } = usePayExchanges();
  const exchangesId = useId();
  const { push, replace } = useRouterActions();
  const wallet = useAccount({
    namespace: payment?.namespace,
    select: (a) => (a.address ? (a.connectedWalletInfo?.name ?? '') : undefined),
  });
  // A payment on its way (or just paid) is shown where it stands.
  useEffect(() => {
    if (status === 'pending' || status === 'success') replace('PayLoading');
  }, [status, replace]);
  if (!payment) return <div className={view} data-view="Pay" />;
  const connected = wallet !== undefined;
  return (
    <div className={view} data-view="Pay">
      <PayAmount />
      {status === 'error' && error ? (
        <p className={errorText} role="alert" data-pay-error="">
          {localize(error.message)}
        </p>
      ) : null}
      <button
        type="button"
        className={button.primary}
        disabled={status !== 'ready'}
        onClick={() => push(connected ? 'PayQuote' : 'Connect')}
        data-pay-with-wallet=""
      >
        {connected && wallet ? format(m.payWithNamed, { wallet }) : m.payWithWallet}
      </button>
      {exchanges.length > 0 ? (
        <section className={css.exchanges} aria-labelledby={exchangesId} data-pay-exchanges="">
          <h3 id={exchangesId} className={`${muted} ${css.or}`}>
            {m.payExchanges}
          </h3>
          <ul className={list}>
            {exchanges.map((exchange) => (
              <li key={exchange.id}>
                <button
                  type="button"
                  className={row}
                  disabled={status !== 'ready'}
                  // The outcome shows in the state (PayLoading, or this view's error after a failed session).
                  onClick={() => void payWithExchange(exchange.id).catch(() => undefined)}
                  data-pay-exchange={exchange.id}
                >
                  <img className={image} src={exchange.imageUrl} alt="" width={40} height={40} />
                  <span className={rowName}>{exchange.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
