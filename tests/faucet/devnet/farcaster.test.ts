// Farcaster's ID and key registries on the devnet (minimal stand-ins at the canonical addresses, see
// faucet/devnet/farcaster.ts): registration gives increasing fids with the caller as custody, once per address, and
// the key registry knows no key; @farcaster/auth-client's own reads (idOf, keyDataOf) find them where it looks.
import { viemConnector } from '@farcaster/auth-client';
import { createPublicClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { farcasterIdRegistryAbi } from '../../../faucet/devnet/artifacts';
import { FARCASTER_ID_REGISTRY, registerFarcasterId } from '../../../faucet/devnet/farcaster';

describe('devnet Farcaster registries', () => {
  it("registers one fid per custody address, read back by auth-client's connector; no auth-address key exists", async () => {
    const rpcUrl = inject('rpcUrl');
    const client = createPublicClient({ transport: http(rpcUrl) });
    const [a, b] = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())];
    const fidA = await registerFarcasterId(rpcUrl, a);
    const fidB = await registerFarcasterId(rpcUrl, b, a.address);
    expect(fidA).toBeGreaterThan(0n);
    expect(fidB).toBeGreaterThan(fidA);
    expect(
      await client.readContract({
        address: FARCASTER_ID_REGISTRY,
        abi: farcasterIdRegistryAbi,
        functionName: 'custodyOf',
        args: [fidB],
      }),
    ).toBe(b.address);
    expect(
      await client.readContract({
        address: FARCASTER_ID_REGISTRY,
        abi: farcasterIdRegistryAbi,
        functionName: 'recoveryOf',
        args: [fidB],
      }),
    ).toBe(a.address);
    await expect(registerFarcasterId(rpcUrl, a)).rejects.toThrow();
    const connector = viemConnector({ rpcUrl });
    expect(await connector.getFid(a.address)).toBe(fidA);
    expect(await connector.getFid(privateKeyToAccount(generatePrivateKey()).address)).toBe(0n);
    expect(await connector.isValidAuthAddress(b.address, fidB)).toBe(false);
  });
});
