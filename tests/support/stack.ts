/**
 * The `npm start` stack for e2e tests, on free ports: the faucet server (embedded PGlite in a temp dir, a fresh
 * funded faucet key on the given anvil) serving the built faucet page (demo mode: the development wallet).
 * The faucet can be stopped and restarted on the same port and database (server-down tests).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFaucetServer, type FaucetServer } from '../../faucet/server/app';
import { loadConfig, type FaucetConfig } from '../../faucet/server/config';
import { buildFaucetWeb } from '../../faucet/web/build';
import { fundedAccount } from './chain';

/** A built faucet page in a temp dir. */
export interface BuiltPage {
  dir: string;
  remove(): Promise<void>;
}

/** Builds faucet/web once (demo mode unless told; with `frameUrl`, email and social login through that wallet frame). */
export async function buildFaucetPage(mode: 'demo' | 'production' = 'demo', frameUrl?: string): Promise<BuiltPage> {
  const dir = await mkdtemp(join(tmpdir(), `wd-faucet-web-${mode}-`));
  await buildFaucetWeb({ outDir: dir, mode, frameUrl });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A running faucet serving the page. */
export interface FaucetStack {
  /** Page and API origin, e.g. http://127.0.0.1:PORT. */
  url: string;
  rpcUrl: string;
  config: FaucetConfig;
  /** Stops the faucet server (the page's requests then fail to connect). */
  stopFaucet(): Promise<void>;
  /** Starts it again on the same port and database. */
  startFaucet(): Promise<void>;
  close(): Promise<void>;
}

/** Options of startFaucetStack. */
export interface FaucetStackOptions {
  rpcUrl: string;
  staticDir: string;
  cooldownMs?: number;
  /** AVENT per claim (decimal text). */
  amount?: string;
}

/**
 * Starts the faucet server with its own funded key. TRUST_PROXY=1 lets a test name its client address with
 * X-Forwarded-For (the server's per-client cooldown would otherwise tie all tests from 127.0.0.1 together).
 */
export async function startFaucetStack(options: FaucetStackOptions): Promise<FaucetStack> {
  const [faucetKey, dataDir] = await Promise.all([
    fundedAccount(options.rpcUrl, 1_000_000n),
    mkdtemp(join(tmpdir(), 'wd-faucet-db-')),
  ]);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    RPC_URL: options.rpcUrl,
    FAUCET_PRIVATE_KEY: faucetKey.privateKey,
    FAUCET_AMOUNT: options.amount ?? '1',
    COOLDOWN_MS: String(options.cooldownMs ?? 3_000),
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir,
    TRUST_PROXY: '1',
    CAPTCHA_PER_MINUTE: '1000',
  });
  let server: FaucetServer | undefined = await startFaucetServer(config);
  config.port = (server.server.address() as AddressInfo).port;
  const url = server.url;
  return {
    url,
    rpcUrl: options.rpcUrl,
    config,
    async stopFaucet() {
      await server?.close();
      server = undefined;
    },
    async startFaucet() {
      if (!server) server = await startFaucetServer(config);
    },
    async close() {
      await server?.close();
      server = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
