// Tokens with decimals 0 (or quantity "0") are dropped; a wallet's assets (hex balances grouped by chain) become
// token balance entries; the total is the sum of the entries' USD values.
import { describe, expect, it } from 'vitest';
import {
  balancesFromWalletAssets,
  shownBalances,
  toBalances,
  totalValue,
} from '../../../../headless/core/account-data/balances';
import { tokenBalanceSchema, type TokenBalance } from '../../../../headless/core/model/token-balance';
import { walletAssetsResponseSchema } from '../../../../headless/core/account-data/entities';

const entry = (symbol: string, decimals: string, numeric: string, price = 0): TokenBalance =>
  tokenBalanceSchema.parse({
    name: symbol,
    symbol,
    chainId: 'eip155:1',
    price,
    quantity: { decimals, numeric },
    iconUrl: '',
  });

describe('token balance rules', () => {
  it('drops tokens with decimals 0 and zero amounts', () => {
    const kept = shownBalances([
      entry('A', '18', '1.5'),
      entry('NFTLIKE', '0', '3'),
      entry('EMPTY', '6', '0'),
      entry('ZEROS', '6', '0.000'),
    ]);
    expect(kept.map((b) => b.symbol)).toEqual(['A']);
  });

  it('totals USD values, from price × amount when a value is absent', () => {
    expect(totalValue([entry('A', '18', '2', 1.5), { ...entry('B', '6', '10', 3), value: 7 }])).toBe(10);
    expect(toBalances([entry('A', '18', '2', 2), entry('B', '0', '5', 100)], 'api')).toEqual({
      balances: [entry('A', '18', '2', 2)],
      source: 'api',
      totalValue: 4,
    });
  });

  it('reads EIP-7811 assets: hex base units to a decimal amount, an ERC-20 address to CAIP-10, the native coin without one', () => {
    const reply = walletAssetsResponseSchema.parse({
      '0x822a': [
        {
          address: 'native',
          balance: '0x1bc16d674ec80000',
          type: 'native',
          metadata: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
        },
        {
          address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
          balance: '0x0f4240',
          type: 'erc20',
          metadata: { name: 'Test Dollar', symbol: 'TUSD', decimals: 6, price: 1 },
        },
      ],
    });
    const balances = balancesFromWalletAssets(reply['0x822a'] ?? [], 'eip155:33322');
    expect(balances).toEqual([
      {
        name: 'Avent',
        symbol: 'AVENT',
        chainId: 'eip155:33322',
        value: 0,
        price: 0,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
      {
        name: 'Test Dollar',
        symbol: 'TUSD',
        chainId: 'eip155:33322',
        address: 'eip155:33322:0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
        value: 1,
        price: 1,
        quantity: { decimals: '6', numeric: '1' },
        iconUrl: '',
      },
    ]);
  });
});
