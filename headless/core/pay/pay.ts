// pay() and openPay(), AppKit Pay's entry points over an instance. Light on purpose: with `features.pay` off they
// reject before anything loads; the rules and routes (flow.ts) load when a payment starts.
import type { DockCore } from '../instance/dock-core';
import { NotConfiguredError } from '../model/errors/sdk';
import * as PayMessages from './messages';
import type { PayOptions } from './options';
import { payEnabled, payStore, type PayResult } from './state';

/** How long pay() waits for a payment to settle by default: 5 minutes, as AppKit. */
export const PAY_TIMEOUT_MS = 300_000;

const watched = new WeakSet<DockCore>();
const loadFlow = () => import('./flow');

const PAY_VIEWS: readonly string[] = ['Pay', 'PayQuote', 'PayLoading'];

// Closing the modal while nothing was sent ends the payment (cancelled); one on its way goes on. A wallet connected
// from Pay ("Pay with wallet" while none is) brings the visitor back to Pay: the connect views would close the modal,
// but they close it only while they are still shown (shouldCloseAfterConnect), so the reset comes first.
function watch(dock: DockCore, flow: Awaited<ReturnType<typeof loadFlow>>): void {
  if (watched.has(dock)) return;
  watched.add(dock);
  let wasOpen = dock.stores.modal.getState().open;
  dock.stores.modal.subscribe(() => {
    const { open } = dock.stores.modal.getState();
    if (wasOpen && !open) flow.cancelPayment(dock);
    wasOpen = open;
  });
  const addressOf = () => {
    const { payment } = payStore(dock).getState();
    return payment ? dock.stores.connection.getState().chains[payment.namespace]?.accountState.address : undefined;
  };
  let address = addressOf();
  dock.stores.connection.subscribe(() => {
    const next = addressOf();
    const { status } = payStore(dock).getState();
    const { view } = dock.stores.router.getState();
    if (
      next &&
      next !== address &&
      status === 'ready' &&
      dock.stores.modal.getState().open &&
      !PAY_VIEWS.includes(view)
    ) {
      dock.router.reset('Pay');
    }
    address = next;
  });
}

/** Checks and opens a payment; resolves with its id once the modal is opening on Pay. */
async function start(
  dock: DockCore,
  options: PayOptions,
): Promise<{ paymentId: string; flow: Awaited<ReturnType<typeof loadFlow>> }> {
  if (!payEnabled(dock)) throw new NotConfiguredError(PayMessages.payFeatureOff);
  const flow = await loadFlow();
  const paymentId = await flow.beginPayment(dock, options);
  watch(dock, flow);
  const { open } = dock.stores.modal.getState();
  const view = dock.stores.router.getState().view;
  if (!open || !PAY_VIEWS.includes(view)) {
    await dock.modal.open({ view: 'Pay' });
    const { network, asset } = options.paymentAsset;
    dock.events.track('PAY_MODAL_OPEN', {
      paymentId,
      configuration: { network, asset, recipient: options.recipient, amount: options.amount },
    });
  }
  return { paymentId, flow };
}

/**
 * Opens the modal on Pay for `options` and resolves once it is open. Rejects, with nothing shown, when `features.pay`
 * is off (NOT_CONFIGURED) or the options cannot be paid: INVALID_PAYMENT_CONFIG, ASSET_NOT_SUPPORTED, INVALID_ASSET,
 * INVALID_AMOUNT, INVALID_RECIPIENT. The same payment opened again while it is under way is the same payment.
 *
 * @example
 * ```ts
 * await openPay(dock, {
 *   paymentAsset: { network: 'eip155:33322', asset: 'native', metadata: { name: 'Avent', symbol: 'AVENT', decimals: 18 } },
 *   recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   amount: 5,
 * });
 * ```
 */
export async function openPay(dock: DockCore, options: PayOptions): Promise<void> {
  await start(dock, options);
}

/**
 * Opens the modal on Pay and resolves when the payment settles: `{ success: true, result }` with the transaction
 * that paid, or `{ success: false, error }` when it failed on chain, was cancelled (the modal closed before anything
 * was sent) or did not settle within `timeoutMs` (default 5 minutes; the modal says so). Rejects like openPay for
 * options that cannot be paid. A payment already under way (a second call, a reload) is joined, never paid twice.
 */
export async function pay(dock: DockCore, options: PayOptions, timeoutMs: number = PAY_TIMEOUT_MS): Promise<PayResult> {
  const { paymentId, flow } = await start(dock, options);
  return flow.settlement(dock, paymentId, timeoutMs);
}
