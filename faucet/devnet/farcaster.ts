// Farcaster's ID and key registries on the devnet, at their canonical (Optimism) addresses, so Sign In With Farcaster
// verifies with @farcaster/auth-client exactly as in production (it reads them at those fixed addresses through
// the RPC URL it is given). The real contracts are not published as npm artifacts (the Farcaster packages ship
// their ABIs only), so these are minimal stand-ins compiled from contracts/FarcasterIdRegistry.sol and
// FarcasterKeyRegistry.sol: the read subset auth-client calls, and a free self-registration for test users.
import {
  createClient,
  createWalletClient,
  http,
  keccak256,
  parseEther,
  publicActions,
  stringToBytes,
  testActions,
  type Address,
  type Hex,
  type LocalAccount,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { completeFarcasterSignIn } from './frame/farcaster-client';
import type { DevSignIn } from './frame/farcaster-relay';
import { farcasterIdRegistryAbi, farcasterIdRegistryBytecode, farcasterKeyRegistryBytecode } from './artifacts';
import type { DevnetClient } from './sender';

/** IdRegistry's address on Optimism (auth-client's ID_REGISTRY_ADDRESS). */
export const FARCASTER_ID_REGISTRY: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';
/** KeyRegistry's address on Optimism (auth-client's KEY_REGISTRY_ADDRESS). */
export const FARCASTER_KEY_REGISTRY: Address = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e';

// Neither contract has a constructor or immutables: running the creation code in an eth_call returns the runtime
// code, which anvil_setCode places at the canonical address. No transaction, so no deployer nonce moves.
async function placeAt(client: DevnetClient, address: Address, creation: Hex): Promise<void> {
  if (await client.getCode({ address })) return;
  const { data } = await client.call({ data: creation });
  if (!data) throw new Error(`no runtime code for ${address}`);
  await client.setCode({ address, bytecode: data });
}

/** Puts both registries on the devnet (skipped where code is already there). */
export async function installFarcasterRegistries(client: DevnetClient): Promise<void> {
  await Promise.all([
    placeAt(client, FARCASTER_ID_REGISTRY, farcasterIdRegistryBytecode),
    placeAt(client, FARCASTER_KEY_REGISTRY, farcasterKeyRegistryBytecode),
  ]);
}

/**
 * Registers a new fid for `custody` on the devnet at `rpcUrl` and returns it: the custody account pays its own
 * register(recovery) call (as on Farcaster, where the custody address registers itself), after anvil gives it gas.
 */
export async function registerFarcasterId(
  rpcUrl: string,
  custody: LocalAccount,
  recovery: Address = custody.address,
): Promise<bigint> {
  const client = createClient({ transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 20 })
    .extend(publicActions)
    .extend(testActions({ mode: 'anvil' }));
  await client.setBalance({ address: custody.address, value: parseEther('0.01') });
  const wallet = createWalletClient({ account: custody, transport: http(rpcUrl, { retryCount: 0 }) });
  const hash = await wallet.writeContract({
    address: FARCASTER_ID_REGISTRY,
    abi: farcasterIdRegistryAbi,
    functionName: 'register',
    args: [recovery],
    chain: null,
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  if (receipt.status !== 'success') throw new Error(`fid registration failed (tx ${hash})`);
  return client.readContract({
    address: FARCASTER_ID_REGISTRY,
    abi: farcasterIdRegistryAbi,
    functionName: 'idOf',
    args: [custody.address],
  });
}

/**
 * The development relay page's sign-in (`npm start`): the test user named `username` has a custody key derived from
 * the name (public: development only) and an fid registered on first use; it completes the channel at `relayUrl`.
 */
export function devFarcasterSignIn(rpcUrl: string, relayUrl: string): DevSignIn {
  return async (url, username) => {
    const custody = privateKeyToAccount(keccak256(stringToBytes(`walletdock development farcaster user ${username}`)));
    const client = createClient({ transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions);
    let fid = await client.readContract({
      address: FARCASTER_ID_REGISTRY,
      abi: farcasterIdRegistryAbi,
      functionName: 'idOf',
      args: [custody.address],
    });
    if (fid === 0n) fid = await registerFarcasterId(rpcUrl, custody);
    await completeFarcasterSignIn({ relayUrl, url, user: { fid: Number(fid), custody, username } });
  };
}
