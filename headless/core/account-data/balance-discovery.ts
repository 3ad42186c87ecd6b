// Balance discovery: the wallet (EIP-7811), else the blockchain API, else
// the chain's RPC, each the fallback of the one before. A result is kept 30 s (the portfolio cache, in storage so a
// reload within that time asks nobody); when every source fails, "Token Balance Unavailable" is shown and no source
// is asked again for that account for 30 s (the retry gate).
import type { CaipNetworkId } from '../model/caip';
import { BALANCE_NAMESPACES, PORTFOLIO_CACHE_MS, TOKEN_BALANCE_RETRY_MS } from '../model/constants';
import type { TokenBalance } from '../model/token-balance';
import { errorOfCode, toWalletDockError } from '../model/errors';
import * as ErrorMessages from '../model/error-messages';
import type { DockCore } from '../instance/dock-core';
import type { CaipNetwork } from '../model/network';
import { toBalances, type BalanceSource, type Balances } from './balances';
import { accountDataContext, type AccountDataContext } from './context';
import { rpcBalances } from './rpc-balances';
import { walletAssetBalances } from './wallet-assets';

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

function readCache(dock: DockCore, account: string, now: number): TokenBalance[] | undefined {
  const entry = dock.storage.get('portfolioCache')?.[account];
  return entry && now - entry.timestamp < PORTFOLIO_CACHE_MS ? entry.value : undefined;
}

function writeCache(dock: DockCore, account: string, balances: TokenBalance[], now: number): void {
  const kept = Object.entries(dock.storage.get('portfolioCache') ?? {}).filter(
    ([, e]) => now - e.timestamp < PORTFOLIO_CACHE_MS,
  );
  dock.storage.set('portfolioCache', { ...Object.fromEntries(kept), [account]: { timestamp: now, value: balances } });
}

/**
 * Drops the cached balances of `address` on `caipNetworkId` and makes the next fetch ask the sources with
 * forceUpdate: after a transaction of the account's own (a swap), the 30 s cache, or the API's own short one, would
 * show the balances from before it.
 */
export function forgetCachedBalances(dock: DockCore, caipNetworkId: string, address: string): void {
  const account = `${caipNetworkId}:${address.toLowerCase()}`;
  accountDataContext(dock).staleBalances.add(account);
  const cache = dock.storage.get('portfolioCache');
  if (!cache?.[account]) return;
  const { [account]: _dropped, ...kept } = cache;
  dock.storage.set('portfolioCache', kept);
}

async function discover(
  dock: DockCore,
  context: AccountDataContext,
  address: string,
  network: CaipNetwork,
  parameters: FetchBalancesParameters,
): Promise<{ balances: TokenBalance[]; source: BalanceSource }> {
  // The wallet is asked only about its own connected account.
  const fromWallet = await walletAssetBalances(dock.wagmiConfig, address, network).catch(() => undefined);
  if (fromWallet) return { balances: fromWallet, source: 'wallet' };
  if (context.api && (await context.supports(network.caipNetworkId).catch(() => false))) {
    const fromApi = await context.api
      .balance(address, {
        chainId: network.caipNetworkId,
        forceUpdate: parameters.forceUpdate,
        signal: parameters.signal,
      })
      .catch((error: unknown) => {
        if (parameters.signal?.aborted) throw error;
        return undefined;
      });
    if (fromApi) return { balances: fromApi, source: 'api' };
  }
  return { balances: await rpcBalances(dock, address, network), source: 'rpc' };
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
  if (!network) throw errorOfCode(ErrorMessages.networkNotFound, { code: 'NOT_FOUND' });
  if (!BALANCE_NAMESPACES.includes(network.chainNamespace)) {
    dock.toast.error(ErrorMessages.tokenBalanceUnavailable);
    return toBalances([], 'none');
  }
  const context = accountDataContext(dock);
  const account = `${caipNetworkId}:${address.toLowerCase()}`;
  // The portfolio cache is read through the storage's zod schemas, which load on demand (usually by mount()).
  await dock.storage.load();
  const now = Date.now();
  const forceUpdate = context.staleBalances.has(account) || parameters.forceUpdate;
  const cached = forceUpdate ? undefined : readCache(dock, account, now);
  if (cached) return toBalances(cached, 'cache');
  const failedAt = context.balanceFailures.get(account);
  if (failedAt !== undefined && now - failedAt < TOKEN_BALANCE_RETRY_MS) throw unavailable();
  try {
    const { balances, source } = await discover(dock, context, address, network, { ...parameters, forceUpdate });
    context.balanceFailures.delete(account);
    // Fresh now (a fetch aborted on the way, e.g. by a view closing, leaves the account marked).
    context.staleBalances.delete(account);
    const result = toBalances(balances, source);
    writeCache(dock, account, result.balances, Date.now());
    return result;
  } catch (cause) {
    if (parameters.signal?.aborted) throw cause;
    context.balanceFailures.set(account, Date.now());
    dock.toast.error(ErrorMessages.tokenBalanceUnavailable);
    throw unavailable(cause);
  }
}
