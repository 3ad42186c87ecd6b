// useSend: the send form (a framework-free store in core/send/form.ts) and the send mutation. The hook subscribes to
// the form and hands the mutation what the form holds, the fee it showed included.
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { WalletDockErrorType } from '../../core/model/errors';
import type { TokenBalance } from '../../core/model/token-balance';
import type { SendResult, SendVariables } from '../../core/send/context';
import { createSendForm, type SendFee } from '../../core/send/form';
import { sendInvalidatedQueryKeys, sendMutationOptions } from '../../core/send/query';
import type { SendState } from '../../core/send/state';
import { useDockFor } from '../context';
import type { MutationParameter, NamespaceParameter, UseMutationReturnType } from '../types';

export type { SendFee } from '../../core/send/form';

/** Parameters of useSend: the tokens to offer (default: the native coin and `options.tokens`) and the mutation's options. */
export type UseSendParameters<TContext = unknown> = NamespaceParameter &
  MutationParameter<SendResult, SendVariables, WalletDockErrorType, TContext> & {
    /** Token balances to pick from, e.g. `useBalances().data`; without it Send reads its own. */
    tokens?: readonly TokenBalance[] | undefined;
  };

/** What useSend returns: the send mutation (TanStack Query's result) and the form around it. */
export type UseSendReturnType<TContext = unknown> = UseMutationReturnType<
  SendResult,
  SendVariables,
  WalletDockErrorType,
  TContext
> & {
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
  /**
   * The first read the form is checked against that failed (the tokens, the balances, the fee), e.g. with the RPC out of
   * reach. It is asked again by itself every 5 s while the form is shown, so the form recovers when the network does.
   */
  readError: WalletDockErrorType | undefined;
  /** Asks the reads that failed again now (a Retry button). */
  retryReads(): void;
  setToken(token: TokenBalance | undefined): void;
  setAmount(amount: string): void;
  setReceiver(receiver: string): void;
  /** Sets the amount to maxAmount. */
  setMax(): void;
  resetForm(): void;
  /**
   * Sends what the form holds: the resolved receiver, and the fee shown (`fee`), whose gas and fee caps the transfer
   * is signed with. Takes the mutation's per-call options (`onSuccess`, `onError`, …) like `mutate`.
   */
  send(options?: MutateOptions<SendResult, WalletDockErrorType, SendVariables, TContext>): void;
};

/**
 * The send form with every rule checked as it is filled in: token, amount (number,
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
  const dock = useDockFor('useSend');
  const queryClient = useQueryClient();
  const { namespace, tokens: offered } = parameters;
  // One form per instance, cache and namespace. The tokens given at first seed it (so it reads none of its own);
  // later lists are offered to it below, without a new form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `offered` seeds the form once (above)
  const form = useMemo(
    () => createSendForm(dock, { namespace, tokens: offered, fetch: (options) => queryClient.fetchQuery(options) }),
    [dock, queryClient, namespace],
  );
  useEffect(() => form.offerTokens(offered), [form, offered]);
  const state = useSyncExternalStore(form.subscribe, form.getState, form.getState);

  const mutation = useMutation({
    ...parameters.mutation,
    ...sendMutationOptions(dock),
    onSuccess: (...args) => {
      // The sender's balances were marked as updating and are read again at the receipt's block (the provider, on
      // the change the send noted); the rest of what a send changes is read again, and the form starts over.
      void Promise.all(
        sendInvalidatedQueryKeys(dock)
          .filter((queryKey) => queryKey[2] !== 'accountData')
          .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ).then(() => form.refresh());
      form.reset();
      return parameters.mutation?.onSuccess?.(...args);
    },
  });
  const { mutate } = mutation;

  return {
    ...mutation,
    state: { ...state.form, loading: mutation.isPending },
    tokens: state.tokens,
    receiver: state.receiver,
    fee: state.fee,
    balance: state.balance,
    validation: state.validation,
    canSend: state.ready && !mutation.isPending,
    maxAmount: state.maxAmount,
    readError: state.readError,
    retryReads: form.retryReads,
    setToken: form.setToken,
    setAmount: form.setAmount,
    setReceiver: form.setReceiver,
    setMax: form.setMax,
    resetForm: form.reset,
    send: (options) => {
      const variables = form.variables();
      if (variables) mutate(variables, options);
    },
  };
}
