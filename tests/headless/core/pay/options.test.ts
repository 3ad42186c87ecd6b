// Pay's options before anything is shown: each field a host can get wrong fails with AppKit's code and a text that
// names what was refused; good options become a payment in base units, whatever way the number was written.
import { describe, expect, it } from 'vitest';
import { defineDevnetChain } from 'walletdock/testing';
import { solanaDevnet } from 'walletdock/solana';
import { toCaipNetwork } from '../../../../headless/core/model/network';
import { parsePayOptions, type PayOptions } from '../../../../headless/core/pay/options';
import { decimalText } from '../../../../headless/core/pay/amount';

const devnet = toCaipNetwork(defineDevnetChain('http://127.0.0.1:1'));
const networks = [devnet, toCaipNetwork(solanaDevnet)];
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const options = (patch: Partial<PayOptions> = {}, asset: Partial<PayOptions['paymentAsset']> = {}): PayOptions => ({
  paymentAsset: {
    network: 'eip155:33322',
    asset: token,
    metadata: { name: 'Test', symbol: 'TEST', decimals: 6 },
    ...asset,
  },
  recipient,
  amount: 5,
  ...patch,
});
const refusal = (input: unknown, on = networks) => {
  try {
    parsePayOptions(input, on);
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('accepted');
};

describe('parsePayOptions', () => {
  it('turns good options into the payment the route sends: base units, the network, the token', () => {
    const payment = parsePayOptions(options({ amount: 1.25 }), networks);
    expect(payment).toMatchObject({
      amount: 1_250_000n,
      amountText: '1.25',
      token,
      recipient,
      namespace: 'eip155',
      caipNetwork: { caipNetworkId: 'eip155:33322' },
    });
    const native = parsePayOptions(
      options({ amount: 0.1 }, { asset: 'native', metadata: { name: 'Avent', symbol: 'AVENT', decimals: 18 } }),
      networks,
    );
    expect(native).toMatchObject({ token: undefined, amount: 100_000_000_000_000_000n });
    // The same payment has the same key, however the recipient's case is written.
    expect(parsePayOptions(options({ recipient: recipient.toLowerCase() }), networks).key).toBe(
      parsePayOptions(options(), networks).key,
    );
  });

  it('refuses amounts that cannot be paid: 0, negative, NaN, Infinity, text, too many decimals', () => {
    for (const amount of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '5' as unknown as number]) {
      expect(refusal(options({ amount })).code, String(amount)).toBe('INVALID_AMOUNT');
    }
    expect(refusal(options({ amount: 0 }))).toEqual({
      code: 'INVALID_AMOUNT',
      message: 'Invalid payment amount: the amount must be greater than 0',
    });
    expect(refusal(options({ amount: 1.0000001 }))).toEqual({
      code: 'INVALID_AMOUNT',
      message: 'Invalid payment amount: TEST has at most 6 decimals',
    });
    expect(refusal(options({ amount: 1e-7 })).code).toBe('INVALID_AMOUNT');
    expect(parsePayOptions(options({ amount: 1e-6 }), networks).amount).toBe(1n);
  });

  it('refuses a recipient that is not an address of the network, and an asset that is not a token', () => {
    expect(refusal(options({ recipient: 'vitalik.eth' }))).toEqual({
      code: 'INVALID_RECIPIENT',
      message: 'Invalid recipient address: vitalik.eth',
    });
    expect(refusal(options({ recipient: '0x1234' })).code).toBe('INVALID_RECIPIENT');
    // A Solana address is not an eip155 recipient.
    expect(refusal(options({ recipient: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })).code).toBe(
      'INVALID_RECIPIENT',
    );
    expect(refusal(options({}, { asset: 'TEST' }))).toEqual({
      code: 'INVALID_ASSET',
      message: 'Invalid asset specified: TEST',
    });
    expect(
      refusal(options({}, { asset: 'native', metadata: { name: 'Avent', symbol: 'AVENT', decimals: 6 } })),
    ).toEqual({
      code: 'INVALID_ASSET',
      message: 'Invalid asset specified: the native coin has 18 decimals, the metadata says 6',
    });
  });

  it('refuses options of the wrong shape and networks the instance does not have', () => {
    expect(refusal(undefined).code).toBe('INVALID_PAYMENT_CONFIG');
    expect(refusal({ recipient, amount: 5 }).message).toMatch(/^Invalid payment configuration: paymentAsset/);
    expect(refusal(options({}, { metadata: { name: 'Test', symbol: 'TEST', decimals: -1 } })).message).toMatch(
      /^Invalid payment configuration: paymentAsset\.metadata\.decimals/,
    );
    expect(refusal(options({ redirectUrl: { success: 'nope', failure: 'https://shop.example/' } })).code).toBe(
      'INVALID_PAYMENT_CONFIG',
    );
    expect(refusal(options({}, { network: 'eip155:1' }))).toEqual({
      code: 'INVALID_PAYMENT_CONFIG',
      message: 'Invalid payment configuration: the network "eip155:1" is not one of this instance\'s networks',
    });
  });

  it('pays on solana with a mint and a base58 recipient; refuses namespaces no route pays on', () => {
    const mint = 'So11111111111111111111111111111111111111112';
    const payment = parsePayOptions(
      {
        paymentAsset: {
          network: solanaDevnet.caipNetworkId,
          asset: mint,
          metadata: { name: 'W', symbol: 'W', decimals: 9 },
        },
        recipient: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        amount: 2,
      },
      networks,
    );
    expect(payment).toMatchObject({ namespace: 'solana', token: mint, amount: 2_000_000_000n });
    const bitcoin = {
      ...devnet,
      chainNamespace: 'bip122' as const,
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const,
    };
    expect(refusal(options({}, { network: bitcoin.caipNetworkId }), [bitcoin]).code).toBe('ASSET_NOT_SUPPORTED');
  });
});

describe('decimalText', () => {
  it('writes a number as the decimal the host typed, exponents spelled out', () => {
    expect([5, 0.1, 1.25, 1e-7, 1.5e-7, 1.5e21, 123.456].map(decimalText)).toEqual([
      '5',
      '0.1',
      '1.25',
      '0.0000001',
      '0.00000015',
      '1500000000000000000000',
      '123.456',
    ]);
  });
});
