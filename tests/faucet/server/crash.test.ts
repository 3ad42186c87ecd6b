// kill -9 of the faucet server process at random moments under load, then restart on the same PGlite data dir:
// every accepted claim (a claim row exists) ends confirmed exactly once, nothing else is paid, no nonce gap.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { freePort, startAnvil, type Anvil } from '../../../faucet/devnet/anvil';
import { openDatabase } from 'walletdock/server/node';
import { checkLedger, claimFor, freshAddress, ipFor, rpc, until, type ClaimRow } from './helpers';

// Anvil's third default account: funded on this file's own anvil.
const FAUCET_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const;
const FAUCET_ADDRESS = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';

let anvil: Anvil;
let dataDir: string;
let port: number;
let child: ChildProcess | undefined;

function startServer(): ChildProcess {
  const env = {
    ...process.env,
    PORT: String(port),
    RPC_URL: anvil.rpcUrl,
    FAUCET_PRIVATE_KEY: FAUCET_KEY,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LEASE_MS: '1000',
    FAUCET_RESERVE: '1',
    CAPTCHA_PER_MINUTE: '1000',
    REPLACE_AFTER_MS: '3000',
  };
  // node --import tsx runs the server in this very process, so the PID we SIGKILL is the server itself.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'faucet/server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  proc.stderr?.on('data', (d: Buffer) => {
    if (process.env.FAUCET_TEST_DEBUG) process.stderr.write(d);
  });
  return proc;
}

const url = () => `http://127.0.0.1:${port}`;
const ready = () =>
  until(
    async () => {
      try {
        const status = (await (await fetch(`${url()}/api/status`)).json()) as { leader: boolean };
        return status.leader ? true : undefined;
      } catch {
        return undefined;
      }
    },
    90_000,
    'faucet ready',
  );

function kill9(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

beforeAll(async () => {
  anvil = await startAnvil({ accounts: 3 });
  dataDir = mkdtempSync(join(tmpdir(), 'faucet-crash-'));
  port = await freePort();
});

afterAll(async () => {
  if (child) await kill9(child);
  await anvil?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('faucet crash safety', () => {
  it('loses no accepted claim and pays none twice across kill -9 and restart under load', async () => {
    let t = Date.now();
    child = startServer();
    await ready();
    if (process.env.FAUCET_TEST_DEBUG) console.error('first start ms', Date.now() - t);
    const attempted: string[] = [];
    const answered = new Map<string, string>(); // address -> txHash of a 200 reply
    let next = 0;
    let load = true;
    const worker = async () => {
      while (load) {
        const i = next++;
        const to = freshAddress();
        attempted.push(to);
        try {
          const r = await claimFor(url(), to, ipFor(i));
          if (r.status === 200 && r.body.txHash) answered.set(to.toLowerCase(), r.body.txHash);
        } catch (error) {
          if (process.env.FAUCET_TEST_DEBUG) console.error(String(error), String((error as { cause?: unknown }).cause));
          await new Promise((r) => setTimeout(r, 100)); // server down: the claim may or may not have been accepted
        }
      }
    };
    const workers = Array.from({ length: 12 }, worker);
    for (let round = 0; round < 2; round++) {
      await new Promise((r) => setTimeout(r, 400 + Math.floor(Math.random() * 1200)));
      await kill9(child);
      t = Date.now();
      child = startServer();
      await ready();
      if (process.env.FAUCET_TEST_DEBUG) console.error('restart ms', Date.now() - t);
    }
    await new Promise((r) => setTimeout(r, 1000));
    load = false;
    await Promise.all(workers);
    await until(
      async () => {
        const s = (await (await fetch(`${url()}/api/status`)).json()) as { queueDepth: number };
        return s.queueDepth === 0 ? true : undefined;
      },
      60_000,
      'queue drained',
    );
    await new Promise<void>((resolve) => {
      child!.once('exit', () => resolve());
      child!.kill('SIGTERM');
    });
    child = undefined;

    if (process.env.FAUCET_TEST_DEBUG) console.error({ attempted: attempted.length, answered: answered.size });
    const db = await openDatabase({ dataDir });
    const rows = await db.query<ClaimRow>(
      'SELECT id, address, status, nonce, tx_hash, signer FROM faucet_claim ORDER BY id',
    );
    await db.close();
    expect(rows.filter((r) => r.status !== 'confirmed')).toEqual([]);
    const { confirmed } = checkLedger(rows);
    expect(confirmed.length).toBeGreaterThan(20);
    const chainNonce = Number(await rpc<Hex>(anvil.rpcUrl, 'eth_getTransactionCount', [FAUCET_ADDRESS, 'latest']));
    expect(chainNonce).toBe(confirmed.length);
    const accepted = new Set(rows.map((r) => r.address));
    expect(accepted.size).toBe(rows.length); // one claim per (fresh) address
    for (const [address, hash] of answered) expect(rows.find((r) => r.address === address)?.tx_hash).toBe(hash);
    const balances = await Promise.all(attempted.map((a) => rpc<Hex>(anvil.rpcUrl, 'eth_getBalance', [a, 'latest'])));
    attempted.forEach((a, i) => {
      expect(BigInt(balances[i]!), a).toBe(accepted.has(a.toLowerCase()) ? parseEther('1') : 0n);
    });
  });
});
