/** useSend: the send form (a reducer), its live checks and the send mutation. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { formatUnits } from 'viem';
import type { TransferFee } from '../../core/model/transfer';
import type { ConnectionState } from '../../core/connection/startup';
import type { TokenBalance } from '../../core/model/token-balance';
import type { WalletDockError } from '../../core/model/errors';
import { DEBOUNCE_MS } from '../../core/model/constants';
import {
  isSendInvalidated, sendBalancesQueryOptions, sendFeeQueryOptions, sendMutationOptions, sendReceiverQueryOptions,
  sendTokensQueryOptions,
} from '../../core/send/query';
import { amountInBaseUnits, checkFunds, maxSendAmount, receiverKind, validateSend } from '../../core/send/rules';
import { sendContext, type ResolvedReceiver, type SendResult, type SendVariables } from '../../core/send/context';
import { balancesInUsd, initialSendState, sendableTokens, sendReducer, type SendState } from '../../core/send/state';
import { useWalletDock } from '../context';
import { useStoreSelector } from './useStoreSelector';
import { useDebounced } from './useDebounced';
import type { MutationParameter, NamespaceParameter, UseMutationReturnType } from '../types';

/** Parameters of useSend: the tokens to offer (default: the native coin and `options.tokens`) and the mutation's options. */
export type UseSendParameters<TContext = unknown> = NamespaceParameter &
  MutationParameter<SendResult, SendVariables, WalletDockError, TContext> & {
    /** Token balances to pick from, e.g. `useBalances().data`; without it Send reads its own. */
    tokens?: readonly TokenBalance[] | undefined;
  };

/** The fee of the transfer in the native coin: base units, as text, and in USD when the coin has a price. */
export interface SendFee extends TransferFee {
  formatted: string;
  symbol: string;
  usd: number | undefined;
}

/** What useSend returns: the send mutation (TanStack Query's result) and the form around it. */
export type UseSendReturnType<TContext = unknown> = UseMutationReturnType<SendResult, SendVariables, WalletDockError, TContext> & {
  /** The form (loading is the mutation's, networkBalanceInUSD the tokens' USD value). */
  state: SendState;
  /** The tokens to pick from, undefined while they load. */
  tokens: readonly TokenBalance[] | undefined;
  /** The receiver once it is an address (a name resolved), with whether it is resolving. */
  receiver: { address: string | undefined; name: string | undefined; isResolving: boolean };
  fee: SendFee | undefined;
  /** The chosen token's balance in base units. */
  balance: bigint | undefined;
  /** The first rule the form breaks, in the catalogue's words; undefined when it may be sent. */
  validation: string | undefined;
  /** True when every rule passes and nothing is pending. */
  canSend: boolean;
  /** The largest amount (the balance, less the fee for the native coin), as text. */
  maxAmount: string | undefined;
  setToken(token: TokenBalance | undefined): void;
  setAmount(amount: string): void;
  setReceiver(receiver: string): void;
  /** Sets the amount to maxAmount. */
  setMax(): void;
  resetForm(): void;
  /** Sends what the form holds (the resolved receiver). */
  send(): void;
};

const selectNetworkId = (s: ConnectionState) => {
  const ns = s.activeNamespace;
  return ns ? `${s.chains[ns]?.caipNetwork?.caipNetworkId}|${s.chains[ns]?.accountState.address}` : '';
};

/**
 * The send form of SPEC "Send state" with every rule checked as it is filled in: token, amount (number,
 * positive, within the token's decimals, within the balance with the fee), receiver (an address of the
 * namespace, or an ENS name resolved on the network). `send()` asks the wallet, waits for the receipt,
 * tracks SEND_INITIATED and SEND_SUCCESS, refreshes balances and empties the form; a rejection leaves
 * the form as it was and the error in `error`.
 *
 * @example
 * ```tsx
 * function SendForm() {
 *   const s = useSend();
 *   return (
 *     <form onSubmit={(e) => { e.preventDefault(); s.send(); }}>
 *       <select onChange={(e) => s.setToken(s.tokens?.[Number(e.target.value)])}>
 *         {s.tokens?.map((t, i) => <option key={t.symbol} value={i}>{t.symbol}</option>)}
 *       </select>
 *       <input value={s.state.sendTokenAmount} onChange={(e) => s.setAmount(e.target.value)} />
 *       <input value={s.state.receiverAddress} onChange={(e) => s.setReceiver(e.target.value)} />
 *       <p>{s.validation ?? s.error?.message}</p>
 *       <button disabled={!s.canSend}>Send</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useSend<TContext = unknown>(parameters: UseSendParameters<TContext> = {}): UseSendReturnType<TContext> {
  const dock = useWalletDock();
  const queryClient = useQueryClient();
  const [form, dispatch] = useReducer(sendReducer, initialSendState);
  // SPEC: switching the network (or the account) resets the send form.
  const where = useStoreSelector(dock.stores.connection, selectNetworkId);
  const context = useMemo(() => sendContext(dock, parameters.namespace), [dock, parameters.namespace, where]);
  useEffect(() => dispatch({ type: 'reset' }), [where]);

  const ownTokens = useQuery({ ...sendTokensQueryOptions(dock, context), enabled: Boolean(context) && !parameters.tokens });
  const given = useMemo(() => (parameters.tokens ? sendableTokens(parameters.tokens) : undefined), [parameters.tokens]);
  const tokens = given ?? ownTokens.data;
  const token = form.token;
  const native = context?.caipNetwork.nativeCurrency;
  const decimals = token ? (token.address ? Number(token.quantity.decimals) : native?.decimals) : undefined;

  // An address is checked at once; a name is looked up once the typing settles.
  const receiverTrimmed = form.receiverAddress.trim();
  const debounced = useDebounced(receiverTrimmed, DEBOUNCE_MS);
  const receiverText = context && receiverKind(receiverTrimmed, context.namespace) === 'address' ? receiverTrimmed : debounced;
  const receiverQuery = useQuery(sendReceiverQueryOptions(dock, context, receiverText));
  const resolved: ResolvedReceiver | undefined = receiverText === receiverTrimmed ? receiverQuery.data : undefined;
  useEffect(() => {
    if (resolved?.name) dispatch({ type: 'setReceiverProfile', name: resolved.name, imageUrl: undefined });
  }, [resolved?.name]);

  const balances = useQuery({ ...sendBalancesQueryOptions(dock, context, token?.address), enabled: Boolean(context && token) });
  const typed = decimals === undefined ? undefined : amountInBaseUnits(form.sendTokenAmount, decimals);
  const balance = balances.data?.balance;
  // A coin transfer costs the same for any amount: priced once (so max can leave it). A token transfer
  // is priced for the amount when it is within the balance, else for the balance (what max sends).
  const pricedAmount = !token?.address ? 0n : balance === undefined ? undefined : typed !== undefined && typed <= balance ? typed : balance;
  const feeQuery = useQuery({
    ...sendFeeQueryOptions(dock, context, { token: token?.address, to: resolved?.address, amount: token ? pricedAmount : undefined }),
    placeholderData: keepPreviousData,
  });

  const nativePrice = tokens?.find((t) => !t.address && t.chainId === context?.caipNetwork.caipNetworkId)?.price;
  const fee: SendFee | undefined =
    feeQuery.data && native
      ? {
          ...feeQuery.data,
          formatted: formatUnits(feeQuery.data.value, native.decimals),
          symbol: native.symbol,
          usd: nativePrice ? Number(formatUnits(feeQuery.data.value, native.decimals)) * nativePrice : undefined,
        }
      : undefined;

  const formError = context
    ? validateSend({ namespace: context.namespace, caipNetworkId: context.caipNetwork.caipNetworkId, amount: form.sendTokenAmount, receiverAddress: form.receiverAddress, token })
    : undefined;
  const nameError = receiverQuery.error && receiverText === receiverTrimmed ? receiverQuery.error.message : undefined;
  const fundsError =
    typed !== undefined && balances.data && feeQuery.data && native && token
      ? checkFunds({ amount: typed, ...balances.data, fee: feeQuery.data, native: !token.address, symbol: token.symbol, nativeCurrency: native })
      : undefined;
  const validation = formError ?? nameError ?? fundsError;
  const isResolving = context !== undefined && receiverKind(receiverTrimmed, context.namespace) === 'name' && !resolved && !nameError;

  const mutation = useMutation({
    ...parameters.mutation,
    ...sendMutationOptions(dock),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ predicate: (query) => isSendInvalidated(query.queryKey) });
      dispatch({ type: 'reset' });
      return parameters.mutation?.onSuccess?.(...args);
    },
  });

  // The native coin's max waits for the fee it must leave.
  const max = balance === undefined || !token || (!token.address && !feeQuery.data) ? undefined : maxSendAmount({ balance, fee: feeQuery.data, native: !token.address });
  const maxAmount = max === undefined || decimals === undefined ? undefined : formatUnits(max, decimals);
  const setToken = useCallback((t: TokenBalance | undefined) => dispatch({ type: 'setToken', token: t }), []);
  const setAmount = useCallback((amount: string) => dispatch({ type: 'setAmount', amount }), []);
  const setReceiver = useCallback((receiver: string) => dispatch({ type: 'setReceiver', receiver }), []);
  const resetForm = useCallback(() => dispatch({ type: 'reset' }), []);
  const canSend = validation === undefined && !isResolving && Boolean(resolved && fee) && !feeQuery.isPlaceholderData && !mutation.isPending;
  const { mutate } = mutation;

  return {
    ...mutation,
    state: { ...form, loading: mutation.isPending, networkBalanceInUSD: tokens ? balancesInUsd(tokens) : undefined },
    tokens,
    receiver: { address: resolved?.address, name: resolved?.name, isResolving },
    fee,
    balance,
    validation,
    canSend,
    maxAmount,
    setToken,
    setAmount,
    setReceiver,
    setMax: () => maxAmount !== undefined && setAmount(maxAmount),
    resetForm,
    send: () => {
      if (token) mutate({ token, amount: form.sendTokenAmount, receiver: resolved?.address ?? form.receiverAddress, namespace: parameters.namespace });
    },
  };
}
