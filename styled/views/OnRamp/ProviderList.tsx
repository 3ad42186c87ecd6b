/** The Buy panel's providers: each with its fee range and, for one priced by the blockchain API, the quote's amount. */
import type { OnrampProvider, OnrampQuote } from 'walletdock/types';
import { isMockQuote } from 'walletdock/utils';
import { format, type Messages } from '../../messages';
import { muted, row } from '../../components/ui.css';
import { providerName, providerPrice } from './OnRamp.css';

/** What a provider row shows on its right: the amount the quote buys, or that the provider prices it. */
function priceOf(p: OnrampProvider, quote: OnrampQuote | undefined, loading: boolean, m: Messages): string {
  if (!p.viaGenerator) return m.onrampPriceAtProvider;
  if (loading) return '…';
  if (!quote || isMockQuote(quote)) return m.onrampPriceAtProvider;
  return format(m.onrampYouGet, { amount: `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}` });
}

/** The providers as radio rows; `chosen` is the selected provider's name. */
export function ProviderList(props: {
  providers: readonly OnrampProvider[];
  chosen: string | undefined;
  onChoose: (name: string) => void;
  quote: OnrampQuote | undefined;
  quoteLoading: boolean;
  m: Messages;
}) {
  const { m } = props;
  return (
    <fieldset
      style={{ display: 'flex', flexDirection: 'column', gap: 6, margin: 0, padding: 0, border: 0 }}
      data-onramp-providers=""
    >
      <legend className={muted}>{m.onrampProviders}</legend>
      {props.providers.map((p) => (
        <label key={p.name} className={row} aria-current={props.chosen === p.name} data-provider={p.name}>
          <input
            type="radio"
            name="onramp-provider"
            value={p.name}
            checked={props.chosen === p.name}
            onChange={() => props.onChoose(p.name)}
          />
          <span className={providerName}>
            <span data-provider-label="">{p.label}</span>
            <span className={muted}>
              {format(m.onrampFee, { min: String(p.feeRange.min), max: String(p.feeRange.max) })}
            </span>
          </span>
          <span className={providerPrice} data-quote="">
            {priceOf(p, props.quote, props.quoteLoading, m)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
