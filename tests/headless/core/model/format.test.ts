import { describe, expect, it } from 'vitest';
import { formatBalance, shortenAddress } from 'walletdock';
import { parseTokenAmount, shortenTxHash } from 'walletdock/utils';

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
