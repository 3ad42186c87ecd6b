/**
 * walletdock/bitcoin: Bitcoin wallets through the wallet standard (`bitcoin:connect`,
 * `bitcoin:signMessage`, PSBT signing), the four networks, and the Bitcoin address rule (P2PKH,
 * P2SH, P2WPKH, P2WSH, P2TR per network).
 *
 * ```ts
 * import { bip122Adapter, bitcoinMainnet } from 'walletdock/bitcoin';
 * const dock = createWalletDock({ networks: [bitcoinMainnet], adapters: [bip122Adapter()] });
 * ```
 *
 * @module walletdock/bitcoin
 */
export { assertBitcoinAddress, bip122Adapter } from './core/adapters/bip122';
export type { Bip122AdapterOptions, Bip122ChainAdapter, SignPsbtRequest } from './core/adapters/bip122';
export {
  BITCOIN_MAINNET,
  BITCOIN_REGTEST,
  BITCOIN_SIGNET,
  BITCOIN_TESTNET,
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from './core/namespaces/bip122/networks';
export type {
  BitcoinAddressPurpose,
  BitcoinCaipNetworkId,
  BitcoinWalletChain,
} from './core/namespaces/bip122/networks';
export { isBitcoinAddress } from './core/namespaces/address';
export type { WalletRegistry } from './core/adapters/wallet-standard';
