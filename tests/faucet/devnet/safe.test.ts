// The Safe contracts of the devnet (faucet/devnet/safe.ts): EntryPoint v0.7 at its canonical address, Safe 1.4.1 at
// the addresses permissionless uses by default, the 4337 module bound to EntryPoint v0.7, and the module addresses
// the package's core names (headless/core/smart-account/safe.ts) are the ones the devnet deployed to.
import { describe, expect, inject, it } from 'vitest';
import { getAddress, size } from 'viem';
import { entryPoint07Address } from 'viem/account-abstraction';
import { safe4337ModuleAbi, safeAbi } from '../../../faucet/devnet/published-abis';
import { SAFE_SINGLETON_FACTORY } from '../../../faucet/devnet/safe';
import {
  ENTRY_POINT_V07,
  SAFE_4337_MODULE_V030,
  SAFE_MODULE_SETUP_V030,
} from '../../../headless/core/smart-account/safe';
import { testPublicClient } from '../../support/chain';

describe('Safe on the devnet (faucet/devnet/safe.ts)', () => {
  const client = testPublicClient(inject('rpcUrl'));
  const contracts = inject('contracts');

  it('EntryPoint v0.7 is at its canonical address', async () => {
    expect(contracts.entryPointV07).toBe(entryPoint07Address);
    expect(ENTRY_POINT_V07).toBe(entryPoint07Address);
    const code = await client.getCode({ address: contracts.entryPointV07 });
    expect(code && size(code)).toBeGreaterThan(10_000);
  });

  it('Safe 1.4.1 and its 4337 module answer as themselves, the module serving EntryPoint v0.7', async () => {
    expect(await client.readContract({ address: contracts.safeSingleton, abi: safeAbi, functionName: 'VERSION' })).toBe(
      '1.4.1',
    );
    expect(
      await client.readContract({
        address: contracts.safe4337Module,
        abi: safe4337ModuleAbi,
        functionName: 'SUPPORTED_ENTRYPOINT',
      }),
    ).toBe(entryPoint07Address);
    for (const address of [
      contracts.safeProxyFactory,
      contracts.multiSend,
      contracts.multiSendCallOnly,
      contracts.safeModuleSetup,
      SAFE_SINGLETON_FACTORY,
    ]) {
      expect(await client.getCode({ address }), address).toBeDefined();
    }
  });

  it('the core finds the module and its setup library where the devnet put them', () => {
    expect(getAddress(SAFE_4337_MODULE_V030)).toBe(contracts.safe4337Module);
    expect(getAddress(SAFE_MODULE_SETUP_V030)).toBe(contracts.safeModuleSetup);
  });
});
