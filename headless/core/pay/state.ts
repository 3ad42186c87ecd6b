// The instance's current payment as the views and hooks read it: one store per instance, kept here without the
// routes' code (flow.ts loads when a payment starts), so a hook can subscribe before anything was paid.
import type { DockCore } from '../instance/dock-core';
import type { WalletDockErrorType } from '../model/errors';
import { DEFAULT_FEATURES } from '../model/constants';
import { createStore, type Store } from '../model/store';
import type { SwapTokenOption } from '../swap/types';
import type { Payment } from './options';

/** A payment that went through: where, to whom, how much, and the transaction that paid it. */
export interface PaymentResult {
  /** The payment's id, made in the browser when it started. */
  paymentId: string;
  /** The transaction that paid (solana: its signature). */
  hash: string;
  caipNetworkId: string;
  recipient: string;
  /** The token's address, or 'native'. */
  asset: string;
  /** The amount paid in whole units, as decimal text ("5", "0.25"). */
  amount: string;
  /** Paid in one EIP-5792 batch (with another token swapped first): the batch's id; `hash` is its transaction. */
  callsId?: string | undefined;
  /** The transaction on the network's block explorer, when it has one. */
  explorerUrl: string | undefined;
}

/** What pay() resolves with (AppKit's shape): success with the result, or the error that ended it. */
export interface PayResult {
  success: boolean;
  result?: PaymentResult | undefined;
  error?: WalletDockErrorType | undefined;
}

/**
 * Where the current payment stands: `ready` (shown, nothing sent; `error` says why the last try stopped: a rejection,
 * the wrong network, not enough funds), `pending` (the wallet is asked or the transaction is on its way; `step`
 * says which), `success`, `error` (ended: failed on chain, timed out, cancelled).
 */
export type PayStatus = 'idle' | 'ready' | 'pending' | 'success' | 'error';

/**
 * What a pending payment is doing: checking before any prompt (or starting the exchange's session), waiting for the
 * wallet (`signing`) or for the visitor to complete the exchange's page (`exchange`), waiting for the chain. Paid
 * with another token one step at a time: its approval, its swap, then the transfer (`conversion.steps` say which
 * ran).
 */
export type PayStep = 'checking' | 'signing' | 'exchange' | 'approving' | 'swapping' | 'transferring' | 'confirming';

/**
 * How the current payment is paid: from the connected wallet (the asset itself), from the wallet with another token
 * swapped into the asset first (`convert`), or through an exchange's page.
 */
export type PayRoute = 'wallet' | 'convert' | 'exchange';

/**
 * Another token the connected wallet holds, swapped into the payment's asset by the blockchain API's convert routes,
 * priced so that the recipient receives exactly the payment's amount: the swap gives at least that much or reverts,
 * then exactly the amount is transferred; what the swap gives beyond it stays with the payer.
 */
export interface PayConversion {
  /** The token paid with, as the API lists it, with the wallet's balance of it. */
  token: SwapTokenOption;
  /** What the swap takes, in base units of `token` (the pools' fee included): what the visitor pays. */
  fromAmount: bigint;
  /** What the pools keep of `fromAmount`, when the API says. */
  poolFee: bigint | undefined;
  /** What the swap gives at the quoted price, in base units of the asset: the payment's amount and a margin. */
  toAmount: bigint;
  /** The least the swap may give (base units of the asset): never below the payment's amount. */
  minimumReceived: bigint;
  /** The slippage tolerance (percent) the margin is priced with. */
  slippage: number;
  /** Whether an approval of `fromAmount` for the API's router comes first. */
  needsApproval: boolean;
  /** Whether the wallet sends the calls as one EIP-5792 batch, all or none; else one at a time, each confirmed. */
  atomic: boolean;
}

/** A call of a payment paid with another token: the approval, the swap, the transfer to the recipient. */
export type PayConversionStepName = 'approve' | 'swap' | 'transfer';

/** Where one call stands: not yet asked, under way, on chain (`hash`), or stopped (a rejection, a revert). */
export interface PayConversionStep {
  name: PayConversionStepName;
  status: 'waiting' | 'active' | 'done' | 'failed';
  /** Its transaction, once the wallet sent it (a batch: the batch's transaction, once it landed). */
  hash: string | undefined;
}

/**
 * The payment paid with another token: the conversion and where each of its calls stands. A try that stopped part
 * way (the swap rejected after the approval landed) is continued by the next try with the same token, from the
 * first call not done.
 */
export interface PayConversionState {
  conversion: PayConversion;
  steps: PayConversionStep[];
  /** The EIP-5792 batch's id, once the wallet accepted it. */
  callsId: string | undefined;
}

/** The exchange a payment is paid through, and the page the visitor completes it on. */
export interface PayExchangeSessionState {
  /** The exchange's id, as the blockchain API lists it (what `payWithExchange.includeOnly` and `exclude` name). */
  exchangeId: string;
  /** The exchange's name, as listed. */
  name: string;
  /** The exchange's session of this payment: after a reload the same session is followed, never a second opened. */
  sessionId: string;
  /** The exchange's page for this payment (opened in a window of its own; shown as a link too). */
  url: string;
}

/** What paying from the connected wallet costs, priced before the wallet is asked (PayQuote shows it). */
export interface PayQuote {
  /** The wallet's balance of the asset, in base units. */
  balance: bigint;
  /** The network fee in the native coin's base units, with the coin (0 when `sponsored`). */
  fee: bigint;
  feeSymbol: string;
  feeDecimals: number;
  /** The host's paymaster pays the network fee (the embedded wallet's smart account with embeddedWallet's `paymasterService`). */
  sponsored: boolean;
}

/** The instance's current payment. */
export interface PayState {
  status: PayStatus;
  payment: Payment | undefined;
  paymentId: string | undefined;
  step: PayStep | undefined;
  /** The route of the try under way or last made (undefined before the first). */
  route: PayRoute | undefined;
  /** The exchange session, once one was started for this payment. */
  exchange: PayExchangeSessionState | undefined;
  /** Paid with another token: the conversion and its calls, once a try with it started. */
  conversion: PayConversionState | undefined;
  /** The transaction, once the wallet sent it. */
  hash: string | undefined;
  /** The direct route's quote once priced (undefined before, or when a check refused it: see `error`). */
  quote: PayQuote | undefined;
  result: PaymentResult | undefined;
  error: WalletDockErrorType | undefined;
}

/** No payment. */
export const idlePayState: PayState = {
  status: 'idle',
  payment: undefined,
  paymentId: undefined,
  step: undefined,
  route: undefined,
  exchange: undefined,
  conversion: undefined,
  hash: undefined,
  quote: undefined,
  result: undefined,
  error: undefined,
};

const stores = new WeakMap<DockCore, Store<PayState>>();

/** The instance's payment store (made on first use). */
export function payStore(dock: DockCore): Store<PayState> {
  let store = stores.get(dock);
  if (!store) stores.set(dock, (store = createStore(idlePayState)));
  return store;
}

/** True when the host turned Pay on (`features.pay`, off by default). */
export function payEnabled(dock: DockCore): boolean {
  return dock.options.features?.pay ?? DEFAULT_FEATURES.pay;
}
