// walletdock/testing: test wallets for host apps' own tests (and ours). Browser-safe: no Node-only APIs.
export { createTestWallet } from './wallet';
export type { TestWallet, TestWalletOptions, TestWalletKey, TestWalletBehavior, RecordedRequest } from './types';
export { defineDevnetChain, devnetChain, DEVNET_CHAIN_ID } from './chains';
export { ProviderRpcError, ProviderErrorCode, ProviderErrorMessage } from './errors';
export { announceProvider, defaultTestWalletInfo } from './eip6963';
export type { EIP6963ProviderInfo, EIP6963ProviderDetail } from './eip6963';
export { createSolanaTestWallet } from './solana';
export type { SolanaTestWallet, SolanaTestWalletOptions, SolanaTestWalletFeature } from './solana';
export { createBitcoinTestWallet } from './bitcoin';
export type { BitcoinTestWallet, BitcoinTestWalletOptions, BitcoinTestWalletFeature } from './bitcoin';
export { bip322MessageHash, bip322SignSimple, bip322SignSimpleBase64 } from './bip322';
export { registerStandardWallet } from './standard-wallet';
