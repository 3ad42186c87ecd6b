/**
 * walletdock/solana: Solana wallets through the wallet standard (Phantom, Solflare, Backpack…), the
 * three clusters as networks, and the Solana address rule. Sending needs the optional peer
 * `@solana/web3.js` (loaded on first send).
 *
 * ```ts
 * import { solanaAdapter, solanaMainnet } from 'walletdock/solana';
 * const dock = createWalletDock({ networks: [mainnet, solanaMainnet], adapters: [eip155Adapter(), solanaAdapter()] });
 * ```
 *
 * @module walletdock/solana
 */
export { assertSolanaAddress, solanaAdapter } from './core/adapters/solana';
export type { SolanaAdapterOptions } from './core/adapters/solana';
export {
  SOLANA_DEVNET,
  SOLANA_MAINNET,
  SOLANA_TESTNET,
  SOLANA_WALLET_CHAINS,
  createConnectionRpc,
  solanaDevnet,
  solanaMainnet,
  solanaTestnet,
  solanaWalletChain,
} from './core/namespaces/solana/rpc';
export type {
  SolanaAccountInfo,
  SolanaCaipNetworkId,
  SolanaRpc,
  SolanaWalletChain,
} from './core/namespaces/solana/rpc';
export {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './core/namespaces/solana/transfers';
export { isSolanaAddress } from './core/namespaces/address';
export type { WalletRegistry } from './core/adapters/wallet-standard';
