// Faucet server configuration, read from the environment once at start. Secrets (the key, the database URL's
// password) are kept here and never logged: `describeConfig` prints a redacted view.
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseEther, type Hex } from 'viem';
import {
  describeDatabase,
  envBool,
  envInt,
  readEnv,
  serverEnv,
  serverEnvShape,
  type ServerEnv,
} from 'walletdock/server/node';
import {
  FAUCET_CHAIN_ID,
  FAUCET_COOLDOWN_MS,
  FAUCET_DEFAULT_PRIORITY_FEE,
  FAUCET_RECEIPT_TIMEOUT_MS,
} from '../shared/constants';

/** Everything the faucet server needs, in base units (wei) and milliseconds. */
export interface FaucetConfig extends ServerEnv {
  rpcUrl: string;
  chainId: number;
  privateKey: Hex;
  /** Wei paid per claim. */
  amount: bigint;
  cooldownMs: number;
  staticDir: string | undefined;
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
  /** FAUCET_PROFILE=1: print the time spent per SQL statement every 5 s. */
  profileDatabase: boolean;
}

const ether = z
  .string()
  .regex(/^\d+(\.\d{1,18})?$/, 'a decimal amount of AVENT')
  .transform((v) => parseEther(v));
const gwei = z
  .string()
  .regex(/^\d+$/, 'an integer of wei')
  .transform((v) => BigInt(v));

const EnvSchema = z.object({
  ...serverEnvShape({ port: 8787 }),
  RPC_URL: z.string().url().default('http://127.0.0.1:8545'),
  CHAIN_ID: envInt(1).default(FAUCET_CHAIN_ID),
  FAUCET_PRIVATE_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'FAUCET_PRIVATE_KEY must be 0x + 64 hex'),
  FAUCET_AMOUNT: ether.default(parseEther('1')),
  COOLDOWN_MS: envInt(0).default(FAUCET_COOLDOWN_MS),
  STATIC_DIR: z.string().optional(),
  FAUCET_RESERVE: ether.default(parseEther('10')),
  MAX_IN_FLIGHT: envInt(1).default(2000),
  HOURLY_OUTFLOW_CAP: ether.optional(),
  REFUSE_CONTRACTS: envBool.default(false),
  CONTRACT_GAS_LIMIT: gwei.default(100_000n),
  CAPTCHA_TTL_MS: envInt(1000).default(300_000),
  CAPTCHA_PER_MINUTE: envInt(1).default(30),
  CAPTCHA_SECRET: z.string().min(16).optional(),
  RECEIPT_TIMEOUT_MS: envInt(0).default(FAUCET_RECEIPT_TIMEOUT_MS),
  REPLACE_AFTER_MS: envInt(100).default(30_000),
  PRIORITY_FEE_WEI: gwei.default(FAUCET_DEFAULT_PRIORITY_FEE),
  MAX_FEE_CAP_WEI: gwei.default(500_000_000_000n),
  LEASE_MS: envInt(200).default(5_000),
  BATCH_SIZE: envInt(1).max(1000).default(200),
  FAUCET_PROFILE: envBool.default(false),
});

/** Reads the configuration from `env` (default process.env); throws a readable error naming bad variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): FaucetConfig {
  const e = readEnv(EnvSchema, env, 'faucet');
  return {
    ...serverEnv(e, { dataDir: '.data/faucet', name: 'faucet' }),
    rpcUrl: e.RPC_URL,
    chainId: e.CHAIN_ID,
    privateKey: e.FAUCET_PRIVATE_KEY as Hex,
    amount: e.FAUCET_AMOUNT,
    cooldownMs: e.COOLDOWN_MS,
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : undefined,
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
    profileDatabase: e.FAUCET_PROFILE,
  };
}

/** A loggable view of the configuration: no key, no database password. */
export function describeConfig(c: FaucetConfig): Record<string, string | number | boolean> {
  return {
    listen: `${c.host}:${c.port}`,
    rpcUrl: c.rpcUrl,
    chainId: c.chainId,
    database: describeDatabase(c),
    cooldownMs: c.cooldownMs,
    trustProxy: c.trustProxy,
    staticDir: c.staticDir ?? '(none)',
    maxInFlight: c.maxInFlight,
  };
}
