// The blockchain API as its own process (`npm run api`'s entry through tsx), for tests that run in jsdom: there the
// API cannot run in the test's own process (PGlite's worker does not start, and the support modules that find
// PostgreSQL resolve paths from a file URL jsdom does not give). PGlite in a temp dir; stopped by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';

/** A running API process. */
export interface ApiProcess {
  url: string;
  /** The API's own process (node runs main.ts through tsx's loader, no launcher in between). */
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash; its data dir is kept when it was passed in. */
  kill9(): Promise<void>;
}

/**
 * Starts the API on a free port for chain 33322 at `rpcUrl`, with `env` added (PRICES, SWAP_ROUTERS, SWAP_TOKENS, …);
 * resolves once it prints its URL. The working folder is the repository (vitest's root). PGlite in a fresh temp dir,
 * removed when it stops, unless `dataDir` is given (a restart on the same data): that one is left for the caller.
 */
export async function startApiProcess(
  rpcUrl: string,
  env: Record<string, string>,
  options: { dataDir?: string; startMs?: number } = {},
): Promise<ApiProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wd-api-proc-'));
  // node --import tsx runs main.ts in this very process, so the PID is the API's own (kill9 hits the server itself).
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'headless/server/blockchain-api/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      RPC_URL: rpcUrl,
      CHAIN_ID: '33322',
      DATA_DIR: dataDir,
      POLL_MS: '50',
      LEASE_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = () => end('SIGTERM');
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const startMs = options.startMs ?? 30_000;
      const timer = setTimeout(
        () => reject(new Error(`blockchain API did not start in ${startMs / 1000} s:\n${output}`)),
        startMs,
      );
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /blockchain API listening on ([^\s"]+)/.exec(output);
        if (m) {
          clearTimeout(timer);
          resolve(m[1]!);
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`blockchain API exited (${code}):\n${output}`));
      });
    });
    return { url, pid: child.pid!, stop, kill9: () => end('SIGKILL') };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Asks the API (with forceUpdate) until its index holds `token` in the balances of `address` on 33322, so a client's
 * first read shows it: the client keeps a read 30 s, longer than a test waits.
 */
export async function waitForIndexedToken(apiUrl: string, address: string, token: string): Promise<void> {
  const url = `${apiUrl}/v1/account/${address}/balance?chainId=eip155:33322&currency=usd&forceUpdate=${token}`;
  await vi.waitFor(
    async () => {
      if (!JSON.stringify(await (await fetch(url)).json()).includes('"symbol":"TEST"'))
        throw new Error(`the API's index does not hold ${token} for ${address} yet`);
    },
    { timeout: 20_000, interval: 500 },
  );
}
