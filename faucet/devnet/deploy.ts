import type { Address } from 'viem';

/** Addresses of the devnet's test contracts (SPEC: foundation issue, "The devnet"). */
export interface DevnetContracts {
  /** ERC-20 "Test Token" (TEST), 18 decimals, minted to the funded test accounts. */
  token: Address;
  /** Minimal ERC-1271 smart account whose isValidSignature accepts its owner's signatures. */
  smartAccount: Address;
  /** Owner of `smartAccount`: anvil's first test account. */
  smartAccountOwner: Address;
}

/** Deploys the test contracts from the committed artifact to the chain at rpcUrl. */
export async function deployDevnetContracts(_rpcUrl: string): Promise<DevnetContracts> {
  throw new Error('deployDevnetContracts: not written yet (devnet helper owns this file)');
}
