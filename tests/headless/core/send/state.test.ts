import { describe, expect, it } from 'vitest';
import { sendableTokens } from '../../../../headless/core/send/state';
import type { TokenBalance } from '../../../../headless/core/model/token-balance';

const balance = (address?: string): TokenBalance => ({
  name: 'Test',
  symbol: 'TEST',
  chainId: 'eip155:33322',
  ...(address ? { address } : {}),
  price: 0,
  iconUrl: '',
  quantity: { decimals: '18', numeric: '5' },
});

describe('sendableTokens', () => {
  it('takes the contract address out of a CAIP-10 token id and keeps plain addresses and the native coin', () => {
    const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(
      sendableTokens([balance(), balance(`eip155:33322:${contract}`), balance(contract)]).map((t) => t.address),
    ).toEqual([undefined, contract, contract]);
  });
});
