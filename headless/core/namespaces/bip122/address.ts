// Bitcoin (bip122) address rule: P2PKH, P2SH, P2WPKH, P2WSH and P2TR, decoded by @scure/btc-signer.
import { Address } from '@scure/btc-signer/payment.js';

interface BtcNetwork {
  bech32: string;
  pubKeyHash: number;
  scriptHash: number;
  wif: number;
}

const MAINNET: BtcNetwork = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 };
const TESTNET: BtcNetwork = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
const REGTEST: BtcNetwork = { ...TESTNET, bech32: 'bcrt' };

/** CAIP-2 bip122 references (first 32 hex chars of the genesis hash) to address parameters. */
export const BIP122_NETWORKS: Readonly<Record<string, BtcNetwork>> = {
  '000000000019d6689c085ae165831e93': MAINNET,
  '000000000933ea01ad0ee984209779ba': TESTNET, // testnet3
  '00000000da84f2bafbbc53dee25a72ae': TESTNET, // testnet4
  '00000008819873e925422c1ff0f99f7c': TESTNET, // signet
  '0f9188f13cb7b2c71f2a335e3a4fc328': REGTEST,
};

const ACCEPTED = new Set(['pkh', 'sh', 'wpkh', 'wsh', 'tr']);

/**
 * True for a standard Bitcoin address of the network named by `caipNetworkId` (mainnet when absent).
 * An unknown bip122 reference or a non-bip122 id yields false rather than guessing a network.
 */
export function isBitcoinAddress(address: string, caipNetworkId?: string): boolean {
  let network = MAINNET;
  if (caipNetworkId !== undefined) {
    const [namespace, reference] = caipNetworkId.split(':');
    const known = namespace === 'bip122' && reference !== undefined ? BIP122_NETWORKS[reference] : undefined;
    if (!known) return false;
    network = known;
  }
  try {
    return ACCEPTED.has(Address(network).decode(address).type);
  } catch {
    return false;
  }
}
