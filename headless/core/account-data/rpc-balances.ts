// The last source of balance discovery: the chain itself. The native coin through the namespace's adapter, and on
// eip155 the host's `tokens` for that network through multicall3 (wagmi's readContracts: one eth_call when the chain
// names multicall3, one call per read otherwise). Testnets and private chains get real balances this way instead of
// the '0.00' a hosted API that does not serve them would give.
import { readContracts } from '@wagmi/core';
import { erc20Abi, formatUnits, type Address } from 'viem';
import type { CaipNetwork } from '../connection/network';
import type { TokenOption, WalletDockOptions } from '../connection/options';
import type { WalletDock } from '../connection/dock';
import type { TokenBalance } from '../model/entities';

/** The host's tokens of one network, as a list. */
export function tokensOf(tokens: WalletDockOptions['tokens'], caipNetworkId: string): readonly TokenOption[] {
  const entry = tokens?.[caipNetworkId];
  if (!entry) return [];
  return Array.isArray(entry) ? entry : [entry as TokenOption];
}

const READS = ['balanceOf', 'decimals', 'symbol', 'name'] as const;

/** The native balance and the host's tokens of `address` on `network`, read from the chain. */
export async function rpcBalances(dock: WalletDock, address: string, network: CaipNetwork): Promise<TokenBalance[]> {
  const chainId = network.caipNetworkId;
  const tokens = network.chainNamespace === 'eip155' && dock.wagmiConfig ? tokensOf(dock.options.tokens, chainId) : [];
  const [native, reads] = await Promise.all([
    dock.getBalance({ address, caipNetworkId: chainId }),
    tokens.length > 0 && dock.wagmiConfig
      ? readContracts(dock.wagmiConfig, {
          allowFailure: true,
          contracts: tokens.flatMap((token) =>
            READS.map((functionName) => ({
              address: token.address as Address,
              abi: erc20Abi,
              functionName,
              chainId: Number(network.id),
              ...(functionName === 'balanceOf' ? { args: [address as Address] } : {}),
            })),
          ) as never,
        })
      : Promise.resolve([]),
  ]);
  const entries: TokenBalance[] = [
    {
      name: network.nativeCurrency.name,
      symbol: native.symbol,
      chainId,
      price: 0,
      value: 0,
      quantity: { decimals: String(native.decimals), numeric: formatUnits(native.value, native.decimals) },
      iconUrl: '',
    },
  ];
  const results = reads as readonly { status: 'success' | 'failure'; result?: unknown }[];
  tokens.forEach((token, i) => {
    const [balance, decimals, symbol, name] = results.slice(i * READS.length, (i + 1) * READS.length);
    // A token whose balance, decimals or symbol cannot be read is left out (not a contract, or not an ERC-20).
    if (balance?.status !== 'success' || decimals?.status !== 'success' || symbol?.status !== 'success') return;
    const places = Number(decimals.result);
    entries.push({
      name: name?.status === 'success' ? String(name.result) : String(symbol.result),
      symbol: String(symbol.result),
      chainId,
      address: `${chainId}:${token.address}`,
      price: 0,
      value: 0,
      quantity: { decimals: String(places), numeric: formatUnits(balance.result as bigint, places) },
      iconUrl: token.image ?? '',
    });
  });
  return entries;
}
