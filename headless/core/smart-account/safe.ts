// The Safe smart account (Safe 1.4.1 with Safe4337Module 0.3.0 on EntryPoint v0.7) through permissionless'
// toSafeSmartAccount: the default smart account of an embedded wallet (eip155's smartAccount account type). Its address is
// counterfactual (the Safe proxy factory's CREATE2 from the owner and a salt nonce), different from the owner's, and
// its first user operation deploys it; it verifies signatures by ERC-1271 (the module is its fallback handler and
// inherits CompatibilityFallbackHandler), and viem wraps them in ERC-6492 while the Safe is not deployed yet.
import type { Address, Chain, Client, Transport } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { SmartAccount } from 'viem/account-abstraction';

/** EntryPoint v0.7's address on every chain (viem's entryPoint07Address). */
export const ENTRY_POINT_V07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032';

/**
 * Safe4337Module 0.3.0 and SafeModuleSetup 0.3.0 as built in @safe-global/safe-4337's published artifacts, deployed
 * through the Safe singleton factory with the zero salt (faucet/devnet/safe.ts). The deployed 0.3.0 release on public
 * chains was built apart from those artifacts and sits elsewhere (0x75cf…c226, 0x2dd6…5b47): a host on such a chain
 * passes those in `SafeAddresses`. Safe's own singleton, proxy factory and MultiSend are at permissionless' defaults.
 */
export const SAFE_4337_MODULE_V030: Address = '0xDBE027F6a41aF5cFF83799669348079d574FaeCE';
export const SAFE_MODULE_SETUP_V030: Address = '0x179D495Ba379Ec6eE559cbeDD4511FA52976a02A';

/** Where a chain has the Safe 4337 module and its setup library (the devnet's unless told). */
export interface SafeAddresses {
  safe4337ModuleAddress: Address;
  safeModuleSetupAddress: Address;
}

/** What createSafeAccount needs (account.ts' SmartAccountOptions carries it). */
export interface SafeAccountOptions {
  client: Client<Transport, Chain | undefined, undefined>;
  owner: PrivateKeyAccount;
  /** The salt nonce: which of the owner's Safes; 0 unless the owner has several. */
  index?: bigint;
  safe?: SafeAddresses;
}

/** The owner's Safe (1 of 1), whether or not it is deployed yet. */
export async function createSafeAccount(options: SafeAccountOptions): Promise<SmartAccount> {
  const { toSafeSmartAccount } = await import('permissionless/accounts');
  return toSafeSmartAccount({
    client: options.client,
    owners: [options.owner],
    version: '1.4.1',
    entryPoint: { address: ENTRY_POINT_V07, version: '0.7' },
    saltNonce: options.index ?? 0n,
    safe4337ModuleAddress: options.safe?.safe4337ModuleAddress ?? SAFE_4337_MODULE_V030,
    safeModuleSetupAddress: options.safe?.safeModuleSetupAddress ?? SAFE_MODULE_SETUP_V030,
  });
}
