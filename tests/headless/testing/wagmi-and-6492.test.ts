import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  connect,
  createConfig,
  createStorage,
  getConnection,
  injected,
  noopStorage,
  signMessage,
  switchChain,
} from '@wagmi/core';
import {
  defineChain,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
  UserRejectedRequestError,
  encodeFunctionData,
} from 'viem';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import { startAnvil, type Anvil } from '../../../faucet/devnet/anvil';
import { smartAccountFactoryAbi } from '../../../faucet/devnet/artifacts';
import { fundedAccount, testPublicClient } from '../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const devnet = defineDevnetChain(rpcUrl);

describe("the test wallet behind wagmi's injected connector", () => {
  let second: Anvil;
  beforeAll(async () => {
    // wagmi's injected connector looks for a `window`; a bare EventTarget stands in for it in Node.
    vi.stubGlobal('window', new EventTarget());
    second = await startAnvil({ chainId: 33324, accounts: 1 });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await second?.stop();
  });

  function setup() {
    const other = defineChain({
      id: 33324,
      name: 'Other Devnet',
      nativeCurrency: { name: 'O', symbol: 'O', decimals: 18 },
      rpcUrls: { default: { http: [second.rpcUrl] } },
    });
    return {
      other,
      make: async (switchOnAdd = true) => {
        const funded = await fundedAccount(rpcUrl, 1n);
        const announced: unknown[] = [];
        const onAnnounce = (e: Event) => announced.push((e as CustomEvent<{ provider: unknown }>).detail.provider);
        window.addEventListener('eip6963:announceProvider', onAnnounce);
        // no eventTarget given: it announces on globalThis.window
        const wallet = createTestWallet({ privateKey: funded.privateKey, rpcUrl, chains: [devnet], switchOnAdd });
        window.removeEventListener('eip6963:announceProvider', onAnnounce);
        expect(announced).toEqual([wallet]);
        const config = createConfig({
          chains: [devnet, other],
          connectors: [injected({ target: () => ({ id: 'testWallet', name: 'Test Wallet', provider: wallet }) })],
          transports: { [devnet.id]: http(rpcUrl), [other.id]: http(second.rpcUrl) },
          storage: createStorage({ storage: noopStorage }),
        });
        return { wallet, config, funded };
      },
    };
  }

  it('connects, signs, and switches to a chain the wallet lacks (4902 -> wallet_addEthereumChain)', async () => {
    const { other, make } = setup();
    const { wallet, config, funded } = await make();
    const connector = config.connectors[0]!;
    const result = await connect(config, { connector });
    expect(result.accounts).toEqual([funded.address]);
    expect(result.chainId).toBe(devnet.id);
    const signature = await signMessage(config, { message: 'via wagmi' });
    expect(
      await testPublicClient(rpcUrl).verifyMessage({ address: funded.address, message: 'via wagmi', signature }),
    ).toBe(true);
    await switchChain(config, { chainId: other.id });
    expect(getConnection(config).chainId).toBe(other.id);
    expect(wallet.chainId).toBe(other.id);
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_addEthereumChain');
  });

  it('adding the chain but declining the switch is reported as a user rejection (network switch)', async () => {
    const { other, make } = setup();
    const { wallet, config } = await make(false);
    await connect(config, { connector: config.connectors[0]! });
    const error = await switchChain(config, { chainId: other.id }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(wallet.chainId).toBe(devnet.id);
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_addEthereumChain');
  });

  it('a rejected connect is a UserRejectedRequestError', async () => {
    const { make } = setup();
    const { wallet, config } = await make();
    wallet.setBehavior('*', { reject: true });
    const error = await connect(config, { connector: config.connectors[0]! }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(getConnection(config).status).toBe('disconnected');
  });
});

describe('ERC-6492 with the devnet SmartAccountFactory', () => {
  it("a counterfactual account (not deployed) validates its owner's signature through viem", async () => {
    const owner = await fundedAccount(rpcUrl, 0n);
    const client = testPublicClient(rpcUrl);
    const salt = keccak256(toHex(`6492-${owner.address}`));
    const account = await client.readContract({
      address: contracts.smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    });
    expect(await client.getCode({ address: account })).toBeUndefined();
    const message = 'counterfactual hello';
    const inner = await owner.account.signMessage({ message });
    const signature = serializeErc6492Signature({
      address: contracts.smartAccountFactory,
      data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
      signature: inner,
    });
    expect(await client.verifyMessage({ address: account, message, signature })).toBe(true);
    const stranger = await fundedAccount(rpcUrl, 0n);
    const wrong = serializeErc6492Signature({
      address: contracts.smartAccountFactory,
      data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
      signature: await stranger.account.signMessage({ message }),
    });
    expect(await client.verifyMessage({ address: account, message, signature: wrong })).toBe(false);
    // verification simulates the deployment; nothing was deployed for real
    expect(await client.getCode({ address: account })).toBeUndefined();
  });
});
