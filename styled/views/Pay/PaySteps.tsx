/**
 * The steps of a payment and where each stands (PayLoading shows them while it runs; PayQuote after a try paid with
 * another token stopped part way, so the visitor sees what ran before trying again). Paid with another token, its
 * calls are steps of their own: the approval, the swap and the transfer.
 */
import { formatBalance } from 'walletdock';
import { usePayment, type PayConversionStep, type PayRoute, type PayStep } from 'walletdock/pay';
import { format } from '../../messages';
import { usePayMessages } from './messages';
import * as css from './Pay.css';

// The steps of each route: the wallet's prompt, the calls of a conversion, or the exchange's page.
const STEPS: Record<Exclude<PayRoute, 'convert'>, readonly PayStep[]> = {
  wallet: ['checking', 'signing', 'confirming'],
  exchange: ['checking', 'exchange', 'confirming'],
};
type StepState = PayConversionStep['status'];
interface Line {
  key: string;
  label: string;
  state: StepState;
}

/** The step list of the current payment. */
export function PaySteps() {
  const m = usePayMessages();
  const { payment, status, step, hash, route, exchange, conversion } = usePayment();
  if (!payment) return null;
  const symbol = payment.options.paymentAsset.metadata.symbol;
  const lines: Line[] = [];
  if (route === 'convert' && conversion) {
    const { token, fromAmount } = conversion.conversion;
    const label: Record<PayConversionStep['name'], string> = {
      approve: format(m.payStepApprove, { token: token.symbol }),
      swap: format(m.payStepSwap, { from: formatBalance(fromAmount, token.decimals, token.symbol), to: symbol }),
      transfer: format(m.payStepTransfer, { amount: `${payment.amountText} ${symbol}` }),
    };
    const checked = status === 'success' || step !== 'checking';
    lines.push({ key: 'checking', label: m.payStepCheck, state: checked ? 'done' : 'active' });
    for (const call of conversion.steps) {
      lines.push({ key: call.name, label: label[call.name], state: status === 'success' ? 'done' : call.status });
    }
    const confirming = status === 'pending' && step === 'confirming';
    lines.push({
      key: 'confirming',
      label: m.payStepConfirm,
      state: status === 'success' ? 'done' : confirming ? 'active' : status === 'error' && hash ? 'failed' : 'waiting',
    });
  } else {
    const names = STEPS[route === 'exchange' ? 'exchange' : 'wallet'];
    const labels: Record<PayStep, string> = {
      checking: m.payStepCheck,
      signing: m.payStepSign,
      exchange: format(m.payStepExchange, { exchange: exchange?.name ?? '' }),
      approving: m.payStepSign,
      swapping: m.payStepSign,
      transferring: m.payStepSign,
      confirming: m.payStepConfirm,
    };
    // Where the payment got to: the step under way, or (ended) the last one it reached.
    const reached = status === 'success' ? names.length : step ? names.indexOf(step) : hash ? 2 : 0;
    names.forEach((name, index) => {
      const state: StepState =
        status === 'success' || index < reached
          ? 'done'
          : index === reached
            ? status === 'error'
              ? 'failed'
              : 'active'
            : 'waiting';
      lines.push({ key: name, label: labels[name], state });
    });
  }
  return (
    <ol className={css.steps} data-pay-steps="">
      {lines.map(({ key, label, state }) => (
        <li
          key={key}
          className={css.step}
          data-pay-step={key}
          data-state={state}
          aria-current={state === 'active' ? 'step' : undefined}
        >
          <span className={css.mark} data-state={state} aria-hidden="true">
            {state === 'done' ? '✓' : state === 'failed' ? '!' : ''}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}
