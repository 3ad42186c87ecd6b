/**
 * Buy (the optional panel `onramp`): a fiat amount and currency, the payment method with its limits, the crypto to
 * buy and its network, the providers with the quote, and Continue, which opens the provider's checkout in a window
 * of its own; the account's balances refresh while that window is open. In a restricted timezone no provider is
 * offered and the panel says why.
 */
import { useId, useMemo, useState } from 'react';
import { useAccount, useConnectGate, useNetwork } from 'walletdock';
import { useOnrampOptions, useOnrampProviders, useOnrampQuote, useOnrampUrl } from 'walletdock/onramp';
import type { NetworkView, OnrampAmountCheck, OnrampOptions } from 'walletdock/types';
import { checkOnrampAmount, onrampLimit, parseFiatCents } from 'walletdock/utils';
import { format, type Messages } from '../../messages';
import { view } from '../../theme/root.css';
import { button, errorText, muted } from '../../components/ui.css';
import { useOnrampMessages } from './messages';
// The search field's look for every field: the panel adds no stylesheet of its own (styled.css stays as it was).
import { search as field } from '../AllWallets/AllWallets.css';

const fieldRow = { display: 'flex', gap: 8, alignItems: 'flex-end' } as const;
const labelStyle = { display: 'flex', flexDirection: 'column', gap: 4, fontSize: '0.85em' } as const;
import { ProviderList } from './ProviderList';
import { LegalCheckbox } from '../../components/Legal';
import { useLanguage } from '../../i18n/language';

const selectChainId = (n: NetworkView) => n.caipNetwork?.id;

/** Every purchase currency on each of its networks, as `id|network` choices. */
function assetChoices(options: OnrampOptions | undefined) {
  return (options?.purchaseCurrencies ?? []).flatMap((c) =>
    c.networks.map((n) => ({
      key: `${c.id}|${n.name}`,
      id: c.id,
      symbol: c.symbol,
      network: n.name,
      networkName: n.display_name,
      chainId: n.chain_id,
    })),
  );
}

/** The text of an amount that cannot be bought. */
function checkText(check: OnrampAmountCheck, currency: string, m: Messages): string | undefined {
  if (check.status === 'below') return format(m.onrampBelow, { min: check.min, currency });
  if (check.status === 'above') return format(m.onrampAbove, { max: check.max, currency });
  if (check.status === 'unsupported') return m.onrampUnsupported;
  return undefined;
}

/** The Buy panel. */
export function OnRamp() {
  const m = useOnrampMessages();
  const { localize } = useLanguage();
  const address = useAccount({ select: (a) => a.address });
  const chainId = useNetwork({ select: selectChainId });
  const options = useOnrampOptions();
  const { providers, restricted, isPending: providersPending } = useOnrampProviders();
  const buy = useOnrampUrl();
  const [amount, setAmount] = useState('20');
  const [currency, setCurrency] = useState<string>();
  const [method, setMethod] = useState('card');
  const [assetKey, setAssetKey] = useState<string>();
  const [chosen, setChosen] = useState<string>();
  // Buy's first step waits for the legal checkbox as the connect methods do.
  const hintId = useId();
  const { locked } = useConnectGate();

  const assets = useMemo(() => assetChoices(options.data), [options.data]);
  // The asset on the active network first, else the first offered.
  const asset =
    assets.find((a) => a.key === assetKey) ?? assets.find((a) => a.chainId === String(chainId)) ?? assets[0];
  const fiat = currency ?? options.data?.paymentCurrencies[0]?.id ?? 'USD';
  const methods = options.data?.paymentCurrencies.find((c) => c.id === fiat)?.payment_method_limits ?? [];
  const limit = options.data ? onrampLimit(options.data, fiat, method) : undefined;
  const check = options.data ? checkOnrampAmount(options.data, { amount, currency: fiat, method }) : undefined;
  const quote = useOnrampQuote({
    purchaseCurrency: asset?.id,
    network: asset?.network,
    paymentCurrency: fiat,
    paymentMethod: method,
    amount: check?.status === 'ok' ? amount : undefined,
  });
  const provider = providers.find((p) => p.name === chosen) ?? providers[0];

  if (restricted) {
    return (
      <div className={view} data-view="OnRamp">
        <p className={errorText} role="alert" data-onramp-restricted="">
          {restricted.explanation}
        </p>
      </div>
    );
  }
  const problem =
    check && check.status !== 'ok' && amount !== '' ? (checkText(check, fiat, m) ?? m.onrampInvalid) : undefined;
  const ready = Boolean(address && asset && provider && check?.status === 'ok' && !quote.isFetching);
  const onContinue = () => {
    if (!address || !asset || !provider) return;
    const numericChain = /^[0-9]+$/.test(asset.chainId) ? Number(asset.chainId) : undefined;
    // The quote shown is for the amount typed (the debounce may lag a keystroke): pass its id only then.
    const priced =
      quote.data && parseFiatCents(quote.data.paymentTotal.amount) === parseFiatCents(amount)
        ? quote.data.quoteId
        : undefined;
    buy.mutate({
      provider,
      purchase: {
        address,
        asset: asset.symbol,
        network: asset.network,
        chainId: numericChain,
        fiatAmount: amount.trim(),
        fiatCurrency: fiat,
        paymentMethod: method,
        quoteId: priced,
      },
    });
  };

  return (
    <div className={view} data-view="OnRamp">
      <div style={fieldRow}>
        <label className={muted} style={{ ...labelStyle, flex: 1 }}>
          {m.onrampAmount}
          <input
            className={field}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-onramp-amount=""
          />
        </label>
        <label className={muted} style={labelStyle}>
          {m.onrampCurrency}
          <select className={field} value={fiat} onChange={(e) => setCurrency(e.target.value)} data-onramp-currency="">
            {options.data?.paymentCurrencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className={muted} style={labelStyle}>
        {m.onrampMethod}
        <select className={field} value={method} onChange={(e) => setMethod(e.target.value)} data-onramp-method="">
          {methods.map((l) => (
            <option key={l.id} value={l.id}>
              {l.id === 'card' ? m.onrampMethodCard : l.id === 'ach_bank_account' ? m.onrampMethodBank : l.id}
            </option>
          ))}
        </select>
      </label>
      {limit ? (
        <p className={muted} data-onramp-limits="">
          {format(m.onrampLimits, { min: limit.min, max: limit.max, currency: fiat })}
        </p>
      ) : null}
      {problem ? (
        <p className={errorText} role="alert" data-onramp-problem="">
          {problem}
        </p>
      ) : null}
      <label className={muted} style={labelStyle}>
        {m.onrampAsset}
        <select
          className={field}
          value={asset?.key ?? ''}
          onChange={(e) => setAssetKey(e.target.value)}
          data-onramp-asset=""
        >
          {assets.map((a) => (
            <option key={a.key} value={a.key}>
              {format(m.onrampAssetOn, { symbol: a.symbol, network: a.networkName })}
            </option>
          ))}
        </select>
      </label>
      {providersPending ? null : providers.length === 0 ? (
        <p className={muted}>{m.onrampNoProviders}</p>
      ) : (
        <ProviderList
          providers={providers}
          chosen={provider?.name}
          onChoose={setChosen}
          quote={quote.data}
          quoteLoading={quote.isFetching}
          m={m}
        />
      )}
      {buy.isError ? (
        <p className={errorText} role="alert">
          {localize(buy.error.message)}
        </p>
      ) : null}
      {buy.isWindowOpen && provider ? (
        <p className={muted} aria-live="polite" data-onramp-window="">
          {format(m.onrampWindowOpen, { provider: provider.label })}
        </p>
      ) : null}
      <LegalCheckbox hintId={hintId} />
      <button
        type="button"
        className={button.primary}
        disabled={locked || !ready || buy.isPending}
        aria-describedby={locked ? hintId : undefined}
        onClick={onContinue}
        data-onramp-continue=""
      >
        {buy.isPending ? m.onrampOpening : m.onrampContinue}
      </button>
    </div>
  );
}
