// The read cache never serves below a request's floor: a reply kept under stored head N is not answered to a request
// that asks for at least N + 1 while the database still has N, neither from memory nor by a new read; once the block
// is stored the request is answered for it. The heads are the real ones of a PGlite the test writes blocks into.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HeadChanges } from '../../../../../headless/server/blockchain-api/account/head-changes';
import { BelowFloorError } from '../../../../../headless/server/blockchain-api/account/freshness';
import { IndexedReadCache } from '../../../../../headless/server/blockchain-api/account/read-cache';
import { StoredHeads } from '../../../../../headless/server/blockchain-api/account/stored-heads';
import { startDevnetApi, stopApi } from '../../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
// An instance that never indexes: its database holds exactly the blocks this test writes.
let api: Awaited<ReturnType<typeof startDevnetApi>>;

beforeAll(async () => {
  api = await startDevnetApi(rpcUrl, contracts, { indexer: { enabled: false } });
});
afterAll(() => stopApi(api));

const store = (n: number) =>
  api.db.query('INSERT INTO api_block (chain_id, number, hash, parent_hash, timestamp) VALUES ($1, $2, $3, $4, $5)', [
    33322,
    n,
    `0xh${n}`,
    `0xh${n - 1}`,
    1_700_000_000 + n,
  ]);

describe('the read cache under a floor', () => {
  it('never answers a kept reply below the floor, and answers at the floor once the block is stored', async () => {
    const chain = api.chains[0]!;
    const cache = new IndexedReadCache(new StoredHeads(api.db, [33322]), new HeadChanges(api.db));
    let loads = 0;
    const load = (what: string) => async () => (loads++, what);
    const floor = new Map([[33322, 2]]);
    await store(1);

    const first = await cache.read('k', [chain], load('at 1'), { address: '0xa' });
    expect(first).toEqual({ value: 'at 1', marks: new Map([[33322, '1:0xh1']]) });
    // Kept: the same request again is a hit.
    await new Promise((r) => setTimeout(r, 50));
    expect((await cache.read('k', [chain], load('again'), { address: '0xa' })).value).toBe('at 1');
    expect(loads).toBe(1);

    // Asked for block 2 while block 1 is the stored head: neither the kept reply nor a new read is answered.
    const below = await cache.read('k', [chain], load('below'), { address: '0xa', floor }).catch((e: unknown) => e);
    expect(below).toBeInstanceOf(BelowFloorError);
    expect(loads).toBe(1);

    // Block 2 stored (it touched nobody: the kept reply is carried, exact for block 2 as well).
    await store(2);
    const at = await cache.read('k', [chain], load('at 2'), { address: '0xa', floor });
    expect(at.marks).toEqual(new Map([[33322, '2:0xh2']]));
    expect(at.value).toBe('at 1');
    // A reply not tied to one address is read again for the new head.
    const fresh = await cache.read('other', [chain], load('at 2'), { floor });
    expect(fresh).toEqual({ value: 'at 2', marks: new Map([[33322, '2:0xh2']]) });
  });

  it('holds the floor with caching off too', async () => {
    const chain = api.chains[0]!;
    const cache = new IndexedReadCache(new StoredHeads(api.db, [33322]), null, 0);
    const far = new Map([[33322, 99]]);
    await expect(cache.read('k', [chain], async () => 'x', { floor: far })).rejects.toBeInstanceOf(BelowFloorError);
    expect((await cache.read('k', [chain], async () => 'x')).value).toBe('x');
  });
});
