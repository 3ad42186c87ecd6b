/**
 * PayLoading: "Processing payment..." — the steps (checking, the wallet's confirmation or, paid with another token,
 * its approval, swap and transfer, then the network) and where each stands; then the payment complete, or failed
 * with why. A try the visitor rejected (nothing sent) goes back to the quote with the wallet's words.
 */
import { useEffect } from 'react';
import { useModalActions, useRouterActions } from 'walletdock';
import { usePayment } from 'walletdock/pay';
import { format } from '../../messages';
import { view } from '../../theme/root.css';
import { button, errorText, heading } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';
import { usePayMessages } from './messages';
import { PayAmount } from './Pay';
import { PaySteps } from './PaySteps';
import * as css from './Pay.css';

/** The PayLoading view. */
export function PayLoading() {
  const m = usePayMessages();
  const { localize } = useLanguage();
  const { payment, status, step, error, exchange } = usePayment();
  const { replace } = useRouterActions();
  const { close } = useModalActions();
  useEffect(() => {
    if (status === 'ready') replace('PayQuote');
  }, [status, replace]);
  if (!payment) return <div className={view} data-view="PayLoading" />;
  return (
    <div className={view} data-view="PayLoading" data-pay-status={status}>
      <PayAmount />
      <PaySteps />
      {status === 'pending' && step === 'exchange' && exchange ? (
        // The exchange's window may have been blocked or closed: its page stays one click away.
        <a
          className={css.pageLink}
          href={exchange.url}
          target="_blank"
          rel="noopener noreferrer"
          data-pay-exchange-page=""
        >
          {format(m.payOpenExchange, { exchange: exchange.name })}
        </a>
      ) : null}
      {status === 'success' ? (
        <>
          <p className={heading} role="status" data-pay-done="">
            {m.payDone}
          </p>
          <button type="button" className={button.primary} onClick={() => close()} data-pay-close="">
            {m.payClose}
          </button>
        </>
      ) : status === 'error' ? (
        <>
          <p className={errorText} role="alert" data-pay-error="">
            {m.payFailed}: {error ? localize(error.message) : ''}
          </p>
          <button type="button" className={button.secondary} onClick={() => close()} data-pay-close="">
            {m.payClose}
          </button>
        </>
      ) : null}
    </div>
  );
}
