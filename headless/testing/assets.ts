import { createPublicClient, erc20Abi, http, isAddressEqual, numberToHex, type Address, type Hex } from 'viem';
import { invalidParams, ProviderErrorCode, ProviderErrorMessage, ProviderRpcError, toProviderRpcError } from './errors';
import { getAssetsParams, watchAssetParams } from './params';
import type { ChainEntry } from './signing';

/** An ERC-20 the wallet tracks on one chain (reported by wallet_getAssets). */
export interface TrackedToken {
  chainId: number;
  address: Address;
}

/** One asset of a wallet_getAssets answer (EIP-7811). */
export interface WalletAsset {
  address: Address | 'native';
  balance: Hex;
  type: 'native' | 'erc20';
  metadata: { name: string; symbol: string; decimals: number };
}

async function readToken(entry: ChainEntry, token: Address, owner: Address): Promise<WalletAsset> {
  const client = createPublicClient({ chain: entry.chain, transport: http(entry.rpcUrl, { retryCount: 0 }) });
  const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address: token, abi: erc20Abi, functionName });
  const [balance, name, symbol, decimals] = await Promise.all([
    client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    read('name'),
    read('symbol'),
    read('decimals'),
  ]);
  return { address: token, balance: numberToHex(balance), type: 'erc20', metadata: { name, symbol, decimals } };
}

async function readNative(entry: ChainEntry, owner: Address): Promise<WalletAsset> {
  const client = createPublicClient({ chain: entry.chain, transport: http(entry.rpcUrl, { retryCount: 0 }) });
  const balance = await client.getBalance({ address: owner });
  const { name, symbol, decimals } = entry.chain.nativeCurrency;
  return { address: 'native', balance: numberToHex(balance), type: 'native', metadata: { name, symbol, decimals } };
}

/** wallet_getAssets (EIP-7811): native coin + tracked ERC-20s per known chain, read live from each chain's RPC. */
export async function getAssets(
  owner: Address,
  params: unknown,
  chains: ReadonlyMap<number, ChainEntry>,
  tokens: readonly TrackedToken[],
): Promise<Record<Hex, WalletAsset[]>> {
  const parsed = getAssetsParams.safeParse(params);
  if (!parsed.success) throw invalidParams('expected [{ account, assetFilter?, assetTypeFilter?, chainFilter? }]');
  const request = parsed.data[0];
  if (!isAddressEqual(request.account as Address, owner)) {
    throw new ProviderRpcError(ProviderErrorCode.Unauthorized, ProviderErrorMessage.unauthorized);
  }
  const filterIds = request.chainFilter ?? (request.assetFilter ? Object.keys(request.assetFilter) : undefined);
  const ids = filterIds ? filterIds.map((h) => Number(BigInt(h))).filter((id) => chains.has(id)) : [...chains.keys()];
  const types = request.assetTypeFilter;
  const result: Record<Hex, WalletAsset[]> = {};
  try {
    for (const id of ids) {
      const entry = chains.get(id) as ChainEntry;
      const wanted = request.assetFilter?.[numberToHex(id)];
      const keep = (asset: { address: string; type: string }) =>
        (!types || types.includes(asset.type)) &&
        (!wanted ||
          wanted.some(
            (w) =>
              w.type === asset.type &&
              (asset.type === 'native' || w.address.toLowerCase() === asset.address.toLowerCase()),
          ));
      const reads: Promise<WalletAsset>[] = [];
      if (keep({ address: 'native', type: 'native' })) reads.push(readNative(entry, owner));
      for (const token of tokens) {
        if (token.chainId === id && keep({ address: token.address, type: 'erc20' }))
          reads.push(readToken(entry, token.address, owner));
      }
      result[numberToHex(id)] = await Promise.all(reads);
    }
  } catch (error) {
    throw toProviderRpcError(error);
  }
  return result;
}

/** wallet_watchAsset (EIP-747): tracks an ERC-20 on the current chain; answers true. */
export function watchAsset(params: unknown, chainId: number, tokens: TrackedToken[]): true {
  const parsed = watchAssetParams.safeParse(params);
  if (!parsed.success)
    throw invalidParams('expected { type: "ERC20", options: { address, symbol?, decimals?, image? } }');
  const address = parsed.data.options.address as Address;
  if (!tokens.some((t) => t.chainId === chainId && isAddressEqual(t.address, address)))
    tokens.push({ chainId, address });
  return true;
}
