// The on-ramp providers (Coinbase and Meld, fee range 1–2%); issue 18: the provider URL builders follow the
// providers' public parameters, and which providers a host enables is configuration.
import { describe, expect, it } from 'vitest';
import {
  coinbaseOnrampUrl,
  meldOnrampUrl,
  onrampUrlRequest,
  resolveOnrampProviders,
  type OnrampPurchase,
} from '../../../../headless/core/onramp/providers';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const base: OnrampPurchase = {
  address: ADDRESS,
  asset: 'USDC',
  network: 'base',
  chainId: 8453,
  fiatAmount: '50',
  fiatCurrency: 'EUR',
  paymentMethod: 'ach_bank_account',
};

describe('Coinbase Onramp URL', () => {
  it('carries the app id, the wallet on its network, the asset, the preset amount, currency and method', () => {
    const url = new URL(
      coinbaseOnrampUrl({ name: 'coinbase', appId: 'my-app', redirectUrl: 'https://shop.example/done' }, base),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.coinbase.com/buy/select-asset');
    const q = url.searchParams;
    expect(q.get('appId')).toBe('my-app');
    expect(JSON.parse(q.get('addresses')!)).toEqual({ [ADDRESS]: ['base'] });
    expect(JSON.parse(q.get('assets')!)).toEqual(['USDC']);
    expect(q.get('defaultAsset')).toBe('USDC');
    expect(q.get('defaultNetwork')).toBe('base');
    expect(q.get('presetFiatAmount')).toBe('50');
    expect(q.get('fiatCurrency')).toBe('EUR');
    expect(q.get('defaultPaymentMethod')).toBe('ACH_BANK_ACCOUNT');
    expect(q.get('defaultExperience')).toBe('buy');
    expect(q.get('redirectUrl')).toBe('https://shop.example/done');
    expect(q.has('sessionToken')).toBe(false);
  });

  it('names a chain Coinbase does not serve ethereum, and passes a session token', () => {
    const q = new URL(
      coinbaseOnrampUrl(
        { name: 'coinbase', sessionToken: 'tok' },
        { ...base, network: 'eip155:33322', chainId: 33322, paymentMethod: 'card' },
      ),
    ).searchParams;
    expect(q.get('defaultNetwork')).toBe('ethereum');
    expect(JSON.parse(q.get('addresses')!)).toEqual({ [ADDRESS]: ['ethereum'] });
    expect(q.get('defaultPaymentMethod')).toBe('CARD');
    expect(q.get('sessionToken')).toBe('tok');
    expect(q.has('appId')).toBe(false);
  });

  it('keeps Solana a Solana network', () => {
    const q = new URL(
      coinbaseOnrampUrl(
        { name: 'coinbase', appId: 'a' },
        { ...base, asset: 'SOL', network: 'solana', chainId: undefined },
      ),
    ).searchParams;
    expect(q.get('defaultNetwork')).toBe('solana');
  });
});

describe('Meld widget URL', () => {
  it('carries the public key, a buy of the fiat amount, the currency code with its network and the wallet', () => {
    const url = new URL(meldOnrampUrl({ name: 'meld', publicKey: 'pk_live' }, base));
    expect(url.origin).toBe('https://meldcrypto.com');
    const q = url.searchParams;
    expect(q.get('publicKey')).toBe('pk_live');
    expect(q.get('transactionType')).toBe('BUY');
    expect(q.get('sourceAmount')).toBe('50');
    expect(q.get('sourceCurrencyCode')).toBe('EUR');
    expect(q.get('destinationCurrencyCode')).toBe('USDC_BASE');
    expect(q.get('walletAddress')).toBe(ADDRESS);
    expect(q.get('paymentMethodType')).toBe('ACH');
  });

  it('opens the sandbox widget when asked, and writes Solana as SOL_SOLANA', () => {
    const url = new URL(
      meldOnrampUrl(
        { name: 'meld', publicKey: 'pk_test', environment: 'sandbox' },
        { ...base, asset: 'sol', network: 'solana', chainId: undefined, paymentMethod: 'card' },
      ),
    );
    expect(url.origin).toBe('https://sb.meldcrypto.com');
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL_SOLANA');
    expect(url.searchParams.get('paymentMethodType')).toBe('CREDIT_DEBIT_CARD');
  });
});

describe('providers a host enables', () => {
  it('offers Coinbase through the generator by default, each provider at 1–2%', () => {
    expect(resolveOnrampProviders(undefined, true)).toEqual([
      expect.objectContaining({
        name: 'coinbase',
        label: 'Coinbase',
        viaGenerator: true,
        feeRange: { min: 1, max: 2 },
      }),
    ]);
  });

  it('keeps the configured order and drops providers that need the generator when there is no API', () => {
    const config = {
      providers: [{ name: 'meld', publicKey: 'pk' }, { name: 'sandbox' }, { name: 'coinbase', appId: 'app' }] as const,
    };
    expect(resolveOnrampProviders(config, true).map((p) => [p.name, p.viaGenerator])).toEqual([
      ['meld', false],
      ['sandbox', true],
      ['coinbase', false],
    ]);
    expect(resolveOnrampProviders(config, false).map((p) => p.name)).toEqual(['meld', 'coinbase']);
  });

  it('asks the generator for the onramp URL body with the quote id', () => {
    expect(onrampUrlRequest({ ...base, quoteId: 'q1' })).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      quoteId: 'q1',
      fiatCurrency: 'EUR',
      paymentMethod: 'ach_bank_account',
    });
  });
});
