// Fixtures of the blockchain API's tests: an API over a devnet (PGlite in a temp dir or a PostgreSQL database),
// replies fetched and parsed by the client's own zod schemas, and the chain-side actions the tests index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWalletClient, http, type Address, type Hex } from 'viem';
import * as z from 'zod/mini';
import {
  createBlockchainApi,
  silentLogger,
  type BlockchainApi,
  type BlockchainApiOptions,
} from 'walletdock/server/node';
import type { DevnetContracts } from '../../faucet/devnet/deploy';
import { devnetChainFor, testPublicClient, type FundedAccount } from './chain';
import { rpcCall } from './transfers';

/** The devnet price table the tests use: 1 AVENT = 10 TEST = 20 TUSD, TUSD at $1. */
export const devnetPrices = (c: DevnetContracts) => `AVENT=20,${c.token}=2,${c.secondToken}=1`;

/** The devnet's swaps: its Uniswap V2 router, TEST and TUSD (TUSD routed through WETH). */
export const devnetSwaps = (c: DevnetContracts) => [
  { chainId: 33322, router: c.uniswapV2Router, tokens: [c.token, c.secondToken] },
];

/** An API over the devnet at `rpcUrl`, on PGlite in a fresh temp dir unless `databaseUrl` is given; close with stopApi. */
export async function startDevnetApi(
  rpcUrl: string,
  contracts: DevnetContracts,
  options: Partial<BlockchainApiOptions> = {},
): Promise<BlockchainApi & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'wd-api-test-'));
  const api = await createBlockchainApi({
    chains: [{ chainId: 33322, rpcUrl }],
    dataDir,
    prices: devnetPrices(contracts),
    logger: silentLogger,
    indexer: { pollMs: 50, leaseMs: 1000 },
    swaps: devnetSwaps(contracts),
    ...options,
  });
  return Object.assign(api, { dataDir });
}

/** Closes an API started by startDevnetApi and removes its PGlite folder. */
export async function stopApi(api: (BlockchainApi & { dataDir: string }) | undefined): Promise<void> {
  if (!api) return;
  await api.close();
  rmSync(api.dataDir, { recursive: true, force: true });
}

/** Waits until `api` has indexed the node's current head (of chain `chainId`). */
export async function indexedToHead(api: BlockchainApi, rpcUrl: string, chainId = 33322): Promise<number> {
  const head = Number(await rpcCall<Hex>(rpcUrl, 'eth_blockNumber'));
  await api.waitForBlock(chainId, head, 60_000);
  return head;
}

/** GET `url` and parse the JSON reply with `schema` (throws on a non-200 status with the reply's text). */
export async function getParsed<S extends z.core.$ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: HTTP ${res.status} ${text}`);
  return z.parse(schema, JSON.parse(text));
}

/** A request's status and `error` text. */
export async function refusal(url: string, init?: RequestInit): Promise<{ status: number; error: string }> {
  const res = await fetch(url, init);
  const body = (await res.json()) as { error?: string };
  return { status: res.status, error: body.error ?? '' };
}

/** Sends a contract write (or a plain transfer) from `from` and waits for its receipt; returns the hash and block. */
export async function send(
  rpcUrl: string,
  from: FundedAccount,
  tx: { to: Address; data?: Hex; value?: bigint; gas?: bigint },
): Promise<{ hash: Hex; blockNumber: bigint; status: string }> {
  const wallet = createWalletClient({ account: from.account, chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) });
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: tx.value ?? 0n,
    ...(tx.gas ? { gas: tx.gas } : {}),
  });
  const receipt = await testPublicClient(rpcUrl).waitForTransactionReceipt({ hash });
  return { hash, blockNumber: receipt.blockNumber, status: receipt.status };
}
