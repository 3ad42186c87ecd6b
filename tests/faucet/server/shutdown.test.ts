// SIGTERM of the faucet server process (as an orchestrator stops it) in the middle of 40 claims from 8 clients: it
// stops taking work, finishes or queues what it holds and exits within its bound. Not one claim is lost: each is
// paid exactly once (answered 200, confirmed or pending — a pending one is paid after the restart) or its client was
// told to try again (503 "restarting", or the connection refused), and then nothing was paid to it; no nonce gap.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { openDatabase, UnavailableMessages } from 'walletdock/server/node';
import { fundedAccount } from '../../support/chain';
import { checkLedger, claimFor, freshAddress, ipFor, rpc, until, type ClaimRow } from './helpers';

const rpcUrl = inject('rpcUrl');
const GRACE_MS = 0;
let key: Hex;
let dataDir: string;
const children: ChildProcess[] = [];

/** The faucet's process on `dataDir`; resolves with its URL and its parsed log lines once it listens. */
async function startFaucetProcess(): Promise<{ proc: ChildProcess; url: string; lines: Record<string, unknown>[] }> {
  const env = {
    ...process.env,
    PORT: '0',
    RPC_URL: rpcUrl,
    FAUCET_PRIVATE_KEY: key,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LEASE_MS: '1000',
    FAUCET_RESERVE: '1',
    CAPTCHA_PER_MINUTE: '1000',
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  };
  const proc = spawn(process.execPath, ['--import', 'tsx', 'faucet/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  const lines: Record<string, unknown>[] = [];
  let buffer = '';
  const url = await new Promise<string>((resolve, reject) => {
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const complete = buffer.split('\n');
      buffer = complete.pop()!;
      for (const line of complete) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        if (typeof entry.url === 'string' && /listening on/.test(String(entry.msg))) resolve(entry.url);
      }
    });
    proc.once('exit', (code) => reject(new Error(`faucet exited (${code}) before listening`)));
  });
  // Leading: it holds the signer lease and has taken over what the last run left.
  await until(
    async () => ((await (await fetch(`${url}/api/status`)).json()) as { leader: boolean }).leader || undefined,
    60_000,
    'leader',
  );
  return { proc, url, lines };
}

beforeAll(async () => {
  key = (await fundedAccount(rpcUrl, 1000n)).privateKey;
  dataDir = mkdtempSync(join(tmpdir(), 'faucet-sigterm-'));
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { address: string; kind: 'paid' | 'retry'; status: number | null; payout?: string | undefined };

describe('faucet server on SIGTERM', () => {
  it('loses no claim of 40 in flight: each paid exactly once or its client told to retry, exit within the bound', async () => {
    const first = await startFaucetProcess();
    const outcomes: Outcome[] = [];
    let inHandAtSignal = -1;
    let inHand = 0;
    let signalled: Promise<{ code: number | null; ms: number }> | undefined;
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < 40) {
          const i = next++;
          const address = freshAddress();
          inHand += 1;
          const r = await claimFor(first.url, address, ipFor(5000 + i)).catch(() => null);
          inHand -= 1;
          if (r?.status === 200) outcomes.push({ address, kind: 'paid', status: 200, payout: r.body.status });
          else {
            // Told to try again: refused at connect, or answered 503 "restarting" (captcha or claim).
            if (r) expect([r.status, r.body.error]).toEqual([503, UnavailableMessages.shuttingDown]);
            outcomes.push({ address, kind: 'retry', status: r?.status ?? null });
          }
          if (outcomes.length === 12 && !signalled) {
            inHandAtSignal = inHand;
            const t = Date.now();
            signalled = new Promise((resolve) =>
              first.proc.once('exit', (code) => resolve({ code, ms: Date.now() - t })),
            );
            first.proc.kill('SIGTERM');
          }
        }
      }),
    );
    const exit = await signalled!;
    expect(inHandAtSignal).toBeGreaterThan(0);
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(GRACE_MS + 8_000);
    expect(first.lines).toContainEqual(
      expect.objectContaining({ level: 'info', signal: 'SIGTERM', msg: 'faucet: SIGTERM, shutting down' }),
    );
    expect(first.lines).toContainEqual(
      expect.objectContaining({ level: 'info', signal: 'SIGTERM', msg: 'faucet: stopped' }),
    );
    const paid = outcomes.filter((o) => o.kind === 'paid');
    expect(outcomes).toHaveLength(40);
    expect(paid.length).toBeGreaterThanOrEqual(12);
    expect(outcomes.filter((o) => o.kind === 'retry').length).toBeGreaterThan(0);

    // The restart pays what was queued; then every answer holds on the chain.
    const second = await startFaucetProcess();
    const balanceOf = async (a: string) => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [a, 'latest']));
    await until(
      async () => ((await Promise.all(paid.map((o) => balanceOf(o.address)))).every((b) => b > 0n) ? true : undefined),
      60_000,
      'queued claims paid',
    );
    const balances = await Promise.all(outcomes.map((o) => balanceOf(o.address)));
    outcomes.forEach((o, i) =>
      expect(balances[i], `${o.kind} ${o.address}`).toBe(o.kind === 'paid' ? parseEther('1') : 0n),
    );
    await new Promise<void>((resolve) => {
      second.proc.once('exit', () => resolve());
      second.proc.kill('SIGTERM');
    });

    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<ClaimRow>(
        'SELECT id, address, status, nonce, tx_hash, signer FROM faucet_claim ORDER BY id',
      );
      expect(rows.map((r) => r.address).sort()).toEqual(paid.map((o) => o.address.toLowerCase()).sort());
      expect(rows.every((r) => r.status === 'confirmed')).toBe(true);
      checkLedger(rows);
      const signer = privateKeyToAccount(key).address;
      expect(Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [signer, 'latest']))).toBe(rows.length);
    } finally {
      await db.close();
    }
  });
});
