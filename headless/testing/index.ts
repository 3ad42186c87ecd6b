/**
 * walletdock/testing: test wallets for host apps' own tests (and ours) that sign with real keys, the wrapper for
 * Testing Library's `renderHook` and `render` (createTestDock), and the test wallet in a Playwright page
 * (injectTestWallet). Browser-safe: no Node-only APIs.
 *
 * ```tsx
 * const { wrapper, wallet } = await createTestDock({ rpcUrl: 'http://127.0.0.1:8545', connected: true });
 * const { result } = renderHook(() => useAccount(), { wrapper });
 * ```
 *
 * ```ts
 * const wallet = createTestWallet({ privateKey, rpcUrl, chains: [defineDevnetChain(rpcUrl)], info: { name: 'My Test Wallet' } });
 * // it announces by EIP-6963 on `window` (or options.eventTarget); use it directly as an EIP-1193
 * // provider, or through viem `custom(wallet)` / wagmi `injected({ target: () => ({ id, name, provider: wallet }) })`.
 * wallet.setBehavior('personal_sign', { reject: true });        // next signatures answer 4001
 * wallet.setBehavior('*', { delayMs: 500, times: 1 });           // slow down the next request
 * ```
 *
 * The Solana test wallet is on `walletdock/testing/solana`: it signs with @solana/web3.js, an optional peer that
 * an app testing only EVM wallets does not install. The blockchain API's msw handlers are on `walletdock/testing/msw`
 * for the same reason (msw).
 *
 * @module walletdock/testing
 */
export { createTestWallet } from './wallet';
export { createTestDock } from './test-dock';
export type { TestDock, TestDockOptions, TestDockWalletOptions } from './test-dock';
export { waitForConnected } from './wait';
export type { WaitForConnectedOptions } from './wait';
export { injectTestWallet } from './playwright';
export type { InjectTestWalletOptions, InjectedWalletFrame, InjectedWalletTarget } from './playwright';
export type { InjectedWalletInit } from './injected-provider';
export type { TestWallet, TestWalletOptions, TestWalletKey, TestWalletBehavior, RecordedRequest } from './types';
export type { TestWalletCalls } from './calls';
export { defineDevnetChain, devnetChain, DEVNET_CHAIN_ID, DEVNET_CHAIN_NAME } from './chains';
export { ProviderRpcError, ProviderErrorCode, ProviderErrorMessage } from './errors';
export { announceProvider, defaultTestWalletInfo } from './eip6963';
export type { EIP6963ProviderInfo, EIP6963ProviderDetail } from './eip6963';
export { createBitcoinTestWallet } from './bitcoin';
export type { BitcoinTestWallet, BitcoinTestWalletOptions, BitcoinTestWalletFeature } from './bitcoin';
export { bip322MessageHash, bip322SignSimple, bip322SignSimpleBase64 } from './bip322';
export { registerStandardWallet } from './standard-wallet';
