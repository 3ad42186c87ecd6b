// Scale-out on a real PostgreSQL (Debian's, started by the test): two faucet instances on one database share the
// ledger, race for one address without paying twice, and under load never reuse a nonce — including a leader
// handover in the middle of the load and a third instance joining.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { parseEther, type Hex } from 'viem';
import { fundedAccount } from '../../support/chain';
import { startPostgres, type TestPostgres } from '../../support/postgres';
import { startFaucetServer, type FaucetServer } from '../../../faucet/server/app';
import { openDatabase, type Database } from 'walletdock/server/node';
import { checkLedger, claimFor, freshAddress, ipFor, rpc, testConfig, until, type ClaimRow } from './helpers';

const rpcUrl = inject('rpcUrl');
let pg: TestPostgres;
let db: Database;
let key: Hex;
const instances: FaucetServer[] = [];

const start = async (id: string) => {
  const server = await startFaucetServer(
    testConfig(rpcUrl, key, { DATABASE_URL: pg.url, INSTANCE_ID: id, LEASE_MS: '800' }),
  );
  instances.push(server);
  return server;
};

beforeAll(async () => {
  pg = await startPostgres();
  key = (await fundedAccount(rpcUrl, 10_000n)).privateKey;
  db = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
});

afterAll(async () => {
  for (const s of instances) await s.close().catch(() => undefined);
  await db?.close();
  await pg?.stop();
});

const balanceOf = async (a: string) => BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [a, 'latest']));

describe('faucet on PostgreSQL with several instances', () => {
  it('pays one address exactly once when 100 claims race across two instances', async () => {
    const [a, b] = [await start('A'), await start('B')];
    await until(async () => (a.sender.leader !== b.sender.leader ? true : undefined), 15_000, 'one leader');
    const to = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => claimFor((i % 2 ? a : b).url, to, ipFor(i))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(99);
    expect(await balanceOf(to)).toBe(parseEther('1'));
  });

  it('never reuses a nonce under load, across a leader handover and a joining instance', async () => {
    const addresses: string[] = [];
    let next = 100;
    let dropped = 0;
    const load = async (count: number) => {
      await Promise.all(
        Array.from({ length: 15 }, async () => {
          while (count-- > 0) {
            const i = next++;
            const live = instances.filter((s) => s.server.listening);
            const to = freshAddress();
            addresses.push(to);
            // An instance closing mid-request may drop the connection; the ledger check below still covers the claim.
            const r = await claimFor(live[i % live.length]!.url, to, ipFor(i)).catch(() => null);
            if (r) expect(r.status).toBe(200);
            else dropped += 1;
          }
        }),
      );
    };
    await load(60);
    const leader = instances.find((s) => s.sender.leader)!;
    const handover = Promise.all([
      load(60),
      (async () => {
        await new Promise((r) => setTimeout(r, 300));
        await leader.close(); // mid-load: the other instance takes the lease over
      })(),
    ]);
    await handover;
    await start('C');
    await load(60);
    await until(
      async () => {
        const [open] = await db.query<{ n: number }>(
          `SELECT count(*)::int8 AS n FROM faucet_claim WHERE status IN ('reserved','signed','broadcast')`,
        );
        return open?.n === 0 ? true : undefined;
      },
      30_000,
      'all final',
    );
    const rows = await db.query<ClaimRow>(
      'SELECT id, address, status, nonce, tx_hash, signer FROM faucet_claim ORDER BY id',
    );
    expect(rows.filter((r) => r.status !== 'confirmed')).toEqual([]);
    checkLedger(rows);
    const signer = rows[0]!.signer!;
    const chainNonce = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [signer, 'latest']));
    expect(chainNonce).toBe(rows.length);
    const takeovers = instances.reduce((n, s) => n + s.metrics.get('faucet_leader_takeovers_total'), 0);
    expect(takeovers).toBeGreaterThanOrEqual(2);
    expect(dropped).toBeLessThan(10);
    const accepted = new Set(rows.map((r) => r.address));
    const balances = await Promise.all(addresses.map(balanceOf));
    addresses.forEach((a, i) => expect(balances[i]).toBe(accepted.has(a.toLowerCase()) ? parseEther('1') : 0n));
    expect(accepted.size).toBe(rows.length); // one claim per address, the raced one included
  });
});
