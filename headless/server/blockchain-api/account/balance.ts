// GET /v1/account/{address}/balance: the native coin (read from the node: gas, internal transfers and genesis
// allocations never show up as transfers) and every ERC-20 the index says the address holds, with the decimals,
// symbol and name read from the contracts and USD values from the price table.
import { formatUnits, getAddress } from 'viem';
import type { TokenBalance } from '../../../core/model/token-balance';
import type { ApiChain } from '../chains';
import type { ApiContext } from '../context';
import { priceOf } from '../prices';
import { floorOf, NO_FLOOR, type ChainFloor, type FloorRead } from './freshness';

/** Token entries of one chain per reply at most (an address sprayed with airdrops must not produce a huge reply). */
export const MAX_TOKENS_PER_CHAIN = 500;

const entry = (
  chain: ApiChain,
  name: string,
  symbol: string,
  address: string | null,
  amount: bigint,
  decimals: number,
  price: number,
): TokenBalance => {
  const numeric = formatUnits(amount, decimals);
  return {
    name,
    symbol,
    chainId: chain.caip2,
    ...(address ? { address: `${chain.caip2}:${getAddress(address)}` } : {}),
    value: price * Number(numeric),
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: '',
  };
};

/**
 * The balances of `address` (lower-case) on `chains`: per chain the native coin first, then tokens by value, with the
 * stored head each chain's tokens are exact for (BelowFloorError below `floor`).
 */
export async function accountBalances(
  ctx: ApiContext,
  address: string,
  chains: readonly ApiChain[],
  fresh: boolean,
  floor: ChainFloor = NO_FLOOR,
): Promise<FloorRead<TokenBalance[]>> {
  const perChain = await Promise.all(
    chains.map(async (chain) => {
      const chainFloor = floorOf(floor, chain.chainId);
      const [native, { value: rows, marks }] = await Promise.all([
        // Under a floor the node is read again: a balance kept from before the caller's own transaction is older than
        // what it asks for. The node the index follows has every stored block, so its latest is at the floor.
        ctx.nativeBalance(chain, address, fresh || chainFloor.size > 0),
        // The index's part changes only with a stored block that moves a token for the address; the native coin is the
        // node's, read beside it.
        ctx.indexedReads.read(
          `balance:${address}:${chain.chainId}`,
          [chain],
          () =>
            ctx.db.query<{
              token: string;
              amount: string;
              name: string | null;
              symbol: string | null;
              decimals: number | null;
            }>(
              `SELECT b.token, b.amount::text AS amount, t.name, t.symbol, t.decimals FROM api_balance b
         LEFT JOIN api_token t ON t.chain_id = b.chain_id AND t.address = b.token
         WHERE b.owner = $1 AND b.chain_id = $2 AND b.amount > 0 ORDER BY b.token LIMIT ${MAX_TOKENS_PER_CHAIN}`,
              [address, chain.chainId],
            ),
          { address, floor: chainFloor },
        ),
      ]);
      const { name, symbol, decimals } = chain.nativeCurrency;
      const tokens = rows.map((r) => {
        const tokenSymbol = r.symbol || r.name?.slice(0, 11) || '???';
        return entry(
          chain,
          r.name || tokenSymbol,
          tokenSymbol,
          r.token,
          BigInt(r.amount),
          r.decimals ?? 0,
          priceOf(ctx.prices, chain.chainId, { address: r.token }),
        );
      });
      tokens.sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || a.symbol.localeCompare(b.symbol));
      const balances = [
        entry(
          chain,
          name,
          symbol,
          null,
          native,
          decimals,
          priceOf(ctx.prices, chain.chainId, { nativeSymbol: symbol }),
        ),
        ...tokens,
      ];
      return { balances, mark: marks.get(chain.chainId)! };
    }),
  );
  return {
    value: perChain.flatMap((c) => c.balances),
    marks: new Map(chains.map((c, i) => [c.chainId, perChain[i]!.mark])),
  };
}
