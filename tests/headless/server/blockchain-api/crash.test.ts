// kill -9 of the API process (`npm run api`'s main.ts, PGlite in DATA_DIR) while it catches up with a chain of
// thousands of transfers in small batches, twice, then a restart on the same data: every transfer of the chain is
// in the index exactly once, and the balances it keeps equal the contract's (a batch applied twice, or a lost one,
// would show in the sender's balance, which every transfer moves).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erc20Abi, numberToHex, parseEther, type Address } from 'viem';
import { openDatabase } from 'walletdock/server/node';
import { freePort, startAnvil, type Anvil } from '../../../../faucet/devnet/anvil';
import { deployDevnetContracts } from '../../../../faucet/devnet/deploy';
import { decodeLog, TRANSFER_TOPICS } from '../../../../headless/server/blockchain-api/indexer/decode';
import { testPublicClient } from '../../../support/chain';
import { deployBulkToken, recipientAddress, rpcCall, sprayTransfers } from '../../../support/transfers';

const HOT = '0x000000000000000000000000000000000000bEEF' as Address;
let anvil: Anvil;
let dataDir: string;
let port: number;
let child: ChildProcess | undefined;
let token: Address;
let sender: Address;
let last: number;

function startApi(): ChildProcess {
  const env = {
    ...process.env,
    PORT: String(port),
    RPC_URL: anvil.rpcUrl,
    CHAIN_ID: '33322',
    DATA_DIR: dataDir,
    BATCH_BLOCKS: '4',
    POLL_MS: '50',
    LEASE_MS: '600',
  };
  // node --import tsx runs main.ts in this very process, so the PID we SIGKILL is the API itself.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'headless/server/blockchain-api/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  proc.stderr?.on('data', (d: Buffer) => {
    if (process.env.API_TEST_DEBUG) process.stderr.write(d);
  });
  return proc;
}

async function indexedBlock(): Promise<number> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    return Number(/^blockchain_api_indexed_block\{chain="33322"\} (\S+)$/m.exec(text)?.[1] ?? -1);
  } catch {
    return -1;
  }
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function kill9(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    process.kill(proc.pid!, 'SIGKILL');
  });
}

beforeAll(async () => {
  anvil = await startAnvil({ accounts: 10 });
  dataDir = mkdtempSync(join(tmpdir(), 'wd-api-crash-'));
  port = await freePort();
  const contracts = await deployDevnetContracts(anvil.rpcUrl);
  sender = contracts.smartAccountOwner;
  token = await deployBulkToken(anvil.rpcUrl, sender);
  // Some native value transfers among them (indexed from full blocks, with receipts).
  for (let i = 0; i < 5; i++)
    await rpcCall(anvil.rpcUrl, 'eth_sendTransaction', [
      { from: sender, to: recipientAddress(i), value: numberToHex(parseEther('1')) },
    ]);
  const spray = await sprayTransfers({
    rpcUrl: anvil.rpcUrl,
    token,
    from: sender,
    blocks: 240,
    txsPerBlock: 2,
    recipientsPerTx: 10,
    hot: HOT,
    distinctRecipients: 1500,
  });
  last = spray.lastBlock;
});

afterAll(async () => {
  if (child) await kill9(child);
  await anvil?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('blockchain API crash safety', () => {
  it('indexes every transfer exactly once across kill -9 mid-catch-up and restarts', async () => {
    for (let round = 0; round < 2; round++) {
      child = startApi();
      const from = Math.max(await indexedBlock(), 0);
      // Let it index some batches, then kill it at a random moment of the catch-up.
      await until(async () => (await indexedBlock()) > from + 10, 'indexing progress');
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 150)));
      expect(await indexedBlock()).toBeLessThan(last);
      await kill9(child);
    }
    child = startApi();
    await until(async () => (await indexedBlock()) >= last, 'catch-up after restart');
    await new Promise<void>((resolve) => {
      child!.once('exit', () => resolve());
      process.kill(child!.pid!, 'SIGTERM');
    });
    child = undefined;

    const logs = await rpcCall<Parameters<typeof decodeLog>[0][]>(anvil.rpcUrl, 'eth_getLogs', [
      { fromBlock: '0x0', toBlock: numberToHex(last), topics: TRANSFER_TOPICS },
    ]);
    const expected = logs
      .flatMap(decodeLog)
      .map((t) => `${t.blockNumber}:${t.logIndex}:${t.subIndex}`)
      .sort();
    const db = await openDatabase({ dataDir });
    try {
      const rows = await db.query<{ k: string }>(
        "SELECT block_number || ':' || log_index || ':' || sub_index AS k FROM api_transfer WHERE kind <> 'native' ORDER BY 1",
      );
      const got = rows.map((r) => r.k).sort();
      expect(got.length).toBe(expected.length);
      expect(new Set(got).size).toBe(got.length);
      expect(got).toEqual(expected);
      const native = await db.query<{ n: number }>(
        "SELECT count(*)::int8 AS n FROM api_transfer WHERE kind = 'native'",
      );
      expect(native[0]!.n).toBeGreaterThanOrEqual(5);
      const blocks = await db.query<{ n: number; lo: number; hi: number }>(
        'SELECT count(*)::int8 AS n, min(number) AS lo, max(number) AS hi FROM api_block',
      );
      expect(blocks[0]).toEqual({ n: blocks[0]!.hi + 1, lo: 0, hi: blocks[0]!.hi });
      const client = testPublicClient(anvil.rpcUrl);
      for (const holder of [sender, HOT, recipientAddress(0), recipientAddress(777)]) {
        const onChain = await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder],
        });
        const stored = await db.query<{ amount: string }>(
          'SELECT amount::text AS amount FROM api_balance WHERE owner = $1 AND token = $2',
          [holder.toLowerCase(), token.toLowerCase()],
        );
        expect(BigInt(stored[0]?.amount ?? '0'), holder).toBe(onChain);
      }
    } finally {
      await db.close();
    }
  });
});
