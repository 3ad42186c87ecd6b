// A payment from start to settlement (loaded when one starts): the options parsed, the payment made current (or the
// one under way joined: a second call, a reopened modal or a reload never starts another), the route run once at a
// time, the pending payment kept in storage from before the wallet is asked until it settles, and the PAY_* events.
import type { DockCore } from '../instance/dock-core';
import { RECEIPT_TIMEOUT_MS } from '../model/constants';
import { toWalletDockError, type WalletDockErrorType } from '../model/errors';
import { NotFoundError } from '../model/errors/sdk';
import { AssetNotSupportedError, PaymentFailedError } from '../model/errors/pay';
import type { PayExchangeProvider } from '../api/pay-exchange-schemas';
import { UserRejectedError } from '../model/errors/rpc';
import { explorerTxUrl } from '../namespaces/explorer';
import { forgetCachedBalances } from '../account-data/balance-discovery';
import { readAfterReceipt } from '../account-data/floor';
import { parsePayOptions, type Payment } from './options';
import { checkDirectPayment, type DirectPayment } from './direct';
import * as PayMessages from './messages';
import { EXCHANGE_WAIT_MS, exchangeProviderOf, listPaymentExchanges, waitForExchange } from './exchanges';
import {
  idlePayState,
  payStore,
  type PayConversion,
  type PayConversionStep,
  type PayConversionStepName,
  type PayStep,
  type PayExchangeSessionState,
  type PayResult,
  type PaymentResult,
  type PayState,
} from './state';

const inFlight = new WeakMap<DockCore, Promise<PaymentResult>>();

const newPaymentId = () => globalThis.crypto.randomUUID();

function set(dock: DockCore, patch: Partial<PayState>): void {
  payStore(dock).setState((state) => ({ ...state, ...patch }));
}

/** What the PAY_* events carry: AppKit's `configuration` of the payment, its id and how it is paid. */
/**
 * Keeps the payment about to be sent in storage, so a reload follows it to its end and never sends it again; the
 * route adds what it follows it by (a hash, a batch id, an exchange session) as it learns it.
 */
async function keepPending(
  dock: DockCore,
  payment: Payment,
  paymentId: string,
  extra: { exchange?: PayExchangeSessionState } = {},
) {
  const storage = await dock.storage.load();
  storage.set('pendingPayment', {
    id: paymentId,
    key: payment.key,
    caipNetworkId: payment.caipNetwork.caipNetworkId,
    createdAt: Date.now(),
    ...extra,
  });
  return storage;
}

function eventProperties(dock: DockCore, payment: Payment, paymentId: string, extra: Record<string, unknown> = {}) {
  const { paymentAsset, recipient, amount } = payment.options;
  const { route, exchange } = payStore(dock).getState();
  return {
    paymentId,
    configuration: { network: paymentAsset.network, asset: paymentAsset.asset, recipient, amount },
    currentPayment:
      route === 'exchange' && exchange ? { type: 'exchange', exchangeId: exchange.exchangeId } : { type: 'wallet' },
    ...extra,
  };
}

/**
 * Makes `options` the current payment and returns its id; throws the options' error (INVALID_* …) with nothing
 * shown. The same payment already current and unsettled is kept as it is (same id); one kept pending in storage
 * from an earlier page, with its transaction sent, is resumed: its receipt is awaited, it is never sent again.
 */
export async function beginPayment(dock: DockCore, options: unknown): Promise<string> {
  const payment = parsePayOptions(options, dock.networks);
  const current = payStore(dock).getState();
  if (current.payment?.key === payment.key && (current.status === 'ready' || current.status === 'pending')) {
    return current.paymentId!;
  }
  const storage = await dock.storage.load();
  const kept = storage.get('pendingPayment');
  if (kept?.key === payment.key && kept.hash !== undefined) {
    payStore(dock).setState({
      ...idlePayState,
      status: 'pending',
      step: 'confirming',
      payment,
      paymentId: kept.id,
      hash: kept.hash,
    });
    const hash = kept.hash;
    run(dock, payment, kept.id, async () => hash);
    return kept.id;
  }
  // A batch the wallet accepted on an earlier page: its status is followed, it is never sent again.
  const callsId = kept?.callsId;
  if (kept?.key === payment.key && callsId !== undefined && kept.hash === undefined) {
    payStore(dock).setState({
      ...idlePayState,
      status: 'pending',
      step: 'confirming',
      route: 'convert',
      payment,
      paymentId: kept.id,
    });
    run(dock, payment, kept.id, async (markSent) => {
      markSent(callsId);
      return batchHash(dock, callsId);
    });
    return kept.id;
  }
  // An exchange session started on an earlier page may still be completed there: it is waited for again (the same
  // session; a new one could pay a second time), until it can no longer pay.
  const session = kept?.exchange;
  if (kept?.key === payment.key && session && kept.createdAt + EXCHANGE_WAIT_MS > Date.now()) {
    payStore(dock).setState({
      ...idlePayState,
      status: 'pending',
      step: 'exchange',
      route: 'exchange',
      exchange: session,
      payment,
      paymentId: kept.id,
    });
    const provider = exchangeProviderOf(dock);
    if (provider) {
      run(dock, payment, kept.id, () => exchangePaid(dock, provider, kept.id, session));
      return kept.id;
    }
  }
  // A kept payment without a hash (nor a batch) never reached the chain: its prompt ended with the page that showed it.
  if (kept !== undefined && kept.hash === undefined) storage.remove('pendingPayment');
  const paymentId = newPaymentId();
  payStore(dock).setState({ ...idlePayState, status: 'ready', payment, paymentId });
  return paymentId;
}

/**
 * Prices the current payment's direct route without asking the wallet (the checks payWithWallet runs first): the
 * quote, or the check that refused it as the state's `error` (the payment stays `ready`).
 */
export async function quoteDirect(dock: DockCore): Promise<void> {
  const { payment, status } = payStore(dock).getState();
  if (!payment || status !== 'ready') return;
  try {
    const direct = await checkDirectPayment(dock, payment);
    if (payStore(dock).getState().payment !== payment) return;
    const { nativeCurrency } = payment.caipNetwork;
    set(dock, {
      quote: {
        balance: direct.balance,
        fee: direct.fee.value,
        feeSymbol: nativeCurrency.symbol,
        feeDecimals: nativeCurrency.decimals,
        sponsored: direct.sponsored,
      },
      error: undefined,
    });
  } catch (thrown) {
    // The error is now the direct route's (a conversion's words from an earlier try give way to it).
    if (payStore(dock).getState().payment === payment)
      set(dock, { quote: undefined, error: toWalletDockError(thrown), route: 'wallet' });
  }
}

/**
 * Pays the current payment from the connected wallet, the asset itself (native coin or token, exactly `amount` to
 * `recipient`). Every check runs before the wallet is asked (connected, the payment's network, funds with the fee);
 * one that fails leaves the payment `ready` with its error. A call while one runs joins it: a double click pays once.
 */
export function payWithWallet(dock: DockCore): Promise<PaymentResult> {
  const running = inFlight.get(dock);
  if (running) return running;
  const { payment, paymentId, status, result } = payStore(dock).getState();
  if (status === 'success' && result) return Promise.resolve(result);
  if (!payment || !paymentId || status !== 'ready') {
    return Promise.reject(new NotFoundError(PayMessages.noPayment));
  }
  return run(dock, payment, paymentId, async () => {
    set(dock, { status: 'pending', step: 'checking', route: 'wallet', error: undefined });
    const direct = await checkDirectPayment(dock, payment);
    const storage = await keepPending(dock, payment, paymentId);
    dock.events.track('PAY_INITIATED', eventProperties(dock, payment, paymentId));
    set(dock, { step: 'signing' });
    const hash = await sendDirect(direct);
    storage.set('pendingPayment', { ...storage.get('pendingPayment')!, hash });
    return hash;
  });
}

/**
 * Pays the current payment from the connected wallet with another token (`conversion`, one of listConversions'):
 * swapped into the asset, then exactly `amount` transferred to `recipient`. As one EIP-5792 batch, all or none, where
 * the wallet can batch atomically; else one call at a time (the approval when needed, the swap, the transfer), each
 * confirmed before the next, the transfer only once the balance covers it. A try that stopped part way leaves the
 * payment `ready` with its steps: the next try with the same token continues from the first call not done.
 */
export function payWithConversion(dock: DockCore, conversion: PayConversion): Promise<PaymentResult> {
  const running = inFlight.get(dock);
  if (running) return running;
  const { payment, paymentId, status, result, conversion: kept } = payStore(dock).getState();
  if (status === 'success' && result) return Promise.resolve(result);
  if (!payment || !paymentId || status !== 'ready') {
    return Promise.reject(new NotFoundError(PayMessages.noPayment));
  }
  const resumed =
    kept && kept.conversion.token.address === conversion.token.address && kept.steps.some((s) => s.status === 'done');
  const steps: PayConversionStep[] = resumed
    ? continuedSteps(kept.steps, conversion)
    : [
        ...(conversion.needsApproval
          ? [{ name: 'approve' as const, status: 'waiting' as const, hash: undefined }]
          : []),
        { name: 'swap', status: 'waiting', hash: undefined },
        { name: 'transfer', status: 'waiting', hash: undefined },
      ];
  // Done steps of an earlier try are on chain: the batch is for a first try only, a continued one goes call by call.
  const atomic = conversion.atomic && !resumed;
  const mark = (names: readonly PayConversionStepName[], patch: Partial<PayConversionStep>, callsId?: string) => {
    const current = payStore(dock).getState().conversion;
    if (!current) return;
    set(dock, {
      conversion: {
        ...current,
        ...(callsId === undefined ? {} : { callsId }),
        steps: current.steps.map((s) => (names.includes(s.name) ? { ...s, ...patch } : s)),
      },
    });
  };
  const work = run(dock, payment, paymentId, async (markSent) => {
    set(dock, {
      status: 'pending',
      step: 'checking',
      route: 'convert',
      error: undefined,
      conversion: { conversion, steps, callsId: undefined },
    });
    const convert = await import('./convert');
    const { from } = await convert.checkConversion(dock, payment, conversion);
    const storage = await keepPending(dock, payment, paymentId);
    dock.events.track('PAY_INITIATED', eventProperties(dock, payment, paymentId));
    if (atomic) {
      const calls = await convert.conversionCalls(dock, payment, from, conversion, { estimate: false });
      const all = steps.map((s) => s.name);
      set(dock, { step: 'signing' });
      mark(all, { status: 'active' });
      const { sendCalls } = await import('../calls/calls');
      const { id } = await sendCalls(dock, {
        calls: [...(calls.approval ? [calls.approval] : []), calls.swap, calls.transfer],
        atomicRequired: true,
        chainId: Number(payment.caipNetwork.id),
      }).catch((error: unknown) => {
        mark(all, { status: 'waiting' });
        throw error;
      });
      markSent(id);
      storage.set('pendingPayment', { ...storage.get('pendingPayment')!, callsId: id });
      mark([], {}, id);
      set(dock, { step: 'confirming' });
      return batchHash(dock, id, (hash) => mark(all, { status: 'done', hash }));
    }
    const { transferClientOf } = await import('../send/send');
    const client = await transferClientOf(dock, payment.namespace);
    const stepOf = (name: PayConversionStepName) =>
      payStore(dock)
        .getState()
        .conversion?.steps.find((s) => s.name === name);
    // One call: sent, then confirmed; one already sent by a try that lost sight of it is awaited, not sent again.
    const callStep = async (name: PayConversionStepName, payStep: PayStep, send: () => Promise<string | undefined>) => {
      const step = stepOf(name);
      if (!step || step.status === 'done') return;
      set(dock, { step: payStep });
      mark([name], { status: 'active' });
      try {
        const hash = step.hash ?? (await send());
        if (hash === undefined) return mark([name], { status: 'done' });
        mark([name], { hash });
        await client
          .confirm({ hash, caipNetwork: payment.caipNetwork, timeoutMs: RECEIPT_TIMEOUT_MS })
          .catch((error: unknown) => {
            // Reverted: the next try sends it again; not seen in time: the next try waits for it again.
            if (!(error instanceof Error && error.name === 'RequestTimeoutError')) mark([name], { hash: undefined });
            throw error;
          });
        mark([name], { status: 'done' });
      } catch (error) {
        mark([name], { status: 'failed' });
        throw error;
      }
    };
    const sendCall = (call: {
      to: string;
      data?: `0x${string}` | undefined;
      value?: bigint | undefined;
      gas?: bigint | undefined;
    }) =>
      dock.sendTransaction({
        namespace: 'eip155',
        caipNetworkId: payment.caipNetwork.caipNetworkId,
        to: call.to,
        data: call.data,
        value: call.value,
        gas: call.gas,
      });
    // The approval is built only while the router's allowance falls short (the chain's own check): none, and it is done.
    await callStep('approve', 'approving', async () => {
      const { approval } = await convert.conversionCalls(dock, payment, from, conversion, { estimate: false });
      return approval && sendCall(approval);
    });
    await callStep('swap', 'swapping', async () =>
      sendCall((await convert.conversionCalls(dock, payment, from, conversion, { estimate: true })).swap),
    );
    // The check before the transfer: the swap's output is in the wallet, the amount and its fee covered.
    set(dock, { step: 'transferring' });
    mark(['transfer'], { status: 'active' });
    try {
      const direct = await checkDirectPayment(dock, payment);
      const hash = await sendDirect(direct);
      mark(['transfer'], { hash });
      storage.set('pendingPayment', { ...storage.get('pendingPayment')!, hash });
      return hash;
    } catch (error) {
      mark(['transfer'], { status: 'failed' });
      throw error;
    }
  });
  return work.then((paid) => {
    mark(['transfer'], { status: 'done' });
    return paid;
  });
}

/**
 * The steps of a try that continues one stopped part way, with `conversion` priced afresh: the calls done stay done,
 * except an approval now short of what the swap takes (the price moved, the new quote takes more): it is asked again,
 * before the swap. A call sent but not seen keeps its hash (it is awaited, not sent again).
 */
function continuedSteps(kept: readonly PayConversionStep[], conversion: PayConversion): PayConversionStep[] {
  const steps = kept.map((s): PayConversionStep => {
    if (s.name === 'approve' && s.status === 'done' && conversion.needsApproval) {
      return { ...s, status: 'waiting', hash: undefined };
    }
    return s.status === 'done' ? s : { ...s, status: 'waiting' };
  });
  return conversion.needsApproval && !steps.some((s) => s.name === 'approve')
    ? [{ name: 'approve', status: 'waiting', hash: undefined }, ...steps]
    : steps;
}

/** Waits for batch `id` to land: its transaction's hash once every call succeeded; a batch that failed throws. */
async function batchHash(dock: DockCore, id: string, landed?: (hash: string) => void): Promise<string> {
  const { waitForCallsStatus } = await import('../calls/calls');
  const status = await waitForCallsStatus(dock, { id, timeout: RECEIPT_TIMEOUT_MS });
  const hash = status.receipts.at(-1)?.transactionHash;
  if (status.statusCode !== 200 || !hash) throw new PaymentFailedError(PayMessages.paymentReverted);
  landed?.(hash);
  return hash;
}

/**
 * Pays the current payment through exchange `exchangeId` (one the payment's list offers): a session for the payment
 * (its id makes it one session however often this runs), its page handed to `showPage` (the caller's window) and
 * kept in the state, then the wait for the exchange to pay, polled every 3 s; once it paid, the receipt as for a
 * wallet's transfer. A session that fails leaves the payment `ready` with why, to try again or pay with a wallet.
 */
export function payWithExchange(
  dock: DockCore,
  exchangeId: string,
  showPage: (url: string) => void = () => undefined,
): Promise<PaymentResult> {
  const running = inFlight.get(dock);
  if (running) return running;
  const { payment, paymentId, status, result } = payStore(dock).getState();
  if (status === 'success' && result) return Promise.resolve(result);
  if (!payment || !paymentId || status !== 'ready') {
    return Promise.reject(new NotFoundError(PayMessages.noPayment));
  }
  return run(dock, payment, paymentId, async () => {
    set(dock, { status: 'pending', step: 'checking', route: 'exchange', error: undefined });
    const provider = exchangeProviderOf(dock);
    const listed = (await listPaymentExchanges(dock, payment)).find((e) => e.id === exchangeId);
    if (!provider || !listed) throw new AssetNotSupportedError(PayMessages.unknownExchange(exchangeId));
    const started = await provider.startSession(exchangeId, {
      network: payment.caipNetwork.caipNetworkId,
      asset: payment.options.paymentAsset.asset,
      amount: payment.amountText,
      recipient: payment.recipient,
      paymentId,
    });
    const session: PayExchangeSessionState = {
      exchangeId,
      name: listed.name,
      sessionId: started.sessionId,
      url: started.url,
    };
    await keepPending(dock, payment, paymentId, { exchange: session });
    set(dock, { step: 'exchange', exchange: session });
    dock.events.track('PAY_INITIATED', eventProperties(dock, payment, paymentId));
    showPage(session.url);
    return exchangePaid(dock, provider, paymentId, session);
  });
}

/** Waits for `session` to pay payment `paymentId` while it is the current pending one; the hash, kept in storage. */
async function exchangePaid(
  dock: DockCore,
  provider: PayExchangeProvider,
  paymentId: string,
  session: PayExchangeSessionState,
): Promise<string> {
  const hash = await waitForExchange(provider, session.exchangeId, session.sessionId, {
    stillWanted: () => {
      const state = payStore(dock).getState();
      return state.paymentId === paymentId && state.status === 'pending';
    },
  });
  const storage = await dock.storage.load();
  const kept = storage.get('pendingPayment');
  if (kept?.id === paymentId) storage.set('pendingPayment', { ...kept, hash });
  return hash;
}

async function sendDirect(direct: DirectPayment): Promise<string> {
  return direct.client.send(direct.request, direct.fee);
}

/**
 * Runs one route: `send` resolves with the hash; then the receipt, the result and the events. A route whose payment
 * is on its way before it has a hash (a batch the wallet accepted) says so through `markSent`: a failure after that
 * ends the payment instead of offering another try that could pay twice.
 */
function run(
  dock: DockCore,
  payment: Payment,
  paymentId: string,
  send: (markSent: (id: string) => void) => Promise<string>,
): Promise<PaymentResult> {
  let sentHash: string | undefined;
  let sentId: string | undefined;
  const work = (async () => {
    try {
      sentHash = await send((id) => {
        sentId = id;
      });
      set(dock, { status: 'pending', step: 'confirming', hash: sentHash });
      const { transferClientOf } = await import('../send/send');
      const client = await transferClientOf(dock, payment.namespace);
      const { blockNumber } = await client.confirm({
        hash: sentHash,
        caipNetwork: payment.caipNetwork,
        timeoutMs: RECEIPT_TIMEOUT_MS,
      });
      const result: PaymentResult = {
        paymentId,
        hash: sentHash,
        caipNetworkId: payment.caipNetwork.caipNetworkId,
        recipient: payment.recipient,
        asset: payment.options.paymentAsset.asset,
        amount: payment.amountText,
        explorerUrl: explorerTxUrl(payment.caipNetwork, sentHash),
        ...(sentId === undefined ? {} : { callsId: sentId }),
      };
      (await dock.storage.load()).remove('pendingPayment');
      const from = dock.stores.connection.getState().chains[payment.namespace]?.accountState.address;
      // The payer's rows are marked as updating and read at the receipt's block (or afresh where the chain gives no
      // block) before 'success' is shown, whether or not a hook of this payment is mounted (a resumed one).
      if (from && blockNumber !== undefined) {
        readAfterReceipt(dock, { caipNetworkId: payment.caipNetwork.caipNetworkId, address: from, blockNumber });
      } else if (from) forgetCachedBalances(dock, payment.caipNetwork.caipNetworkId, from);
      set(dock, { status: 'success', step: undefined, result, error: undefined });
      dock.events.track('PAY_SUCCESS', eventProperties(dock, payment, paymentId, { hash: sentHash }));
      return result;
    } catch (thrown) {
      const error = paymentError(thrown, paymentId, sentHash ?? sentId);
      const storage = await dock.storage.load();
      const state = payStore(dock).getState();
      if (state.paymentId !== paymentId || state.status !== 'pending') {
        // Ended meanwhile (timed out, replaced): its state says so already. An exchange session stays kept: it may
        // still be completed, and the next start of the same payment waits for it rather than opening another.
      } else if (sentHash === undefined && sentId === undefined) {
        // Nothing reached the chain: the payment stays open for another try (after a switch, a top-up, a retry).
        storage.remove('pendingPayment');
        set(dock, { status: 'ready', step: undefined, error });
      } else {
        // Sent and then failed (a revert) or not seen in time: a reverted one is over; one not seen stays kept,
        // so the next start of the same payment waits for that transaction instead of paying again.
        if (!(error.cause instanceof Error && error.cause.name === 'RequestTimeoutError'))
          storage.remove('pendingPayment');
        set(dock, { status: 'error', step: undefined, error });
      }
      dock.events.track(
        'PAY_ERROR',
        eventProperties(dock, payment, paymentId, { message: error.message, code: error.code }),
      );
      throw error;
    }
  })();
  inFlight.set(dock, work);
  void work.catch(() => undefined).finally(() => inFlight.get(dock) === work && inFlight.delete(dock));
  return work;
}

function paymentError(thrown: unknown, paymentId: string, hash: string | undefined): WalletDockErrorType {
  // Before the chain: the wallet's own words (a rejection stays USER_REJECTED), or the check that refused.
  if (hash === undefined) return toWalletDockError(thrown);
  return new PaymentFailedError(PayMessages.paymentFailedAfterSend(hash), { paymentId, cause: thrown });
}

/**
 * Ends the current payment as cancelled when nothing of it was sent (the visitor closed the modal): it settles
 * with USER_REJECTED. A payment whose transaction is on its way goes on.
 */
export function cancelPayment(dock: DockCore): void {
  const state = payStore(dock).getState();
  if (state.status !== 'ready' || !state.payment || !state.paymentId) return;
  const error = new UserRejectedError(PayMessages.paymentCancelled);
  set(dock, { status: 'error', error });
  dock.events.track(
    'PAY_ERROR',
    eventProperties(dock, state.payment, state.paymentId, { message: error.message, code: error.code }),
  );
}

/**
 * Resolves once payment `paymentId` settles (success, or an error that ends it) or after `timeoutMs`, when it
 * ends as timed out: a payment whose transaction was sent stays kept, so it is still never paid twice.
 */
export function settlement(dock: DockCore, paymentId: string, timeoutMs: number): Promise<PayResult> {
  const store = payStore(dock);
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getState();
      if (state.paymentId !== paymentId) {
        finish({ success: false, error: new PaymentFailedError(PayMessages.paymentReplaced, { paymentId }) });
      } else if (state.status === 'success') finish({ success: true, result: state.result });
      else if (state.status === 'error') finish({ success: false, error: state.error });
    };
    const timer = setTimeout(() => {
      const error = new PaymentFailedError(PayMessages.paymentTimedOut(timeoutMs), { paymentId });
      const state = store.getState();
      if (state.paymentId === paymentId && state.status !== 'success') {
        set(dock, { status: 'error', step: undefined, error });
      }
      finish({ success: false, error });
    }, timeoutMs);
    const unsubscribe = store.subscribe(check);
    function finish(result: PayResult) {
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    }
    check();
  });
}
