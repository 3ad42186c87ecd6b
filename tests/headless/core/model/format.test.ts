import { describe, expect, it } from 'vitest';
import { formatBalance, shortenAddress } from 'walletdock';
import { formatHistoryAmount, formatRelativeTime, formatUsd, parseTokenAmount, shortenTxHash } from 'walletdock/utils';

describe('formatBalance: truncated, not rounded, to 3 decimals', () => {
  it.each([
    [1234567890000000000n, 18, undefined, '1.234'],
    [1999999999999999999n, 18, 'ETH', '1.999 ETH'],
    [1500000n, 6, 'USDC', '1.5 USDC'],
    [1000000000000000000n, 18, undefined, '1'],
    [0n, 18, 'AVENT', '0.000 AVENT'],
    [1n, 18, undefined, '0.000'],
    [999n, 6, undefined, '0.000'],
    [1000n, 6, undefined, '0.001'],
    [123n, 0, 'X', '123 X'],
    [-1500000000000000000n, 18, undefined, '-1.5'],
    // Beyond float precision: 123456789012.3456789... must stay exact.
    [123456789012345678901234567890n, 18, undefined, '123456789012.345'],
  ])('%s base units with %i decimals -> %s', (value, decimals, symbol, expected) => {
    expect(formatBalance(value, decimals, symbol)).toBe(expected);
  });

  it.each([
    ['12.3456789', '12.345'],
    ['0.0009', '0.000'],
    ['0.9999', '0.999'],
    ['100', '100'],
    ['007.5', '7.5'],
    ['', '0.000'],
    ['abc', '0.000'],
    ['1e18', '0.000'],
  ])('decimal text %j -> %s', (value, expected) => {
    expect(formatBalance(value, 18)).toBe(expected);
  });
});

describe('formatUsd: 2 decimals', () => {
  it.each([
    [1234.567, '$1,234.57'],
    [0, '$0.00'],
    [0.004, '$0.00'],
    [12, '$12.00'],
    ['99.999', '$100.00'],
    ['not a number', '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });
});

describe('formatHistoryAmount: 3 decimals, sign by operation type', () => {
  it.each([
    ['receive', '+1.234 ETH'],
    ['deposit', '+1.234 ETH'],
    ['borrow', '+1.234 ETH'],
    ['claim', '+1.234 ETH'],
    ['withdraw', '-1.234 ETH'],
    ['repay', '-1.234 ETH'],
    ['burn', '-1.234 ETH'],
    ['send', '1.234 ETH'],
    ['trade', '1.234 ETH'],
    ['execute', '1.234 ETH'],
  ])('%s -> %s', (operationType, expected) => {
    expect(formatHistoryAmount('1.23456', operationType, 'ETH')).toBe(expected);
  });

  it.each([
    ['0.1', 'receive', '+0.100'],
    ['5', 'burn', '-5.000'],
    ['0.0001', 'receive', '+0.000'],
    ['garbage', 'send', '0.000'],
  ])('%s (%s) -> %s', (quantity, operationType, expected) => {
    expect(formatHistoryAmount(quantity, operationType)).toBe(expected);
  });
});

describe('formatRelativeTime: abbreviated labels', () => {
  const now = Date.UTC(2026, 0, 31, 12, 0, 0);
  const SEC = 1000;
  const MIN = 60 * SEC;
  const HR = 60 * MIN;
  const DAY = 24 * HR;
  it.each([
    [0, 'now'],
    [5 * SEC, '5 sec ago'],
    [59 * SEC, '59 sec ago'],
    [60 * SEC, '1 min ago'],
    [59 * MIN, '59 min ago'],
    [2 * HR + 5 * MIN, '2 hr ago'],
    [23 * HR, '23 hr ago'],
    [DAY, '1 d ago'],
    [29 * DAY, '29 d ago'],
    [45 * DAY, '1 mo ago'],
    [300 * DAY, '10 mo ago'],
    [365 * DAY, '1 yr ago'],
    [800 * DAY, '2 yr ago'],
    [-4 * MIN, 'in 4 min'],
  ])('%i ms before now -> %s', (ago, expected) => {
    expect(formatRelativeTime(now - ago, now)).toBe(expected);
  });

  it('accepts Date and ISO text (as the history API sends minedAt)', () => {
    expect(formatRelativeTime(new Date(now - 3 * HR), now)).toBe('3 hr ago');
    expect(formatRelativeTime(new Date(now - 2 * DAY).toISOString(), now)).toBe('2 d ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('shortening', () => {
  it.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39F...2266'],
    ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', '9xQeWv...VFin'],
    ['0x12345', '0x12345'],
  ])('address %s -> %s', (address, expected) => {
    expect(shortenAddress(address)).toBe(expected);
  });

  it('tx hash keeps the first 10 and last 8 characters', () => {
    const hash = '0x2caf824e55ca468c4df6aff6fd16418d540132c42b4bf699edd7d7209c803eda';
    expect(shortenTxHash(hash)).toBe('0x2caf824e...9c803eda');
  });
});

describe('parseTokenAmount: typed amount to base units, exact', () => {
  it.each([
    ['1.5', 18, 1500000000000000000n],
    ['0.000001', 6, 1n],
    ['.5', 6, 500000n],
    ['2.', 6, 2000000n],
    [' 10 ', 0, 10n],
    ['123456789012.345678901234567890', 18, 123456789012345678901234567890n],
  ])('%j with %i decimals -> %s', (text, decimals, expected) => {
    expect(parseTokenAmount(text, decimals)).toBe(expected);
  });

  it.each([
    ['0.0000001', 6],
    ['1.5', 0],
    ['-1', 18],
    ['1e18', 18],
    ['1,5', 18],
    ['', 18],
    ['.', 18],
  ])('%j with %i decimals is refused rather than rounded', (text, decimals) => {
    expect(parseTokenAmount(text, decimals)).toBeUndefined();
  });
});
