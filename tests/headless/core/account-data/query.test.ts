// The account-data query options as a host's QueryClient runs them (walletdock/query): the refusal without an
// address, and a namespace without balances (the "Token Balance Unavailable" toast, an empty list).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, inject, it } from 'vitest';
import { createWalletDock, memoryStorage } from 'walletdock';
import { bitcoinMainnet } from 'walletdock/bitcoin';
import { balancesQueryOptions, transactionsInfiniteQueryOptions } from 'walletdock/query';
import { defineDevnetChain } from 'walletdock/testing';

const dock = createWalletDock({
  networks: [defineDevnetChain(inject('rpcUrl')), bitcoinMainnet],
  storage: memoryStorage(),
});
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('account-data query options', () => {
  it('refuse to fetch transactions without an account address', async () => {
    const options = transactionsInfiniteQueryOptions(dock, { caipNetworkId: 'eip155:33322' });
    expect(options.enabled).toBe(false);
    await expect(client.fetchInfiniteQuery(options)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    );
  });

  it('give a namespace without balances an empty list and the "Token Balance Unavailable" toast', async () => {
    const options = balancesQueryOptions(dock, {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      caipNetworkId: bitcoinMainnet.caipNetworkId,
    });
    expect(await client.fetchQuery(options)).toEqual({ balances: [], source: 'none', totalValue: 0 });
    expect(dock.stores.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    });
  });
});
