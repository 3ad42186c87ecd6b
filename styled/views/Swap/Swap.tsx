/**
 * Swap (the optional `swaps` panel, its own chunk): two token pickers with the account's balances, the amount to pay
 * and the amount the pools give, the quote's rate, fee, price impact and minimum received, an approve button when the
 * router may not take the amount yet and the swap button, each saying where the wallet prompt stands. Failures are
 * toasts in the catalogue's words, and a failed token list or quote stays said with Try again (asked again by itself
 * every 5 s, so the view recovers when the blockchain API does); after a swap the view goes back to Account, whose
 * balances were fetched again.
 * Until balances from before the account's own transaction are read at its block, each Balance line says it is updating.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBalances, useRouterActions, useToastActions } from 'walletdock';
import { useSwap, useSwapQuote, useSwapTokens } from 'walletdock/swap';
import type { SwapQuote, SwapTokenOption, SwapVariables } from 'walletdock/types';
import type { LocaleFormatters } from 'walletdock/utils';
import { TokenPicker } from '../../components/TokenPicker';
import { useAnnounce } from '../../components/Announcer';
import { usePanelMessages } from '../panel-messages';
import { swapAmount, validateSwap } from 'walletdock/utils';
import { useLanguage } from '../../i18n/language';
import { button, errorText, muted } from '../../components/ui.css';
import { format, type Messages } from '../../messages';
import { view } from '../../theme/root.css';
import { useSwapMessages } from './messages';
import * as css from './Swap.css';

const amountOf = (value: bigint | undefined, token: SwapTokenOption | undefined, numbers: LocaleFormatters) =>
  value === undefined || !token ? '…' : numbers.balance(value, token.decimals, token.symbol);

/**
 * A token picker (by CAIP-10 id) with the token's balance under it; `updating`: that balance is from before the
 * account's newest own transaction, being read again (Balances.updating).
 */
function TokenField(props: {
  legend: string;
  updating: boolean;
  tokens: readonly SwapTokenOption[];
  token: SwapTokenOption | undefined;
  onToken: (address: string) => void;
  side: 'from' | 'to';
  children: ReactNode;
  m: Messages;
}) {
  const { legend, updating, tokens, token, onToken, side, children, m } = props;
  const panels = usePanelMessages();
  const numbers = useLanguage().format;
  return (
    <fieldset className={css.field} data-swap-side={side}>
      <legend className={css.legend}>{legend}</legend>
      <TokenPicker
        tokens={tokens.map((t) => ({
          key: t.address,
          symbol: t.symbol,
          name: t.name,
          iconUrl: t.logoUri || undefined,
          balance: t.balance === undefined ? undefined : amountOf(t.balance, t, numbers),
          updating,
        }))}
        value={token?.address}
        onChange={onToken}
        label={`${legend}: ${m.swapTokenLabel}`}
        searchLabel={panels.tokenSearch}
        noMatch={panels.tokenNoMatch}
        hook={side}
        updatingLabel={m.balanceUpdating}
      />
      {children}
      <p
        className={css.balance}
        data-swap-balance={side}
        data-updating={updating ? '' : undefined}
        aria-busy={updating || undefined}
      >
        <span data-amount="" className={updating ? css.staleAmount : undefined}>
          {format(m.swapBalance, { amount: amountOf(token?.balance, token, numbers) })}
        </span>
        {updating ? <span data-updating-label="">{` · ${m.balanceUpdating}`}</span> : null}
      </p>
    </fieldset>
  );
}

/** The quote's rate, fee, impact, minimum received and slippage. */
function QuoteDetails({ quote, m }: { quote: SwapQuote; m: Messages }) {
  const numbers = useLanguage().format;
  const rate = numbers.number(quote.rate, { maximumSignificantDigits: 6 });
  const rows: [string, string, string][] = [
    ['rate', m.swapRate, `1 ${quote.from.symbol} = ${rate} ${quote.to.symbol}`],
    ...(quote.fee === undefined
      ? []
      : [['fee', m.swapFee, amountOf(quote.fee, quote.from, numbers)] as [string, string, string]]),
    ...(quote.priceImpact === undefined
      ? []
      : [['impact', m.swapImpact, `${quote.priceImpact.toFixed(2)}%`] as [string, string, string]]),
    ['minimum', m.swapMinimum, amountOf(quote.minimumReceived, quote.to, numbers)],
    ['slippage', m.swapSlippage, `${quote.slippage}%`],
  ];
  return (
    <dl className={css.details} data-swap-quote="">
      {rows.map(([key, term, value]) => (
        <div key={key} style={{ display: 'contents' }} data-quote-row={key}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Swap view. */
export function Swap() {
  const m = useSwapMessages();
  const { localize } = useLanguage();
  const numbers = useLanguage().format;
  const toast = useToastActions();
  const { goBack } = useRouterActions();
  const tokens = useSwapTokens();
  // The same balances useSwapTokens joins (one query): marked while they are read again after an own transaction.
  const updating = useBalances().data?.updating === true;
  const [pair, setPair] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  const [amount, setAmount] = useState('');
  const list = tokens.data ?? [];
  const from = list.find((t) => t.address === pair[0]) ?? list[0];
  const to = list.find((t) => t.address === pair[1] && t !== from) ?? list.find((t) => t !== from);
  const quote = useSwapQuote({ from, to, amount });
  const swap = useSwap();
  const invalid = amount.trim() === '' ? undefined : validateSwap({ from, to, amount });
  // The quote shown is for the amount as typed now (during the debounce the previous one is still cached).
  const typed = from ? swapAmount(amount, from) : undefined;
  const shown = quote.data && typed !== undefined && quote.data.fromAmount === typed ? quote.data : undefined;
  const failure = tokens.error ?? quote.error;
  const quoting = !shown && typed !== undefined && !invalid && !quote.error;
  // Waiting for a quote, then the quote, then the wallet: said by the dialog's live region (the amount field keeps focus).
  useAnnounce(
    swap.step === 'approving'
      ? m.swapApproving
      : swap.step === 'swapping'
        ? m.swapSwapping
        : quoting
          ? m.swapQuoting
          : shown && to
            ? `${m.swapToLabel}: ${numbers.balance(shown.toAmount, shown.to.decimals)} ${to.symbol}`
            : undefined,
  );

  // One toast per failure text: a quote refreshed every 10 s failing the same way does not toast again.
  const toasted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (failure && failure.message !== toasted.current) toast.error(failure.message);
    toasted.current = failure?.message;
  }, [failure, toast]);

  const variables = (): SwapVariables | undefined => (from && to ? { from, to, amount, quote: shown } : undefined);
  const onApprove = () => {
    const v = variables();
    if (!v) return;
    swap.approve.mutate(v, {
      onSuccess: (result) => result && toast.success(format(m.swapApproved, { symbol: v.from.symbol })),
      onError: (error) => toast.error(error.message),
    });
  };
  const onSwap = () => {
    const v = variables();
    if (!v || !shown) return;
    swap.mutate(v, {
      onSuccess: () => {
        toast.success(
          format(m.swapDone, {
            from: amountOf(shown.fromAmount, shown.from, numbers),
            to: amountOf(shown.toAmount, shown.to, numbers),
          }),
        );
        goBack();
      },
      onError: (error) => toast.error(error.message),
    });
  };

  if (!tokens.data) {
    return (
      <div className={view} data-view="Swap">
        {tokens.error ? (
          <>
            <p className={errorText} role="alert">
              {localize(tokens.error.message)}
            </p>
            <button type="button" className={button.secondary} onClick={() => void tokens.refetch()} data-swap-retry="">
              {m.retry}
            </button>
          </>
        ) : (
          <p className={muted}>{m.swapLoadingTokens}</p>
        )}
      </div>
    );
  }

  const busy = swap.isPending || swap.approve.isPending;
  const needsApproval = shown?.needsApproval === true;
  return (
    <div className={view} data-view="Swap">
      <TokenField
        legend={m.swapFromLabel}
        tokens={list}
        token={from}
        updating={updating}
        onToken={(a) => setPair([a, pair[1] === a ? from?.address : pair[1]])}
        side="from"
        m={m}
      >
        <input
          className={css.control}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          aria-label={`${m.swapFromLabel}: ${m.swapAmountLabel}`}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-swap-amount=""
        />
      </TokenField>
      <button
        type="button"
        className={button.secondary}
        aria-label={m.swapFlip}
        onClick={() => setPair([to?.address, from?.address])}
        disabled={busy}
      >
        ↓↑
      </button>
      <TokenField
        legend={m.swapToLabel}
        tokens={list}
        token={to}
        updating={updating}
        onToken={(a) => setPair([pair[0] === a ? to?.address : from?.address, a])}
        side="to"
        m={m}
      >
        <output
          className={css.control}
          aria-label={`${m.swapToLabel}: ${m.swapAmountLabel}`}
          aria-live="polite"
          data-swap-out=""
        >
          {shown
            ? numbers.balance(shown.toAmount, shown.to.decimals)
            : typed !== undefined && !invalid && !quote.error
              ? '…'
              : '0'}
        </output>
      </TokenField>
      {invalid ? (
        <p className={errorText} role="alert">
          {invalid}
        </p>
      ) : null}
      {quote.error ? (
        <>
          <p className={errorText} role="alert">
            {localize(quote.error.message)}
          </p>
          <button type="button" className={button.secondary} onClick={() => void quote.refetch()} data-swap-retry="">
            {m.retry}
          </button>
        </>
      ) : null}
      {shown ? <QuoteDetails quote={shown} m={m} /> : quoting ? <p className={muted}>{m.swapQuoting}</p> : null}
      {needsApproval || swap.step === 'approving' ? (
        <button
          type="button"
          className={button.primary}
          onClick={onApprove}
          disabled={busy || Boolean(invalid)}
          data-swap-approve=""
        >
          {swap.step === 'approving' ? m.swapApproving : format(m.swapApprove, { symbol: from?.symbol ?? '' })}
        </button>
      ) : null}
      <button
        type="button"
        className={needsApproval ? button.secondary : button.primary}
        onClick={onSwap}
        disabled={busy || !shown || Boolean(invalid) || needsApproval}
        data-swap-button=""
        data-step={swap.step}
      >
        {swap.step === 'swapping' ? m.swapSwapping : m.swapButton}
      </button>
    </div>
  );
}
