// A server's configuration from the environment: the variables every walletdock server reads (listen address,
// database, proxy hops, CORS, instance id), checked by zod, with one readable error naming every bad variable.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseOrigins } from './http/cors';
import type { LogLevel } from './log';

/** An integer variable of at least `min`. */
export const envInt = (min: number) => z.coerce.number().int().min(min);

/** A boolean variable: 1/0/true/false. */
export const envBool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * The shared variables, with a server's own defaults: PORT, HOST (127.0.0.1), DATABASE_URL (postgres://…),
 * DATA_DIR (PGlite's folder), TRUST_PROXY (trusted reverse-proxy hops, 0–10), CORS_ORIGIN (comma-separated origins),
 * INSTANCE_ID (this process among several on one database), LOG_LEVEL (error, warn, info — the default —, debug or
 * silent), SHUTDOWN_GRACE_MS (how long a SIGTERM lets the requests in hand finish, default 5000).
 */
export function serverEnvShape(defaults: { port: number }) {
  return {
    PORT: envInt(0).max(65535).default(defaults.port),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be postgres://...')
      .optional(),
    DATA_DIR: z.string().optional(),
    TRUST_PROXY: envInt(0).max(10).default(0),
    CORS_ORIGIN: z.string().optional(),
    INSTANCE_ID: z.string().max(64).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
    SHUTDOWN_GRACE_MS: envInt(0).max(600_000).default(5_000),
  };
}

/** The shared settings, resolved. */
export interface ServerEnv {
  port: number;
  host: string;
  /** postgres://... for a shared PostgreSQL; absent means embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Number of reverse-proxy hops whose X-Forwarded-For entries are trusted (0: use the socket address). */
  trustProxy: number;
  /** Origins allowed to call from a browser page elsewhere. */
  corsOrigins: string[];
  /** This process's id in lease tables (and on every log line). */
  instanceId: string;
  /** Least level logged. */
  logLevel: LogLevel;
  /** On SIGTERM, how long the requests in hand may take to finish before the server stops anyway (ms). */
  shutdownGraceMs: number;
}

/**
 * Parses `env` (empty values count as absent) with `schema`; throws "Invalid <what> configuration:" and a line per
 * bad variable.
 *
 * @example
 * const Env = z.object({ ...serverEnvShape({ port: 8788 }), RPC_URL: z.string().url() });
 * const e = readEnv(Env, process.env, 'blockchain API');
 * const shared = serverEnv(e, { dataDir: '.data/api', name: 'api' });
 */
export function readEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
  what: string,
): z.infer<S> {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid ${what} configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}

/**
 * Resolves the shared variables parsed by serverEnvShape: DATA_DIR against the working folder, a random instance id.
 *
 * @example
 * const config = { ...serverEnv(e, { dataDir: '.data/api', name: 'api' }), rpcUrl: e.RPC_URL };
 */
export function serverEnv(
  e: {
    PORT: number;
    HOST: string;
    DATABASE_URL?: string | undefined;
    DATA_DIR?: string | undefined;
    TRUST_PROXY: number;
    CORS_ORIGIN?: string | undefined;
    INSTANCE_ID?: string | undefined;
    LOG_LEVEL: LogLevel;
    SHUTDOWN_GRACE_MS: number;
  },
  defaults: { dataDir: string; name: string },
): ServerEnv {
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: resolve(e.DATA_DIR ?? defaults.dataDir),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: parseOrigins(e.CORS_ORIGIN),
    instanceId: e.INSTANCE_ID ?? `${defaults.name}-${process.pid}-${randomUUID().slice(0, 8)}`,
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

/** Where the data lives, for logs: the database URL without its password, or the PGlite folder. */
export function describeDatabase(c: Pick<ServerEnv, 'databaseUrl' | 'dataDir'>): string {
  return c.databaseUrl ? c.databaseUrl.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@') : `pglite:${c.dataDir}`;
}
