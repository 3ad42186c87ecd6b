import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  createWalletClient,
  custom,
  defineChain,
  parseEther,
  UserRejectedRequestError,
  verifyTypedData,
  type Address,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  createTestWallet,
  defineDevnetChain,
  ProviderErrorCode,
  type EIP6963ProviderDetail,
  type TestWallet,
} from 'walletdock/testing';
import { startAnvil, type Anvil } from '../../../faucet/devnet/anvil';
import { fundedAccount, setBalance, testPublicClient } from '../../support/chain';

const rpcUrl = inject('rpcUrl');
const devnet = defineDevnetChain(rpcUrl);
const publicClient = testPublicClient(rpcUrl);

const typedData = {
  domain: {
    name: 'WalletDock Test',
    version: '1',
    chainId: devnet.id,
    verifyingContract: '0x000000000000000000000000000000000000dEaD',
  },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'nonce', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', contents: 'hello', nonce: 7n },
} as const;

async function connectedWallet(): Promise<{ wallet: TestWallet; address: Address }> {
  const funded = await fundedAccount(rpcUrl, 10n);
  const wallet = createTestWallet({ privateKey: funded.privateKey, rpcUrl, chains: [devnet], announce: false });
  await wallet.request({ method: 'eth_requestAccounts' });
  return { wallet, address: funded.address };
}

describe('createTestWallet against the devnet', () => {
  it('announces by EIP-6963 on an EventTarget and re-announces on requestProvider', async () => {
    const target = new EventTarget();
    const seen: EIP6963ProviderDetail<TestWallet>[] = [];
    target.addEventListener('eip6963:announceProvider', (e) =>
      seen.push((e as CustomEvent<EIP6963ProviderDetail<TestWallet>>).detail),
    );
    const wallet = createTestWallet({
      privateKey: generatePrivateKey(),
      rpcUrl,
      chains: [devnet],
      eventTarget: target,
      info: { uuid: '350670db-19fa-4704-a166-e52e178b59d1', name: 'Test Wallet', rdns: 'dev.walletdock.test' },
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.info).toMatchObject({
      uuid: '350670db-19fa-4704-a166-e52e178b59d1',
      name: 'Test Wallet',
      rdns: 'dev.walletdock.test',
    });
    expect(seen[0]?.info.icon).toMatch(/^data:image\//);
    expect(seen[0]?.provider).toBe(wallet);
    expect(Object.isFrozen(seen[0])).toBe(true);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(seen).toHaveLength(2);
    expect(() =>
      createTestWallet({ privateKey: generatePrivateKey(), chains: [devnet], announce: false }).announce(),
    ).toThrow(/no EventTarget/);
  });

  it('is not connected until eth_requestAccounts; then personal_sign verifies with viem', async () => {
    const key = generatePrivateKey();
    const wallet = createTestWallet({ privateKey: key, rpcUrl, chains: [devnet], announce: false });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    await expect(
      wallet.request({ method: 'personal_sign', params: ['0x68690a', wallet.address] }),
    ).rejects.toMatchObject({ code: 4100 });
    const changes: Address[][] = [];
    wallet.on('accountsChanged', (a) => changes.push(a));
    const client = createWalletClient({ chain: devnet, transport: custom(wallet) });
    const [address] = await client.requestAddresses();
    expect(address).toBe(privateKeyToAccount(key).address);
    expect(changes).toEqual([[address]]);
    const signature = await client.signMessage({ account: address!, message: 'Sign in to WalletDock' });
    expect(await publicClient.verifyMessage({ address: address!, message: 'Sign in to WalletDock', signature })).toBe(
      true,
    );
    expect(await publicClient.verifyMessage({ address: address!, message: 'something else', signature })).toBe(false);
  });

  it('eth_signTypedData_v4 verifies, and a domain for another chain is refused', async () => {
    const { wallet, address } = await connectedWallet();
    const client = createWalletClient({ account: address, chain: devnet, transport: custom(wallet) });
    const signature = await client.signTypedData(typedData);
    expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true);
    await expect(client.signTypedData({ ...typedData, domain: { ...typedData.domain, chainId: 1 } })).rejects.toThrow(
      /chainId/,
    );
  });

  it('eth_sendTransaction moves value to a fresh recipient', async () => {
    const { wallet, address } = await connectedWallet();
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const client = createWalletClient({ account: address, chain: devnet, transport: custom(wallet) });
    const hash = await client.sendTransaction({ to: recipient, value: parseEther('1.5') });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('1.5'));
    // reads are forwarded to the RPC
    expect(await wallet.request({ method: 'eth_getBalance', params: [recipient, 'latest'] })).toBe(
      '0x14d1120d7b160000',
    );
  });

  it('a rejection switch surfaces as viem UserRejectedRequestError; fail and unknown methods keep their codes', async () => {
    const { wallet, address } = await connectedWallet();
    const client = createWalletClient({ account: address, chain: devnet, transport: custom(wallet) });
    wallet.setBehavior('personal_sign', { reject: true });
    const error = await client.signMessage({ message: 'no' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    wallet.setBehavior('personal_sign', { fail: { code: -32002, message: 'Request already pending' } });
    await expect(wallet.request({ method: 'personal_sign', params: ['0x00', address] })).rejects.toMatchObject({
      code: -32002,
      message: 'Request already pending',
    });
    wallet.clearBehavior();
    expect(await wallet.request({ method: 'personal_sign', params: ['0x00', address] })).toMatch(/^0x[0-9a-f]{130}$/);
    wallet.setBehavior('*', { reject: true, times: 1 });
    await expect(wallet.request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: ProviderErrorCode.UserRejected,
    });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x822a');
    await expect(wallet.request({ method: 'foo_bar' } as never)).rejects.toMatchObject({ code: 4200 });
    await expect(wallet.request({ method: 'eth_sign', params: [address, '0x00'] })).rejects.toMatchObject({
      code: 4200,
    });
  });

  it('a delay switch holds the answer for the given time (fake timers)', async () => {
    const wallet = createTestWallet({ privateKey: generatePrivateKey(), rpcUrl, chains: [devnet], announce: false });
    vi.useFakeTimers();
    try {
      wallet.setBehavior('eth_chainId', { delayMs: 5_000 });
      let answer: unknown;
      const pending = wallet.request({ method: 'eth_chainId' }).then((a) => (answer = a));
      await vi.advanceTimersByTimeAsync(4_999);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(answer).toBe('0x822a');
    } finally {
      vi.useRealTimers();
    }
  });

  it('revokePermissions empties eth_accounts and emits accountsChanged []; disconnect emits 4900', async () => {
    const { wallet } = await connectedWallet();
    const changes: Address[][] = [];
    const disconnects: number[] = [];
    wallet.on('accountsChanged', (a) => changes.push(a));
    wallet.on('disconnect', (e) => disconnects.push(e.code));
    const permissions = await wallet.request({ method: 'wallet_getPermissions' });
    expect(permissions).toMatchObject([{ parentCapability: 'eth_accounts' }]);
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [wallet.address] })).toEqual({
      '0x822a': { atomic: { status: 'unsupported' } },
    });
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
    expect(changes).toEqual([[]]);
    await wallet.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] });
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([wallet.address]);
    wallet.disconnect();
    expect(disconnects).toEqual([4900]);
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([]);
  });
});

describe('chain switching to a second anvil', () => {
  let second: Anvil;
  beforeAll(async () => {
    second = await startAnvil({ chainId: 33323, accounts: 1 });
  });
  afterAll(async () => {
    await second?.stop();
  });
  afterEach(() => vi.useRealTimers());

  it('answers 4902 for an unknown chain, adds it, and the switch really moves reads and sends to its RPC', async () => {
    const { wallet, address } = await connectedWallet();
    const chainChanges: string[] = [];
    wallet.on('chainChanged', (id) => chainChanges.push(id));
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x822b' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x822b',
          chainName: 'Second Devnet',
          nativeCurrency: { name: 'Two', symbol: 'TWO', decimals: 18 },
          rpcUrls: [second.rpcUrl],
        },
      ],
    });
    // like MetaMask, adding switches; switching back and forth then works without 4902
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x822b');
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x822a' }] });
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x822a');
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x822b' }] });
    expect(chainChanges).toEqual(['0x822b', '0x822a', '0x822b']);
    // reads now come from the second anvil: only there does our account hold 7 coins
    await setBalance(second.rpcUrl, address, 7n);
    expect(BigInt((await wallet.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string)).toBe(
      parseEther('7'),
    );
    const second2 = defineChain({
      id: 33323,
      name: 'Second Devnet',
      nativeCurrency: { name: 'Two', symbol: 'TWO', decimals: 18 },
      rpcUrls: { default: { http: [second.rpcUrl] } },
    });
    const client = createWalletClient({ account: address, chain: second2, transport: custom(wallet) });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const hash = await client.sendTransaction({ to: recipient, value: 1n });
    expect((await testPublicClient(second.rpcUrl).waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await publicClient.getTransaction({ hash }).catch(() => null)).toBeNull();
  });
});
