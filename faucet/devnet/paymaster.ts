// The devnet's gas sponsor: VerifyingPaymaster from @account-abstraction/contracts 0.7.0's shipped artifacts (the
// sample paymaster built for EntryPoint v0.7, the Safe smart account's), unchanged. It pays a user operation's gas
// from its deposit at the EntryPoint when paymasterAndData carries a signature by its `verifyingSigner` over the
// operation: the blockchain API's paymaster service (headless/server/blockchain-api/paymaster) holds that key and
// signs only what its sponsorship policy allows.
// The signer is fixed at construction (an immutable), so the devnet picks a well-known one: account 20 of the
// devnet mnemonic, which anvil does not fund and which never sends a transaction. Its key is public like every
// devnet key: anyone can sign sponsorships for this devnet paymaster, which is fine for a local chain and is why a
// public chain's paymaster gets a key of its own (README.md).
import { encodeFunctionData, parseEther, type Address, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { publishedArtifact } from './published';
import { ENTRY_POINT_V07_ADDRESS } from './safe';
import type { DevnetSender } from './sender';

/** Account 20 of the devnet mnemonic (m/44'/60'/0'/0/20): the devnet paymaster's verifying signer. Public. */
export const DEVNET_PAYMASTER_SIGNER_KEY: Hex = '0xeaa861a9a01391ed3d587d8a5a84ca56ee277629a8b02c22093a419bf240e65d';

/** What the paymaster has deposited at EntryPoint v0.7 after deployment: the gas it can sponsor. */
export const DEVNET_PAYMASTER_DEPOSIT = parseEther('100');

export interface PaymasterContracts {
  /** VerifyingPaymaster (EntryPoint v0.7) with DEVNET_PAYMASTER_DEPOSIT deposited. */
  verifyingPaymaster: Address;
  /** Its verifying signer: the address of DEVNET_PAYMASTER_SIGNER_KEY. */
  paymasterSigner: Address;
}

/** Deploys the paymaster from the deployer (owner: account 0, who alone may withdraw) and deposits for it. */
export async function deployPaymaster(sender: DevnetSender): Promise<PaymasterContracts> {
  const paymasterSigner = privateKeyToAddress(DEVNET_PAYMASTER_SIGNER_KEY);
  const verifyingPaymaster = await sender.deploy(
    publishedArtifact('verifyingPaymasterV07'),
    [ENTRY_POINT_V07_ADDRESS, paymasterSigner],
    'VerifyingPaymaster v0.7',
  );
  const { abi } = publishedArtifact('entryPointV07');
  await sender.send(
    {
      to: ENTRY_POINT_V07_ADDRESS,
      data: encodeFunctionData({ abi, functionName: 'depositTo', args: [verifyingPaymaster] }),
      value: DEVNET_PAYMASTER_DEPOSIT,
    },
    'VerifyingPaymaster deposit',
  );
  return { verifyingPaymaster, paymasterSigner };
}
