// What a send refreshes: every walletdock balance query, by key, whatever scope the query keeps.
import { describe, expect, it } from 'vitest';
import { balanceQueryKey, isSendInvalidated } from 'walletdock/query';

describe('isSendInvalidated', () => {
  it.each<[string, readonly unknown[], boolean]>([
    ['the native balance', balanceQueryKey({ address: '0xabc', caipNetworkId: 'eip155:1' }), true],
    ['token balances scoped by instance', ['walletdock', 'a1b2c3', 'balances', 'eip155:1', '0xabc'], true],
    ['Send’s own balance reads', ['walletdock', 'send', 'balances', 'eip155:1', '0xabc', null], true],
    ['Send’s token list', ['walletdock', 'send', 'balances', 'tokens', 'eip155:1', '0xabc'], true],
    ['a fee estimate', ['walletdock', 'send', 'fee', 'eip155:1'], false],
    ['transactions', ['walletdock', 'a1b2c3', 'transactions', 'eip155:1', '0xabc'], false],
    ['the wallet directory', ['walletdock', 'a1b2c3', 'directory', 'featured'], false],
    ['a host’s own query', ['balances'], false],
  ])('%s -> %s', (_label, key, expected) => {
    expect(isSendInvalidated(key)).toBe(expected);
  });
});
