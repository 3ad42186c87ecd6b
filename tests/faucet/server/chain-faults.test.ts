// A flaky chain, on this file's OWN anvil (automine switched off and transactions dropped): a payout the node
// loses is sent again unchanged; one that still is not mined is replaced at the same nonce with a higher fee and
// confirms; and a full pipeline answers busy (503, Retry-After).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { startAnvil, type Anvil } from '../../../faucet/devnet/anvil';
import { startFaucetServer, type FaucetServer } from '../../../faucet/server/app';
import { openDatabase, type Database } from 'walletdock/server/node';
import { FaucetApiErrors } from '../../../faucet/shared/messages';
import { claimFor, freshAddress, ipFor, rpc, testConfig, until } from './helpers';

// Anvil's second default account: funded on a fresh anvil and used by nobody else there.
const FAUCET_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

let anvil: Anvil;
let dir: string;
let db: Database;
let faucet: FaucetServer;

beforeAll(async () => {
  anvil = await startAnvil({ accounts: 2 });
  dir = mkdtempSync(join(tmpdir(), 'faucet-faults-'));
  db = await openDatabase({ dataDir: dir });
  faucet = await startFaucetServer(
    testConfig(anvil.rpcUrl, FAUCET_KEY, { REPLACE_AFTER_MS: '1500', MAX_IN_FLIGHT: '2', RECEIPT_TIMEOUT_MS: '30000' }),
    { db },
  );
});

afterAll(async () => {
  await faucet?.close();
  await db?.close();
  await anvil?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const balanceOf = async (a: string) => BigInt(await rpc<Hex>(anvil.rpcUrl, 'eth_getBalance', [a, 'latest']));
const claimRow = async (address: string) =>
  (
    await db.query<{ id: number; status: string; tx_hash: string | null }>(
      'SELECT id, status, tx_hash FROM faucet_claim WHERE address = $1',
      [address.toLowerCase()],
    )
  )[0];

/** The claim's row once the node accepted its transaction. */
const broadcastRow = (address: string) =>
  until(
    async () => {
      const row = await claimRow(address);
      return row?.status === 'broadcast' ? row : undefined;
    },
    20_000,
    'broadcast',
  );

describe('faucet on a flaky chain', () => {
  it('sends a transaction the node lost again as stored, and it confirms under its first hash', async () => {
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
    const resent = faucet.metrics.get('faucet_transactions_resent_total') ?? 0;
    const to = freshAddress();
    const pending = claimFor(faucet.url, to, ipFor(5));
    const first = await broadcastRow(to);
    await rpc(anvil.rpcUrl, 'anvil_dropTransaction', [first.tx_hash]);
    expect(await rpc(anvil.rpcUrl, 'eth_getTransactionByHash', [first.tx_hash])).toBeNull();
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);

    const r = await pending;
    expect(r.body).toMatchObject({ success: true, status: 'confirmed', txHash: first.tx_hash });
    expect(faucet.metrics.get('faucet_transactions_resent_total')).toBeGreaterThan(resent);
    // Not replaced: sent again unchanged (faucet_tx records a claim's hashes only once it is replaced).
    expect((await claimRow(to))?.tx_hash).toBe(first.tx_hash);
    expect(await db.query('SELECT hash FROM faucet_tx WHERE claim_id = $1', [first.id])).toEqual([]);
    expect(await balanceOf(to)).toBe(parseEther('1'));
  });

  it('replaces a dropped transaction that stays unmined at the same nonce with a higher fee, and it confirms', async () => {
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
    const to = freshAddress();
    const pending = claimFor(faucet.url, to, ipFor(1));
    const first = await broadcastRow(to);
    await rpc(anvil.rpcUrl, 'anvil_dropTransaction', [first.tx_hash]);
    expect(await rpc(anvil.rpcUrl, 'eth_getTransactionByHash', [first.tx_hash])).toBeNull();
    // No block is mined: sending it again does not help, so after REPLACE_AFTER_MS it is replaced. The replacement is
    // stored before it is broadcast: wait until the node holds it, or a block mined in between takes the original.
    const txs = await until(
      async () => {
        const rows = await db.query<{ hash: string; nonce: number; max_fee: string }>(
          'SELECT hash, nonce, max_fee::text AS max_fee FROM faucet_tx WHERE claim_id = $1 ORDER BY created_ms',
          [first.id],
        );
        if (rows.length !== 2) return undefined;
        return (await rpc(anvil.rpcUrl, 'eth_getTransactionByHash', [rows[1]!.hash])) ? rows : undefined;
      },
      20_000,
      'a replacement the node holds',
    );
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);
    await rpc(anvil.rpcUrl, 'evm_mine', []);

    const r = await pending;
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, status: 'confirmed' });
    expect(txs.map((t) => t.hash)).toEqual([first.tx_hash, r.body.txHash]);
    expect(txs[1]!.nonce).toBe(txs[0]!.nonce);
    expect(BigInt(txs[1]!.max_fee)).toBeGreaterThan(BigInt(txs[0]!.max_fee));
    expect(faucet.metrics.get('faucet_transactions_replaced_total')).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(to)).toBe(parseEther('1'));
  });

  it('answers busy (503 with Retry-After) when the in-flight cap is reached, then pays the queued claims', async () => {
    await rpc(anvil.rpcUrl, 'evm_setAutomine', [false]);
    const a = freshAddress(),
      b = freshAddress();
    const queued = [claimFor(faucet.url, a, ipFor(2)), claimFor(faucet.url, b, ipFor(3))];
    await until(
      async () => ((await claimRow(a)) && (await claimRow(b)) ? true : undefined),
      20_000,
      'two reservations',
    );
    await until(async () =>
      ((await (await fetch(`${faucet.url}/api/status`)).json()) as { queueDepth: number }).queueDepth >= 2
        ? true
        : undefined,
    );
    const busy = await claimFor(faucet.url, freshAddress(), ipFor(4));
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({ success: false, error: FaucetApiErrors.busy, retryAfterSeconds: 5 });
    expect(busy.headers.get('retry-after')).toBe('5');

    await rpc(anvil.rpcUrl, 'evm_setAutomine', [true]);
    await rpc(anvil.rpcUrl, 'evm_mine', []);
    const results = await Promise.all(queued);
    expect(results.map((r) => r.body.success)).toEqual([true, true]);
    expect([await balanceOf(a), await balanceOf(b)]).toEqual([parseEther('1'), parseEther('1')]);
    const status = await (await fetch(`${faucet.url}/api/status`)).json();
    expect(status).toMatchObject({ healthy: true });
  });
});
