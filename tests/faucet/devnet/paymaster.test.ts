// The devnet's VerifyingPaymaster (faucet/devnet/paymaster.ts): the published v0.7 sample, serving EntryPoint v0.7,
// trusting the devnet's public paymaster signer (account 20 of the devnet mnemonic, which anvil does not fund), with a
// deposit at the EntryPoint to pay sponsored gas from.
import { describe, expect, inject, it } from 'vitest';
import { entryPoint07Address } from 'viem/account-abstraction';
import { privateKeyToAddress } from 'viem/accounts';
import { devnetAccount } from '../../../faucet/devnet/accounts';
import { devnetAccounts } from '../../../faucet/devnet/deploy';
import { DEVNET_PAYMASTER_SIGNER_KEY } from '../../../faucet/devnet/paymaster';
import { publishedArtifact } from '../../../faucet/devnet/published';
import { testPublicClient } from '../../support/chain';

describe('VerifyingPaymaster on the devnet', () => {
  const client = testPublicClient(inject('rpcUrl'));
  const contracts = inject('contracts');
  const paymaster = { ...publishedArtifact('verifyingPaymasterV07'), address: contracts.verifyingPaymaster };

  it('trusts the devnet paymaster signer, serves EntryPoint v0.7 and is owned by account 0', async () => {
    expect(privateKeyToAddress(DEVNET_PAYMASTER_SIGNER_KEY)).toBe(devnetAccount(20).address);
    expect(contracts.paymasterSigner).toBe(devnetAccount(20).address);
    expect(await client.readContract({ ...paymaster, functionName: 'verifyingSigner' })).toBe(
      contracts.paymasterSigner,
    );
    expect(await client.readContract({ ...paymaster, functionName: 'entryPoint' })).toBe(entryPoint07Address);
    expect(await client.readContract({ ...paymaster, functionName: 'owner' })).toBe(devnetAccounts()[0]);
  });

  it('has a deposit at the EntryPoint to sponsor from', async () => {
    const deposit = await client.readContract({
      ...publishedArtifact('entryPointV07'),
      address: contracts.entryPointV07,
      functionName: 'balanceOf',
      args: [contracts.verifyingPaymaster],
    });
    // Other test files spend from it meanwhile; a hundred AVENT covers far more than a run sponsors.
    expect(deposit).toBeGreaterThan(90n * 10n ** 18n);
  });
});
