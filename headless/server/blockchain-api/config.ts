// `npm run api` configuration from the environment: the floor's shared variables (PORT, HOST, DATABASE_URL,
// DATA_DIR, TRUST_PROXY, CORS_ORIGIN, INSTANCE_ID) and the API's own: RPC_URL and CHAIN_ID (comma-separated lists
// of the same length for several chains), START_BLOCK, PRICES, and the indexer's POLL_MS, BATCH_BLOCKS, LEASE_MS
// and INDEXER (0: serve reads only); READ_CACHE_ENTRIES (history pages and balances kept per indexed head; 0: none);
// FLOOR_WAIT_MS (how long a read with minBlock waits for the index to reach it);
// the swaps': SWAP_ROUTERS and SWAP_TOKENS (eip155:<chain>:<address> lists); the on-ramp sandbox's ONRAMP_PAYOUT_KEY,
// ONRAMP_FEE_PERCENT, ONRAMP_FIAT_RATES, ONRAMP_QUOTE_TTL_MS and PUBLIC_URL (where browsers reach the API, for
// checkout links); the paymaster's PAYMASTER_SIGNER_KEY, PAYMASTER_CONTRACTS,
// PAYMASTER_ALLOWED_CONTRACTS, PAYMASTER_{USER,GLOBAL}_{MAX_OPS,MAX_COST,WINDOW_SECONDS}, PAYMASTER_VALID_SECONDS and
// PAYMASTER_SPONSOR_NAME (paymaster/config.ts).
import { z } from 'zod';
import { describeDatabase, envBool, envInt, readEnv, serverEnv, serverEnvShape, type ServerEnv } from '../env';
import { TEST_CHAIN_ID } from '../../core/model/constants';
import type { BlockchainApiOptions } from './app';
import { parsePrices } from './prices';
import { parseSwapEnv } from './convert/config';
import { describePaymaster, parsePaymasterEnv } from './paymaster/config';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const EnvSchema = z.object({
  ...serverEnvShape({ port: 8788 }),
  RPC_URL: z
    .string()
    .default('http://127.0.0.1:8545')
    .refine(
      (v) => list(v).length > 0 && list(v).every((u) => /^https?:\/\/\S+$/.test(u)),
      'RPC_URL must be http(s) URLs, comma-separated',
    ),
  CHAIN_ID: z
    .string()
    .default(String(TEST_CHAIN_ID))
    .refine(
      (v) => list(v).length > 0 && list(v).every((n) => /^[1-9][0-9]{0,15}$/.test(n)),
      'CHAIN_ID must be chain ids, comma-separated',
    ),
  START_BLOCK: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || list(v).every((n) => /^[0-9]{1,15}$/.test(n)),
      'START_BLOCK must be block numbers, comma-separated',
    ),
  PRICES: z.string().optional(),
  POLL_MS: envInt(10).default(1000),
  BATCH_BLOCKS: envInt(1).max(10_000).default(500),
  LEASE_MS: envInt(200).default(5000),
  INDEXER: envBool.default(true),
  READ_CACHE_ENTRIES: envInt(0).max(1_000_000).optional(),
  FLOOR_WAIT_MS: envInt(0).max(60_000).optional(),
  SWAP_ROUTERS: z.string().optional(),
  SWAP_TOKENS: z.string().optional(),
  // The on-ramp sandbox (onramp/offer.ts).
  ONRAMP_PAYOUT_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'ONRAMP_PAYOUT_KEY must be 0x followed by 64 hex characters')
    .optional(),
  ONRAMP_FEE_PERCENT: z.coerce.number().min(0).max(49).optional(),
  ONRAMP_FIAT_RATES: z
    .string()
    .regex(
      /^\s*[A-Za-z]{3}\s*=\s*[0-9.]+\s*(,\s*[A-Za-z]{3}\s*=\s*[0-9.]+\s*)*$/,
      'ONRAMP_FIAT_RATES must be CODE=usdValue pairs, comma-separated (USD=1,EUR=1.08)',
    )
    .optional(),
  ONRAMP_QUOTE_TTL_MS: envInt(1000).optional(),
  // Pay's sandbox exchange (pay-exchange/service.ts): its payout key is never logged.
  PAY_EXCHANGE_PAYOUT_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'PAY_EXCHANGE_PAYOUT_KEY must be 0x followed by 64 hex characters')
    .optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'PUBLIC_URL must be an http(s) URL')
    .optional(),
  // Gas sponsorship (paymaster/config.ts): the signer key is never logged.
  PAYMASTER_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'PAYMASTER_SIGNER_KEY must be 0x followed by 64 hex characters')
    .optional(),
  PAYMASTER_CONTRACTS: z.string().optional(),
  PAYMASTER_ALLOWED_CONTRACTS: z.string().optional(),
  PAYMASTER_USER_MAX_OPS: envInt(0).optional(),
  PAYMASTER_USER_MAX_COST: z.string().optional(),
  PAYMASTER_USER_WINDOW_SECONDS: envInt(1).optional(),
  PAYMASTER_GLOBAL_MAX_OPS: envInt(0).optional(),
  PAYMASTER_GLOBAL_MAX_COST: z.string().optional(),
  PAYMASTER_GLOBAL_WINDOW_SECONDS: envInt(1).optional(),
  PAYMASTER_VALID_SECONDS: envInt(30).optional(),
  PAYMASTER_SPONSOR_NAME: z.string().max(100).optional(),
});

/** What `npm run api` runs with. */
export type BlockchainApiConfig = ServerEnv & BlockchainApiOptions & { host: string; port: number };

/** Reads the configuration from `env`; throws one readable error naming every bad variable. */
export function loadBlockchainApiConfig(env: Record<string, string | undefined> = process.env): BlockchainApiConfig {
  const e = readEnv(EnvSchema, env, 'blockchain API');
  const urls = list(e.RPC_URL);
  const ids = list(e.CHAIN_ID).map(Number);
  const starts = e.START_BLOCK ? list(e.START_BLOCK).map(Number) : [];
  const problems: string[] = [];
  if (urls.length !== ids.length)
    problems.push(`RPC_URL has ${urls.length} URLs but CHAIN_ID ${ids.length} chain ids: give one of each per chain`);
  if (starts.length > 0 && starts.length !== ids.length)
    problems.push(`START_BLOCK has ${starts.length} numbers for ${ids.length} chains`);
  let prices;
  try {
    prices = parsePrices(e.PRICES);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  let swaps;
  try {
    swaps = parseSwapEnv(e.SWAP_ROUTERS, e.SWAP_TOKENS);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  let paymaster;
  try {
    paymaster = parsePaymasterEnv(e);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0) throw new Error(`Invalid blockchain API configuration:\n  ${problems.join('\n  ')}`);
  const shared = serverEnv(e, { dataDir: '.data/blockchain-api', name: 'blockchain-api' });
  return {
    ...shared,
    chains: ids.map((chainId, i) => ({ chainId, rpcUrl: urls[i]!, startBlock: starts[i] ?? 0 })),
    prices,
    swaps,
    indexer: { enabled: e.INDEXER, pollMs: e.POLL_MS, batchBlocks: e.BATCH_BLOCKS, leaseMs: e.LEASE_MS },
    ...(e.READ_CACHE_ENTRIES !== undefined ? { readCacheEntries: e.READ_CACHE_ENTRIES } : {}),
    ...(e.FLOOR_WAIT_MS !== undefined ? { floorWaitMs: e.FLOOR_WAIT_MS } : {}),
    onramp: {
      payoutKey: e.ONRAMP_PAYOUT_KEY as `0x${string}` | undefined,
      feePercent: e.ONRAMP_FEE_PERCENT,
      fiatRates: e.ONRAMP_FIAT_RATES
        ? Object.fromEntries(
            list(e.ONRAMP_FIAT_RATES)
              .map((pair) => pair.split('=').map((x) => x.trim()))
              .map(([k, v]) => [k!.toUpperCase(), Number(v)]),
          )
        : undefined,
      quoteTtlMs: e.ONRAMP_QUOTE_TTL_MS,
      publicUrl: e.PUBLIC_URL,
    },
    payExchange: { payoutKey: e.PAY_EXCHANGE_PAYOUT_KEY as `0x${string}` | undefined, publicUrl: e.PUBLIC_URL },
    ...(paymaster ? { paymaster } : {}),
  };
}

/** A loggable view of the configuration (no database password). */
export function describeBlockchainApiConfig(c: BlockchainApiConfig): Record<string, string | number | boolean> {
  return {
    listen: `${c.host}:${c.port}`,
    chains: c.chains.map((ch) => `eip155:${ch.chainId}@${ch.rpcUrl}`).join(' '),
    database: describeDatabase(c),
    indexer: c.indexer?.enabled !== false,
    corsOrigins: c.corsOrigins.join(' ') || '(none)',
    swaps:
      c.swaps?.map((s) => `eip155:${s.chainId} router ${s.router}, ${s.tokens.length} tokens`).join('; ') || '(none)',
    onrampSandbox: c.onramp?.payoutKey ? 'on' : 'off (no ONRAMP_PAYOUT_KEY)',
    payExchangeSandbox: c.payExchange?.payoutKey ? 'on' : 'off (no PAY_EXCHANGE_PAYOUT_KEY)',
    paymaster: c.paymaster ? describePaymaster(c.paymaster) : 'off (no PAYMASTER_SIGNER_KEY)',
  };
}
