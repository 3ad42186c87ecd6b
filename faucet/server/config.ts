// Faucet server configuration, read from the environment once at start. Secrets (the key, the database URL's
// password) are kept here and never logged: `describeConfig` prints a redacted view.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseEther, type Hex } from 'viem';
import { FAUCET_CHAIN_ID, FAUCET_COOLDOWN_MS, FAUCET_DEFAULT_PRIORITY_FEE, FAUCET_RECEIPT_TIMEOUT_MS } from '../../headless/core/model/constants';

/** Everything the faucet server needs, in base units (wei) and milliseconds. */
export interface FaucetConfig {
  port: number;
  host: string;
  rpcUrl: string;
  chainId: number;
  privateKey: Hex;
  /** Wei paid per claim. */
  amount: bigint;
  cooldownMs: number;
  /** postgres://... for a shared PostgreSQL; absent means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Number of reverse-proxy hops whose X-Forwarded-For entries are trusted (0: use the socket address). */
  trustProxy: number;
  staticDir: string | undefined;
  corsOrigin: string | undefined;
  /** Claims are refused when the faucet balance would fall below this (wei). */
  reserve: bigint;
  /** Claims reserved, signed or broadcast but not final; above it claims get 503 busy. */
  maxInFlight: number;
  /** Optional cap of wei paid per clock hour. */
  hourlyOutflowCap: bigint | undefined;
  refuseContracts: boolean;
  /** Gas limit for recipients with code (plain accounts get 21000). */
  contractGasLimit: bigint;
  captchaTtlMs: number;
  /** Secret sealing captcha sessions; absent means one generated and kept in the database (shared by instances). */
  captchaSecret: string | undefined;
  /** Captchas a client may create per minute. */
  captchaPerMinute: number;
  receiptTimeoutMs: number;
  /** A head transaction with no receipt after this long is replaced at the same nonce with a higher fee. */
  replaceAfterMs: number;
  priorityFee: bigint;
  /** Cap on maxFeePerGas (wei). */
  maxFeeCap: bigint;
  /** Lifetime of the signer lease (the single nonce authority per key across instances). */
  leaseMs: number;
  /** Claims signed per batch (one DB transaction, one JSON-RPC batch). */
  batchSize: number;
  /** An id of this process in the lease table. */
  instanceId: string;
}

const int = (min: number) => z.coerce.number().int().min(min);
const ether = z.string().regex(/^\d+(\.\d{1,18})?$/, 'a decimal amount of AVENT').transform((v) => parseEther(v));
const gwei = z.string().regex(/^\d+$/, 'an integer of wei').transform((v) => BigInt(v));
const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  PORT: int(0).max(65535).default(8787),
  HOST: z.string().default('127.0.0.1'),
  RPC_URL: z.string().url().default('http://127.0.0.1:8545'),
  CHAIN_ID: int(1).default(FAUCET_CHAIN_ID),
  FAUCET_PRIVATE_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'FAUCET_PRIVATE_KEY must be 0x + 64 hex'),
  FAUCET_AMOUNT: ether.default(parseEther('1')),
  COOLDOWN_MS: int(0).default(FAUCET_COOLDOWN_MS),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be postgres://...').optional(),
  DATA_DIR: z.string().optional(),
  TRUST_PROXY: int(0).max(10).default(0),
  STATIC_DIR: z.string().optional(),
  CORS_ORIGIN: z.string().optional(),
  FAUCET_RESERVE: ether.default(parseEther('10')),
  MAX_IN_FLIGHT: int(1).default(2000),
  HOURLY_OUTFLOW_CAP: ether.optional(),
  REFUSE_CONTRACTS: bool.default(false),
  CONTRACT_GAS_LIMIT: gwei.default(100_000n),
  CAPTCHA_TTL_MS: int(1000).default(300_000),
  CAPTCHA_PER_MINUTE: int(1).default(30),
  CAPTCHA_SECRET: z.string().min(16).optional(),
  RECEIPT_TIMEOUT_MS: int(0).default(FAUCET_RECEIPT_TIMEOUT_MS),
  REPLACE_AFTER_MS: int(100).default(30_000),
  PRIORITY_FEE_WEI: gwei.default(FAUCET_DEFAULT_PRIORITY_FEE),
  MAX_FEE_CAP_WEI: gwei.default(500_000_000_000n),
  LEASE_MS: int(200).default(5_000),
  BATCH_SIZE: int(1).max(1000).default(200),
  INSTANCE_ID: z.string().max(64).optional(),
});

/** Reads the configuration from `env` (default process.env); throws a readable error naming bad variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): FaucetConfig {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid faucet configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    rpcUrl: e.RPC_URL,
    chainId: e.CHAIN_ID,
    privateKey: e.FAUCET_PRIVATE_KEY as Hex,
    amount: e.FAUCET_AMOUNT,
    cooldownMs: e.COOLDOWN_MS,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR ?? '.data/faucet'),
    trustProxy: e.TRUST_PROXY,
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : undefined,
    corsOrigin: e.CORS_ORIGIN,
    reserve: e.FAUCET_RESERVE,
    maxInFlight: e.MAX_IN_FLIGHT,
    hourlyOutflowCap: e.HOURLY_OUTFLOW_CAP,
    refuseContracts: e.REFUSE_CONTRACTS,
    contractGasLimit: e.CONTRACT_GAS_LIMIT,
    captchaTtlMs: e.CAPTCHA_TTL_MS,
    captchaPerMinute: e.CAPTCHA_PER_MINUTE,
    captchaSecret: e.CAPTCHA_SECRET,
    receiptTimeoutMs: e.RECEIPT_TIMEOUT_MS,
    replaceAfterMs: e.REPLACE_AFTER_MS,
    priorityFee: e.PRIORITY_FEE_WEI,
    maxFeeCap: e.MAX_FEE_CAP_WEI,
    leaseMs: e.LEASE_MS,
    batchSize: e.BATCH_SIZE,
    instanceId: e.INSTANCE_ID ?? `faucet-${process.pid}-${randomUUID().slice(0, 8)}`,
  };
}

/** A loggable view of the configuration: no key, no database password. */
export function describeConfig(c: FaucetConfig): Record<string, string | number | boolean> {
  return {
    listen: `${c.host}:${c.port}`,
    rpcUrl: c.rpcUrl,
    chainId: c.chainId,
    database: c.databaseUrl ? c.databaseUrl.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@') : `pglite:${c.dataDir}`,
    cooldownMs: c.cooldownMs,
    trustProxy: c.trustProxy,
    staticDir: c.staticDir ?? '(none)',
    maxInFlight: c.maxInFlight,
  };
}
