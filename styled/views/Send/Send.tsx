/**
 * Send: a token from the account's balances, an amount (with max and its USD value), a receiver (an
 * address, or a name shown with the address it resolves to), a review with the network fee, the
 * wallet's prompt, and the sent transaction's explorer link. Every rule comes from useSend.
 * Until balances from before the account's own transaction are read at its block, the picker's balances and the
 * Balance line say they are updating (as Swap and the Tokens rows do).
 */
import { useEffect, useId, useState } from 'react';
import { shortenAddress, useBalances, useRouterActions, useToastActions } from 'walletdock';
import { useSend } from 'walletdock/send';
import type { TokenBalance } from 'walletdock/utils';
import { view } from '../../theme/root.css';
import { button, center, errorText, heading, muted } from '../../components/ui.css';
import { format, useMessages, useMessagesWith } from '../../messages';
import { useLanguage } from '../../i18n/language';
import { usePanelMessages } from '../panel-messages';
import { TokenPicker } from '../../components/TokenPicker';
import { useAnnounce } from '../../components/Announcer';
import { accountMessages } from '../Account/messages';
import {
  actions,
  field,
  form,
  hintLine,
  inline,
  input,
  label,
  link,
  maxButton,
  summary,
  term,
  staleAmount,
  value,
} from './Send.css';

// "Updating…" in the Tokens rows' words (a host's override of balanceUpdating applies here too).
const updatingDefaults = { balanceUpdating: accountMessages.balanceUpdating };

type Step = 'form' | 'review';

/** The Send panel. */
export function Send() {
  const m = usePanelMessages();
  const { retry } = useMessages();
  const { localize, format: numbers } = useLanguage();
  // The picker offers what the Account view lists (the API's or the wallet's discovery); until that answers,
  // useSend reads the native coin and the host's tokens itself.
  const balances = useBalances();
  // Only the balances the picker offers from useBalances are marked (useSend's own reads are the node's, not kept).
  const updating = balances.data?.updating === true && balances.data.balances.length > 0;
  const { balanceUpdating } = useMessagesWith(updatingDefaults);
  const s = useSend({ tokens: balances.data?.balances.length ? balances.data.balances : undefined });
  const toast = useToastActions();
  const { goBack } = useRouterActions();
  const [step, setStep] = useState<Step>('form');
  const ids = { token: useId(), amount: useId(), receiver: useId(), hint: useId() };
  const { tokens, state, setToken } = s;

  // The first token (the native coin) is chosen until the person picks another.
  useEffect(() => {
    if (!state.token && tokens?.length && !s.isSuccess) setToken(tokens[0]);
  }, [state.token, tokens, setToken, s.isSuccess]);

  // What the person now waits for (their wallet's prompt), then that it is sent: said by the dialog's live region.
  useAnnounce(s.isPending ? m.confirmInWallet : s.isSuccess ? m.sentTitle : undefined);

  // Each balance as useBalances has it in this render: the form is offered a new list only after it (an effect), and
  // its entry from the list before would show the old balance unmarked once `updating` is gone.
  const current = (t: TokenBalance) =>
    balances.data?.balances.find((b) => b.chainId === t.chainId && b.address === t.address)?.quantity ?? t.quantity;
  const token = state.token;
  const amountUsd =
    token && token.price > 0 && Number(state.sendTokenAmount) > 0
      ? Number(state.sendTokenAmount) * token.price
      : undefined;
  // The form's own send: the receiver it resolved and the fee this review shows, which the wallet is asked to sign with.
  const send = () => s.send({ onError: (error) => toast.error(error.message) });

  if (s.isSuccess && s.data) {
    const { explorerUrl, receiver } = s.data;
    return (
      <div className={view} data-view="Send" data-step="success" data-hash={s.data.hash}>
        <div className={center}>
          <p className={heading} role="status">
            {m.sentTitle}
          </p>
          <p className={muted}>
            {format(m.sentBody, {
              amount: `${s.variables?.amount} ${s.variables?.token.symbol}`,
              receiver: receiver.name ?? shortenAddress(receiver.address),
            })}
          </p>
          {explorerUrl ? (
            <a className={link} href={explorerUrl} target="_blank" rel="noreferrer">
              {m.viewOnExplorer}
            </a>
          ) : null}
        </div>
        <button type="button" className={button.primary} onClick={goBack}>
          {m.done}
        </button>
      </div>
    );
  }

  if (step === 'review' && token) {
    const receiverText = s.receiver.name ? `${s.receiver.name} (${s.receiver.address})` : s.receiver.address;
    return (
      <div className={view} data-view="Send" data-step="review">
        <dl className={summary}>
          <dt className={term}>{m.reviewTitle}</dt>
          <dd className={value} data-review-amount>{`${state.sendTokenAmount} ${token.symbol}`}</dd>
          <dt className={term}>{m.receiverLabel}</dt>
          <dd className={value} data-review-receiver>
            {receiverText}
          </dd>
          <dt className={term}>{m.networkFee}</dt>
          <dd className={value} data-review-fee>
            {s.fee
              ? `${s.fee.formatted} ${s.fee.symbol}${s.fee.usd !== undefined ? ` (${numbers.usd(s.fee.usd)})` : ''}`
              : m.estimatingFee}
          </dd>
        </dl>
        {s.validation ? (
          <p className={errorText} role="alert">
            {localize(s.validation)}
          </p>
        ) : null}
        <div className={actions}>
          <button type="button" className={button.secondary} onClick={() => setStep('form')} disabled={s.isPending}>
            {m.back}
          </button>
          <button type="button" className={button.primary} onClick={send} disabled={!s.canSend} data-send-confirm>
            {s.isPending ? m.confirmInWallet : m.confirmSend}
          </button>
        </div>
      </div>
    );
  }

  const shownError = state.sendTokenAmount || state.receiverAddress ? s.validation : undefined;
  // A read the form needs failed (the network out of reach): said with Retry; useSend also asks again by itself.
  const readFailure = shownError ? undefined : s.readError;
  return (
    <form
      className={`${view} ${form}`}
      data-view="Send"
      data-step="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (s.canSend) setStep('review');
      }}
    >
      <div className={field}>
        <span className={label} id={ids.token}>
          {m.tokenLabel}
        </span>
        <TokenPicker
          tokens={(tokens ?? []).map((t) => ({
            key: t.address ?? 'native',
            symbol: t.symbol,
            name: t.name,
            iconUrl: t.iconUrl,
            balance: numbers.balance(current(t).numeric, Number(current(t).decimals), t.symbol),
            updating,
          }))}
          value={token ? (token.address ?? 'native') : undefined}
          onChange={(key) => setToken(tokens?.find((t) => (t.address ?? 'native') === key))}
          label={m.tokenLabel}
          searchLabel={m.tokenSearch}
          noMatch={m.tokenNoMatch}
          hook="send"
          updatingLabel={balanceUpdating}
        />
      </div>
      <div className={field}>
        <label className={label} htmlFor={ids.amount}>
          {m.amountLabel}
        </label>
        <div className={inline}>
          <input
            id={ids.amount}
            className={input}
            inputMode="decimal"
            autoComplete="off"
            value={state.sendTokenAmount}
            onChange={(e) => s.setAmount(e.target.value)}
            aria-describedby={ids.hint}
            data-amount
          />
          <button
            type="button"
            className={`${button.secondary} ${maxButton}`}
            onClick={s.setMax}
            disabled={s.maxAmount === undefined}
          >
            {m.maxLabel}
          </button>
        </div>
        <p className={hintLine} id={ids.hint}>
          <span
            data-send-balance=""
            data-updating={token && updating ? '' : undefined}
            aria-busy={(token && updating) || undefined}
          >
            <span className={updating ? staleAmount : undefined}>
              {token
                ? format(m.balanceOf, {
                    amount: numbers.balance(current(token).numeric, Number(current(token).decimals), token.symbol),
                  })
                : ''}
            </span>
            {token && updating ? ` · ${balanceUpdating}` : null}
          </span>
          {/* What the typed amount is worth: its own line end, never read as the balance's value. */}
          {amountUsd !== undefined ? (
            <span data-amount-usd="">{format(m.amountWorth, { usd: numbers.usd(amountUsd) })}</span>
          ) : null}
        </p>
      </div>
      <div className={field}>
        <label className={label} htmlFor={ids.receiver}>
          {m.receiverLabel}
        </label>
        <input
          id={ids.receiver}
          className={input}
          autoComplete="off"
          spellCheck={false}
          placeholder={m.receiverPlaceholder}
          value={state.receiverAddress}
          onChange={(e) => s.setReceiver(e.target.value)}
          data-receiver
        />
        {s.receiver.isResolving ? <p className={muted}>{m.resolvingName}</p> : null}
        {s.receiver.name && s.receiver.address ? (
          <p className={muted} data-resolved>
            {format(m.resolvedTo, { address: s.receiver.address })}
          </p>
        ) : null}
      </div>
      <p className={errorText} role="alert" data-send-error>
        {shownError ? localize(shownError) : readFailure ? localize(readFailure.message) : ''}
      </p>
      {readFailure ? (
        <button type="button" className={button.secondary} onClick={s.retryReads} data-send-retry>
          {retry}
        </button>
      ) : null}
      <button type="submit" className={button.primary} disabled={!s.canSend} data-send-review>
        {m.review}
      </button>
    </form>
  );
}
