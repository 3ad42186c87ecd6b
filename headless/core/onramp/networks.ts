// Network names of the on-ramp providers. Coinbase names its networks (ethereum, base, …) and falls back to
// ethereum for a chain it does not serve; Meld writes a currency and its network as one code (ETH_BASE).
import { COINBASE_ONRAMP_NETWORKS } from '../model/constants';

/** A Coinbase on-ramp network name. */
export type CoinbaseOnrampNetwork = (typeof COINBASE_ONRAMP_NETWORKS)[number];

/** The eip155 chain id of each Coinbase network. */
export const COINBASE_NETWORK_CHAIN_IDS: Readonly<Record<CoinbaseOnrampNetwork, number>> = {
  ethereum: 1,
  arbitrum: 42161,
  polygon: 137,
  berachain: 80094,
  'avalanche-c-chain': 43114,
  optimism: 10,
  celo: 42220,
  base: 8453,
};

/**
 * Coinbase's name for an eip155 chain, `ethereum` for a chain Coinbase does not serve.
 *
 * @example
 * coinbaseNetworkName(8453); // 'base'
 * coinbaseNetworkName(33322); // 'ethereum'
 */
export function coinbaseNetworkName(chainId: number): CoinbaseOnrampNetwork {
  return COINBASE_ONRAMP_NETWORKS.find((name) => COINBASE_NETWORK_CHAIN_IDS[name] === chainId) ?? 'ethereum';
}

/** Whether Coinbase serves an eip155 chain (its name is not just the fallback). */
export function isCoinbaseNetwork(chainId: number): boolean {
  return COINBASE_ONRAMP_NETWORKS.some((name) => COINBASE_NETWORK_CHAIN_IDS[name] === chainId);
}

const MELD_NETWORKS: Readonly<Record<string, string>> = {
  ethereum: 'ETHEREUM',
  base: 'BASE',
  arbitrum: 'ARBITRUM',
  polygon: 'POLYGON',
  optimism: 'OPTIMISM',
  celo: 'CELO',
  berachain: 'BERACHAIN',
  'avalanche-c-chain': 'AVAXC',
  solana: 'SOLANA',
};

/**
 * Meld's currency code: the symbol and the network (`USDC_BASE`, `SOL_SOLANA`); a network it is not known to serve
 * gives the bare symbol, which Meld reads on the currency's home network.
 */
export function meldCurrencyCode(symbol: string, network: string): string {
  const upper = symbol.toUpperCase();
  const meld = MELD_NETWORKS[network];
  return meld ? `${upper}_${meld}` : upper;
}

/**
 * The CAIP-2 id of an options network: a decimal `chain_id` is eip155, a CAIP-2 one is kept, Coinbase's `solana` is
 * Solana mainnet; undefined when it cannot be told.
 */
export function onrampNetworkCaipId(network: { name: string; chain_id: string }): string | undefined {
  if (/^[1-9][0-9]*$/.test(network.chain_id)) return `eip155:${network.chain_id}`;
  if (/^[a-z0-9-]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(network.chain_id)) return network.chain_id;
  if (network.name === 'solana') return 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
  return undefined;
}
