/**
 * PayLoading: "Processing payment..." — the steps (checking, the wallet's confirmation, the network) and where each
 * stands; then the payment complete, or failed with why. A try the visitor rejected (nothing sent) goes back to the
 * quote with the wallet's words.
 */
import { useEffect } from 'react';
import { useModalActions, useRouterActions } from 'walletdock';
import { usePayment, type PayRoute, type PayStep } from 'walletdock/pay';
import { format } from '../../messages';
import { view } from '../../theme/root.css';
import { button, errorText, heading } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';
import { usePayMessages } from './messages';
import { PayAmount } from './Pay';
import * as css from './Pay.css';

// The steps of each route: the wallet's prompt, or the exchange's page the visitor completes.
const STEPS: Record<PayRoute, readonly PayStep[]> = {
  wallet: ['checking', 'signing', 'confirming'],
  exchange: ['checking', 'exchange', 'confirming'],
};
type StepState = 'done' | 'active' | 'waiting' | 'failed';

/** The PayLoading view. */
export function PayLoading() {
  const m = usePayMessages();
  const { localize } = useLanguage();
  const { payment, status, step, hash, error, route, exchange } = usePayment();
  const { replace } = useRouterActions();
  const { close } = useModalActions();
  useEffect(() => {
    if (status === 'ready') replace('PayQuote');
  }, [status, replace]);
  if (!payment) return <div className={view} data-view="PayLoading" />;
  const labels: Record<PayStep, string> = {
    checking: m.payStepCheck,
    signing: m.payStepSign,
    exchange: format(m.payStepExchange, { exchange: exchange?.name ?? '' }),
    confirming: m.payStepConfirm,
  };
  const steps = STEPS[route ?? 'wallet'];
  // Where the payment got to: the step under way, or (ended) the last one it reached.
  const reached = status === 'success' ? steps.length : step ? steps.indexOf(step) : hash ? 2 : 0;
  const stateOf = (index: number): StepState => {
    if (status === 'success' || index < reached) return 'done';
    if (index === reached) return status === 'error' ? 'failed' : 'active';
    return 'waiting';
  };
  return (
    <div className={view} data-view="PayLoading" data-pay-status={status}>
      <PayAmount />
      <ol className={css.steps}>
        {steps.map((name, index) => {
          const state = stateOf(index);
          return (
            <li
              key={name}
              className={css.step}
              data-pay-step={name}
              data-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              <span className={css.mark} data-state={state} aria-hidden="true">
                {state === 'done' ? '✓' : state === 'failed' ? '!' : ''}
              </span>
              {labels[name]}
            </li>
          );
        })}
      </ol>
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
