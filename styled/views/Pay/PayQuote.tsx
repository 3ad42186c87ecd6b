/**
 * PayQuote: "Payment Quote" — the token paid with and the wallet's balance of it, the fees, the order total, and Pay.
 * Priced before the wallet is asked: a check that fails (the wrong network, too little money) shows in place of the
 * button, with the switch where a switch helps. Below, the other tokens the wallet holds that the blockchain API can
 * swap into the asset (usePayConversions): choosing one prices it (what it takes, the swap's fee) and pays it, as
 * one batch or call by call; a try that stopped part way shows which of its steps ran.
 */
import { useEffect, useId, useState } from 'react';
import { formatBalance, useNetwork, useRouterActions } from 'walletdock';
import { usePayConversions, usePayment, type PayConversion } from 'walletdock/pay';
import { format } from '../../messages';
import { view } from '../../theme/root.css';
import { button, errorText, list, muted, row, rowName } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';
import { usePayMessages } from './messages';
import { PayAmount } from './Pay';
import { PaySteps } from './PaySteps';
import * as css from './Pay.css';

const selectNetworkId = (n: { caipNetwork?: { caipNetworkId: string } | undefined }) => n.caipNetwork?.caipNetworkId;

/** A devnet's fee is far below the 3 decimals amounts show: it reads "< 0.001 AVENT", not a fee of nothing. */
function feeText(value: bigint, decimals: number, symbol: string): string {
  const text = formatBalance(value, decimals, symbol);
  return value > 0n && /^0\.000 /.test(text) ? `< 0.001 ${symbol}` : text;
}

/** The PayQuote view. */
export function PayQuote() {
  const m = usePayMessages();
  const { localize } = useLanguage();
  const {
    payment,
    status,
    quote,
    error,
    route,
    conversion,
    refreshQuote,
    payWithWallet,
    payWithConversion,
    switchNetwork,
  } = usePayment();
  const conversions = usePayConversions();
  const { replace } = useRouterActions();
  const othersId = useId();
  // The token chosen: null is the asset itself, else a conversion's token (CAIP-10 id); undefined until a choice.
  const [chosen, choose] = useState<string | null | undefined>(undefined);
  const key = payment?.key;
  const on = useNetwork({ namespace: payment?.namespace, select: selectNetworkId });
  const priced = quote !== undefined;
  // A try with another token that stopped part way is continued with that token: it stays the one chosen.
  const resumable = conversion?.steps.some((s) => s.status === 'done')
    ? conversion.conversion.token.address
    : undefined;
  // Without a choice: the token of the last try (its words shown), of a try to continue, or the first conversion
  // when the asset itself falls short.
  const lastTried = route === 'convert' ? conversion?.conversion.token.address : undefined;
  const short = !quote && error?.code === 'INVALID_INPUT' && route !== 'convert';
  const selectedId =
    chosen === undefined
      ? (lastTried ?? resumable ?? (short ? conversions.conversions[0]?.token.address : undefined))
      : (chosen ?? undefined);
  const selected: PayConversion | undefined =
    selectedId === undefined
      ? undefined
      : (conversions.conversions.find((c) => c.token.address === selectedId) ??
        (conversion?.conversion.token.address === selectedId ? conversion.conversion : undefined));
  // The asset itself priced while it is the one shown without a quote (a new payment, another network after the
  // switch, chosen again after another token); not again when the view comes back after a rejected try, whose words
  // stay shown (the state's error) over the quote that still holds, nor while another token is shown.
  const direct = selected === undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `on` say when; refreshQuote reads the current payment
  useEffect(() => {
    if (!priced && direct) void refreshQuote();
  }, [key, on, priced, direct, refreshQuote]);
  // The steps show once the try is under way (the state says so); a try that ends before the chain comes back here.
  useEffect(() => {
    if (status === 'pending' || status === 'success') replace('PayLoading');
  }, [status, replace]);
  if (!payment) return <div className={view} data-view="PayQuote" />;
  const { symbol, decimals } = payment.options.paymentAsset.metadata;
  // The host's paymaster pays it: the fee line says so and the total is the amount alone.
  const fee = quote && !quote.sponsored ? feeText(quote.fee, quote.feeDecimals, quote.feeSymbol) : undefined;
  // Each route's own words: the direct route's check, or the last try with another token.
  const shownError = selected ? (route === 'convert' ? error : undefined) : route === 'convert' ? undefined : error;
  const wrongNetwork = error?.code === 'CONNECTOR_CHAIN_MISMATCH';
  // The outcome shows in the state (PayLoading and, after a rejection, this view read it).
  const onPay = () => void (selected ? payWithConversion(selected) : payWithWallet()).catch(() => undefined);
  const ready = status === 'ready' && (selected ? true : quote !== undefined);
  const others = conversions.conversions.filter((c) => c.token.address !== selectedId);
  return (
    <div className={view} data-view="PayQuote">
      <PayAmount />
      {selected ? (
        <dl className={css.lines} data-pay-conversion={selected.token.symbol}>
          <dt className={css.term}>{m.payToken}</dt>
          <dd className={css.value} data-pay-token="">
            {selected.token.symbol}
            {selected.token.balance !== undefined ? (
              <span className={muted}>
                {' '}
                {format(m.payBalance, {
                  amount: formatBalance(selected.token.balance, selected.token.decimals, selected.token.symbol),
                })}
              </span>
            ) : null}
          </dd>
          <dt className={css.term}>{m.paySwapFee}</dt>
          <dd className={css.value} data-pay-swap-fee="">
            {selected.poolFee === undefined
              ? '—'
              : feeText(selected.poolFee, selected.token.decimals, selected.token.symbol)}
          </dd>
          <dt className={css.term}>{m.payNetworkFee}</dt>
          <dd className={css.value} data-pay-fee="">
            {m.payFeeInWallet}
          </dd>
          <dt className={`${css.term} ${css.total}`}>{m.payTotal}</dt>
          <dd className={`${css.value} ${css.total}`} data-pay-total="">
            {formatBalance(selected.fromAmount, selected.token.decimals, selected.token.symbol)}
          </dd>
        </dl>
      ) : (
        <dl className={css.lines}>
          <dt className={css.term}>{m.payToken}</dt>
          <dd className={css.value} data-pay-token="">
            {symbol}
            {quote ? (
              <span className={muted}>
                {' '}
                {format(m.payBalance, { amount: formatBalance(quote.balance, decimals, symbol) })}
              </span>
            ) : null}
          </dd>
          <dt className={css.term}>{m.payNetworkFee}</dt>
          <dd className={css.value} data-pay-fee="" data-pay-sponsored={quote?.sponsored ? '' : undefined}>
            {quote?.sponsored ? m.payFeeSponsored : (fee ?? '—')}
          </dd>
          <dt className={`${css.term} ${css.total}`}>{m.payTotal}</dt>
          <dd className={`${css.value} ${css.total}`} data-pay-total="">
            {payment.amountText} {symbol}
            {fee ? ` + ${fee}` : null}
          </dd>
        </dl>
      )}
      {selected && resumable === selected.token.address ? <PaySteps /> : null}
      {shownError ? (
        <p className={errorText} role="alert" data-pay-error="">
          {localize(shownError.message)}
        </p>
      ) : !selected && !quote ? (
        <p className={muted} aria-live="polite">
          {m.payQuoting}
        </p>
      ) : null}
      {wrongNetwork ? (
        <button type="button" className={button.primary} onClick={() => void switchNetwork()} data-pay-switch="">
          {format(m.paySwitchNetwork, { network: payment.caipNetwork.name })}
        </button>
      ) : (
        <button type="button" className={button.primary} disabled={!ready} onClick={onPay} data-pay-button="">
          {selected?.needsApproval && !selected.atomic && resumable !== selected.token.address
            ? m.payApproveAndPay
            : m.payButton}
        </button>
      )}
      {selected || others.length > 0 || conversions.error ? (
        <section className={css.exchanges} aria-labelledby={othersId} data-pay-conversions="">
          <h3 id={othersId} className={`${muted} ${css.or}`}>
            {m.payOtherTokens}
          </h3>
          {conversions.error ? (
            <p className={errorText} role="alert" data-pay-conversions-error="">
              {localize(conversions.error.message)}{' '}
              <button type="button" className={button.secondary} onClick={() => void conversions.refetch()}>
                {m.retry}
              </button>
            </p>
          ) : null}
          <ul className={list}>
            {selected ? (
              <li>
                <button
                  type="button"
                  className={row}
                  disabled={status !== 'ready'}
                  onClick={() => choose(null)}
                  data-pay-option={symbol}
                >
                  <span className={rowName}>{symbol}</span>
                  {quote ? <span className={muted}>{formatBalance(quote.balance, decimals, symbol)}</span> : null}
                </button>
              </li>
            ) : null}
            {others.map((c) => (
              <li key={c.token.address}>
                <button
                  type="button"
                  className={row}
                  disabled={status !== 'ready'}
                  onClick={() => choose(c.token.address)}
                  data-pay-option={c.token.symbol}
                >
                  <span className={rowName}>{c.token.symbol}</span>
                  <span className={muted}>{formatBalance(c.fromAmount, c.token.decimals, c.token.symbol)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
