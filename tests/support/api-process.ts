// The blockchain API in a process of its own (`npm run api`), for tests that run in jsdom: there the embedded
// database's worker cannot start in-process (jsdom's import.meta.url is not a file URL), and a separate process is
// also how a browser app meets the API.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DevnetContracts } from '../../faucet/devnet/deploy';
import { devnetPrices } from './blockchain-api';

/** A running API process: its URL and how to stop it (SIGTERM, then its folder removed). */
export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** Starts `npm run api` over the devnet at `rpcUrl` on a free port, with extra environment `env`. */
export async function startApiProcess(rpcUrl: string, contracts: DevnetContracts, env: Record<string, string> = {}): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wd-api-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'headless/server/blockchain-api/main.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, RPC_URL: rpcUrl, CHAIN_ID: '33322', PRICES: devnetPrices(contracts), POLL_MS: '50', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /blockchain API listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
