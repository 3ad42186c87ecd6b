// What a send or a swap refreshes: the prefixes they invalidate reach every balance of their instance (native, token
// lists, Send's own reads) and Swap's quotes, and nothing of another instance, another capability or the host.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  balanceQueryKey,
  balancesQueryKey,
  directoryQueryKey,
  nameSuggestionsQueryKey,
  sendBalancesQueryKey,
  sendFeeQueryKey,
  sendInvalidatedQueryKeys,
  sendTokensQueryKey,
  swapInvalidatedQueryKeys,
  swapQuoteQueryKey,
  swapTokensQueryKey,
  transactionsQueryKey,
} from 'walletdock/query';
import type { SendContext } from 'walletdock/query';

const dock = { id: 'a1b2c3' };
const other = { id: 'z9y8x7' };
const where = { address: '0xAbC', caipNetworkId: 'eip155:1' } as const;
const context = {
  caipNetwork: { caipNetworkId: 'eip155:1' },
  from: '0xabc',
  namespace: 'eip155',
} as unknown as SendContext;

// Seeds a client with one settled query per key and returns which ones `invalidate` marked stale.
async function invalidated(keys: Record<string, readonly unknown[]>, prefixes: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 1);
  await Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey })));
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([label]) => label);
}

const keys = {
  'the native balance': balanceQueryKey(dock, where),
  'token balances': balancesQueryKey(dock, where),
  'Send’s balance reads': sendBalancesQueryKey(dock, context, undefined),
  'Send’s token list': sendTokensQueryKey(dock, context),
  'a fee estimate': sendFeeQueryKey(dock, context, { token: undefined, to: '0xdef', amount: 1n }),
  'a swap quote': swapQuoteQueryKey(dock, { ...where, amount: 5n }),
  'the swap tokens': swapTokensQueryKey(dock, where),
  transactions: transactionsQueryKey(dock, where),
  'name suggestions': nameSuggestionsQueryKey(dock, 'alice'),
  'the wallet directory': directoryQueryKey(dock.id, 'featured', {}),
  'another instance’s balances': balancesQueryKey(other, where),
  'a host’s own query': ['balances'],
};

describe('invalidation by key prefix', () => {
  it('a send refreshes the balances of its instance, nothing else', async () => {
    expect(await invalidated(keys, sendInvalidatedQueryKeys(dock))).toEqual([
      'the native balance',
      'token balances',
      'Send’s balance reads',
      'Send’s token list',
    ]);
  });

  it('a swap refreshes the balances of its instance and its quotes', async () => {
    expect(await invalidated(keys, swapInvalidatedQueryKeys(dock))).toEqual([
      'the native balance',
      'token balances',
      'a swap quote',
    ]);
  });

  it('every key is walletdock, instance, capability, operation, parameters', () => {
    expect(balancesQueryKey(dock, where)).toEqual([
      'walletdock',
      'a1b2c3',
      'accountData',
      'balances',
      { caipNetworkId: 'eip155:1', address: '0xabc' },
    ]);
    expect(balancesQueryKey(dock)).toEqual(['walletdock', 'a1b2c3', 'accountData', 'balances']);
  });
});
