// The send form as a framework-free store: what the person picked and typed (the reducer of state.ts), the reads the
// form is checked against — the tokens offered, the receiver's address, the balances, the fee — each asked through
// the host's query cache whenever its input changes, and what follows from them: the first rule the form breaks, the
// largest amount, whether it may be sent. useSend subscribes to it; code without React can too.
//
// A read that failed (the RPC out of reach, say) is the form's `readError`, and is asked again by itself every
// READ_RECOVERY_MS while the form has a listener, or at once by `retryReads()`: the form recovers when the network does.
//
// The fee shown is the fee sent: `variables()` hands the send mutation the very quote the form shows, and the
// transfer is signed with its gas and fee caps (executeSend estimates again only when it is given none).
import { formatUnits } from 'viem';
import type { ChainNamespace } from '../model/caip';
import { DEBOUNCE_MS } from '../model/constants';
import { toWalletDockError, type WalletDockErrorType } from '../model/errors';
import { createRecoveryTimer } from '../model/read-recovery';
import { createStore } from '../model/store';
import type { TokenBalance } from '../model/token-balance';
import type { TransferFee } from '../model/transfer';
import type { DockCore } from '../instance/dock-core';
import { sendContext, type ResolvedReceiver, type SendContext, type SendVariables } from './context';
import {
  sendBalancesQueryOptions,
  sendFeeQueryOptions,
  sendReceiverQueryOptions,
  sendTokensQueryOptions,
  type SendBalances,
} from './query';
import { amountInBaseUnits, checkFunds, maxSendAmount, receiverKind, validateSend } from './rules';
import { balancesInUsd, initialSendState, sendableTokens, sendReducer, type SendAction, type SendState } from './state';

/**
 * How the form asks a read: a query cache's fetch (TanStack Query's `queryClient.fetchQuery`), which answers from the
 * cache while the entry is fresh. Typed by what the form passes, so core needs no query library.
 */
export type SendQueryFetch = <T>(options: {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  staleTime?: number | undefined;
  retry?: boolean | undefined;
}) => Promise<T>;

/** Options of createSendForm. */
export interface SendFormOptions {
  fetch: SendQueryFetch;
  /** The namespace sent from (default: the active one). */
  namespace?: ChainNamespace | undefined;
  /** The tokens to offer at first (see `offerTokens`). */
  tokens?: readonly TokenBalance[] | undefined;
  /** How long a typed name must stay unchanged before it is looked up (default DEBOUNCE_MS). */
  debounceMs?: number | undefined;
}

/** The form and everything read and decided about it. */
export interface SendFormState {
  /** What was picked and typed (`loading` is the caller's: it holds the mutation). */
  form: SendState;
  /** Who sends, from where; undefined while nothing is connected on the namespace. */
  context: SendContext | undefined;
  /** The tokens to pick from, undefined while they load. */
  tokens: readonly TokenBalance[] | undefined;
  /** The receiver once it is an address (a name resolved), with whether it is resolving. */
  receiver: { address: string | undefined; name: string | undefined; isResolving: boolean };
  /** The fee of the transfer as quoted; while a new quote is asked for the form as it is now, the previous one. */
  fee: SendFee | undefined;
  /** True while `fee` was quoted for an earlier form (a new quote is on its way). */
  feeIsStale: boolean;
  /** The chosen token's balance in base units. */
  balance: bigint | undefined;
  /** The first rule the form breaks, in the catalogue's words; undefined when it may be sent. */
  validation: string | undefined;
  /** Every rule passes, the receiver is an address and the fee is quoted for this very form. */
  ready: boolean;
  /** The largest amount (the balance, less the fee for the native coin), as text. */
  maxAmount: string | undefined;
  /**
   * The first read the form is checked against that failed — the tokens, the balances, the fee — e.g. with the RPC out
   * of reach; kept while it is asked again, undefined once it answers.
   */
  readError: WalletDockErrorType | undefined;
}

/** The fee of the transfer in the native coin: base units (the quote), as text, and in USD when the coin has a price. */
export interface SendFee extends TransferFee {
  formatted: string;
  symbol: string;
  usd: number | undefined;
}

/** The send form of one namespace of an instance. */
export interface SendForm {
  getState(): SendFormState;
  /** While it has a listener, the form follows the connection: a new account or network empties it. */
  subscribe(listener: () => void): () => void;
  setToken(token: TokenBalance | undefined): void;
  setAmount(amount: string): void;
  setReceiver(receiver: string): void;
  /** Sets the amount to maxAmount. */
  setMax(): void;
  /** Empties the form (the tokens offered stay). */
  reset(): void;
  /** The tokens to offer (e.g. useBalances' list); undefined: read the native coin and the host's tokens. */
  offerTokens(tokens: readonly TokenBalance[] | undefined): void;
  /** Reads everything again (after a send, once the host's cache was invalidated). */
  refresh(): void;
  /** Asks the reads that failed again now (what a Retry button does; the form also does it by itself). */
  retryReads(): void;
  /** What a send of the form is given, with the quoted fee when it is this form's; undefined without a token. */
  variables(): SendVariables | undefined;
}

/** One read: the key it was last asked with, and its answer. */
interface Read<T> {
  key: string | undefined;
  data: T | undefined;
  /** The answer is for an earlier key (kept while the new one loads: the fee). */
  previous: boolean;
  error: WalletDockErrorType | undefined;
}

const keyOf = (queryKey: readonly unknown[]) => JSON.stringify(queryKey);
const whereOf = (dock: DockCore) => {
  const { activeNamespace: ns, chains } = dock.stores.connection.getState();
  return ns ? `${chains[ns]?.caipNetwork?.caipNetworkId}|${chains[ns]?.accountState.address}` : '';
};

/** Creates the send form over an instance; it follows the connection (a new account or network empties it). */
export function createSendForm(dock: DockCore, options: SendFormOptions): SendForm {
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  let form: SendState = initialSendState;
  let offered = options.tokens ? sendableTokens(options.tokens) : undefined;
  let typedName = { text: '', settled: '' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let where = whereOf(dock);
  let context = sendContext(dock, options.namespace);
  // While everything is read again after a send, what was shown stays until the new answers come.
  let refreshing = false;
  // While failed reads are asked again, their failure stays shown until the new answers come.
  let retrying = false;
  const reads = {
    tokens: empty<TokenBalance[]>(),
    receiver: empty<ResolvedReceiver>(),
    balances: empty<SendBalances>(),
    fee: empty<TransferFee>(),
  };
  // What the form is checked against; the receiver's failures are its validation (a name that does not resolve).
  const recovered = [reads.tokens, reads.balances, reads.fee];
  const store = createStore<SendFormState>(derive());

  /** Asks `read` with `query` when its key changed (disabled: the read is off). Keeps the previous answer if asked. */
  function ask<T>(
    read: Read<T>,
    {
      enabled,
      ...query
    }: {
      queryKey: readonly unknown[];
      queryFn: () => Promise<T>;
      staleTime?: number;
      retry?: boolean;
      enabled: boolean;
    },
    keepPrevious = false,
  ) {
    const key = enabled ? keyOf(query.queryKey) : undefined;
    if (key === read.key) return;
    read.key = key;
    if (!retrying || key === undefined) read.error = undefined;
    read.previous = (keepPrevious || refreshing) && read.data !== undefined;
    if (!read.previous) read.data = undefined;
    if (key === undefined) return;
    options.fetch(query).then(
      (data) => {
        if (read.key !== key) return;
        Object.assign(read, { data, previous: false, error: undefined });
        update();
      },
      (error: unknown) => {
        if (read.key !== key) return;
        Object.assign(read, { data: undefined, previous: false, error: toWalletDockError(error) });
        update();
      },
    );
  }

  function update(): void {
    const next = derive();
    store.setState(next);
    if (next.readError && listeners > 0) recovery.arm();
  }

  function retryReads(): void {
    recovery.cancel();
    for (const read of recovered) if (read.error) read.key = undefined;
    retrying = true;
    update();
    retrying = false;
  }
  const recovery = createRecoveryTimer(retryReads);

  /** The reads the form needs as it is now, asked when their inputs changed, and everything that follows from them. */
  function derive(): SendFormState {
    const tokens = offered ?? reads.tokens.data;
    ask(reads.tokens, { ...sendTokensQueryOptions(dock, context), enabled: Boolean(context) && !offered });
    const { token } = form;
    const native = context?.caipNetwork.nativeCurrency;
    const decimals = token ? (token.address ? Number(token.quantity.decimals) : native?.decimals) : undefined;

    // An address is checked at once; a name is looked up once the typing settles.
    const trimmed = form.receiverAddress.trim();
    const kind = context ? receiverKind(trimmed, context.namespace) : 'invalid';
    const receiverText = kind === 'address' ? trimmed : typedName.settled;
    ask(reads.receiver, sendReceiverQueryOptions(dock, context, receiverText));
    const resolved = receiverText === trimmed ? reads.receiver.data : undefined;
    if (resolved?.name && form.receiverProfileName !== resolved.name) {
      form = sendReducer(form, { type: 'setReceiverProfile', name: resolved.name, imageUrl: undefined });
    }

    ask(reads.balances, {
      ...sendBalancesQueryOptions(dock, context, token?.address),
      enabled: Boolean(context && token),
    });
    const typed = decimals === undefined ? undefined : amountInBaseUnits(form.sendTokenAmount, decimals);
    const balance = reads.balances.data?.balance;
    // A coin transfer costs the same for any amount: priced once (so max can leave it). A token transfer is priced
    // for the amount when it is within the balance, else for the balance (what max sends).
    const pricedAmount = !token?.address
      ? 0n
      : balance === undefined
        ? undefined
        : typed !== undefined && typed <= balance
          ? typed
          : balance;
    ask(
      reads.fee,
      sendFeeQueryOptions(dock, context, {
        token: token?.address,
        to: resolved?.address,
        amount: token ? pricedAmount : undefined,
      }),
      true,
    );
    const quote = reads.fee.data;
    const nativePrice = tokens?.find((t) => !t.address && t.chainId === context?.caipNetwork.caipNetworkId)?.price;
    const fee: SendFee | undefined =
      quote && native
        ? {
            ...quote,
            formatted: formatUnits(quote.value, native.decimals),
            symbol: native.symbol,
            usd: nativePrice ? Number(formatUnits(quote.value, native.decimals)) * nativePrice : undefined,
          }
        : undefined;

    const formError = context
      ? validateSend({
          namespace: context.namespace,
          caipNetworkId: context.caipNetwork.caipNetworkId,
          amount: form.sendTokenAmount,
          receiverAddress: form.receiverAddress,
          token,
        })
      : undefined;
    const nameError = reads.receiver.error && receiverText === trimmed ? reads.receiver.error.message : undefined;
    const fundsError =
      typed !== undefined && reads.balances.data && fee && native && token
        ? checkFunds({
            amount: typed,
            ...reads.balances.data,
            fee,
            native: !token.address,
            symbol: token.symbol,
            nativeCurrency: native,
          })
        : undefined;
    const validation = formError ?? nameError ?? fundsError;
    const isResolving = kind === 'name' && !resolved && !nameError;
    // The native coin's max waits for the fee it must leave.
    const max =
      balance === undefined || !token || (!token.address && !fee)
        ? undefined
        : maxSendAmount({ balance, fee, native: !token.address });
    return {
      form: { ...form, networkBalanceInUSD: tokens ? balancesInUsd(tokens) : undefined },
      context,
      tokens,
      receiver: { address: resolved?.address, name: resolved?.name, isResolving },
      fee,
      feeIsStale: reads.fee.previous,
      balance,
      validation,
      ready: validation === undefined && !isResolving && Boolean(resolved && fee) && !reads.fee.previous,
      maxAmount: max === undefined || decimals === undefined ? undefined : formatUnits(max, decimals),
      readError: recovered.find((read) => read.error)?.error,
    };
  }

  function dispatch(action: SendAction): void {
    form = sendReducer(form, action);
    const text = form.receiverAddress.trim();
    if (text !== typedName.text) {
      typedName = { text, settled: typedName.settled };
      clearTimeout(timer);
      timer = setTimeout(() => {
        typedName = { text, settled: text };
        update();
      }, debounceMs);
    }
    update();
  }

  // A new account or network empties the form: nothing typed for one account is sent from another.
  const follow = () => {
    const now = whereOf(dock);
    if (now === where) return;
    where = now;
    context = sendContext(dock, options.namespace);
    dispatch({ type: 'reset' });
  };
  let listeners = 0;
  let unfollow: (() => void) | undefined;

  return {
    getState: store.getState,
    subscribe(listener) {
      const unsubscribe = store.subscribe(listener);
      if (listeners++ === 0) {
        unfollow = dock.stores.connection.subscribe(follow);
        follow();
        if (store.getState().readError) recovery.arm();
      }
      return () => {
        unsubscribe();
        if (--listeners > 0) return;
        unfollow?.();
        clearTimeout(timer);
        recovery.cancel();
      };
    },
    setToken: (token) => dispatch({ type: 'setToken', token }),
    setAmount: (amount) => dispatch({ type: 'setAmount', amount }),
    setReceiver: (receiver) => dispatch({ type: 'setReceiver', receiver }),
    setMax() {
      const { maxAmount } = store.getState();
      if (maxAmount !== undefined) dispatch({ type: 'setAmount', amount: maxAmount });
    },
    reset: () => dispatch({ type: 'reset' }),
    offerTokens(tokens) {
      const next = tokens ? sendableTokens(tokens) : undefined;
      if (JSON.stringify(next) === JSON.stringify(offered)) return;
      offered = next;
      // The chosen token follows the list: its entry in the new one (read again, e.g. after a receipt), never the
      // entry picked from the old list, whose balance the view would show as current.
      const chosen = form.token;
      const same = chosen && next?.find((t) => t.chainId === chosen.chainId && t.address === chosen.address);
      if (same && same !== chosen) form = sendReducer(form, { type: 'setToken', token: same });
      update();
    },
    refresh() {
      for (const read of Object.values(reads)) read.key = undefined;
      refreshing = true;
      update();
      refreshing = false;
    },
    retryReads,
    variables() {
      const { form: current, receiver, feeIsStale } = store.getState();
      if (!current.token) return undefined;
      // The quote itself, not the view of it: only what the transfer is signed with travels.
      const fee = reads.fee.data;
      return {
        token: current.token,
        amount: current.sendTokenAmount,
        receiver: receiver.address ?? current.receiverAddress,
        namespace: options.namespace,
        fee: fee && !feeIsStale ? fee : undefined,
      };
    },
  };
}

function empty<T>(): Read<T> {
  return { key: undefined, data: undefined, previous: false, error: undefined };
}
