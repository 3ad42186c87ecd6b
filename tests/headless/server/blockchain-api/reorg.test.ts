// Reorgs on a fresh anvil (evm_snapshot, blocks indexed, evm_revert, different blocks): the index follows the new
// chain and keeps nothing of the abandoned one — its blocks, transactions, transfers, history rows and the balances
// and NFTs they had added are gone — whether the new branch is shorter or longer than the old. The proof: the
// index after the reorgs equals, table by table, a fresh index of the final chain built in another database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFunctionData, erc20Abi, numberToHex, parseEther, type Hex } from 'viem';
import { openDatabase, type Database } from 'walletdock/server/node';
import {
  balanceResponseSchema,
  historyResponseSchema,
  nftsResponseSchema,
} from '../../../../headless/core/account-data/api-schemas';
import { startAnvil, type Anvil } from '../../../../faucet/devnet/anvil';
import { deployDevnetContracts, type DevnetContracts } from '../../../../faucet/devnet/deploy';
import { testNftAbi, testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { fundedAccount, testPublicClient, type FundedAccount } from '../../../support/chain';
import { startPostgres, type TestPostgres } from '../../../support/postgres';
import { getParsed, indexedToHead, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';
import { rpcCall } from '../../../support/transfers';

let anvil: Anvil;
let contracts: DevnetContracts;
let pg: TestPostgres;
let api: Awaited<ReturnType<typeof startDevnetApi>>;
let a: FundedAccount;
let b: FundedAccount;
let c: FundedAccount;
const databases: Database[] = [];

const mintTest = (to: FundedAccount, amount: bigint) => ({
  to: contracts.token,
  data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [to.address, amount] }),
});
const transferTest = (to: FundedAccount, amount: bigint) => ({
  to: contracts.token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to.address, amount] }),
});

beforeAll(async () => {
  [anvil, pg] = await Promise.all([startAnvil({ accounts: 10 }), startPostgres()]);
  contracts = await deployDevnetContracts(anvil.rpcUrl);
  [a, b, c] = await Promise.all([
    fundedAccount(anvil.rpcUrl, 10n),
    fundedAccount(anvil.rpcUrl, 1n),
    fundedAccount(anvil.rpcUrl, 1n),
  ]);
  api = await startDevnetApi(anvil.rpcUrl, contracts, { databaseUrl: pg.url });
  await send(anvil.rpcUrl, a, mintTest(a, parseEther('10')));
  await indexedToHead(api, anvil.rpcUrl);
});

afterAll(async () => {
  for (const db of databases) await db.close();
  await stopApi(api);
  await Promise.all([anvil?.stop(), pg?.stop()]);
});

async function oldBranch(): Promise<Hex[]> {
  const hashes = [
    (await send(anvil.rpcUrl, a, transferTest(b, parseEther('3')))).hash,
    (
      await send(anvil.rpcUrl, a, {
        to: contracts.nft,
        data: encodeFunctionData({ abi: testNftAbi, functionName: 'mint', args: [b.address] }),
      })
    ).hash,
    (await send(anvil.rpcUrl, a, { to: b.address, value: parseEther('1') })).hash,
  ];
  await indexedToHead(api, anvil.rpcUrl);
  // The abandoned branch really was indexed: b's history shows it.
  const seen = await getParsed(`${api.url}/v1/account/${b.address}/history`, historyResponseSchema);
  expect(seen.data.map((t) => t.metadata.hash).sort()).toEqual([...hashes].sort());
  return hashes;
}

/** Rows of every indexed table, in a fixed order, as text (numbers from PostgreSQL and PGlite compare alike). */
async function snapshotOf(db: Database): Promise<Record<string, string[]>> {
  const tables: Record<string, string> = {
    api_block: 'SELECT chain_id, number, hash, parent_hash, timestamp FROM api_block ORDER BY 1, 2',
    api_transaction: 'SELECT * FROM api_transaction ORDER BY chain_id, block_number, tx_index',
    api_transfer: 'SELECT * FROM api_transfer ORDER BY chain_id, block_number, tx_index, log_index, sub_index',
    api_account_tx: 'SELECT * FROM api_account_tx ORDER BY address, chain_id, block_number, tx_index',
    api_balance: 'SELECT owner, chain_id, token, amount::text FROM api_balance WHERE amount <> 0 ORDER BY 1, 2, 3',
    api_nft:
      'SELECT owner, chain_id, token, token_id::text, amount::text FROM api_nft WHERE amount <> 0 ORDER BY 1, 2, 3, 4',
  };
  const out: Record<string, string[]> = {};
  for (const [name, sql] of Object.entries(tables)) out[name] = (await db.query(sql)).map((r) => JSON.stringify(r));
  return out;
}

describe('reorgs', () => {
  it('rolls back a longer abandoned branch, then a shorter one, leaving exactly the index of the final chain', async () => {
    const before = await rpcCall<Hex>(anvil.rpcUrl, 'evm_snapshot');
    const abandoned = await oldBranch();
    expect(await rpcCall(anvil.rpcUrl, 'evm_revert', [before])).toBe(true);
    // New branch, shorter than the old one (1 block instead of 3): the node's head is now below the index's.
    const kept = [(await send(anvil.rpcUrl, a, transferTest(c, parseEther('4')))).hash];
    await indexedToHead(api, anvil.rpcUrl);
    await expect.poll(() => api.metrics.get('blockchain_api_reorgs_total{chain="33322"}')).toBeGreaterThanOrEqual(1);

    // Second reorg: the new branch is longer (the abandoned one had 3 blocks, this one 5).
    const again = await rpcCall<Hex>(anvil.rpcUrl, 'evm_snapshot');
    abandoned.push(...(await oldBranch()));
    expect(await rpcCall(anvil.rpcUrl, 'evm_revert', [again])).toBe(true);
    kept.push((await send(anvil.rpcUrl, a, mintTest(c, parseEther('1')))).hash);
    await rpcCall(anvil.rpcUrl, 'anvil_mine', [numberToHex(4)]);
    await indexedToHead(api, anvil.rpcUrl);
    // The stored tip is the node's block, not the abandoned one with the same number.
    const head = await testPublicClient(anvil.rpcUrl).getBlock();
    const tip = await api.db.query<{ hash: string }>(
      'SELECT hash FROM api_block WHERE chain_id = 33322 AND number = $1',
      [Number(head.number)],
    );
    expect(tip[0]?.hash).toBe(head.hash);

    // Nothing of the abandoned branches is left, and what the new one did is there.
    const txs = await api.db.query<{ hash: string }>('SELECT hash FROM api_transaction');
    for (const hash of abandoned) expect(txs.map((t) => t.hash)).not.toContain(hash);
    for (const hash of kept) expect(txs.map((t) => t.hash)).toContain(hash);
    const orphans = await api.db.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM api_transfer t LEFT JOIN api_block b ON b.chain_id = t.chain_id AND b.number = t.block_number AND b.hash = t.block_hash
       WHERE b.hash IS NULL`,
    );
    expect(orphans[0]!.n).toBe(0);
    const history = await getParsed(`${api.url}/v1/account/${b.address}/history`, historyResponseSchema);
    expect(history.data).toEqual([]);
    expect((await getParsed(`${api.url}/v1/account/${b.address}/nfts`, nftsResponseSchema)).data).toEqual([]);
    const tokens = (address: string) =>
      getParsed(`${api.url}/v1/account/${address}/balance`, balanceResponseSchema).then((r) =>
        r.balances.filter((x) => x.address),
      );
    expect(await tokens(b.address)).toEqual([]);
    expect((await tokens(c.address)).map((x) => [x.symbol, x.quantity.numeric])).toEqual([['TEST', '5']]);
    const onChain = await testPublicClient(anvil.rpcUrl).readContract({
      address: contracts.token,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [a.address],
    });
    expect((await tokens(a.address)).map((x) => [x.symbol, x.quantity.numeric])).toEqual([
      ['TEST', String(Number(onChain / 10n ** 18n))],
    ]);

    // A fresh index of the final chain, built in another database, is the same row for row.
    const admin = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
    databases.push(admin);
    await admin.query('CREATE DATABASE fresh');
    const fresh = await startDevnetApi(anvil.rpcUrl, contracts, {
      databaseUrl: pg.url.replace(/\/postgres$/, '/fresh'),
    });
    try {
      await fresh.waitForBlock(33322, Number(head.number), 60_000);
      expect(await snapshotOf(api.db)).toEqual(await snapshotOf(fresh.db));
    } finally {
      await stopApi(fresh);
    }
  });
});
