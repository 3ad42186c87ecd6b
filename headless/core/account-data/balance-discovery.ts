// Balance discovery: the wallet (EIP-7811), else the blockchain API, else
// the chain's RPC, each the fallback of the one before. A result is kept 30 s (the portfolio cache, in storage so a
// reload within that time asks nobody); when every source fails, "Token Balance Unavailable" is shown and no source
// is asked again for that account for 30 s (the retry gate). After a receipt of the account's own (floor.ts) the API
// is asked for an answer at least as new as its block; an older one is asked again, never kept; the wallet's answer
// is checked against the node at that block, and the node itself is read at it.
import type { CaipNetworkId } from '../model/caip';
import { TOKEN_BALANCE_RETRY_MS } from '../model/constants';
import { servesOn } from '../namespaces/capabilities';
import type { TokenBalance } from '../model/token-balance';
import { toWalletDockError } from '../model/errors';
import { NotFoundError } from '../model/errors/sdk';
import { errorOfCode } from '../model/errors/kinds';
import * as ErrorMessages from '../model/error-messages';
import type { DockCore } from '../instance/dock-core';
import type { CaipNetwork } from '../model/network';
import { toBalances, type BalanceSource, type Balances, type BalancesHead } from './balances';
import { accountDataContext, type AccountDataContext } from './context';
import { rpcBalances } from './rpc-balances';
import { walletAssetBalances } from './wallet-assets';
import { walletAgreesAtFloor } from './wallet-floor';
import { floorOf, readAtFloor } from './floor';
import { noteAccountChange } from './floor-store';
import { accountKey } from './account-key';
import { dropCache, readCache, writeCache } from './portfolio-cache';

/** What to fetch: an address on a CAIP-2 network. */
export interface FetchBalancesParameters {
  address: string;
  caipNetworkId: CaipNetworkId;
  /** Skip the 30 s cache (and ask the API for fresh data). */
  forceUpdate?: boolean | undefined;
  signal?: AbortSignal | undefined;
}

const unavailable = (cause?: unknown) =>
  errorOfCode(ErrorMessages.tokenBalanceUnavailable, {
    code: cause === undefined ? 'UNSUPPORTED' : toWalletDockError(cause).code,
    ...(cause === undefined ? {} : { cause }),
  });

/**
 * Drops the cached balances of `address` on `caipNetworkId` and makes the next fetch ask the sources with
 * forceUpdate, and the rows a view keeps of it are marked as updating and read again: after a transaction of the
 * account's own whose chain gives no block (a Solana send), the 30 s cache, or the API's own short one, would show
 * the balances from before it. With a block, readAfterReceipt (floor.ts) does this and sets the floor.
 */
export function forgetCachedBalances(dock: DockCore, caipNetworkId: CaipNetworkId, address: string): void {
  const account = accountKey(caipNetworkId, address);
  accountDataContext(dock).staleBalances.add(account);
  dropCache(dock, account);
  noteAccountChange(dock, { caipNetworkId, address, blockNumber: undefined });
}

async function discover(
  dock: DockCore,
  context: AccountDataContext,
  address: string,
  network: CaipNetwork,
  parameters: FetchBalancesParameters,
): Promise<{ balances: TokenBalance[]; source: BalanceSource; head?: BalancesHead | undefined }> {
  // The wallet is asked only about its own connected account. EIP-7811 has no block tag: after a receipt the wallet
  // is asked again (the cache was dropped), and its answer is used only if the node at the receipt's block or later
  // agrees with it (wallet-floor.ts); else the next source answers, held to the floor.
  const floor = floorOf(dock, network.caipNetworkId, address);
  const fromWallet = await walletAssetBalances(dock.wagmiConfig, address, network).catch(() => undefined);
  if (
    fromWallet &&
    (floor === undefined ||
      (await walletAgreesAtFloor(dock, address, network, fromWallet, floor, parameters.signal).catch((error) => {
        if (parameters.signal?.aborted) throw error;
        return false;
      })))
  )
    return { balances: fromWallet, source: 'wallet' };
  if (context.api && (await context.supports(network.caipNetworkId).catch(() => false))) {
    const { api } = context;
    const fromApi = await readAtFloor(
      () =>
        api.balance(address, {
          chainId: network.caipNetworkId,
          forceUpdate: parameters.forceUpdate,
          minBlock: floor,
          signal: parameters.signal,
        }),
      parameters.signal,
    ).catch((error: unknown) => {
      if (parameters.signal?.aborted) throw error;
      return undefined;
    });
    if (fromApi)
      return { balances: fromApi.balances, source: 'api', head: fromApi.heads?.[network.caipNetworkId] ?? undefined };
  }
  // The node read at its latest block; after a receipt, at one block at or after it (a node behind is waited for).
  return { balances: await rpcBalances(dock, address, network, floor, parameters.signal), source: 'rpc' };
}

/**
 * The token balances of `address` on `caipNetworkId`, from the first source that answers. A namespace without
 * balances (eip155 and solana have them) gets an empty list and the toast; a failure of every source gets
 * the toast and rejects with "Token Balance Unavailable", as does any call within 30 s after that failure (without
 * asking anyone).
 */
export async function fetchBalances(dock: DockCore, parameters: FetchBalancesParameters): Promise<Balances> {
  const { address, caipNetworkId } = parameters;
  const network = dock.networks.find((n) => n.caipNetworkId === caipNetworkId);
  if (!network) throw new NotFoundError(ErrorMessages.networkNotFound);
  if (!servesOn(network.chainNamespace, 'balances')) {
    dock.toast.error(ErrorMessages.tokenBalanceUnavailable);
    return toBalances([], 'none');
  }
  const context = accountDataContext(dock);
  const account = accountKey(caipNetworkId, address);
  // The portfolio cache is read through the storage's zod schemas, which load on demand (usually by mount()).
  await dock.storage.load();
  const now = Date.now();
  const forceUpdate = context.staleBalances.has(account) || parameters.forceUpdate;
  const cached = forceUpdate ? undefined : readCache(dock, account, now);
  if (cached) return toBalances(cached, 'cache');
  const failedAt = context.balanceFailures.get(account);
  if (failedAt !== undefined && now - failedAt < TOKEN_BALANCE_RETRY_MS) throw unavailable();
  try {
    const { balances, source, head } = await discover(dock, context, address, network, { ...parameters, forceUpdate });
    context.balanceFailures.delete(account);
    // Fresh now (a fetch aborted on the way, e.g. by a view closing, leaves the account marked).
    context.staleBalances.delete(account);
    const result = toBalances(balances, source, head);
    writeCache(dock, account, result.balances, Date.now());
    return result;
  } catch (cause) {
    if (parameters.signal?.aborted) throw cause;
    context.balanceFailures.set(account, Date.now());
    dock.toast.error(ErrorMessages.tokenBalanceUnavailable);
    throw unavailable(cause);
  }
}
