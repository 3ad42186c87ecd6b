// Bitcoin networks: CAIP-2 ids (bip122:<first 32 hex of the genesis block hash>), the wallet standard's
// chain names, address parameters, and address validation per network.
import { Address, NETWORK, TEST_NETWORK } from '@scure/btc-signer';
import type { CaipNetwork } from '../../model/network';

type BTC_NETWORK = typeof NETWORK;

/** CAIP-2 id of Bitcoin mainnet. */
export const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93' as const;
/** CAIP-2 id of Bitcoin testnet (testnet3). */
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba' as const;
/** CAIP-2 id of Bitcoin signet. */
export const BITCOIN_SIGNET = 'bip122:00000008819873e925422c1ff0f99f7c' as const;
/** CAIP-2 id of Bitcoin regtest. */
export const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' as const;

/** A Bitcoin CAIP-2 network id this package knows. */
export type BitcoinCaipNetworkId =
  | typeof BITCOIN_MAINNET
  | typeof BITCOIN_TESTNET
  | typeof BITCOIN_SIGNET
  | typeof BITCOIN_REGTEST;

/** Wallet-standard chain names bitcoin wallets list (Exodus' bitcoin wallet standard). */
export type BitcoinWalletChain = 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:signet' | 'bitcoin:regtest';

/** Address purposes a bitcoin wallet hands out on connect (sats-connect / Xverse naming). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals';

const REGTEST_NETWORK: BTC_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

interface BitcoinNetworkInfo {
  walletChain: BitcoinWalletChain;
  params: BTC_NETWORK;
  name: string;
}

/** Per CAIP-2 id: the wallet chain name, the address parameters and a display name. */
export const BITCOIN_NETWORKS: Readonly<Record<BitcoinCaipNetworkId, BitcoinNetworkInfo>> = {
  [BITCOIN_MAINNET]: { walletChain: 'bitcoin:mainnet', params: NETWORK, name: 'Bitcoin' },
  [BITCOIN_TESTNET]: { walletChain: 'bitcoin:testnet', params: TEST_NETWORK, name: 'Bitcoin Testnet' },
  [BITCOIN_SIGNET]: { walletChain: 'bitcoin:signet', params: TEST_NETWORK, name: 'Bitcoin Signet' },
  [BITCOIN_REGTEST]: { walletChain: 'bitcoin:regtest', params: REGTEST_NETWORK, name: 'Bitcoin Regtest' },
};

function bitcoinCaipNetwork(caipNetworkId: BitcoinCaipNetworkId, testnet: boolean, explorer?: string): CaipNetwork {
  return {
    id: caipNetworkId.slice('bip122:'.length),
    name: BITCOIN_NETWORKS[caipNetworkId].name,
    chainNamespace: 'bip122',
    caipNetworkId,
    nativeCurrency: { name: 'Bitcoin', symbol: testnet ? 'tBTC' : 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [] } },
    blockExplorers: explorer ? { default: { name: 'Mempool', url: explorer } } : undefined,
    testnet,
  };
}

/** Bitcoin mainnet as a CaipNetwork for `options.networks`. */
export const bitcoinMainnet: CaipNetwork = bitcoinCaipNetwork(BITCOIN_MAINNET, false, 'https://mempool.space');
/** Bitcoin testnet as a CaipNetwork. */
export const bitcoinTestnet: CaipNetwork = bitcoinCaipNetwork(BITCOIN_TESTNET, true, 'https://mempool.space/testnet');
/** Bitcoin signet as a CaipNetwork. */
export const bitcoinSignet: CaipNetwork = bitcoinCaipNetwork(BITCOIN_SIGNET, true, 'https://mempool.space/signet');
/** Bitcoin regtest as a CaipNetwork (local nodes; no explorer). */
export const bitcoinRegtest: CaipNetwork = bitcoinCaipNetwork(BITCOIN_REGTEST, true);

/** The network info of a CAIP-2 id, or undefined when it is not a Bitcoin network we know. */
export function bitcoinNetwork(caipNetworkId: string): BitcoinNetworkInfo | undefined {
  return (BITCOIN_NETWORKS as Record<string, BitcoinNetworkInfo>)[caipNetworkId];
}

/** The CAIP-2 id for a wallet-standard chain name (`bitcoin:mainnet` -> bip122:0000...). */
export function bitcoinCaipNetworkId(walletChain: string): BitcoinCaipNetworkId | undefined {
  const entry = Object.entries(BITCOIN_NETWORKS).find(([, info]) => info.walletChain === walletChain);
  return entry?.[0] as BitcoinCaipNetworkId | undefined;
}

/** Output type of a decoded address, e.g. 'wpkh', 'tr', 'pkh', 'sh'. */
export type BitcoinAddressType = 'pkh' | 'sh' | 'wpkh' | 'wsh' | 'tr' | 'unknown';

/**
 * Decodes `address` for the given network; undefined when it is not a valid address there
 * (so a testnet `tb1...` address is invalid on mainnet, and `bc1...` invalid on testnet).
 */
export function decodeBitcoinAddress(address: string, caipNetworkId: string): { type: BitcoinAddressType } | undefined {
  const info = bitcoinNetwork(caipNetworkId);
  if (!info) return undefined;
  try {
    const decoded = Address(info.params).decode(address);
    const known: readonly string[] = ['pkh', 'sh', 'wpkh', 'wsh', 'tr'];
    return { type: (known.includes(decoded.type) ? decoded.type : 'unknown') as BitcoinAddressType };
  } catch {
    return undefined;
  }
}
