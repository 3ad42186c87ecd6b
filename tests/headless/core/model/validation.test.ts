import { describe, expect, it } from 'vitest';
import { WalletDockError } from 'walletdock';
import {
  assertTransactionFees, emailLoginGuard, isOriginAllowed, isValidName, validateSend, type FeeFields, type SendInput,
} from 'walletdock/utils';

describe('name registration rule', () => {
  it.each([
    ['alice', true],
    ['a1-b', true],
    ['ALICE-2024', true],
    ['abc', false],
    ['', false],
    ['alice_bob', false],
    ['alice.eth', false],
    ['ali ce', false],
    ['élise', false],
  ])('%j -> %s', (name, expected) => {
    expect(isValidName(name)).toBe(expected);
  });
});

describe('send form', () => {
  const token = { symbol: 'ETH' };
  const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
  it.each<[string, SendInput, string | undefined]>([
    ['complete eip155', { namespace: 'eip155', amount: '0.5', receiverAddress: evm, token }, undefined],
    ['complete solana', { namespace: 'solana', amount: '2', receiverAddress: sol, token: { symbol: 'SOL' } }, undefined],
    ['bitcoin is not sendable', { namespace: 'bip122', amount: '1', receiverAddress: 'x', token }, 'Sending is not supported on bip122'],
    ['polkadot is not sendable', { namespace: 'polkadot', amount: '1', receiverAddress: 'x', token }, 'Sending is not supported on polkadot'],
    ['no token', { namespace: 'eip155', amount: '1', receiverAddress: evm, token: undefined }, 'Token is required'],
    ['no amount', { namespace: 'eip155', amount: undefined, receiverAddress: evm, token }, 'Amount is required'],
    ['empty amount', { namespace: 'eip155', amount: ' ', receiverAddress: evm, token }, 'Amount is required'],
    ['zero amount', { namespace: 'eip155', amount: '0.00', receiverAddress: evm, token }, 'Amount is required'],
    ['negative amount', { namespace: 'eip155', amount: '-1', receiverAddress: evm, token }, 'Amount is required'],
    ['amount that is not a number', { namespace: 'eip155', amount: '1e3', receiverAddress: evm, token }, 'Amount is required'],
    ['no receiver', { namespace: 'eip155', amount: '1', receiverAddress: '', token }, 'Receiver address is required'],
    ['solana receiver on eip155', { namespace: 'eip155', amount: '1', receiverAddress: sol, token }, 'Invalid receiver address'],
    ['bad checksum receiver', { namespace: 'eip155', amount: '1', receiverAddress: evm.replace('F', 'f'), token }, 'Invalid receiver address'],
    ['evm receiver on solana', { namespace: 'solana', amount: '1', receiverAddress: evm, token }, 'Invalid receiver address'],
  ])('%s', (_label, input, expected) => {
    expect(validateSend(input)).toBe(expected);
  });
});

describe('transaction fee fields', () => {
  const MAX = 2n ** 256n - 1n;
  it.each<[string, FeeFields]>([
    ['legacy gasPrice', { gasPrice: 1n }],
    ['EIP-1559 fees', { maxFeePerGas: 10n, maxPriorityFeePerGas: 10n }],
    ['max fee at the 2^256-1 cap', { maxFeePerGas: MAX }],
    ['valid to', { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
  ])('accepts %s', (_label, tx) => {
    expect(() => assertTransactionFees(tx)).not.toThrow();
  });

  it.each<[string, FeeFields, RegExp]>([
    ['gasPrice with maxFeePerGas', { gasPrice: 1n, maxFeePerGas: 2n }, /^Cannot specify both a `gasPrice` and a `maxFeePerGas`\/`maxPriorityFeePerGas`\./],
    ['gasPrice with maxPriorityFeePerGas', { gasPrice: 1n, maxPriorityFeePerGas: 2n }, /^Cannot specify both a `gasPrice`/],
    ['maxFeePerGas above 2^256-1', { maxFeePerGas: 2n ** 256n }, /cannot be higher than the maximum allowed value \(2\^256-1\)\.$/],
    ['priority fee above max fee', { maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }, /^The provided tip \(`maxPriorityFeePerGas` = .*\) cannot be higher than the fee cap/],
    ['invalid to', { to: '0x1234' }, /^Address "0x1234" is invalid\.$/],
  ])('refuses %s', (_label, tx, message) => {
    let error: unknown;
    try {
      assertTransactionFees(tx);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WalletDockError);
    expect((error as WalletDockError).code).toBe('INVALID_INPUT');
    expect((error as WalletDockError).message).toMatch(message);
  });
});

describe('allowed origins', () => {
  const allowed = ['https://app.example.com', 'https://*.example.org', 'shop.example.net', 'example.io:8443'];
  it.each([
    ['http://localhost:3000', [], true],
    ['http://localhost', [], true],
    ['https://localhost:5173', [], true],
    ['https://my-app.pages.dev', [], true],
    ['https://preview-123.my-app.vercel.app', [], true],
    ['https://abcd-1-2-3-4.ngrok-free.app', [], true],
    ['https://vercel.app', [], false],
    ['https://evil-pages.dev', [], false],
    ['https://localhost.evil.com', [], false],
    ['https://app.example.com', allowed, true],
    ['http://app.example.com', allowed, false],
    ['https://other.example.com', allowed, false],
    ['https://a.example.org', allowed, true],
    ['https://a.b.example.org', allowed, true],
    ['https://example.org', allowed, false],
    ['https://example.org.evil.com', allowed, false],
    ['https://shop.example.net', allowed, true],
    ['http://shop.example.net', allowed, true],
    ['https://example.io:8443', allowed, true],
    ['https://example.io', allowed, false],
    ['https://anything.at.all', ['*'], true],
    ['not an origin', ['*'], false],
  ] as const)('%s with %j -> %s', (origin, list, expected) => {
    expect(isOriginAllowed(origin, list)).toBe(expected);
  });
});

describe('email login rate guard', () => {
  const t0 = 1_700_000_000_000;
  it.each([
    [undefined, t0, undefined],
    [t0, t0, 'Please try again after 30 seconds'],
    [t0, t0 + 1, 'Please try again after 30 seconds'],
    [t0, t0 + 12_500, 'Please try again after 18 seconds'],
    [t0, t0 + 29_001, 'Please try again after 1 seconds'],
    [t0, t0 + 30_000, undefined],
    [t0, t0 + 90_000, undefined],
  ])('last login %s, now %s -> %s', (last, now, expected) => {
    expect(emailLoginGuard(last, now)).toBe(expected);
  });
});
