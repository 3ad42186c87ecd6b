// kill -9 of the API process (`npm run api`'s main.ts, PGlite in DATA_DIR) in the middle of sandbox payouts, then a
// restart on the same data while every "pay" is pressed again, twice at once: each destination receives exactly
// its quoted AVENT and the payout key sends exactly one transaction per checkout.
//   Round 1: the node holds the payouts unmined (automine off) when the server dies, and then forgets them all
//            (anvil_dropAllTransactions): signed-and-recorded payouts that never reached a block must be sent again,
//            from the stored bytes, and queued ones signed after the restart.
//   Round 2: the payouts are mined the instant before the kill, before the server can record them: the restart
//            must find their receipts, not pay again.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { freePort, startAnvil, type Anvil } from '../../../../../faucet/devnet/anvil';
import { fundedAccount, testPublicClient, type FundedAccount } from '../../../../support/chain';
import { rpcCall } from '../../../../support/transfers';
import { checkoutFor, quoteAvent } from '../../../../support/onramp';

let anvil: Anvil;
let dataDir: string;
let port: number;
let payout: FundedAccount;
let child: ChildProcess | undefined;
const base = () => `http://127.0.0.1:${port}`;

function startApi(): Promise<ChildProcess> {
  const env = {
    ...process.env,
    PORT: String(port),
    RPC_URL: anvil.rpcUrl,
    CHAIN_ID: '33322',
    DATA_DIR: dataDir,
    PRICES: 'AVENT=20',
    INDEXER: '0',
    LEASE_MS: '600',
    ONRAMP_PAYOUT_KEY: payout.privateKey,
  };
  // node --import tsx runs main.ts in this very process, so the PID we SIGKILL is the API itself.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'headless/server/blockchain-api/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stderr?.on('data', (d: Buffer) => {
    if (process.env.API_TEST_DEBUG) process.stderr.write(d);
  });
  return new Promise((resolve, reject) => {
    proc.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('listening on')) resolve(proc);
    });
    proc.once('exit', (code) => reject(new Error(`API exited (${code})`)));
  });
}

function kill9(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    process.kill(proc.pid!, 'SIGKILL');
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const statusOf = async (url: string) =>
  (await (await fetch(`${url}/status`)).json()) as { status: string; txHash: string | null };

/** Presses pay without waiting for the answer (the server is about to die). */
function pressPay(url: string): void {
  fetch(`${url}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
    () => undefined,
  );
}

async function checkouts(n: number): Promise<{ to: Address; amount: string; url: string }[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const to = privateKeyToAccount(generatePrivateKey()).address;
      const quote = await quoteAvent(base(), String(10 + i));
      return { to, amount: quote.purchaseAmount.amount, url: await checkoutFor(base(), quote.quoteId, to) };
    }),
  );
}

beforeAll(async () => {
  anvil = await startAnvil({ accounts: 2 });
  [payout, port] = await Promise.all([fundedAccount(anvil.rpcUrl, 10_000n), freePort()]);
  dataDir = mkdtempSync(join(tmpdir(), 'wd-onramp-crash-'));
});

afterAll(async () => {
  if (child) await kill9(child);
  await anvil?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('sandbox payouts across kill -9', () => {
  it('pays every checkout exactly once through crashes mid-payout and restarts', async () => {
    const client = testPublicClient(anvil.rpcUrl);
    const all: Awaited<ReturnType<typeof checkouts>> = [];
    child = await startApi();
    for (const round of [1, 2]) {
      const buys = await checkouts(12);
      all.push(...buys);
      await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [false]);
      for (const b of buys) pressPay(b.url);
      // Most payouts signed and stored (some maybe still queued), none mined.
      await until(
        async () => (await Promise.all(buys.map((b) => statusOf(b.url)))).filter((s) => s.txHash).length >= 6,
        'payouts signed',
      );
      if (round === 2) await rpcCall(anvil.rpcUrl, 'evm_mine');
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 60)));
      await kill9(child);
      if (round === 1) await rpcCall(anvil.rpcUrl, 'anvil_dropAllTransactions');
      await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [true]);
      await rpcCall(anvil.rpcUrl, 'evm_mine');

      child = await startApi();
      const replies = await Promise.all(
        buys
          .flatMap((b) => [b.url, b.url])
          .map(async (url) => {
            const res = await fetch(`${url}/pay`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            });
            return ((await res.json()) as { status: string }).status;
          }),
      );
      expect(replies).toEqual(replies.map(() => 'confirmed'));
    }
    for (const b of all) expect(await client.getBalance({ address: b.to }), b.to).toBe(parseEther(b.amount));
    expect(await client.getTransactionCount({ address: payout.address })).toBe(all.length);
  });
});
