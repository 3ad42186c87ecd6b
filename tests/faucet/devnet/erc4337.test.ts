import { describe, expect, inject, it } from 'vitest';
import { createWalletClient, encodeFunctionData, getAddress, http, parseAbi, parseEther, size, type Hex } from 'viem';
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  toPackedUserOperation,
} from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { DEVNET_CHAIN_ID } from '../../../faucet/devnet/anvil';
import { simple7702AccountAbi, simpleAccountFactoryAbi } from '../../../faucet/devnet/published-abis';
import { devnetChainFor, fundedAccount, setBalance, testPublicClient } from '../../support/chain';

const simpleAccountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function owner() view returns (address)',
]);

describe('ERC-4337 on the devnet (faucet/devnet/erc4337.ts)', () => {
  const rpcUrl = inject('rpcUrl');
  const contracts = inject('contracts');
  const client = testPublicClient(rpcUrl);
  const entryPoint = { address: contracts.entryPoint, abi: entryPoint08Abi } as const;
  const factory = { address: contracts.simpleAccountFactory, abi: simpleAccountFactoryAbi } as const;

  it('EntryPoint v0.8 and SimpleAccountFactory are at their canonical addresses, wired to each other', async () => {
    expect(contracts.entryPoint).toBe(entryPoint08Address);
    expect(contracts.entryPoint).toBe(getAddress('0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'));
    expect(contracts.simpleAccountFactory).toBe(getAddress('0x13E9ed32155810FDbd067D4522C492D6f68E5944'));
    const code = await client.getCode({ address: contracts.entryPoint });
    expect(code && size(code)).toBeGreaterThan(10_000);
    const implementation = await client.readContract({ ...factory, functionName: 'accountImplementation' });
    expect(await client.getCode({ address: implementation })).toBeDefined();
    expect(await client.readContract({ ...factory, functionName: 'senderCreator' })).toBe(
      await client.readContract({ ...entryPoint, functionName: 'senderCreator' }),
    );
  });

  it("Simple7702Account is at its canonical address (viem's 7702 default) and serves EntryPoint v0.8", async () => {
    expect(contracts.simple7702Account).toBe(getAddress('0xe6Cae83BdE06E4c305530e199D7217f42808555B'));
    const account = { address: contracts.simple7702Account, abi: simple7702AccountAbi } as const;
    expect(await client.readContract({ ...account, functionName: 'entryPoint' })).toBe(entryPoint08Address);
  });

  it('getNonce answers 0 for a fresh sender and key', async () => {
    const sender = privateKeyToAccount(generatePrivateKey()).address;
    expect(await client.readContract({ ...entryPoint, functionName: 'getNonce', args: [sender, 0n] })).toBe(0n);
    expect(await client.readContract({ ...entryPoint, functionName: 'getNonce', args: [sender, 7n] })).toBe(7n << 64n);
  });

  it('handleOps runs a signed user operation that deploys a SimpleAccount and sends value from it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const bundler = await fundedAccount(rpcUrl, 1n); // stands in for a bundler: any EOA may call handleOps
    const sender = await client.readContract({ ...factory, functionName: 'getAddress', args: [owner.address, 0n] });
    expect(await client.getCode({ address: sender })).toBeUndefined();
    await setBalance(rpcUrl, sender, 1n); // the account prefunds its own gas from this
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const fees = await client.estimateFeesPerGas();
    const userOperation = {
      sender,
      nonce: 0n,
      factory: contracts.simpleAccountFactory,
      factoryData: encodeFunctionData({ ...factory, functionName: 'createAccount', args: [owner.address, 0n] }),
      callData: encodeFunctionData({
        abi: simpleAccountAbi,
        functionName: 'execute',
        args: [recipient, parseEther('0.25'), '0x'],
      }),
      callGasLimit: 100_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      signature: '0x' as Hex,
    };
    const hash = getUserOperationHash({
      chainId: DEVNET_CHAIN_ID,
      entryPointAddress: contracts.entryPoint,
      entryPointVersion: '0.8',
      userOperation,
    });
    // v0.8's user operation hash is EIP-712 typed data; SimpleAccount recovers the owner from it as is.
    userOperation.signature = await owner.sign({ hash });
    const wallet = createWalletClient({
      account: bundler.account,
      chain: devnetChainFor(rpcUrl),
      transport: http(rpcUrl),
    });
    const tx = await wallet.writeContract({
      ...entryPoint,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(userOperation)], bundler.address],
    });
    const receipt = await client.waitForTransactionReceipt({ hash: tx });
    expect(receipt.status).toBe('success');
    expect(await client.readContract({ address: sender, abi: simpleAccountAbi, functionName: 'owner' })).toBe(
      owner.address,
    );
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'));
    expect(await client.readContract({ ...entryPoint, functionName: 'getNonce', args: [sender, 0n] })).toBe(1n);
  });
});
