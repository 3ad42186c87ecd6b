// GET /v1/account/{account}/history: the transactions in which the address sent or received something, newest
// first, each with its transfers that involve the address (fungible_info for the native coin and ERC-20s, nft_info
// for ERC-721/1155), an operation type from the address's point of view, its status and when it was mined. Pages
// follow a cursor; across several chains the pages are merged by time, the cursor keeping one position per chain.
import { formatUnits, getAddress } from 'viem';
import type { Transaction } from '../../../core/account-data/entities';
import type { ApiChain } from '../chains';
import type { ApiContext } from '../context';
import { hasPrice, priceOf } from '../prices';
import { ZERO_ADDRESS } from '../indexer/store';
import { encodeCursor } from './cursor';
import { NO_FLOOR, type ChainFloor, type FloorRead } from './freshness';
import { nftKey, nftMetadata } from './nft-meta';

/** Transactions per page unless the caller asks for fewer or more (up to MAX_HISTORY_LIMIT). */
export const DEFAULT_HISTORY_LIMIT = 25;
/** Largest page. */
export const MAX_HISTORY_LIMIT = 100;
/** Transfers shown per transaction (an airdrop of thousands to one address is cut here). */
export const MAX_TRANSFERS_PER_TRANSACTION = 100;

type Transfer = Transaction['transfers'][number];

interface TransferRow {
  chain_id: number;
  block_number: number;
  tx_index: number;
  kind: string;
  token: string | null;
  token_id: string | null;
  sender: string;
  recipient: string;
  amount: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

interface TxRow {
  chain_id: number;
  block_number: number;
  tx_index: number;
  hash: string;
  sender: string;
  recipient: string | null;
  nonce: number;
  failed: boolean;
  timestamp: number;
}

const txKey = (r: { chain_id: number; block_number: number; tx_index: number }) =>
  `${r.chain_id}:${r.block_number}:${r.tx_index}`;

/** The operation as the address sees it: both ways a trade, one way a send or receive (a mint or burn with the zero address). */
export function operationType(transfers: readonly { direction: string; from: string; to: string }[]): string {
  const ins = transfers.filter((t) => t.direction === 'in');
  const outs = transfers.filter((t) => t.direction === 'out');
  if (ins.length > 0 && outs.length > 0) return 'trade';
  if (ins.length > 0) return ins.every((t) => t.from === ZERO_ADDRESS) ? 'mint' : 'receive';
  if (outs.length > 0) return outs.every((t) => t.to === ZERO_ADDRESS) ? 'burn' : 'send';
  return 'send';
}

/** One page of history: the transactions and the cursor of the next page (null on the last). */
export interface HistoryPage {
  data: Transaction[];
  next: string | null;
}

/**
 * A page of the history of `address` (lower-case) on `chains`, after `cursor` (per-chain positions), reused from the
 * read cache until a stored block touches the address (a page that lacks NFT metadata the node did not give is not
 * kept: a later request reads it again). Below `floor` it throws BelowFloorError; the reply says the heads it is for.
 */
export async function accountHistory(
  ctx: ApiContext,
  address: string,
  chains: readonly ApiChain[],
  cursor: [number, number, number][] | null,
  limit: number,
  floor: ChainFloor = NO_FLOOR,
): Promise<FloorRead<HistoryPage>> {
  const key = `history:${address}:${chains.map((c) => c.chainId).join(',')}:${JSON.stringify(cursor)}:${limit}`;
  const { value, marks } = await ctx.indexedReads.read(
    key,
    chains,
    () => readHistory(ctx, address, chains, cursor, limit),
    { keep: (page) => page.complete, address, floor },
  );
  return { value: { data: value.data, next: value.next }, marks };
}

async function readHistory(
  ctx: ApiContext,
  address: string,
  chains: readonly ApiChain[],
  cursor: [number, number, number][] | null,
  limit: number,
): Promise<HistoryPage & { complete: boolean }> {
  const positions = new Map<number, [number, number]>(cursor?.map(([c, b, i]) => [c, [b, i]]) ?? []);
  const perChain = await Promise.all(
    chains.map((chain) => {
      const at = positions.get(chain.chainId);
      return ctx.db.query<{ chain_id: number; block_number: number; tx_index: number; timestamp: number }>(
        `SELECT chain_id, block_number, tx_index, timestamp FROM api_account_tx
       WHERE address = $1 AND chain_id = $2 AND (block_number, tx_index) < ($3, $4)
       ORDER BY block_number DESC, tx_index DESC LIMIT $5`,
        [address, chain.chainId, at ? at[0] : Number.MAX_SAFE_INTEGER, at ? at[1] : 0, limit + 1],
      );
    }),
  );
  const merged = perChain
    .flat()
    .sort(
      (a, b) =>
        b.timestamp - a.timestamp ||
        b.chain_id - a.chain_id ||
        b.block_number - a.block_number ||
        b.tx_index - a.tx_index,
    );
  const page = merged.slice(0, limit);
  let next: string | null = null;
  if (merged.length > limit) {
    for (const r of page) positions.set(r.chain_id, [r.block_number, r.tx_index]);
    next = encodeCursor([...positions].map(([c, [b, i]]) => [c, b, i]));
  }
  if (page.length === 0) return { data: [], next, complete: true };

  const keys = [page.map((r) => r.chain_id), page.map((r) => r.block_number), page.map((r) => r.tx_index)];
  const [txs, transfers] = await Promise.all([
    ctx.db.query<TxRow>(
      `SELECT t.chain_id, t.block_number, t.tx_index, t.hash, t.sender, t.recipient, t.nonce, t.failed, t.timestamp FROM api_transaction t
       JOIN unnest($1::int8[], $2::int8[], $3::int4[]) AS k(c, b, i) ON t.chain_id = k.c AND t.block_number = k.b AND t.tx_index = k.i`,
      keys,
    ),
    ctx.db.query<TransferRow>(
      `SELECT * FROM (
         SELECT tr.chain_id, tr.block_number, tr.tx_index, tr.kind, tr.token, tr.token_id::text AS token_id, tr.sender, tr.recipient,
           tr.amount::text AS amount, tok.name, tok.symbol, tok.decimals,
           row_number() OVER (PARTITION BY tr.chain_id, tr.block_number, tr.tx_index ORDER BY tr.log_index, tr.sub_index) AS n
         FROM api_transfer tr
         JOIN unnest($1::int8[], $2::int8[], $3::int4[]) AS k(c, b, i) ON tr.chain_id = k.c AND tr.block_number = k.b AND tr.tx_index = k.i
         LEFT JOIN api_token tok ON tok.chain_id = tr.chain_id AND tok.address = tr.token
         WHERE tr.sender = $4 OR tr.recipient = $4
       ) shown WHERE n <= ${MAX_TRANSFERS_PER_TRANSACTION} ORDER BY n`,
      [...keys, address],
    ),
  ]);
  const nfts = transfers
    .filter((t) => t.kind === 'erc721' || t.kind === 'erc1155')
    .map((t) => ({
      chainId: t.chain_id,
      token: t.token!,
      tokenId: t.token_id!,
      kind: t.kind as 'erc721' | 'erc1155',
    }));
  const meta = await nftMetadata(ctx, nfts);
  const byTx = new Map<string, TransferRow[]>();
  for (const t of transfers) byTx.set(txKey(t), [...(byTx.get(txKey(t)) ?? []), t]);
  const txByKey = new Map(txs.map((t) => [txKey(t), t]));

  const data = page.flatMap((r): Transaction[] => {
    const tx = txByKey.get(txKey(r));
    const chain = ctx.chainById.get(r.chain_id);
    if (!tx || !chain) return [];
    const rows = byTx.get(txKey(r)) ?? [];
    const shown = rows.map((t) => ({
      row: t,
      direction: t.sender === t.recipient ? 'self' : t.recipient === address ? 'in' : 'out',
    }));
    return [
      {
        id: `${chain.caip2}:${tx.hash}`,
        metadata: {
          minedAt: new Date(tx.timestamp * 1000).toISOString(),
          chain: chain.caip2,
          operationType: operationType(
            shown.map((s) => ({ direction: s.direction, from: s.row.sender, to: s.row.recipient })),
          ),
          status: tx.failed ? 'failed' : 'confirmed',
          sentFrom: getAddress(tx.sender),
          sentTo: tx.recipient ? getAddress(tx.recipient) : '',
          hash: tx.hash,
          nonce: tx.nonce,
        },
        transfers: shown.map((s) => transferOf(ctx, chain, s.row, s.direction, meta)),
      },
    ];
  });
  return { data, next, complete: nfts.every((n) => meta.has(nftKey(n))) };
}

function transferOf(
  ctx: ApiContext,
  chain: ApiChain,
  t: TransferRow,
  direction: string,
  meta: Awaited<ReturnType<typeof nftMetadata>>,
): Transfer {
  if (t.kind === 'erc721' || t.kind === 'erc1155') {
    const info = meta.get(nftKey({ chainId: t.chain_id, token: t.token!, tokenId: t.token_id! }));
    const collection = t.name || t.symbol || 'NFT';
    return {
      fungible_info: null,
      nft_info: {
        name: info?.name ?? `${collection} #${t.token_id}`,
        content: info?.image ? { preview: { url: info.image } } : null,
        flags: { is_spam: false },
        // Beyond the fields the client reads: which NFT it is and of what collection.
        ...{
          contract_address: getAddress(t.token!),
          token_id: t.token_id!,
          interface: t.kind === 'erc721' ? 'ERC721' : 'ERC1155',
          collection: { name: t.name ?? '', symbol: t.symbol ?? '' },
        },
      },
      direction,
      quantity: { numeric: t.amount },
      value: null,
      price: null,
    };
  }
  const native = t.kind === 'native';
  const decimals = native ? chain.nativeCurrency.decimals : (t.decimals ?? 0);
  const symbol = native ? chain.nativeCurrency.symbol : t.symbol || '???';
  const token = native ? { nativeSymbol: symbol } : { address: t.token! };
  const numeric = formatUnits(BigInt(t.amount), decimals);
  const priced = hasPrice(ctx.prices, chain.chainId, token);
  const price = priceOf(ctx.prices, chain.chainId, token);
  return {
    fungible_info: {
      name: native ? chain.nativeCurrency.name : t.name || symbol,
      symbol,
      icon: null,
      ...{ implementations: [{ chain_id: chain.caip2, address: native ? null : getAddress(t.token!), decimals }] },
    },
    nft_info: null,
    direction,
    quantity: { numeric },
    value: priced ? price * Number(numeric) : null,
    price: priced ? price : null,
  };
}
