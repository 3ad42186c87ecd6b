// Smart accounts for an owner key on the devnet, without a bundler. Safe (the default): an address of its own,
// undeployed until its factory call, and its SIWX sessions verify before (ERC-6492) and after (ERC-1271) deployment.
// Simple7702Account: the owner's own address, undeployed until delegated, and its SIWX sessions verify through the existing eip155 verifier before and
// after the EIP-7702 delegation (then through ERC-1271). SimpleAccount: its counterfactual address is the one the
// deployed SimpleAccountFactory computes; it cannot sign a SIWX session (no ERC-1271), and says so
// in the error catalogue's words ("This application might not support Smart Accounts").
import { describe, expect, it, inject } from 'vitest';
import { createWalletClient, http, serializeErc6492Signature, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiwxMessage, generateSiwxNonce, type SIWXMessageData } from 'walletdock';
import { createEip155Verifier } from 'walletdock/siwx';
import {
  createSmartAccount,
  isSmartAccountDeployed,
  signSmartAccountMessage,
  SIMPLE_ACCOUNT_FACTORY_V08,
} from '../../../../headless/core/smart-account/account';
import { simpleAccountFactoryAbi } from '../../../../faucet/devnet/published-abis';
import { devnetChainFor, setBalance, testPublicClient } from '../../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const verifier = createEip155Verifier({ getPublicClient: (id) => (id === 33322 ? client : undefined) });

function messageData(address: Address): SIWXMessageData {
  const now = Date.now();
  return {
    accountAddress: address,
    chainId: 'eip155:33322',
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: generateSiwxNonce(),
    statement: 'Sign in to Example.',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
  };
}

describe('safe account (the default)', () => {
  it('has an address of its own, undeployed until its factory call, and its SIWX sessions verify before and after it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await createSmartAccount({ client, owner });
    expect(account.address).not.toBe(owner.address);
    expect(await isSmartAccountDeployed(account)).toBe(false);
    expect(await client.getCode({ address: account.address })).toBeUndefined();
    expect(account.entryPoint.address).toBe(contracts.entryPointV07);

    // Before deployment the signature is ERC-6492: the verifier deploys the Safe in a simulation and asks it.
    const data = messageData(account.address);
    const message = createSiwxMessage(data);
    const before = await signSmartAccountMessage(account, message);
    expect(before.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true);
    expect(await verifier.verify({ data, message, signature: before })).toBe(true);
    // The owner's own signature is not the Safe's: refused.
    expect(await verifier.verify({ data, message, signature: await owner.signMessage({ message }) })).toBe(false);

    // Anyone may send the factory call (the proxy factory is permissionless); then the Safe answers ERC-1271 itself.
    const { factory, factoryData } = await account.getFactoryArgs();
    const payer = createWalletClient({
      account: privateKeyToAccount(generatePrivateKey()),
      chain: devnetChainFor(rpcUrl),
      transport: http(rpcUrl),
    });
    await setBalance(rpcUrl, payer.account.address, 1n);
    await client.waitForTransactionReceipt({ hash: await payer.sendTransaction({ to: factory!, data: factoryData! }) });
    expect(await isSmartAccountDeployed(account)).toBe(true);
    const after = messageData(account.address);
    const afterMessage = createSiwxMessage(after);
    const signature = await signSmartAccountMessage(account, afterMessage);
    expect(signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(false);
    expect(await verifier.verify({ data: after, message: afterMessage, signature })).toBe(true);
    const intruder = await createSmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
      safe: { safe4337ModuleAddress: contracts.safe4337Module, safeModuleSetupAddress: contracts.safeModuleSetup },
    });
    const forged = await intruder.signMessage({ message: afterMessage });
    expect(await verifier.verify({ data: after, message: afterMessage, signature: forged })).toBe(false);
  });
});

describe('simple7702 account', () => {
  it('is the owner address, undeployed until a delegation, and its SIWX sessions verify before and after it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    const account = await createSmartAccount({ client, owner, implementation: 'simple7702' });
    expect(account.address).toBe(owner.address);
    expect(await isSmartAccountDeployed(account)).toBe(false);
    const data = messageData(account.address);
    const message = createSiwxMessage(data);
    expect(await verifier.verify({ data, message, signature: await signSmartAccountMessage(account, message) })).toBe(
      true,
    );

    // The owner delegates its address to the devnet's Simple7702Account in a type-4 transaction of its own.
    await setBalance(rpcUrl, owner.address, 1n);
    const wallet = createWalletClient({ account: owner, chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) });
    const authorization = await wallet.signAuthorization({
      contractAddress: contracts.simple7702Account,
      executor: 'self',
    });
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: owner.address, authorizationList: [authorization] }),
    });
    expect(await isSmartAccountDeployed(account)).toBe(true);

    // Now the verifier asks the account's isValidSignature (ERC-1271): the owner's signature passes, another key's fails.
    const after = messageData(account.address);
    const afterMessage = createSiwxMessage(after);
    expect(
      await verifier.verify({
        data: after,
        message: afterMessage,
        signature: await signSmartAccountMessage(account, afterMessage),
      }),
    ).toBe(true);
    const intruder = privateKeyToAccount(generatePrivateKey());
    expect(
      await verifier.verify({
        data: after,
        message: afterMessage,
        signature: await intruder.signMessage({ message: afterMessage }),
      }),
    ).toBe(false);
  });
});

describe('simple account (counterfactual, factory-deployed)', () => {
  const owner = privateKeyToAccount(generatePrivateKey());

  it('has the counterfactual address the devnet factory computes, with no code yet', async () => {
    expect(SIMPLE_ACCOUNT_FACTORY_V08).toBe(contracts.simpleAccountFactory);
    const account = await createSmartAccount({ client, owner, implementation: 'simple' });
    const address = await account.getAddress();
    const fromFactory = await client.readContract({
      address: contracts.simpleAccountFactory,
      abi: simpleAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 0n],
    });
    expect(address).toBe(fromFactory);
    expect(address).not.toBe(owner.address);
    expect(await isSmartAccountDeployed(account)).toBe(false);
    expect(await client.getCode({ address })).toBeUndefined();
    // Another index is another account of the same owner.
    const second = await createSmartAccount({ client, owner, index: 1n, implementation: 'simple' });
    expect(await second.getAddress()).not.toBe(address);
  });

  it('cannot sign a SIWX session: SimpleAccount v0.8 has no ERC-1271, so signing says the app may not support it', async () => {
    const account = await createSmartAccount({ client, owner, implementation: 'simple' });
    const data = messageData(await account.getAddress());
    const message = createSiwxMessage(data);
    await expect(signSmartAccountMessage(account, message)).rejects.toThrow(
      'This application might not support Smart Accounts',
    );
    // Why: wrapping the owner's signature in ERC-6492 by hand gives a signature no verifier accepts: the factory's
    // createAccount is callable only from the EntryPoint's SenderCreator (so ERC-6492's prepare call cannot deploy
    // it), and the account would have no isValidSignature for the verifier to call anyway.
    const [factory, factoryData] = await account.getFactoryArgs().then((a) => [a.factory, a.factoryData]);
    const signature = serializeErc6492Signature({
      address: factory!,
      data: factoryData!,
      signature: await owner.signMessage({ message }),
    });
    expect(await verifier.verify({ data, message, signature })).toBe(false);
  });
});
