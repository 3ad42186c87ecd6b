// Swap's work, loaded on first use (query.ts imports it only dynamically): the tokens and quotes of the blockchain API
// for the active eip155 account, and a swap from start to receipt: the allowance checked, an approval sent and
// confirmed when it falls short, the swap the API built sent and confirmed, then the API's index awaited so that the
// balances fetched next include it. Each transaction is a wallet prompt through the instance's adapter.
import { isAddress, maxUint256 } from 'viem';
import type { CaipNetwork } from '../model/network';
import type { DockCore } from '../instance/dock-core';
import { readAfterReceipt } from '../account-data/floor';
import { accountDataContext } from '../account-data/context';
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import { httpStatusOf } from '../api/http';
import { SWAP_SLIPPAGE } from '../model/constants';
import { isUserRejection, toWalletDockError, walkCauses, WalletDockError } from '../model/errors';
import { InvalidInputError } from '../model/errors/validation';
import { NodeError } from '../model/errors/rpc';
import { NotConfiguredError, NotFoundError, UnsupportedError } from '../model/errors/sdk';
import { RequestTimeoutError } from '../model/errors/http';
import * as ErrorMessages from '../model/error-messages';
import * as SwapErrorMessages from './messages';
import { toNodeError } from '../model/node-errors';
import { createSwapApiClient, type SwapApiClient, type SwapGasPrice } from './api';
import { isSwapNetwork, minimumReceived, swapQuote, swapValue, validateSwap } from './quote';
import type { SwapTokenReply } from './rules';
import type { SwapApprovalResult, SwapQuote, SwapResult, SwapStep, SwapTokenOption, SwapVariables } from './types';
import { explorerTxUrl } from '../namespaces/explorer';

/** How long a transaction may take to be confirmed. */
const RECEIPT_TIMEOUT_MS = 120_000;
/** How long to wait for the API to index a swap before balances are fetched again (then they follow later). */
const POLL_MS = 250;

const clients = new WeakMap<DockCore, SwapApiClient | undefined>();

/** The instance's convert client ("Swaps need a blockchain API" without one). */
function apiOf(dock: DockCore): SwapApiClient {
  if (!clients.has(dock)) {
    const baseUrl = resolveBlockchainApiUrl(dock.options);
    clients.set(
      dock,
      baseUrl
        ? createSwapApiClient({ baseUrl, projectId: dock.options.projectId, fetch: dock.options.api?.fetch })
        : undefined,
    );
  }
  const client = clients.get(dock);
  if (!client) throw new NotConfiguredError(SwapErrorMessages.swapsNeedApi);
  return client;
}

/** Throws `message` (the spec's "Network not supported for …") unless swaps run on the network. */
async function assertSwapNetwork(dock: DockCore, caipNetworkId: string, message: string): Promise<void> {
  const served = await accountDataContext(dock)
    .supports(caipNetworkId)
    .catch(() => false);
  if (!isSwapNetwork(caipNetworkId, served)) throw new UnsupportedError(message);
}

/** What a refusing server said: the `{ error: "…" }` of the reply body kept in the HTTP error's cause. */
function httpErrorTextOf(error: unknown): string | undefined {
  const body = walkCauses(
    error,
    (e) =>
      typeof (e as { body?: unknown })?.body === 'string' && typeof (e as { status?: unknown }).status === 'number',
  );
  try {
    const reply = JSON.parse((body as { body: string } | undefined)?.body ?? 'null') as { error?: unknown } | null;
    return typeof reply?.error === 'string' ? reply.error : undefined;
  } catch {
    return undefined;
  }
}

/** An API refusal in the server's own words (a 409 at build time: the price moved past the slippage). */
function apiError(error: unknown, slippage?: number): WalletDockError {
  const status = httpStatusOf(error);
  const text = httpErrorTextOf(error);
  if (status === 409 && slippage !== undefined)
    return new InvalidInputError(SwapErrorMessages.swapPriceMoved(slippage), { cause: error });
  if (status !== undefined && status >= 400 && status < 500 && text)
    return new InvalidInputError(text, { cause: error });
  return toWalletDockError(error);
}

/** A wallet or chain failure in the catalogue's terms; a swap the pools refused for its minimum says so. */
function chainError(error: unknown, slippage: number): WalletDockError {
  if (isUserRejection(error)) return toWalletDockError(error);
  if (/INSUFFICIENT_OUTPUT_AMOUNT/.test(String((error as { message?: unknown })?.message ?? error))) {
    return new NodeError(SwapErrorMessages.swapPriceMoved(slippage), { cause: error });
  }
  if (error instanceof WalletDockError && error.code !== 'UNKNOWN' && error.code !== 'RPC_ERROR') return error;
  return toNodeError(error) ?? toWalletDockError(error);
}

/** Tokens swapped on a network (GET /v1/convert/tokens). */
export async function fetchSwapTokens(
  dock: DockCore,
  p: { caipNetworkId: string; signal?: AbortSignal },
): Promise<SwapTokenReply[]> {
  await assertSwapNetwork(dock, p.caipNetworkId, ErrorMessages.swapsNetworkUnsupported);
  return apiOf(dock)
    .tokens(p.caipNetworkId, { signal: p.signal })
    .catch((error: unknown) => {
      throw apiError(error);
    });
}

/** The network's gas price levels ("Network not supported for Gas Price" where swaps do not run). */
export async function fetchSwapGasPrice(
  dock: DockCore,
  p: { caipNetworkId: string; signal?: AbortSignal },
): Promise<SwapGasPrice> {
  await assertSwapNetwork(dock, p.caipNetworkId, ErrorMessages.gasPriceNetworkUnsupported);
  return apiOf(dock)
    .gasPrice(p.caipNetworkId, { signal: p.signal })
    .catch((error: unknown) => {
      throw apiError(error);
    });
}

/** The best quote for `amount` base units of `from` into `to`, with the allowance and the gas price. */
export async function fetchSwapQuote(
  dock: DockCore,
  p: {
    caipNetworkId: string;
    address: string;
    from: SwapTokenOption;
    to: SwapTokenOption;
    amount: bigint;
    slippage: number;
    signal?: AbortSignal;
  },
): Promise<SwapQuote> {
  await assertSwapNetwork(dock, p.caipNetworkId, ErrorMessages.swapsNetworkUnsupported);
  const api = apiOf(dock);
  const userAddress = `${p.caipNetworkId}:${p.address}`;
  const gas = fetchSwapGasPrice(dock, p).catch(() => undefined);
  const [quotes, allowance, gasPrice] = await Promise.all([
    gas.then((g) =>
      api.quotes(
        { from: p.from.address, to: p.to.address, amount: p.amount, userAddress, gasPrice: g?.standard },
        { signal: p.signal },
      ),
    ),
    p.from.native ? undefined : api.allowance({ tokenAddress: p.from.address, userAddress }, { signal: p.signal }),
    gas,
  ]).catch((error: unknown) => {
    throw apiError(error);
  });
  const best = quotes[0];
  if (!best) throw new NotFoundError(ErrorMessages.anErrorOccurred);
  return swapQuote(best, {
    from: p.from,
    to: p.to,
    slippage: p.slippage,
    allowance: allowance ?? maxUint256,
    gasPrice: gasPrice ? BigInt(gasPrice.standard) : undefined,
  });
}

interface SwapAccount {
  caipNetwork: CaipNetwork;
  address: string;
  userAddress: string;
}

/** The active eip155 account and its network, the form checked ("No ActiveCaipAddress found" without one). */
async function prepare(
  dock: DockCore,
  variables: SwapVariables,
): Promise<{ account: SwapAccount; amount: bigint; slippage: number }> {
  const state = dock.stores.connection.getState();
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined;
  const address = chain?.accountState.address;
  const caipNetwork = chain?.caipNetwork;
  if (!address || !caipNetwork) throw new NotFoundError(ErrorMessages.noActiveCaipAddress);
  await assertSwapNetwork(dock, caipNetwork.caipNetworkId, ErrorMessages.swapsNetworkUnsupported);
  const invalid = validateSwap(variables);
  if (invalid) throw new InvalidInputError(invalid);
  return {
    account: { caipNetwork, address, userAddress: `${caipNetwork.caipNetworkId}:${address}` },
    amount: swapValue(variables.amount, variables.from)!,
    slippage: variables.slippage ?? SWAP_SLIPPAGE,
  };
}

/** One JSON-RPC read on the network: through the instance's wagmi config when it has the chain, else its RPC URL. */
async function rpc<T>(dock: DockCore, caipNetwork: CaipNetwork, method: string, params: unknown[]): Promise<T> {
  const config = dock.wagmiConfig;
  const chainId = Number(caipNetwork.id);
  if (config?.chains.some((c) => c.id === chainId)) {
    return (await config
      .getClient({ chainId: chainId as never })
      .request({ method: method as never, params: params as never })) as T;
  }
  const url = dock.options.customRpcUrls?.[caipNetwork.caipNetworkId]?.[0] ?? caipNetwork.rpcUrls.default.http[0];
  const res = await fetch(url!, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const reply = (await res.json()) as { result?: T; error?: { message: string } };
  if (reply.error) throw new Error(reply.error.message);
  return reply.result as T;
}

/** Sends a built transaction through the wallet and waits for its receipt; a reverted one throws `reverted`. */
async function sendAndConfirm(
  dock: DockCore,
  account: SwapAccount,
  tx: { to: string; data: `0x${string}`; value: bigint; gas?: string | number | undefined },
  reverted: string,
): Promise<{ hash: string; blockNumber: bigint }> {
  const hash = await dock.sendTransaction({
    namespace: 'eip155',
    caipNetworkId: account.caipNetwork.caipNetworkId,
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
  });
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS;
  for (;;) {
    const receipt = await rpc<{ status?: string; blockNumber: string } | null>(
      dock,
      account.caipNetwork,
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt) {
      if (receipt.status !== '0x1') throw new NodeError(reverted);
      return { hash, blockNumber: BigInt(receipt.blockNumber) };
    }
    if (Date.now() >= deadline) throw new RequestTimeoutError(SwapErrorMessages.swapReceiptTimedOut(hash));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Approves the router for exactly the amount (when the allowance falls short); resolves with the allowance after. */
export async function executeSwapApproval(
  dock: DockCore,
  variables: SwapVariables,
  onStep?: (step: SwapStep) => void,
): Promise<SwapApprovalResult | undefined> {
  const { account, amount, slippage } = await prepare(dock, variables);
  return approveIfNeeded(dock, account, variables, amount, slippage, onStep);
}

async function approveIfNeeded(
  dock: DockCore,
  account: SwapAccount,
  variables: SwapVariables,
  amount: bigint,
  slippage: number,
  onStep?: (step: SwapStep) => void,
): Promise<SwapApprovalResult | undefined> {
  if (variables.from.native) return undefined;
  const api = apiOf(dock);
  const allowance = await api
    .allowance({ tokenAddress: variables.from.address, userAddress: account.userAddress })
    .catch((error: unknown) => {
      throw apiError(error);
    });
  if (allowance >= amount) return undefined;
  const tx = await api
    .buildApprove({ userAddress: account.userAddress, from: variables.from.address, to: variables.to.address, amount })
    .catch((error: unknown) => {
      throw apiError(error);
    });
  onStep?.('approving');
  const { hash } = await sendAndConfirm(
    dock,
    account,
    { to: tx.to, data: tx.data, value: BigInt(tx.value), gas: tx.eip155?.gas },
    SwapErrorMessages.swapApprovalReverted,
  ).catch((error: unknown) => {
    throw chainError(error, slippage);
  });
  return { hash, allowance: amount };
}

/**
 * Swaps `amount` of `from` into `to` from the active eip155 account: approves first when the allowance falls short
 * (a wallet prompt, then its receipt), then sends the swap the API built (a second prompt, then its receipt), which
 * guarantees the quoted amount less the slippage. Rejects with the catalogue's words; nothing half-done is left but
 * an approval, which a retry reuses.
 */
export async function executeSwap(
  dock: DockCore,
  variables: SwapVariables,
  onStep?: (step: SwapStep) => void,
): Promise<SwapResult> {
  const { account, amount, slippage } = await prepare(dock, variables);
  const approval = await approveIfNeeded(dock, account, variables, amount, slippage, onStep);
  const api = apiOf(dock);
  // The swap guarantees the quote the person saw less the slippage; without one, a quote taken now.
  const toAmount =
    variables.quote?.toAmount ??
    BigInt(
      (
        await api
          .quotes({ from: variables.from.address, to: variables.to.address, amount, userAddress: account.userAddress })
          .catch((error: unknown) => {
            throw apiError(error);
          })
      )[0]?.toAmount ?? 0,
    );
  const tx = await api
    .buildTransaction({
      userAddress: account.userAddress,
      from: variables.from.address,
      to: variables.to.address,
      amount,
      slippage,
      toAmount,
    })
    .catch((error: unknown) => {
      throw apiError(error, slippage);
    });
  onStep?.('swapping');
  const { hash, blockNumber } = await sendAndConfirm(
    dock,
    account,
    { to: tx.to, data: tx.data, value: BigInt(tx.amount), gas: tx.eip155?.gas },
    SwapErrorMessages.swapReverted,
  ).catch((error: unknown) => {
    throw chainError(error, slippage);
  });
  // The balances fetched next (the rows kept are marked as updating and read again) must come from their sources,
  // not the 30 s cache, and reflect the swap's block: the API is asked with it as floor and waits for its index.
  await dock.storage.load();
  readAfterReceipt(dock, { caipNetworkId: account.caipNetwork.caipNetworkId, address: account.address, blockNumber });
  onStep?.('done');
  return {
    hash,
    approvalHash: approval?.hash,
    caipNetworkId: account.caipNetwork.caipNetworkId,
    fromAmount: amount,
    minimumReceived: minimumReceived(toAmount, slippage),
    explorerUrl: explorerTxUrl(account.caipNetwork, hash),
  };
}

/** A call built by the API, not sent: its target, data, value, and the API's gas estimate when it made one. */
export interface SwapCall {
  to: `0x${string}`;
  data: `0x${string}`;
  value: bigint;
  gas: bigint | undefined;
}

/**
 * The calls of swapping exactly `amount` of `from` into `to` for `address`, built by the API and not sent (for a
 * caller that sends them itself, alone or in a batch): the approval of exactly `amount` when the router's allowance
 * falls short, then the swap, which gives `address` at least `toAmount` less `slippage` percent or reverts.
 * `estimate: false` builds the swap without the API's estimate, which fails while its approval is not on chain.
 */
export async function buildSwapCalls(
  dock: DockCore,
  p: {
    caipNetworkId: string;
    address: string;
    from: SwapTokenOption;
    to: SwapTokenOption;
    amount: bigint;
    toAmount: bigint;
    slippage: number;
    estimate: boolean;
  },
): Promise<{ approval: SwapCall | undefined; swap: SwapCall }> {
  await assertSwapNetwork(dock, p.caipNetworkId, ErrorMessages.swapsNetworkUnsupported);
  const api = apiOf(dock);
  const userAddress = `${p.caipNetworkId}:${p.address}`;
  const gasOf = (gas: string | number | undefined) => (gas === undefined ? undefined : BigInt(gas));
  // The API names the contract each call goes to: an address, or nothing is sent.
  const target = (to: string): `0x${string}` => {
    if (!isAddress(to, { strict: false })) throw new InvalidInputError(ErrorMessages.anErrorOccurred);
    return to;
  };
  const allowance = p.from.native
    ? p.amount
    : await api.allowance({ tokenAddress: p.from.address, userAddress }).catch((error: unknown) => {
        throw apiError(error);
      });
  const approval =
    allowance >= p.amount
      ? undefined
      : await api
          .buildApprove({ userAddress, from: p.from.address, to: p.to.address, amount: p.amount })
          .catch((error: unknown) => {
            throw apiError(error);
          });
  const tx = await api
    .buildTransaction({
      userAddress,
      from: p.from.address,
      to: p.to.address,
      amount: p.amount,
      slippage: p.slippage,
      toAmount: p.toAmount,
      disableEstimate: !p.estimate,
    })
    .catch((error: unknown) => {
      throw apiError(error, p.slippage);
    });
  return {
    approval: approval && {
      to: target(approval.to),
      data: approval.data,
      value: BigInt(approval.value),
      gas: gasOf(approval.eip155?.gas),
    },
    swap: { to: target(tx.to), data: tx.data, value: BigInt(tx.amount), gas: gasOf(tx.eip155?.gas) },
  };
}
