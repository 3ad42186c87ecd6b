// Farcaster for tests: a test user (a fresh custody key with an fid registered in the devnet's ID registry) and the
// frame environment that turns Sign In With Farcaster on against a relay stand-in.
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { registerFarcasterId } from '../../faucet/devnet/farcaster';
import type { FarcasterTestUser } from '../../faucet/devnet/frame/farcaster-client';

/** A new Farcaster account on the devnet at `rpcUrl`. */
export async function createFarcasterTestUser(rpcUrl: string, username?: string): Promise<FarcasterTestUser> {
  const custody = privateKeyToAccount(generatePrivateKey());
  const fid = await registerFarcasterId(rpcUrl, custody);
  return { fid: Number(fid), custody, ...(username ? { username } : {}) };
}

/** The frame's environment for Farcaster sign-in through `relayUrl`, verified against the devnet's registry. */
export function farcasterFrameEnv(relayUrl: string, rpcUrl: string): Record<string, string> {
  return { FARCASTER_RELAY_URL: relayUrl, FARCASTER_RPC_URL: rpcUrl };
}
