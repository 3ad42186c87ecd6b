// `npm run api` configuration: defaults for the devnet, several chains as comma-separated lists, and one readable
// error naming every bad variable.
import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { describeBlockchainApiConfig, loadBlockchainApiConfig } from 'walletdock/server/node';

describe('loadBlockchainApiConfig', () => {
  it('defaults to the devnet on 127.0.0.1:8788 with embedded PGlite', () => {
    const c = loadBlockchainApiConfig({});
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 8788,
      databaseUrl: undefined,
      chains: [{ chainId: 33322, rpcUrl: 'http://127.0.0.1:8545', startBlock: 0 }],
    });
    expect(c.dataDir).toMatch(/\.data\/blockchain-api$/);
  });

  it('reads several chains, start blocks, prices and indexer settings', () => {
    const c = loadBlockchainApiConfig({
      RPC_URL: 'http://a:8545, https://b.example/rpc',
      CHAIN_ID: '33322,1',
      START_BLOCK: '0,19000000',
      PRICES: 'AVENT=20,ETH=3000',
      POLL_MS: '250',
      BATCH_BLOCKS: '50',
      INDEXER: '0',
      CORS_ORIGIN: 'http://127.0.0.1:5173',
      DATABASE_URL: 'postgres://u:p@db/api',
      READ_CACHE_ENTRIES: '0',
    });
    expect(c.readCacheEntries).toBe(0);
    expect(c.chains).toEqual([
      { chainId: 33322, rpcUrl: 'http://a:8545', startBlock: 0 },
      { chainId: 1, rpcUrl: 'https://b.example/rpc', startBlock: 19000000 },
    ]);
    expect(c.indexer).toMatchObject({ enabled: false, pollMs: 250, batchBlocks: 50 });
    expect(c.corsOrigins).toEqual(['http://127.0.0.1:5173']);
  });

  it('refuses bad variables, naming each', () => {
    const both = () => loadBlockchainApiConfig({ RPC_URL: 'ftp://x', PORT: 'abc' });
    expect(both).toThrow('RPC_URL: RPC_URL must be http(s) URLs');
    expect(both).toThrow('PORT:');
    expect(() => loadBlockchainApiConfig({ RPC_URL: 'http://a,http://b' })).toThrow(
      'RPC_URL has 2 URLs but CHAIN_ID 1 chain ids',
    );
    expect(() => loadBlockchainApiConfig({ PRICES: 'AVENT=free' })).toThrow('PRICES: "AVENT=free"');
    expect(() => loadBlockchainApiConfig({ READ_CACHE_ENTRIES: 'many' })).toThrow('READ_CACHE_ENTRIES:');
  });

  it('reads the paymaster: chains, allowed contracts and limits; the signer key never appears in the logged description', () => {
    const key = `0x${'ab'.repeat(32)}`;
    const c = loadBlockchainApiConfig({
      PAYMASTER_SIGNER_KEY: key,
      PAYMASTER_CONTRACTS: 'eip155:33322:0xa85233C63b9Ee964Add6F2cffe00Fd84eb32338f',
      PAYMASTER_ALLOWED_CONTRACTS: 'eip155:33322:0x5FbDB2315678afecb367f032d93F642f64180aa3',
      PAYMASTER_USER_MAX_OPS: '3',
      PAYMASTER_USER_WINDOW_SECONDS: '3600',
      PAYMASTER_GLOBAL_MAX_COST: '0.5',
    });
    expect(c.paymaster).toEqual({
      signerKey: key,
      chains: [{ chainId: 33322, paymaster: '0xa85233C63b9Ee964Add6F2cffe00Fd84eb32338f' }],
      policy: {
        allowedContracts: ['eip155:33322:0x5FbDB2315678afecb367f032d93F642f64180aa3'],
        perUser: { maxOperations: 3, maxWei: undefined, windowSeconds: 3600 },
        global: { maxOperations: undefined, maxWei: parseEther('0.5'), windowSeconds: undefined },
      },
    });
    const described = JSON.stringify(describeBlockchainApiConfig(c));
    expect(described).toContain(
      'eip155:33322 via 0xa85233C63b9Ee964Add6F2cffe00Fd84eb32338f; contracts: 1; per user: 3 ops per 3600 s',
    );
    expect(described).not.toContain('abababab');
    expect(loadBlockchainApiConfig({}).paymaster).toBeUndefined();
  });

  it('refuses a half-configured paymaster in words', () => {
    expect(() =>
      loadBlockchainApiConfig({ PAYMASTER_CONTRACTS: 'eip155:33322:0xa85233C63b9Ee964Add6F2cffe00Fd84eb32338f' }),
    ).toThrow('PAYMASTER_CONTRACTS is set but PAYMASTER_SIGNER_KEY is not: the paymaster cannot sign');
    expect(() => loadBlockchainApiConfig({ PAYMASTER_SIGNER_KEY: `0x${'ab'.repeat(32)}` })).toThrow(
      'PAYMASTER_CONTRACTS names no paymaster',
    );
    expect(() => loadBlockchainApiConfig({ PAYMASTER_SIGNER_KEY: '0x12' })).toThrow(
      'PAYMASTER_SIGNER_KEY must be 0x followed by 64 hex characters',
    );
    expect(() =>
      loadBlockchainApiConfig({
        PAYMASTER_SIGNER_KEY: `0x${'ab'.repeat(32)}`,
        PAYMASTER_CONTRACTS: 'eip155:33322:0xa85233C63b9Ee964Add6F2cffe00Fd84eb32338f',
        PAYMASTER_USER_MAX_COST: 'lots',
      }),
    ).toThrow('PAYMASTER_USER_MAX_COST must be an amount of native coin such as 0.5');
  });
});
