// The account view's display rules: USD with 2 decimals, signed history amounts, abbreviated relative times.
import { describe, expect, it } from 'vitest';
import { formatHistoryAmount, formatRelativeTime, formatUsd } from 'walletdock/utils';

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
