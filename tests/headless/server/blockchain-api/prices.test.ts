// The PRICES table: native coins by symbol, tokens only by address or CAIP-10 id (a symbol would price any spam
// token that copies it), bad entries refused with the entry named.
import { describe, expect, it } from 'vitest';
import { hasPrice, parsePrices, priceOf } from '../../../../headless/server/blockchain-api/prices';

const TEST = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('parsePrices', () => {
  it('prices the native coin by symbol and tokens by address, on one chain or all', () => {
    const table = parsePrices(` AVENT=20, ${TEST}=2 ,eip155:1:${TEST}=3,TEST=99`);
    expect(priceOf(table, 33322, { nativeSymbol: 'avent' })).toBe(20);
    expect(priceOf(table, 33322, { address: TEST.toLowerCase() })).toBe(2);
    expect(priceOf(table, 1, { address: TEST.toLowerCase() })).toBe(3);
    // A token is never priced by its symbol, and an unpriced one has no price at all.
    expect(hasPrice(table, 33322, { address: '0x0000000000000000000000000000000000000001' })).toBe(false);
    expect(priceOf(table, 33322, { address: '0x0000000000000000000000000000000000000001' })).toBe(0);
    expect(parsePrices(undefined).native.size).toBe(0);
  });

  it('names the entry it cannot read', () => {
    expect(() => parsePrices('AVENT=abc')).toThrow('PRICES: "AVENT=abc" is not KEY=price');
    expect(() => parsePrices('AVENT=-1')).toThrow('"AVENT=-1"');
    expect(() => parsePrices('eip155:x:0x12=1')).toThrow('"eip155:x:0x12" is not a native symbol');
  });
});
