// useBalances, useTransactions and useIdentity over the real test wallet on the devnet. Balance discovery's fallback
// chain: an EIP-7811 wallet answers itself; a plain wallet with the API down falls to the chain's RPC;
// without any API, RPC only; with a projectId the hosted API (msw, replies checked by the production schemas) answers;
// when nothing answers, "Token Balance Unavailable" and the 30 s retry gate. History pages and their failure.
import { act, renderHook, waitFor } from '@testing-library/react';
import { createServer } from 'node:net';
import { parseEther, parseUnits } from 'viem';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import {
  useAccount,
  useBalances,
  useConnect,
  useIdentity,
  useNfts,
  useToast,
  useTransactions,
  type WalletDock,
  type WalletDockEvent,
} from 'walletdock';
import { defineDevnetChain } from 'walletdock/testing';
import type { Nft, TokenBalance, Transaction } from 'walletdock/utils';
import { fundedAccount, mintTestToken } from '../../support/chain';
import { blockchainApiFixture } from '../../support/msw/blockchain-api';
import { loopbackPassthrough, useMswServer } from '../../support/msw/server';
import { startRpcProxy } from '../../support/rpc-proxy';
import { announcedWallet, cleanup, devnetDock, secondChain, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const CHAIN = 'eip155:33322';
const tokens = { [CHAIN]: [{ address: contracts.token }, { address: contracts.secondToken }] };
const msw = useMswServer(loopbackPassthrough);
afterEach(cleanup);

/** A port nothing listens on: the API is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((ok) => probe.close(() => ok()));
  return port;
}

/** A funded wallet holding 5 TEST and 2.5 TUSD, connected to `dock`; the hooks of `hook` rendered beside. */
async function connected<T>(dock: WalletDock, wallet: Awaited<ReturnType<typeof announcedWallet>>, hook: () => T) {
  const minter = await fundedAccount(rpcUrl, 1n);
  await mintTestToken(rpcUrl, contracts.token, minter, wallet.address, parseEther('5'));
  await mintTestToken(rpcUrl, contracts.secondToken, minter, wallet.address, parseUnits('2.5', 6));
  const view = renderHook(() => ({ connect: useConnect(), value: hook() }), { wrapper: wrapperFor(dock) });
  await act(() => dock.ready);
  await act(() => view.result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  return view;
}

const amounts = (balances: readonly TokenBalance[] | undefined) =>
  Object.fromEntries((balances ?? []).map((b) => [b.symbol, b.quantity.numeric]));

describe('useBalances: balance discovery', () => {
  it('an EIP-7811 wallet reports the balances itself (wallet_getCapabilities, then wallet_getAssets)', async () => {
    const wallet = await announcedWallet({
      assets: {
        tokens: [
          { chainId: 33322, address: contracts.token },
          { chainId: 33322, address: contracts.secondToken },
        ],
      },
    });
    const dock = devnetDock();
    const { result } = await connected(dock, wallet, () => useBalances());
    await waitFor(() => expect(result.current.value.isSuccess).toBe(true));
    expect(result.current.value.data?.source).toBe('wallet');
    expect(amounts(result.current.value.data?.balances)).toEqual({ AVENT: '10', TEST: '5', TUSD: '2.5' });
    const methods = wallet.requests.map((r) => r.method);
    expect(methods.indexOf('wallet_getCapabilities')).toBeLessThan(methods.indexOf('wallet_getAssets'));
  });

  it('a wallet without asset discovery and the API down: the chain answers (native coin + the tokens option by multicall3)', async () => {
    const wallet = await announcedWallet();
    const proxy = await startRpcProxy(rpcUrl);
    try {
      const dock = devnetDock({
        blockchainApiUrl: `http://127.0.0.1:${await closedPort()}`,
        tokens,
        networks: [defineDevnetChain(proxy.url), secondChain(rpcUrl)],
      });
      const { result } = await connected(dock, wallet, () => useBalances());
      await waitFor(() => expect(result.current.value.isSuccess).toBe(true));
      expect(result.current.value.data?.source).toBe('rpc');
      // Four reads of each of the two tokens, one eth_call (multicall3's aggregate3).
      // The eight reads of the two tokens go to the node as one eth_call to multicall3 (aggregate3).
      const hex = (a: string) => a.slice(2).toLowerCase();
      const tokenCalls = proxy
        .calls('eth_call')
        .map((c) => JSON.stringify(c.params).toLowerCase())
        .filter((p) => p.includes(hex(contracts.token)));
      expect(tokenCalls).toHaveLength(1);
      expect(tokenCalls[0]).toContain(hex(contracts.secondToken));
      expect(tokenCalls[0]).toContain('"to":"0xca11bde05977b3631167028862be2a173976ca11"');
      expect(amounts(result.current.value.data?.balances)).toEqual({ AVENT: '10', TEST: '5', TUSD: '2.5' });
      expect(result.current.value.data?.balances.find((b) => b.symbol === 'TUSD')).toMatchObject({
        name: 'Test Dollar',
        address: `${CHAIN}:${contracts.secondToken}`,
        quantity: { decimals: '6', numeric: '2.5' },
      });
    } finally {
      await proxy.close();
    }
    // The wallet was asked first, and said it does not discover assets.
    expect(wallet.requests.some((r) => r.method === 'wallet_getCapabilities')).toBe(true);
    expect(wallet.requests.some((r) => r.method === 'wallet_getAssets')).toBe(false);
  });

  it('a token address that is not an ERC-20 is left out of the RPC answer', async () => {
    const wallet = await announcedWallet();
    const notToken = { address: wallet.address };
    const dock = devnetDock({ tokens: { [CHAIN]: [{ address: contracts.token }, notToken] } });
    const { result } = await connected(dock, wallet, () => useBalances());
    await waitFor(() => expect(result.current.value.isSuccess).toBe(true));
    expect(amounts(result.current.value.data?.balances)).toEqual({ AVENT: '10', TEST: '5' });
  });

  it('with no API configured at all: the native balance from the RPC, and tokens left out when none are configured', async () => {
    const wallet = await announcedWallet();
    const dock = devnetDock();
    const { result } = await connected(dock, wallet, () => useBalances());
    await waitFor(() => expect(result.current.value.isSuccess).toBe(true));
    expect(result.current.value.data).toMatchObject({ source: 'rpc', totalValue: 0 });
    expect(amounts(result.current.value.data?.balances)).toEqual({ AVENT: '10' });
    expect(msw.remote).toBe(0);
  });

  it('with a projectId the hosted API answers (st, sv, projectId, usd, the chain); decimals-0 tokens are dropped', async () => {
    const { address } = await fundedAccount(rpcUrl, 1n);
    const entry = (symbol: string, decimals: string, numeric: string, price: number): TokenBalance => ({
      name: symbol,
      symbol,
      chainId: CHAIN,
      address: `${CHAIN}:0x${symbol.padEnd(40, '0')}`,
      price,
      value: price * Number(numeric),
      quantity: { decimals, numeric },
      iconUrl: '',
    });
    const api = blockchainApiFixture({
      balances: {
        [address.toLowerCase()]: [
          entry('TEST', '18', '3', 2),
          entry('NFTISH', '0', '1', 9),
          entry('TUSD', '6', '4.5', 1),
        ],
      },
    });
    msw.server.use(...api.handlers);
    const dock = devnetDock({ projectId: 'project-1', features: { analytics: false } });
    const { result } = renderHook(() => useBalances({ address, caipNetworkId: CHAIN }), { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ source: 'api', totalValue: 10.5 });
    expect(amounts(result.current.data?.balances)).toEqual({ TEST: '3', TUSD: '4.5' });
    const call = api.calls.find((c) => c.kind === 'balance')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      projectId: 'project-1',
      st: 'walletdock',
      sv: expect.stringMatching(/^walletdock-\d+\.\d+\.\d+/),
      currency: 'usd',
      chainId: CHAIN,
    });
  });

  it('a network the API does not serve is not asked for balances: the RPC answers', async () => {
    const { address } = await fundedAccount(rpcUrl, 3n);
    const api = blockchainApiFixture({ chains: ['eip155:1'] });
    msw.server.use(...api.handlers);
    const dock = devnetDock({ projectId: 'project-1', features: { analytics: false } });
    const { result } = renderHook(() => useBalances({ address, caipNetworkId: CHAIN }), { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.source).toBe('rpc');
    expect(api.count('supported')).toBe(1);
    expect(api.count('balance')).toBe(0);
  });

  it('when nothing answers: "Token Balance Unavailable", and nobody is asked again for 30 s', async () => {
    const { address } = await fundedAccount(rpcUrl, 1n);
    const api = blockchainApiFixture({ fail: { balance: 503 } });
    msw.server.use(...api.handlers);
    // The chain's RPC is down too.
    const deadChain = { ...defineDevnetChain(`http://127.0.0.1:${await closedPort()}`) };
    const dock = devnetDock({
      projectId: 'project-1',
      features: { analytics: false },
      networks: [deadChain, secondChain(rpcUrl)],
    });
    const { result } = renderHook(
      () => ({ balances: useBalances({ address, caipNetworkId: CHAIN }), toast: useToast() }),
      {
        wrapper: wrapperFor(dock),
      },
    );
    await waitFor(() => expect(result.current.balances.isError).toBe(true), { timeout: 15_000 });
    expect(result.current.balances.error?.message).toBe('Token Balance Unavailable');
    expect(result.current.toast.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    });
    expect(api.count('balance')).toBe(1);

    await act(() => result.current.balances.refetch());
    expect(result.current.balances.error?.message).toBe('Token Balance Unavailable');
    expect(api.count('balance')).toBe(1);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_001);
    try {
      await act(() => result.current.balances.refetch());
      expect(api.count('balance')).toBe(2);
    } finally {
      vi.restoreAllMocks();
    }
  }, 30_000);
});

describe('useTransactions', () => {
  const tx = (id: string, minedAt: string, chain = CHAIN, spam = false): Transaction => ({
    id,
    metadata: { minedAt, chain, operationType: 'receive', status: 'confirmed', sentFrom: '0x1', sentTo: '0x2' },
    transfers: spam
      ? [{ nft_info: { name: 'Free mint', flags: { is_spam: true } }, quantity: { numeric: '1' } }]
      : [{ fungible_info: { name: 'Avent', symbol: 'AVENT' }, quantity: { numeric: '1' } }],
  });

  it('pages by cursor, groups by month newest first, leaves out spam and other chains', async () => {
    const address = '0x00000000000000000000000000000000000000a1';
    const history = [
      tx('a', '2025-03-03T12:00:00Z'),
      tx('spam', '2025-03-02T12:00:00Z', CHAIN, true),
      tx('other', '2025-03-01T12:00:00Z', 'eip155:1'),
      tx('b', '2025-02-10T12:00:00Z'),
      tx('c', '2025-02-01T12:00:00Z'),
      tx('d', '2024-12-24T12:00:00Z'),
    ];
    const api = blockchainApiFixture({ history: { [address]: history }, pageSize: 4 });
    msw.server.use(...api.handlers);
    const dock = devnetDock({ projectId: 'project-1', features: { analytics: false } });
    const { result } = renderHook(() => useTransactions({ address, caipNetworkId: CHAIN }), {
      wrapper: wrapperFor(dock),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.transactions.map((t) => t.id)).toEqual(['a', 'b']);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.transactions).toHaveLength(4));
    expect(result.current.data?.groups.map((g) => [g.year, g.month + 1, g.transactions.map((t) => t.id)])).toEqual([
      [2025, 3, ['a']],
      [2025, 2, ['b', 'c']],
      [2024, 12, ['d']],
    ]);
    expect(result.current.hasNextPage).toBe(false);
    expect(api.calls.filter((c) => c.kind === 'history').map((c) => c.url.searchParams.get('cursor'))).toEqual([
      null,
      '4',
    ]);
    expect(api.calls.find((c) => c.kind === 'history')?.url.searchParams.get('chainId')).toBe(CHAIN);
  });

  it('a failed page empties the list, clears the cursor, shows "Failed to fetch transactions" and tracks ERROR_FETCH_TRANSACTIONS', async () => {
    const address = '0x00000000000000000000000000000000000000a2';
    const history = Array.from({ length: 6 }, (_, i) =>
      tx(`t${i}`, `2025-01-${String(20 - i).padStart(2, '0')}T12:00:00Z`),
    );
    const api = blockchainApiFixture({ history: { [address]: history }, pageSize: 3 });
    msw.server.use(...api.handlers);
    const dock = devnetDock({ projectId: 'project-1', features: { analytics: false } });
    const events: WalletDockEvent[] = [];
    dock.events.subscribe((e) => events.push(e));
    const { result } = renderHook(
      () => ({ history: useTransactions({ address, caipNetworkId: CHAIN }), toast: useToast() }),
      {
        wrapper: wrapperFor(dock),
      },
    );
    await waitFor(() => expect(result.current.history.data?.transactions).toHaveLength(3));

    msw.server.use(...blockchainApiFixture({ fail: { history: 500 } }).handlers);
    await act(() => result.current.history.fetchNextPage());
    await waitFor(() => expect(result.current.history.isError).toBe(true));
    expect(result.current.history.data).toMatchObject({ transactions: [], groups: [], next: undefined, empty: true });
    expect(result.current.history.hasNextPage).toBe(false);
    expect(result.current.toast.state).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    });
    expect(events.map((e) => e.data.event)).toContain('ERROR_FETCH_TRANSACTIONS');
  });

  it('without a blockchain API the history is empty and nothing is requested', async () => {
    const dock = devnetDock();
    const { result } = renderHook(
      () => useTransactions({ address: '0x00000000000000000000000000000000000000a3', caipNetworkId: CHAIN }),
      {
        wrapper: wrapperFor(dock),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.empty).toBe(true);
    expect(msw.remote).toBe(0);
  });
});

describe('useIdentity', () => {
  it("the API's name and avatar, which the connected account's profile then shows", async () => {
    const wallet = await announcedWallet();
    const api = blockchainApiFixture({
      identities: { [wallet.address.toLowerCase()]: { name: 'dock.eth', avatar: 'https://img.test/a.png' } },
    });
    msw.server.use(...api.handlers);
    const dock = devnetDock({ projectId: 'project-1', features: { analytics: false } });
    const { result } = await connected(dock, wallet, () => ({ identity: useIdentity(), account: useAccount() }));
    await waitFor(() =>
      expect(result.current.value.identity.data).toEqual({ name: 'dock.eth', avatar: 'https://img.test/a.png' }),
    );
    expect(result.current.value.account).toMatchObject({
      profileName: 'dock.eth',
      profileImage: 'https://img.test/a.png',
    });
    expect(api.calls.find((c) => c.kind === 'identity')?.url.searchParams.get('sender')).toBe(wallet.address);
  });
});

describe('useNfts', () => {
  const SELF_HOSTED = 'https://api.self-hosted.test';
  const nft = (tokenId: string, chainId = CHAIN, spam = false): Nft => ({
    chainId,
    address: `${chainId}:${contracts.nft}`,
    tokenId,
    standard: 'ERC721',
    quantity: { numeric: '1' },
    name: `WalletDock Test NFT #${tokenId}`,
    collection: { name: 'WalletDock Test NFT', symbol: 'WDNFT' },
    image: 'data:image/svg+xml;base64,PHN2Zy8+',
    tokenUri: null,
    flags: { is_spam: spam },
  });

  it("lists the account's NFTs from its own server, by cursor, without spam, other chains or repeats", async () => {
    const address = '0x00000000000000000000000000000000000000b1';
    const api = blockchainApiFixture({
      baseUrl: SELF_HOSTED,
      nfts: { [address]: [nft('1'), nft('2', CHAIN, true), nft('3', 'eip155:1'), nft('4'), nft('4')] },
      pageSize: 3,
    });
    msw.server.use(...api.handlers);
    const dock = devnetDock({ blockchainApiUrl: SELF_HOSTED });
    const { result } = renderHook(() => useNfts({ address, caipNetworkId: CHAIN }), { wrapper: wrapperFor(dock) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.nfts.map((n) => n.tokenId)).toEqual(['1']);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.nfts.map((n) => n.tokenId)).toEqual(['1', '4']));
    expect(result.current.hasNextPage).toBe(false);
  });

  it('a server without the NFT path (404) gives an empty list, not an error', async () => {
    const api = blockchainApiFixture({ baseUrl: SELF_HOSTED, nfts: false });
    msw.server.use(...api.handlers);
    const dock = devnetDock({ blockchainApiUrl: SELF_HOSTED });
    const { result } = renderHook(
      () => useNfts({ address: '0x00000000000000000000000000000000000000b2', caipNetworkId: CHAIN }),
      {
        wrapper: wrapperFor(dock),
      },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.empty).toBe(true);
    expect(api.count('nfts')).toBe(1);
  });
});
