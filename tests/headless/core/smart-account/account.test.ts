// A SimpleAccount v0.8 for an owner key on the devnet, before any user operation: its counterfactual address is
// the one the deployed SimpleAccountFactory computes and it reports itself undeployed. It cannot sign a SIWX session
// (SimpleAccount v0.8 has no ERC-1271), and says so with SPEC §8's words.
import { describe, expect, it, inject } from 'vitest';
import { serializeErc6492Signature, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiwxMessage, generateSiwxNonce, type SIWXMessageData } from 'walletdock';
import { createEip155Verifier } from 'walletdock/siwx';
import { createSmartAccount, isSmartAccountDeployed, signSmartAccountMessage, SIMPLE_ACCOUNT_FACTORY_V08 } from '../../../../headless/core/smart-account/account';
import { simpleAccountFactoryAbi } from '../../../../faucet/devnet/published-abis';
import { testPublicClient } from '../../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const verifier = createEip155Verifier({ getPublicClient: (id) => (id === 33322 ? client : undefined) });

function messageData(address: Address): SIWXMessageData {
  const now = Date.now();
  return {
    accountAddress: address, chainId: 'eip155:33322', domain: 'app.example.com', uri: 'https://app.example.com/login',
    version: '1', nonce: generateSiwxNonce(), statement: 'Sign in to Example.',
    issuedAt: new Date(now).toISOString(), expirationTime: new Date(now + 3_600_000).toISOString(),
  };
}

describe('smart account for an owner key (undeployed)', () => {
  const owner = privateKeyToAccount(generatePrivateKey());

  it('has the counterfactual address the devnet factory computes, with no code yet', async () => {
    expect(SIMPLE_ACCOUNT_FACTORY_V08).toBe(contracts.simpleAccountFactory);
    const account = await createSmartAccount({ client, owner });
    const address = await account.getAddress();
    const fromFactory = await client.readContract({ address: contracts.simpleAccountFactory, abi: simpleAccountFactoryAbi, functionName: 'getAddress', args: [owner.address, 0n] });
    expect(address).toBe(fromFactory);
    expect(address).not.toBe(owner.address);
    expect(await isSmartAccountDeployed(account)).toBe(false);
    expect(await client.getCode({ address })).toBeUndefined();
    // Another index is another account of the same owner.
    const second = await createSmartAccount({ client, owner, index: 1n });
    expect(await second.getAddress()).not.toBe(address);
  });

  it('cannot sign a SIWX session: SimpleAccount v0.8 has no ERC-1271, so signing says the app may not support it', async () => {
    const account = await createSmartAccount({ client, owner });
    const data = messageData(await account.getAddress());
    const message = createSiwxMessage(data);
    await expect(signSmartAccountMessage(account, message)).rejects.toThrow('This application might not support Smart Accounts');
    // Why: wrapping the owner's signature in ERC-6492 by hand gives a signature no verifier accepts: the factory's
    // createAccount is callable only from the EntryPoint's SenderCreator (so ERC-6492's prepare call cannot deploy
    // it), and the account would have no isValidSignature for the verifier to call anyway.
    const [factory, factoryData] = await account.getFactoryArgs().then((a) => [a.factory, a.factoryData]);
    const signature = serializeErc6492Signature({ address: factory!, data: factoryData!, signature: await owner.signMessage({ message }) });
    expect(await verifier.verify({ data, message, signature })).toBe(false);
  });
});
