// The first source of balance discovery: the wallet itself (SPEC §7 "Balance discovery"). wallet_getCapabilities
// (EIP-5792) says whether the wallet discovers assets on the chain; if so, wallet_getAssets (EIP-7811) returns them
// grouped by hex chain id. A reply is used only if every entry has the expected field types (SPEC §5).
import * as z from 'zod/mini';
import { numberToHex } from 'viem';
import type { ChainAdapter } from '../adapters/types';
import type { CaipNetwork } from '../connection/network';
import { walletAssetsResponseSchema, type TokenBalance } from '../model/entities';
import { balancesFromWalletAssets } from './balances';

const capabilitiesSchema = z.record(
  z.string(),
  z.looseObject({ assetDiscovery: z.optional(z.looseObject({ supported: z.optional(z.boolean()) })) }),
);

// Chain keys are hex ids, maybe with leading zeros; EIP-5792's "0x0" holds capabilities of every chain.
function entryFor<T>(byChain: Record<string, T>, chainId: number): T | undefined {
  const key = Object.keys(byChain).find((k) => /^0x[0-9a-fA-F]+$/.test(k) && BigInt(k) === BigInt(chainId));
  return key !== undefined ? byChain[key] : byChain['0x0'];
}

/**
 * The balances the connected wallet reports for `address` on `network`, or undefined when it does not discover
 * assets there or its reply is malformed. Rejects as the wallet does (4200 for a wallet without the methods).
 */
export async function walletAssetBalances(
  adapter: ChainAdapter,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | undefined> {
  if (!adapter.request || network.chainNamespace !== 'eip155') return undefined;
  const chainId = Number(network.id);
  const hex = numberToHex(chainId);
  const capabilities = capabilitiesSchema.safeParse(await adapter.request({ method: 'wallet_getCapabilities', params: [address, [hex]] }));
  if (!capabilities.success || entryFor(capabilities.data, chainId)?.assetDiscovery?.supported !== true) return undefined;
  const reply = walletAssetsResponseSchema.safeParse(
    await adapter.request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [hex] }] }),
  );
  if (!reply.success) return undefined;
  return balancesFromWalletAssets(entryFor(reply.data, chainId) ?? [], network.caipNetworkId);
}
