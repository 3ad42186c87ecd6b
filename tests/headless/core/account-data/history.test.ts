// The transaction state is grouped by year then month, newest first, with no duplicate ids; spam (every transfer an
// NFT flagged as spam) and transactions of another chain are dropped.
import { describe, expect, it } from 'vitest';
import {
  filterTransactions,
  groupTransactions,
  isSpamTransaction,
  transactionState,
} from '../../../../headless/core/account-data/history';
import { transactionSchema, type Transaction } from '../../../../headless/core/account-data/entities';

const CHAIN = 'eip155:33322';
let n = 0;
/** A transaction as the API sends it, checked by the production schema. */
function tx(
  minedAt: string,
  overrides: { id?: string; chain?: string; transfers?: Transaction['transfers'] } = {},
): Transaction {
  n += 1;
  return transactionSchema.parse({
    id: overrides.id ?? `tx-${n}`,
    metadata: {
      minedAt,
      chain: overrides.chain ?? CHAIN,
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: overrides.transfers ?? [
      { fungible_info: { name: 'Avent', symbol: 'AVENT' }, quantity: { numeric: '1' } },
    ],
  });
}
const nft = (spam: boolean) => ({
  nft_info: { name: 'Thing #1', flags: { is_spam: spam } },
  quantity: { numeric: '1' },
});

describe('transaction history rules', () => {
  it('calls a transaction spam only when every transfer is an NFT flagged as spam', () => {
    expect(isSpamTransaction(tx('2025-01-01T00:00:00Z', { transfers: [nft(true), nft(true)] }))).toBe(true);
    expect(isSpamTransaction(tx('2025-01-01T00:00:00Z', { transfers: [nft(true), nft(false)] }))).toBe(false);
    expect(isSpamTransaction(tx('2025-01-01T00:00:00Z'))).toBe(false);
    expect(isSpamTransaction(tx('2025-01-01T00:00:00Z', { transfers: [] }))).toBe(false);
  });

  it('drops spam and the transactions of other chains', () => {
    const kept = tx('2025-03-01T00:00:00Z');
    const mixed = tx('2025-03-02T00:00:00Z', {
      transfers: [nft(true), { fungible_info: { symbol: 'TEST' }, quantity: { numeric: '2' } }],
    });
    const shown = filterTransactions(
      [
        kept,
        tx('2025-03-03T00:00:00Z', { transfers: [nft(true)] }),
        tx('2025-03-04T00:00:00Z', { chain: 'eip155:1' }),
        mixed,
      ],
      CHAIN,
    );
    expect(shown.map((t) => t.id)).toEqual([kept.id, mixed.id]);
  });

  it('groups by year then month, newest first, each id once', () => {
    const a = tx('2024-12-31T10:00:00');
    const b = tx('2025-01-15T10:00:00');
    const c = tx('2025-01-20T10:00:00');
    const d = tx('2025-02-01T10:00:00');
    const groups = groupTransactions([a, c, d, b, { ...c }]);
    expect(groups.map((g) => [g.year, g.month, g.transactions.map((t) => t.id)])).toEqual([
      [2025, 1, [d.id]],
      [2025, 0, [c.id, b.id]],
      [2024, 11, [a.id]],
    ]);
  });

  it('reads loaded pages as one list: duplicates across pages once, the last cursor, empty when nothing is left', () => {
    const first = tx('2025-05-02T10:00:00', { id: 'same' });
    const state = transactionState([
      { data: [first, tx('2025-05-01T10:00:00')], next: 'c1' },
      { data: [first, tx('2025-04-01T10:00:00')], next: 'c2' },
    ]);
    expect(state.transactions.map((t) => t.id).filter((id) => id === 'same')).toHaveLength(1);
    expect(state.transactions).toHaveLength(3);
    expect(state.next).toBe('c2');
    expect(state.empty).toBe(false);
    expect(transactionState([{ data: [], next: null }])).toEqual({
      transactions: [],
      groups: [],
      next: undefined,
      empty: true,
    });
  });
});
