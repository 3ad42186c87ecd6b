// The swaps of `npm run api` from SWAP_ROUTERS / SWAP_TOKENS, and createBlockchainApi's check of them against the
// chains it serves: each mistake named.
import { describe, expect, it } from 'vitest';
import { loadBlockchainApiConfig } from 'walletdock/server/node';
import { parseSwapEnv, resolveSwapChains } from '../../../../../headless/server/blockchain-api/convert/config';
import { resolveChains } from '../../../../../headless/server/blockchain-api/chains';

const ROUTER = '0xa513E6E4b8f2a923D98304ec87F64353C4D5C853';
const TEST = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TUSD = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';

describe('swap configuration', () => {
  it('reads a router and its tokens per chain from the environment', () => {
    const c = loadBlockchainApiConfig({
      SWAP_ROUTERS: `eip155:33322:${ROUTER}`,
      SWAP_TOKENS: `eip155:33322:${TEST}, 33322:${TUSD}`,
    });
    expect(c.swaps).toEqual([{ chainId: 33322, router: ROUTER, tokens: [TEST, TUSD] }]);
    expect(loadBlockchainApiConfig({}).swaps).toEqual([]);
  });

  it('names each bad entry', () => {
    expect(() => parseSwapEnv(`eip155:33322:${ROUTER},eip155:33322:${ROUTER}`, '')).toThrow(
      'SWAP_ROUTERS: chain 33322 has two routers',
    );
    expect(() => parseSwapEnv('eip155:33322:0x12', '')).toThrow(
      'SWAP_ROUTERS: "eip155:33322:0x12" is not eip155:<chain>:<0x address>',
    );
    expect(() => parseSwapEnv(`eip155:33322:${ROUTER}`, `eip155:1:${TEST}`)).toThrow(
      `SWAP_TOKENS: "eip155:1:${TEST}" is on chain 1, which has no router in SWAP_ROUTERS`,
    );
    expect(() => loadBlockchainApiConfig({ SWAP_TOKENS: `eip155:33322:${TEST}` })).toThrow(
      'Invalid blockchain API configuration',
    );
  });

  it('accepts swaps only on chains the API serves, with checksummed addresses and each token once', async () => {
    const chains = new Map(
      (await resolveChains([{ chainId: 33322, rpcUrl: 'http://127.0.0.1:1' }])).map((c) => [c.chainId, c]),
    );
    const swaps = resolveSwapChains(
      [{ chainId: 33322, router: ROUTER.toLowerCase(), tokens: [TEST, TEST.toLowerCase(), TUSD] }],
      chains,
    );
    expect(swaps.get(33322)).toMatchObject({ router: ROUTER, tokens: [TEST, TUSD] });
    expect(() => resolveSwapChains([{ chainId: 1, router: ROUTER, tokens: [] }], chains)).toThrow(
      'Swaps configured for chain 1, which this API does not serve',
    );
    expect(() => resolveSwapChains([{ chainId: 33322, router: 'router', tokens: [] }], chains)).toThrow(
      'Swaps of chain 33322: router "router" is not an address',
    );
  });
});
