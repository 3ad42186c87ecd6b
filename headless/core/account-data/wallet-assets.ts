// The first source of balance discovery: the wallet itself. wallet_getCapabilities
// (EIP-5792) says whether the wallet discovers assets on the chain; if so, wallet_getAssets (EIP-7811) returns them
// grouped by hex chain id. A reply is used only if every entry has the expected field types. The wallet is
// reached through wagmi's current connection (an injected wallet, or WalletConnect's session connector), so this code
// loads with the rest of balance discovery instead of sitting in every adapter.
import type { Config } from '@wagmi/core';
import { getConnection } from '../adapters/wagmi-connection';
import * as z from 'zod/mini';
import { numberToHex } from 'viem';
import type { CaipNetwork } from '../model/network';
import { walletAssetsResponseSchema } from './entities';
import type { TokenBalance } from '../model/token-balance';
import { balancesFromWalletAssets } from './balances';

// Other capabilities are left out of the parsed value (z.object strips unknown keys).
const capabilitiesSchema = z.record(
  z.string(),
  z.object({ assetDiscovery: z.optional(z.object({ supported: z.optional(z.boolean()) })) }),
);

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>;

// Chain keys are hex ids, maybe with leading zeros; EIP-5792's "0x0" holds capabilities of every chain.
function entryFor<T>(byChain: Record<string, T>, chainId: number): T | undefined {
  const key = Object.keys(byChain).find((k) => /^0x[0-9a-fA-F]+$/.test(k) && BigInt(k) === BigInt(chainId));
  return key !== undefined ? byChain[key] : byChain['0x0'];
}

/** The EIP-1193 request of the wallet wagmi has connected as `address`, if it has. */
async function connectedWallet(config: Config, address: string): Promise<Request | undefined> {
  const connection = getConnection(config);
  if (connection.status !== 'connected' || connection.address?.toLowerCase() !== address.toLowerCase())
    return undefined;
  const provider = (await connection.connector.getProvider()) as { request?: Request } | undefined;
  return provider?.request ? (args) => (provider.request as Request)(args) : undefined;
}

/**
 * The balances the wallet connected as `address` reports on `network`, or undefined when no such wallet is connected,
 * it does not discover assets there, or its reply is malformed. Rejects as the wallet does (4200 for a wallet without
 * the methods).
 */
export async function walletAssetBalances(
  config: Config | undefined,
  address: string,
  network: CaipNetwork,
): Promise<TokenBalance[] | undefined> {
  if (!config || network.chainNamespace !== 'eip155') return undefined;
  const request = await connectedWallet(config, address);
  if (!request) return undefined;
  const chainId = Number(network.id);
  const hex = numberToHex(chainId);
  const capabilities = capabilitiesSchema.safeParse(
    await request({ method: 'wallet_getCapabilities', params: [address, [hex]] }),
  );
  if (!capabilities.success || entryFor(capabilities.data, chainId)?.assetDiscovery?.supported !== true)
    return undefined;
  const reply = walletAssetsResponseSchema.safeParse(
    await request({ method: 'wallet_getAssets', params: [{ account: address, chainFilter: [hex] }] }),
  );
  if (!reply.success) return undefined;
  return balancesFromWalletAssets(entryFor(reply.data, chainId) ?? [], network.caipNetworkId);
}
