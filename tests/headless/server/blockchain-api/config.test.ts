// `npm run api` configuration: defaults for the devnet, several chains as comma-separated lists, and one readable
// error naming every bad variable.
import { describe, expect, it } from 'vitest';
import { loadBlockchainApiConfig } from 'walletdock/server/node';

describe('loadBlockchainApiConfig', () => {
  it('defaults to the devnet on 127.0.0.1:8788 with embedded PGlite', () => {
    const c = loadBlockchainApiConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8788, databaseUrl: undefined, chains: [{ chainId: 33322, rpcUrl: 'http://127.0.0.1:8545', startBlock: 0 }] });
    expect(c.dataDir).toMatch(/\.data\/blockchain-api$/);
  });

  it('reads several chains, start blocks, prices and indexer settings', () => {
    const c = loadBlockchainApiConfig({
      RPC_URL: 'http://a:8545, https://b.example/rpc', CHAIN_ID: '33322,1', START_BLOCK: '0,19000000', PRICES: 'AVENT=20,ETH=3000',
      POLL_MS: '250', BATCH_BLOCKS: '50', INDEXER: '0', CORS_ORIGIN: 'http://127.0.0.1:5173', DATABASE_URL: 'postgres://u:p@db/api',
    });
    expect(c.chains).toEqual([{ chainId: 33322, rpcUrl: 'http://a:8545', startBlock: 0 }, { chainId: 1, rpcUrl: 'https://b.example/rpc', startBlock: 19000000 }]);
    expect(c.indexer).toMatchObject({ enabled: false, pollMs: 250, batchBlocks: 50 });
    expect(c.corsOrigins).toEqual(['http://127.0.0.1:5173']);
  });

  it('refuses bad variables, naming each', () => {
    const both = () => loadBlockchainApiConfig({ RPC_URL: 'ftp://x', PORT: 'abc' });
    expect(both).toThrow('RPC_URL: RPC_URL must be http(s) URLs');
    expect(both).toThrow('PORT:');
    expect(() => loadBlockchainApiConfig({ RPC_URL: 'http://a,http://b' })).toThrow('RPC_URL has 2 URLs but CHAIN_ID 1 chain ids');
    expect(() => loadBlockchainApiConfig({ PRICES: 'AVENT=free' })).toThrow('PRICES: "AVENT=free"');
  });
});
