import { describe, expect, it } from 'vitest';
import { WalletDockError } from 'walletdock';
import { assertTransactionFees, emailLoginGuard, isOriginAllowed, isValidName, type FeeFields } from 'walletdock/utils';

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
    [
      'gasPrice with maxFeePerGas',
      { gasPrice: 1n, maxFeePerGas: 2n },
      /^Cannot specify both a `gasPrice` and a `maxFeePerGas`\/`maxPriorityFeePerGas`\./,
    ],
    [
      'gasPrice with maxPriorityFeePerGas',
      { gasPrice: 1n, maxPriorityFeePerGas: 2n },
      /^Cannot specify both a `gasPrice`/,
    ],
    [
      'maxFeePerGas above 2^256-1',
      { maxFeePerGas: 2n ** 256n },
      /cannot be higher than the maximum allowed value \(2\^256-1\)\.$/,
    ],
    [
      'priority fee above max fee',
      { maxFeePerGas: 1n, maxPriorityFeePerGas: 2n },
      /^The provided tip \(`maxPriorityFeePerGas` = .*\) cannot be higher than the fee cap/,
    ],
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
