// Remote replies and wallet replies are accepted only in the expected shape (wallet asset responses are
// accepted only if every entry has the expected field types; every API reply is parsed).
import { describe, expect, it } from 'vitest';
import {
  balanceResponseSchema,
  historyResponseSchema,
  pricesResponseSchema,
} from '../../../../headless/core/account-data/api-schemas';
import { jsonRpcResponseSchema } from '../../../../headless/core/api/blockchain-api-schemas';
import {
  nameSuggestionsResponseSchema,
  profileAccountResponseSchema,
} from '../../../../headless/core/names/api-schemas';
import { onrampOptionsResponseSchema, onrampQuoteResponseSchema } from '../../../../headless/core/onramp/api-schemas';
import { swapQuotesResponseSchema, swapTokensResponseSchema } from '../../../../headless/core/swap/api-schemas';
import {
  accountSchema,
  caipAddressSchema,
  caipNetworkIdSchema,
  embeddedUserSchema,
  networkSchema,
} from '../../../../headless/core/model/entities';
import { walletAssetsResponseSchema } from '../../../../headless/core/account-data/entities';

const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000.5,
  value: 1500.25,
  quantity: { decimals: '18', numeric: '0.5' },
  iconUrl: 'https://example.com/eth.png',
};
const money = (amount: string) => ({ amount, currency: 'USD' });
const transaction = {
  id: 'tx-1',
  metadata: {
    minedAt: '2026-01-01T00:00:00Z',
    chain: 'eip155:1',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
  transfers: [{ fungible_info: { symbol: 'ETH', icon: { url: 'x' } }, quantity: { numeric: '1.5' } }],
};

describe('API replies', () => {
  it.each([
    ['balance', balanceResponseSchema, { balances: [balance, { ...balance, address: '0xtoken' }] }],
    ['history', historyResponseSchema, { data: [transaction], next: 'cursor-2' }],
    ['history, last page', historyResponseSchema, { data: [], next: null }],
    [
      'swap quotes',
      swapQuotesResponseSchema,
      { quotes: [{ fromAmount: '1', fromAccount: 'a', toAmount: '2', toAccount: 'b' }] },
    ],
    [
      'swap tokens',
      swapTokensResponseSchema,
      { tokens: [{ name: 'USDC', symbol: 'USDC', address: 'eip155:1:0xa', decimals: 6, logoUri: 'x' }] },
    ],
    ['prices', pricesResponseSchema, { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: 'x', price: 3000 }] }],
    ['name suggestions', nameSuggestionsResponseSchema, { suggestions: [{ name: 'alice.wcn.id', registered: false }] }],
    [
      'profile',
      profileAccountResponseSchema,
      { name: 'alice', addresses: { '60': { address: '0xa' } }, attributes: [] },
    ],
    [
      'on-ramp quote',
      onrampQuoteResponseSchema,
      {
        coinbaseFee: money('1'),
        networkFee: money('0.1'),
        paymentSubtotal: money('98.9'),
        paymentTotal: money('100'),
        purchaseAmount: money('0.03'),
        quoteId: 'q-1',
      },
    ],
    [
      'on-ramp options',
      onrampOptionsResponseSchema,
      {
        paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
        purchaseCurrencies: [
          {
            id: 'x',
            name: 'USD Coin',
            symbol: 'USDC',
            networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0xa' }],
          },
        ],
      },
    ],
    ['signature check result', jsonRpcResponseSchema, { jsonrpc: '2.0', id: 1, result: '0x1626ba7e' }],
    [
      'signature check error',
      jsonRpcResponseSchema,
      { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'reverted' } },
    ],
  ])('accepts a %s reply', (_label, schema, value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    [
      'balance with a numeric quantity',
      balanceResponseSchema,
      { balances: [{ ...balance, quantity: { decimals: 18, numeric: 0.5 } }] },
    ],
    ['balance missing', balanceResponseSchema, {}],
    ['history entry without metadata', historyResponseSchema, { data: [{ id: 'x', transfers: [] }], next: null }],
    [
      'quote with a numeric amount',
      swapQuotesResponseSchema,
      { quotes: [{ fromAmount: 1, fromAccount: 'a', toAmount: '2', toAccount: 'b' }] },
    ],
    ['on-ramp quote without quoteId', onrampQuoteResponseSchema, { coinbaseFee: money('1') }],
    ['an HTML error page', pricesResponseSchema, '<html>502</html>'],
    ['JSON-RPC result that is not hex', jsonRpcResponseSchema, { jsonrpc: '2.0', id: 1, result: 'yes' }],
  ])('refuses %s', (_label, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('wallet get-assets replies', () => {
  const asset = {
    address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    balance: '0x0f4240',
    type: 'ERC20',
    metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  };
  it('accepts assets grouped by hex chain id', () => {
    expect(
      walletAssetsResponseSchema.safeParse({ '0x1': [asset, { ...asset, type: 'NATIVE', address: 'native' }] }).success,
    ).toBe(true);
  });
  it("accepts EIP-7811's lower-case types", () => {
    expect(
      walletAssetsResponseSchema.safeParse({
        '0x1': [
          { ...asset, type: 'erc20' },
          { ...asset, type: 'native', address: 'native' },
        ],
      }).success,
    ).toBe(true);
  });
  it.each([
    ['a decimal balance', { '0x1': [{ ...asset, balance: '1000000' }] }],
    ['decimals as text', { '0x1': [{ ...asset, metadata: { ...asset.metadata, decimals: '6' } }] }],
    ['an unknown asset type', { '0x1': [{ ...asset, type: 'ERC721' }] }],
    ['an NFT in EIP-7811 spelling', { '0x1': [{ ...asset, type: 'erc721' }] }],
    ['one bad entry among good ones', { '0x1': [asset, { ...asset, address: 5 }] }],
    ['a decimal chain key', { '1': [asset] }],
  ])('refuses %s', (_label, value) => {
    expect(walletAssetsResponseSchema.safeParse(value).success).toBe(false);
  });
});

describe('entities', () => {
  it.each([
    ['eip155:1', true],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', true],
    ['eip155', false],
    ['EIP155:1', false],
    ['eip155:1:0xabc', false],
  ])('CAIP-2 %j -> %s', (value, ok) => {
    expect(caipNetworkIdSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
    ['eip155:1', false],
    ['eip155:1:', false],
  ])('CAIP-10 %j -> %s', (value, ok) => {
    expect(caipAddressSchema.safeParse(value).success).toBe(ok);
  });

  it('accepts a network and an account, refuses a bad namespace', () => {
    const network = {
      id: 33322,
      name: 'WalletDock Devnet',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:33322',
      nativeCurrency: { name: 'AVENT', symbol: 'AVENT', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    };
    expect(networkSchema.safeParse(network).success).toBe(true);
    expect(networkSchema.safeParse({ ...network, chainNamespace: 'tron' }).success).toBe(false);
    expect(accountSchema.safeParse({ namespace: 'bip122', address: 'bc1q', type: 'payment' }).success).toBe(true);
    expect(accountSchema.safeParse({ namespace: 'eip155', address: '0xa', type: 'contract' }).success).toBe(false);
  });

  it('embedded-frame user: email must be valid, provider one of the listed socials', () => {
    const user = { address: '0xa', chainId: 1, email: 'a@example.com', socialProvider: 'github' };
    expect(embeddedUserSchema.safeParse(user).success).toBe(true);
    expect(embeddedUserSchema.safeParse({ ...user, email: 'nope' }).success).toBe(false);
    expect(embeddedUserSchema.safeParse({ ...user, socialProvider: 'myspace' }).success).toBe(false);
  });
});
