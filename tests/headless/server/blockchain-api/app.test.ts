// The blockchain API over the shared devnet, on PGlite and on PostgreSQL: every endpoint's reply parses with the
// client's own zod schemas and says what the chain says (balances, history, NFTs, prices), bad input is refused
// with a clear 4xx while the server keeps serving, CORS follows the configured origins, and /metrics reports the
// index. One account's story is played on the chain once; each database indexes it.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeFunctionData, erc20Abi, formatUnits, getAddress, parseEther, parseUnits } from 'viem';
import {
  balanceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  nftsResponseSchema,
  pricesResponseSchema,
  supportedChainsResponseSchema,
} from '../../../../headless/core/account-data/api-schemas';
import { testDollarAbi, testNftAbi, testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { fundedAccount, setBalance, testPublicClient, type FundedAccount } from '../../../support/chain';
import { startPostgres, type TestPostgres } from '../../../support/postgres';
import { getParsed, indexedToHead, refusal, send, startDevnetApi, stopApi } from '../../../support/blockchain-api';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
let pg: TestPostgres;
let a: FundedAccount;
let b: FundedAccount;
let funder: FundedAccount;
// The story of account a, oldest first: [hash, operation].
const story: { hash: string; operationType: string }[] = [];
// a mints three NFTs (ascending ids) and gives the first to b.
const nfts: bigint[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  [a, b, funder] = await Promise.all([
    fundedAccount(rpcUrl, 10n),
    fundedAccount(rpcUrl, 1n),
    fundedAccount(rpcUrl, 10n),
  ]);
  const step = async (operationType: string, from: FundedAccount, tx: Parameters<typeof send>[2]) => {
    const { hash } = await send(rpcUrl, from, tx);
    story.push({ hash, operationType });
  };
  await step('mint', a, {
    to: contracts.token,
    data: encodeFunctionData({ abi: testTokenAbi, functionName: 'mint', args: [a.address, parseEther('5')] }),
  });
  await step('mint', a, {
    to: contracts.secondToken,
    data: encodeFunctionData({ abi: testDollarAbi, functionName: 'mint', args: [a.address, parseUnits('7.25', 6)] }),
  });
  await step('send', a, {
    to: contracts.token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [b.address, parseEther('2')] }),
  });
  await step('receive', funder, { to: a.address, value: parseEther('1.5') });
  for (let i = 0; i < 3; i++)
    await step('mint', a, {
      to: contracts.nft,
      data: encodeFunctionData({ abi: testNftAbi, functionName: 'mint', args: [a.address] }),
    });
  const total = await client.readContract({ address: contracts.nft, abi: testNftAbi, functionName: 'totalSupply' });
  // Other files mint too: find a's tokens by owner.
  for (let id = total; nfts.length < 3; id--)
    if (
      (await client.readContract({ address: contracts.nft, abi: testNftAbi, functionName: 'ownerOf', args: [id] })) ===
      a.address
    )
      nfts.unshift(id);
  await step('send', a, {
    to: contracts.nft,
    data: encodeFunctionData({ abi: testNftAbi, functionName: 'transferFrom', args: [a.address, b.address, nfts[0]!] }),
  });
});

afterAll(async () => {
  await pg?.stop();
});

describe.each(['pglite', 'postgres'] as const)('blockchain API on %s', (kind) => {
  let api: Awaited<ReturnType<typeof startDevnetApi>>;
  const url = (path: string) => `${api.url}${path}`;

  beforeAll(async () => {
    api = await startDevnetApi(rpcUrl, contracts, {
      ...(kind === 'postgres' ? { databaseUrl: pg.url } : {}),
      corsOrigins: ['http://app.example'],
      identity: async (address) =>
        address === b.address.toLowerCase() ? { name: 'bee.wallet', avatar: 'https://example.com/bee.png' } : null,
    });
    await indexedToHead(api, rpcUrl);
  });

  afterAll(async () => {
    await stopApi(api);
  });

  it('lists the configured chain and answers identities through the identity seam', async () => {
    expect(
      await getParsed(url('/v1/supported-chains?st=appkit&sv=1.0&projectId=x'), supportedChainsResponseSchema),
    ).toEqual({ http: ['eip155:33322'], ws: [] });
    // Besides the name, the indexed heads the reply answers for (the freshness floor's, tested there).
    expect(await getParsed(url(`/v1/identity/${a.address}?sender=${b.address}`), identityResponseSchema)).toMatchObject(
      {
        name: null,
        avatar: null,
      },
    );
    expect(await getParsed(url(`/v1/identity/${b.address}`), identityResponseSchema)).toMatchObject({
      name: 'bee.wallet',
      avatar: 'https://example.com/bee.png',
    });
  });

  it('gives the native balance from the node and each token the account holds, priced from the table', async () => {
    const { balances } = await getParsed(
      url(`/v1/account/${a.address}/balance?currency=usd&chainId=eip155:33322&forceUpdate=true&st=appkit&sv=1`),
      balanceResponseSchema,
    );
    const native = await client.getBalance({ address: a.address });
    expect(balances[0]).toEqual({
      name: 'AVENT',
      symbol: 'AVENT',
      chainId: 'eip155:33322',
      price: 20,
      value: 20 * Number(formatUnits(native, 18)),
      quantity: { decimals: '18', numeric: formatUnits(native, 18) },
      iconUrl: '',
    });
    const bySymbol = Object.fromEntries(balances.slice(1).map((x) => [x.symbol, x]));
    expect(Object.keys(bySymbol).sort()).toEqual(['TEST', 'TUSD']);
    expect(bySymbol.TEST).toMatchObject({
      name: 'Test Token',
      address: `eip155:33322:${contracts.token}`,
      quantity: { decimals: '18', numeric: '3' },
      price: 2,
      value: 6,
    });
    expect(bySymbol.TUSD).toMatchObject({
      name: 'Test Dollar',
      address: `eip155:33322:${contracts.secondToken}`,
      quantity: { decimals: '6', numeric: '7.25' },
      price: 1,
      value: 7.25,
    });
    const other = await getParsed(
      url(`/v1/account/${b.address.toLowerCase()}/balance?currency=usd`),
      balanceResponseSchema,
    );
    expect(other.balances.find((x) => x.symbol === 'TEST')?.quantity.numeric).toBe('2');
    // forceUpdate reads the native balance again at once (it is otherwise reused for a few seconds).
    const fresh = await fundedAccount(rpcUrl, 1n);
    const nativeOf = async (query: string) =>
      (await getParsed(url(`/v1/account/${fresh.address}/balance${query}`), balanceResponseSchema)).balances[0]!
        .quantity.numeric;
    expect(await nativeOf('')).toBe('1');
    await setBalance(rpcUrl, fresh.address, 5n);
    expect(await nativeOf('?forceUpdate=true')).toBe('5');
  });

  it('lists the history newest first with the transfers, operation, status and time of each transaction', async () => {
    const { data, next } = await getParsed(
      url(`/v1/account/${a.address}/history?chainId=eip155:33322&st=appkit&sv=1`),
      historyResponseSchema,
    );
    expect(next ?? null).toBeNull();
    expect(data.map((t) => [t.metadata.hash, t.metadata.operationType])).toEqual(
      [...story].reverse().map((s) => [s.hash, s.operationType]),
    );
    for (const tx of data) {
      const receipt = await client.getTransactionReceipt({ hash: tx.metadata.hash as `0x${string}` });
      const block = await client.getBlock({ blockNumber: receipt.blockNumber });
      expect(tx.metadata).toMatchObject({
        chain: 'eip155:33322',
        status: 'confirmed',
        minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
        sentFrom: receipt.from && getAddress(receipt.from),
      });
    }
    const [given, third, , , received, sent, dollars, minted] = data;
    expect(given!.transfers).toEqual([
      expect.objectContaining({
        fungible_info: null,
        direction: 'out',
        quantity: { numeric: '1' },
        nft_info: expect.objectContaining({
          name: `WalletDock Test NFT #${nfts[0]}`,
          flags: { is_spam: false },
          content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
        }),
      }),
    ]);
    expect(third!.transfers[0]!.nft_info?.name).toBe(`WalletDock Test NFT #${nfts[2]}`);
    expect(received!.transfers).toEqual([
      expect.objectContaining({
        direction: 'in',
        quantity: { numeric: '1.5' },
        price: 20,
        value: 30,
        fungible_info: expect.objectContaining({ symbol: 'AVENT', name: 'AVENT' }),
      }),
    ]);
    expect(received!.metadata.sentFrom).toBe(funder.address);
    expect(sent!.transfers).toEqual([
      expect.objectContaining({
        direction: 'out',
        quantity: { numeric: '2' },
        value: 4,
        fungible_info: expect.objectContaining({ symbol: 'TEST', name: 'Test Token' }),
      }),
    ]);
    expect(dollars!.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '7.25' },
      fungible_info: { symbol: 'TUSD' },
    });
    expect(minted!.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '5' } });
    // On-ramp purchases are a hosted service's: a self-hosted server has none.
    expect(await getParsed(url(`/v1/account/${a.address}/history?onramp=coinbase`), historyResponseSchema)).toEqual({
      data: [],
      next: null,
    });
  });

  it('lists the NFTs each account holds now, with collection, name and image', async () => {
    const first = await getParsed(
      url(`/v1/account/${a.address}/nfts?chainId=eip155:33322&limit=1`),
      nftsResponseSchema,
    );
    expect(first.data).toEqual([
      expect.objectContaining({
        chainId: 'eip155:33322',
        address: `eip155:33322:${contracts.nft}`,
        tokenId: String(nfts[1]),
        standard: 'ERC721',
        quantity: { numeric: '1' },
        name: `WalletDock Test NFT #${nfts[1]}`,
        collection: { name: 'WalletDock Test NFT', symbol: 'WDNFT' },
        image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      }),
    ]);
    const rest = await getParsed(
      url(`/v1/account/${a.address}/nfts?chainId=eip155:33322&limit=1&cursor=${first.next}`),
      nftsResponseSchema,
    );
    expect(rest.data.map((n) => n.tokenId)).toEqual([String(nfts[2])]);
    expect(rest.next ?? null).toBeNull();
    const theirs = await getParsed(url(`/v1/account/${b.address}/nfts`), nftsResponseSchema);
    expect(theirs.data.map((n) => n.tokenId)).toEqual([String(nfts[0])]);
  });

  it('prices the tokens asked for from the table and leaves unpriced ones out', async () => {
    const res = await fetch(url('/v1/fungible/price?projectId=x&st=appkit&sv=1'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        currency: 'usd',
        projectId: 'x',
        addresses: [
          `eip155:33322:${contracts.secondToken}`,
          `eip155:33322:${contracts.weth}`,
          'eip155:33322:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
          `eip155:33322:${contracts.token}`,
        ],
      }),
    });
    const { fungibles } = pricesResponseSchema.parse(await res.json());
    expect(fungibles).toEqual([
      { name: 'Test Dollar', symbol: 'TUSD', iconUrl: '', price: 1 },
      { name: 'AVENT', symbol: 'AVENT', iconUrl: '', price: 20 },
      { name: 'Test Token', symbol: 'TEST', iconUrl: '', price: 2 },
    ]);
  });

  it('refuses bad input with a 4xx that says what is wrong, and keeps serving', async () => {
    const balance = (address: string, query = '') => url(`/v1/account/${address}/balance${query}`);
    expect(await refusal(balance('0x1234'))).toEqual({
      status: 400,
      error: expect.stringContaining('Invalid address "0x1234"'),
    });
    expect((await refusal(balance(a.address.toLowerCase().replace(/^0x/, '0X')))).status).toBe(400);
    // One letter's case flipped: mixed case that is not the EIP-55 checksum.
    const letter = a.address.slice(2).search(/[a-fA-F]/) + 2;
    const flipped =
      a.address[letter]! === a.address[letter]!.toLowerCase()
        ? a.address[letter]!.toUpperCase()
        : a.address[letter]!.toLowerCase();
    expect(
      (await refusal(balance(`${a.address.slice(0, letter)}${flipped}${a.address.slice(letter + 1)}`))).status,
    ).toBe(400);
    expect(await refusal(balance(a.address, '?chainId=eip155:1'))).toEqual({
      status: 400,
      error: 'Unsupported chain eip155:1: this server serves eip155:33322',
    });
    expect(await refusal(balance(a.address, '?chainId=solana:5eykt'))).toEqual({
      status: 400,
      error: expect.stringContaining('Invalid chainId'),
    });
    expect(await refusal(balance(a.address, '?currency=eur'))).toEqual({
      status: 400,
      error: expect.stringContaining('only usd'),
    });
    expect(await refusal(url(`/v1/account/${a.address}/history?cursor=bm90LWEtY3Vyc29y`))).toEqual({
      status: 400,
      error: expect.stringContaining('Invalid cursor'),
    });
    expect((await refusal(url(`/v1/account/${a.address}/history?limit=0`))).status).toBe(400);
    expect((await refusal(url(`/v1/account/${a.address}/nfts?limit=5000`))).status).toBe(400);
    expect(await refusal(balance(a.address, `?projectId=${'x'.repeat(3000)}`))).toEqual({
      status: 414,
      error: expect.stringContaining('Query string too long'),
    });
    const post = (body: string) =>
      refusal(url('/v1/fungible/price'), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post('{"addresses":')).status).toBe(400);
    expect(
      (await post(JSON.stringify({ addresses: Array.from({ length: 101 }, () => `eip155:33322:${contracts.token}`) })))
        .status,
    ).toBe(400);
    expect(
      (await post(JSON.stringify({ addresses: ['eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'] }))).status,
    ).toBe(400);
    expect((await post(JSON.stringify({ addresses: ['x'.repeat(100)], pad: 'y'.repeat(20_000) }))).status).toBe(413);
    expect((await refusal(url('/v1/account/nope'))).status).toBe(404);
    // Still serving.
    expect((await getParsed(balance(a.address), balanceResponseSchema)).balances.length).toBe(3);
  });

  it('answers CORS for configured origins only, and reports the index on /metrics', async () => {
    const allowed = await fetch(url('/v1/supported-chains'), { headers: { origin: 'http://app.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.example');
    const other = await fetch(url('/v1/supported-chains'), { headers: { origin: 'http://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const head = await indexedToHead(api, rpcUrl);
    const text = await (await fetch(url('/metrics'))).text();
    const value = (name: string) =>
      Number(new RegExp(`^${name.replace(/[{}"]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('blockchain_api_indexed_block{chain="33322"}')).toBeGreaterThanOrEqual(head);
    expect(value('blockchain_api_indexer_leader{chain="33322"}')).toBe(1);
    expect(value('blockchain_api_indexer_lag_blocks{chain="33322"}')).toBeGreaterThanOrEqual(0);
    expect(value('blockchain_api_indexed_transfers_total{chain="33322"}')).toBeGreaterThan(10);
    expect(value('blockchain_api_http_requests_total{path="/v1/account/balance"}')).toBeGreaterThan(5);
    expect(value('blockchain_api_balance_seconds_count')).toBeGreaterThan(5);
  });
});
