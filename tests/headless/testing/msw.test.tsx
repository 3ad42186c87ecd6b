// blockchainApiHandlers as a host uses them: account-data hooks answered by msw from plain data, replies cut as the
// real API cuts them (the asked chain, pages, the addresses' case), and a fixture that drifts from the API's schemas
// refused at once with the field named.
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBalances, useIdentity, useTransactions } from 'walletdock';
import { createTestDock, type TestDock } from 'walletdock/testing';
import { blockchainApiHandlers } from 'walletdock/testing/msw';
import type { TokenBalance, Transaction } from 'walletdock/utils';
import { loopbackPassthrough } from '../../support/msw/server';

const rpcUrl = inject('rpcUrl');
// The machine is shared with other test runs: wait generously for the devnet, never fail on speed.
configure({ asyncUtilTimeout: 10_000 });
const API = 'https://api.walletdock.test';
const CHAIN = 'eip155:33322';
const server = setupServer(loopbackPassthrough);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
const kits: TestDock[] = [];
afterEach(() => {
  cleanup();
  for (const kit of kits.splice(0)) kit.destroy();
  server.resetHandlers();
});

const token = (symbol: string, chainId: string, numeric: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  address: `${chainId}:0x${symbol.toLowerCase().padEnd(40, '0')}`,
  price: 2,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
});
const transfer = (id: string, address: string): Transaction => ({
  id,
  metadata: {
    minedAt: '2026-11-30T12:00:00Z',
    chain: CHAIN,
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x0000000000000000000000000000000000000001',
    sentTo: address,
  },
  transfers: [{ fungible_info: { symbol: 'TEST' }, quantity: { numeric: '1' } }],
});

async function connectedKit(): Promise<TestDock> {
  const kit = await createTestDock({ rpcUrl, connected: true, blockchainApiUrl: API });
  kits.push(kit);
  return kit;
}

describe('blockchainApiHandlers', () => {
  it('useBalances reads the entries of the asked chain, whatever the case of the address key', async () => {
    const kit = await connectedKit();
    server.use(
      ...blockchainApiHandlers(
        {
          balances: {
            [kit.wallet.address.toUpperCase().replace('0X', '0x')]: [
              token('TEST', CHAIN, '5'),
              token('OTHER', 'eip155:1', '9'),
            ],
          },
        },
        { baseUrl: API },
      ),
    );
    const { result } = renderHook(() => useBalances(), { wrapper: kit.wrapper });
    await waitFor(() => expect(result.current.isSuccess, String(result.current.error)).toBe(true));
    expect(result.current.data?.source).toBe('api');
    expect(result.current.data?.balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['TEST', '5']]);
    expect(result.current.data?.totalValue).toBe(10);
  });

  it('useTransactions pages through the history, and useIdentity answers the name', async () => {
    const kit = await connectedKit();
    const address = kit.wallet.address;
    const history = Array.from({ length: 3 }, (_, i) => transfer(`tx-${i}`, address));
    server.use(
      ...blockchainApiHandlers(
        { history: { [address]: history }, identities: { [address]: { name: 'alice.wd', avatar: null } } },
        { baseUrl: API, pageSize: 2 },
      ),
    );
    const { result } = renderHook(() => ({ history: useTransactions(), identity: useIdentity() }), {
      wrapper: kit.wrapper,
    });
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));
    expect(result.current.history.data?.transactions.map((t) => t.id)).toEqual(['tx-0', 'tx-1']);
    await act(() => result.current.history.fetchNextPage());
    await waitFor(() =>
      expect(result.current.history.data?.transactions.map((t) => t.id)).toEqual(['tx-0', 'tx-1', 'tx-2']),
    );
    expect(result.current.history.hasNextPage).toBe(false);
    await waitFor(() => expect(result.current.identity.data?.name).toBe('alice.wd'));
  });

  it('a fixture the API would never send is refused when the handlers are made, naming the field', () => {
    const wrong = { ...token('TEST', CHAIN, '5'), quantity: { decimals: 18, numeric: '5' } } as unknown as TokenBalance;
    expect(() => blockchainApiHandlers({ balances: { '0xAbC': [wrong] } })).toThrow(
      /^blockchainApiHandlers: the data is not what the blockchain API sends: balances\.0xabc\.balances\.0\.quantity\.decimals: /,
    );
    const noStatus = { ...transfer('x', '0x1'), metadata: { minedAt: 'now' } } as unknown as Transaction;
    expect(() => blockchainApiHandlers({ history: { '0x1': [noStatus] } })).toThrow(
      /history\.0x1\.data\.0\.metadata\./,
    );
  });
});
