// The chains a host passes are the chains wagmi and viem use: contracts (multicall3, ENS),
// formatters and custom fields survive, so batched reads reach the node as one eth_call and an
// ENS lookup calls the chain's universal resolver. A host's own wagmi config must carry the same
// chains as walletdock's eip155 networks.
import { createConfig, getEnsName, http as wagmiHttp, readContract, readContracts } from '@wagmi/core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { erc20Abi, type Chain } from 'viem';
import { base, mainnet } from 'viem/chains';
import { createWalletDock, eip155Adapter, memoryStorage, type WalletDock } from 'walletdock';
import { toCaipNetwork } from 'walletdock/utils';
import { devnetAccounts } from '../../../../faucet/devnet/deploy';
import { startRpcProxy, type RpcProxy } from '../../../support/rpc-proxy';

const contracts = inject('contracts');
let proxy: RpcProxy;
const docks: WalletDock[] = [];

beforeAll(async () => {
  proxy = await startRpcProxy(inject('rpcUrl'));
});
afterAll(async () => {
  for (const dock of docks) dock.destroy();
  await proxy.close();
});

/** The devnet shaped like viem's mainnet: multicall3 in `contracts`, a formatter, a custom field. */
function mainnetShaped(withMulticall: boolean): Chain {
  return {
    ...mainnet,
    id: 33322,
    name: 'Devnet as mainnet',
    rpcUrls: { default: { http: [proxy.url] } },
    contracts: withMulticall ? { multicall3: { address: contracts.multicall3, blockCreated: 0 } } : {},
    custom: { explorerApi: 'http://127.0.0.1:1/api' },
  } as Chain;
}

function dockOn(chain: Chain, extra: { customRpcUrls?: Record<string, string[]> } = {}): WalletDock {
  const dock = createWalletDock({ networks: [chain], adapters: [eip155Adapter()], storage: memoryStorage(), ...extra });
  docks.push(dock);
  return dock;
}

const holders = devnetAccounts(3);
const reads = [
  ...holders.map(
    (account) => ({ address: contracts.token, abi: erc20Abi, functionName: 'balanceOf', args: [account] }) as const,
  ),
  { address: contracts.token, abi: erc20Abi, functionName: 'symbol' } as const,
  { address: contracts.token, abi: erc20Abi, functionName: 'decimals' } as const,
];

describe('chains kept whole', () => {
  it('the CaipNetwork keeps the host chain object and wagmi runs on that very object', () => {
    const network = toCaipNetwork(mainnet);
    expect(network).toMatchObject({ caipNetworkId: 'eip155:1', chainNamespace: 'eip155' });
    expect(network.chain).toBe(mainnet);
    const chain = mainnetShaped(true);
    const dock = dockOn(chain);
    expect(dock.wagmiConfig?.chains[0]).toBe(chain);
    expect(dock.wagmiConfig?.chains[0]?.contracts?.multicall3?.address).toBe(contracts.multicall3);
    expect(dock.wagmiConfig?.chains[0]?.custom).toEqual({ explorerApi: 'http://127.0.0.1:1/api' });
  });

  it('a batched read of five values reaches the node as ONE eth_call to multicall3', async () => {
    const config = dockOn(mainnetShaped(true)).wagmiConfig!;
    const before = proxy.calls('eth_call').length;
    const results = await readContracts(config, { contracts: reads, allowFailure: false });
    const calls = proxy.calls('eth_call').slice(before);
    expect(calls).toHaveLength(1);
    expect(JSON.stringify(calls[0]?.params?.[0]).toLowerCase()).toContain(contracts.multicall3.toLowerCase());
    expect(results.slice(3)).toEqual(['TEST', 18]);
    expect(results[0]).toBeGreaterThan(0n);

    // Concurrent single reads are batched by wagmi's client through the same multicall3.
    const again = proxy.calls('eth_call').length;
    const symbols = await Promise.all(reads.slice(3).map((read) => readContract(config, read)));
    expect(symbols).toEqual(['TEST', 18]);
    expect(proxy.calls('eth_call').slice(again)).toHaveLength(1);
  });

  it('without multicall3 in the chain the same read costs one eth_call per value (the control)', async () => {
    const config = dockOn(mainnetShaped(false)).wagmiConfig!;
    const before = proxy.calls('eth_call').length;
    await readContracts(config, { contracts: reads, allowFailure: false });
    expect(proxy.calls('eth_call').slice(before)).toHaveLength(reads.length);
  });

  it("viem's mainnet keeps its ENS universal resolver: getEnsName calls it instead of failing on the chain", async () => {
    const config = dockOn(mainnet, { customRpcUrls: { 'eip155:1': [proxy.url] } }).wagmiConfig!;
    const before = proxy.calls('eth_call').length;
    // The devnet has no ENS: the lookup finds nothing, but it is made against the resolver.
    const outcome = await getEnsName(config, { address: holders[0]!, chainId: 1 }).then(
      (name) => ({ name }),
      (error: Error) => ({ error: error.message }),
    );
    expect(JSON.stringify(outcome)).not.toContain('does not support contract');
    // Direct, or inside a multicall3 aggregate (the devnet has multicall3 where mainnet has it).
    const resolver = mainnet.contracts.ensUniversalResolver.address.toLowerCase().slice(2);
    const targets = proxy
      .calls('eth_call')
      .slice(before)
      .map((c) => JSON.stringify(c.params?.[0]).toLowerCase());
    expect(targets.some((t) => t.includes(resolver))).toBe(true);
  });
});

describe("a host's own wagmi config", () => {
  it('is the config walletdock runs on', () => {
    const chain = mainnetShaped(true);
    const wagmiConfig = createConfig({
      chains: [chain],
      transports: { [chain.id]: wagmiHttp(proxy.url) },
      storage: null,
    });
    const dock = createWalletDock({
      networks: wagmiConfig.chains,
      adapters: [eip155Adapter({ wagmiConfig })],
      storage: memoryStorage(),
    });
    docks.push(dock);
    expect(dock.wagmiConfig).toBe(wagmiConfig);
  });

  it('with chains other than the networks fails at creation, naming both', () => {
    const wagmiConfig = createConfig({
      chains: [mainnet, base],
      transports: { [mainnet.id]: wagmiHttp(), [base.id]: wagmiHttp() },
      storage: null,
    });
    expect(() =>
      createWalletDock({ networks: [mainnet], adapters: [eip155Adapter({ wagmiConfig })], storage: memoryStorage() }),
    ).toThrow(
      "The wagmi config's chains (1, 8453) differ from walletdock's eip155 networks (1): pass the config's chains as networks",
    );
  });
});
