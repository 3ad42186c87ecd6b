import { describe, expect, inject, it } from 'vitest';
import { createWalletClient, getAddress, hashMessage, http, keccak256, parseEther, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { smartAccountAbi, smartAccountFactoryAbi, testTokenAbi } from '../../../faucet/devnet/artifacts';
import { devnetAccounts, TEST_TOKEN_MINT_PER_ACCOUNT } from '../../../faucet/devnet/deploy';
import { devnetChainFor, fundedAccount, mintTestToken, testPublicClient } from '../../support/chain';

const ACCOUNT0_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('devnet contracts deployed by the global setup', () => {
  const rpcUrl = inject('rpcUrl');
  const contracts = inject('contracts');
  const client = testPublicClient(rpcUrl);

  it('the token is "Test Token" (TEST, 18 decimals) minted to the 10 default accounts', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client.readContract({ address: contracts.token, abi: testTokenAbi, functionName });
    expect(await read('name')).toBe('Test Token');
    expect(await read('symbol')).toBe('TEST');
    expect(await read('decimals')).toBe(18);
    expect(await read('totalSupply')).toBeGreaterThanOrEqual(TEST_TOKEN_MINT_PER_ACCOUNT * 10n);
    const holders = devnetAccounts();
    expect(holders[0]).toBe(getAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'));
    // account 9 is never spent from by tests, so its balance is exactly the minted amount
    const balance = await client.readContract({ address: contracts.token, abi: testTokenAbi, functionName: 'balanceOf', args: [holders[9]!] });
    expect(balance).toBe(TEST_TOKEN_MINT_PER_ACCOUNT);
  });

  it('the smart account validates its owner signature over the given hash only', async () => {
    expect(contracts.smartAccountOwner).toBe(devnetAccounts()[0]);
    const owner = privateKeyToAccount(ACCOUNT0_KEY);
    const hash = hashMessage('hello devnet');
    const good = await owner.signMessage({ message: 'hello devnet' });
    const other = await (await fundedAccount(rpcUrl, 0n)).account.signMessage({ message: 'hello devnet' });
    const check = (h: `0x${string}`, sig: `0x${string}`) =>
      client.readContract({ address: contracts.smartAccount, abi: smartAccountAbi, functionName: 'isValidSignature', args: [h, sig] });
    expect(await check(hash, good)).toBe('0x1626ba7e');
    expect(await check(hash, other)).toBe('0xffffffff');
    expect(await check(keccak256(toHex('another payload')), good)).toBe('0xffffffff');
    expect(await check(hash, '0x1234')).toBe('0xffffffff');
    // viem's verifyMessage goes through ERC-1271 for a contract address
    expect(await client.verifyMessage({ address: contracts.smartAccount, message: 'hello devnet', signature: good })).toBe(true);
    expect(await client.verifyMessage({ address: contracts.smartAccount, message: 'hello devnet', signature: other })).toBe(false);
  });

  it('the factory predicts the CREATE2 address and deploy() creates an owner-validating account there', async () => {
    const me = await fundedAccount(rpcUrl, 1n);
    const salt = keccak256(toHex('salt-1'));
    const predicted = await client.readContract({ address: contracts.smartAccountFactory, abi: smartAccountFactoryAbi, functionName: 'getAddress', args: [me.address, salt] });
    expect(await client.getCode({ address: predicted })).toBeUndefined();
    const wallet = createWalletClient({ account: me.account, transport: http(rpcUrl), chain: devnetChainFor(rpcUrl) });
    const hash = await wallet.writeContract({ address: contracts.smartAccountFactory, abi: smartAccountFactoryAbi, functionName: 'deploy', args: [me.address, salt] });
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await client.readContract({ address: predicted, abi: smartAccountAbi, functionName: 'owner' })).toBe(me.address);
  });

  it('fundedAccount gives a fresh key its balance, and the open mint gives it TEST', async () => {
    const me = await fundedAccount(rpcUrl, 5n);
    expect(await client.getBalance({ address: me.address })).toBe(parseEther('5'));
    await mintTestToken(rpcUrl, contracts.token, me, me.address, 42n);
    expect(await client.readContract({ address: contracts.token, abi: testTokenAbi, functionName: 'balanceOf', args: [me.address] })).toBe(42n);
  });
});
