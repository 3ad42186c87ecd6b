// Identity (name and avatar) from ENS through viem (issue 14: ENS on chains whose viem chain names a universal
// resolver) on the devnet, with a test resolver deployed there: the name and avatar fill the connected account's
// profile, an address without a primary name has none, and a chain without a resolver asks nobody. Cached 5 minutes.
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createWalletDock, eip155Adapter, memoryStorage, type WalletDock } from 'walletdock';
import { identityQueryOptions } from 'walletdock/query';
import { defineDevnetChain } from 'walletdock/testing';
import { applyConnection } from '../../../../headless/core/connection/account';
import { fundedAccount, type FundedAccount } from '../../../support/chain';
import { deployTestEnsResolver, type TestEnsResolver } from '../../../support/ens-resolver';
import { startRpcProxy, type RpcProxy } from '../../../support/rpc-proxy';

const rpcUrl = inject('rpcUrl');
const AVATAR = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';
let resolver: TestEnsResolver;
let named: FundedAccount;
let proxy: RpcProxy;
const docks: WalletDock[] = [];

beforeAll(async () => {
  const deployer = await fundedAccount(rpcUrl, 1n);
  [resolver, named, proxy] = await Promise.all([
    deployTestEnsResolver(rpcUrl, deployer),
    fundedAccount(rpcUrl, 1n),
    startRpcProxy(rpcUrl),
  ]);
  await resolver.setName(named.address, 'dock.walletdock.eth', AVATAR);
}, 60_000);
afterAll(async () => {
  for (const dock of docks) dock.destroy();
  await proxy.close();
});

function dockWith(withResolver: boolean): WalletDock {
  const base = defineDevnetChain(proxy.url);
  const chain = withResolver
    ? { ...base, contracts: { ...base.contracts, ensUniversalResolver: { address: resolver.address } } }
    : base;
  const dock = createWalletDock({ networks: [chain], adapters: [eip155Adapter()], storage: memoryStorage() });
  docks.push(dock);
  return dock;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('identity from ENS', () => {
  it("reads the primary name and avatar through the chain's universal resolver and shows them as the account's profile", async () => {
    const dock = dockWith(true);
    // The account is connected on the devnet (as a wallet would report it).
    const chain = dock.stores.connection.getState().chains.eip155!;
    const connected = applyConnection(chain, {
      address: named.address,
      accounts: [],
      network: dock.networks[0]!,
      connectorId: 'test',
      connectorType: 'INJECTED',
    });
    dock.stores.connection.setState((s) => ({ ...s, chains: { ...s.chains, eip155: connected } }));

    const identity = await client().fetchQuery(
      identityQueryOptions(dock, { address: named.address, caipNetworkId: 'eip155:33322' }),
    );
    expect(identity).toEqual({ name: 'dock.walletdock.eth', avatar: AVATAR });
    expect(dock.stores.connection.getState().chains.eip155?.accountState).toMatchObject({
      profileName: 'dock.walletdock.eth',
      profileImage: AVATAR,
    });

    // Kept 5 minutes: a second lookup (a fresh query cache) asks no node.
    const calls = proxy.calls('eth_call').length;
    expect(
      await client().fetchQuery(identityQueryOptions(dock, { address: named.address, caipNetworkId: 'eip155:33322' })),
    ).toEqual(identity);
    expect(proxy.calls('eth_call').length).toBe(calls);
  });

  it('an address without a primary name has none', async () => {
    const { address } = await fundedAccount(rpcUrl, 1n);
    const identity = await client().fetchQuery(
      identityQueryOptions(dockWith(true), { address, caipNetworkId: 'eip155:33322' }),
    );
    expect(identity).toEqual({ name: null, avatar: null });
  });

  it('a chain without a universal resolver (and no API) asks nobody', async () => {
    const calls = proxy.requests.length;
    const identity = await client().fetchQuery(
      identityQueryOptions(dockWith(false), { address: named.address, caipNetworkId: 'eip155:33322' }),
    );
    expect(identity).toEqual({ name: null, avatar: null });
    expect(proxy.requests.length).toBe(calls);
  });
});
