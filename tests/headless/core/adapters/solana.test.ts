// The solana adapter against the Solana test wallet, registered through the wallet standard, with an
// in-process SVM (litesvm) behind the adapter's and the wallet's RPC.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { Keypair } from '@solana/web3.js';
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletFeature,
} from '../../../../headless/testing/solana';
import { solanaAdapter } from '../../../../headless/core/adapters/solana';
import {
  SOLANA_DEVNET,
  SOLANA_MAINNET,
  solanaDevnet,
  solanaMainnet,
} from '../../../../headless/core/namespaces/solana/rpc';
import type { AdapterConnector, ChainAdapter } from '../../../../headless/core/adapters/types';
import { isUserRejection, WalletDockError } from '../../../../headless/core/model/errors';
import { memoryStorage } from '../../../../headless/core/model/storage';
import { createLiteSvmRpc, type LiteSvmRpc } from '../../../support/litesvm-rpc';

const LAMPORTS = 1_000_000_000n;
const FEE = 5_000n; // one signature at litesvm's default lamports per signature
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

function setup(options: { features?: SolanaTestWalletFeature[]; name?: string } = {}) {
  const rpc = createLiteSvmRpc();
  const wallet = createSolanaTestWallet({
    rpc,
    name: options.name ?? `Sol ${Math.random()}`,
    features: options.features,
  });
  cleanups.push(wallet.register());
  const adapter = solanaAdapter({ rpc }).create({
    networks: [solanaDevnet, solanaMainnet],
    storage: memoryStorage(),
    customRpcUrls: {},
    projectId: undefined,
    isServer: false,
  });
  adapter.mount?.();
  cleanups.push(() => adapter.destroy?.());
  return { rpc, wallet, adapter };
}

async function connected(options?: Parameters<typeof setup>[0]) {
  const ctx = setup(options);
  const connection = await ctx.adapter.connect({ connectorId: ctx.wallet.wallet.name });
  return { ...ctx, connection };
}

describe('discovery and connect', () => {
  test('the test wallet is discovered through the wallet standard and connects with an eoa account', async () => {
    const { adapter, wallet } = setup();
    const seen: AdapterConnector[][] = [];
    adapter.on('connectorsChanged', ({ connectors }) => seen.push([...connectors]));
    const late = createSolanaTestWallet({ name: 'Late Solana Wallet' });
    cleanups.push(late.register());

    const names = adapter.getConnectors().map((c) => c.name);
    expect(names).toContain(wallet.wallet.name);
    expect(names).toContain('Late Solana Wallet');
    expect(seen.at(-1)?.map((c) => c.name)).toContain('Late Solana Wallet');
    expect(adapter.getConnectors().find((c) => c.name === wallet.wallet.name)).toMatchObject({
      type: 'ANNOUNCED',
      chain: 'solana',
    });

    const connection = await adapter.connect({ connectorId: wallet.wallet.name });
    expect(adapter.getConnectors().find((c) => c.name === wallet.wallet.name)?.id).toBe(`solana:${wallet.wallet.name}`);
    expect(connection).toMatchObject({
      connectorId: `solana:${wallet.wallet.name}`,
      address: wallet.address,
      caipNetworkId: SOLANA_DEVNET,
      accounts: [{ namespace: 'solana', address: wallet.address, type: 'eoa' }],
    });
    expect(connection.accounts[0]?.publicKey).toBe(Buffer.from(wallet.keypair.publicKey.toBytes()).toString('hex'));
  });

  test('a rejected connect surfaces as a user rejection; a failing one keeps its code', async () => {
    const { adapter, wallet } = setup();
    wallet.setBehavior('standard:connect', { reject: true });
    const rejected = await adapter.connect({ connectorId: wallet.wallet.name }).catch((e: unknown) => e);
    expect(isUserRejection(rejected)).toBe(true);
    wallet.setBehavior('standard:connect', { fail: { code: -32603, message: 'Wallet is locked' } });
    await expect(adapter.connect({ connectorId: wallet.wallet.name })).rejects.toMatchObject({
      code: -32603,
      message: 'Wallet is locked',
    });
  });

  test('a delayed connect resolves once the wallet answers', async () => {
    vi.useFakeTimers();
    const { adapter, wallet } = setup();
    wallet.setBehavior('standard:connect', { delayMs: 2_000 });
    let done = false;
    const pending = adapter.connect({ connectorId: wallet.wallet.name }).then((c) => ((done = true), c));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ address: wallet.address });
  });

  test('reconnect is silent: nothing before an authorisation, the account after one', async () => {
    const { adapter, wallet } = setup();
    await expect(adapter.reconnect({ connectorId: wallet.wallet.name })).resolves.toBeUndefined();
    await adapter.connect({ connectorId: wallet.wallet.name });
    const again = solanaAdapter({ rpc: createLiteSvmRpc() }).create({
      networks: [solanaDevnet],
      storage: memoryStorage(),
      customRpcUrls: {},
      projectId: undefined,
      isServer: false,
    });
    await expect(again.reconnect({ connectorId: wallet.wallet.name })).resolves.toMatchObject({
      address: wallet.address,
    });
    await expect(again.reconnect({ connectorId: 'Not Installed' })).resolves.toBeUndefined();
  });

  test('a wallet-side disconnect reaches the adapter as a disconnect event', async () => {
    const { adapter, wallet } = await connected();
    const events: string[] = [];
    adapter.on('disconnect', () => events.push('disconnect'));
    wallet.disconnect();
    expect(events).toEqual(['disconnect']);
    await expect(adapter.signMessage({ message: 'x', address: wallet.address })).rejects.toThrow(
      'Connector not connected',
    );
  });

  test('the user picking another account in the wallet is an accountsChanged; signing follows it', async () => {
    const { adapter, wallet } = await connected();
    const changes: string[] = [];
    adapter.on('accountsChanged', ({ address, accounts }) => changes.push(`${address}:${accounts[0]?.type}`));
    const next = Keypair.generate();
    wallet.setAccount(next.secretKey);
    expect(changes).toEqual([`${next.publicKey.toBase58()}:eoa`]);
    const signature = await adapter.signMessage({ message: 'after switch', address: next.publicKey.toBase58() });
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode('after switch'), next.publicKey.toBytes()),
    ).toBe(true);
  });

  test('adapter disconnect calls standard:disconnect, so a later silent reconnect finds nothing', async () => {
    const { adapter, wallet } = await connected();
    await adapter.disconnect();
    expect(wallet.wallet.accounts).toEqual([]);
    await expect(adapter.reconnect({ connectorId: wallet.wallet.name })).resolves.toBeUndefined();
  });
});

describe('signing and sending', () => {
  test('signMessage returns a base58 ed25519 signature that verifies against the account key', async () => {
    const { adapter, wallet } = await connected();
    const signature = await adapter.signMessage({ message: 'Sign in to walletdock', address: wallet.address });
    const bytes = base58.decode(signature);
    expect(bytes).toHaveLength(64);
    const message = new TextEncoder().encode('Sign in to walletdock');
    expect(ed25519.verify(bytes, message, wallet.keypair.publicKey.toBytes())).toBe(true);
    expect(ed25519.verify(bytes, new TextEncoder().encode('Something else'), wallet.keypair.publicKey.toBytes())).toBe(
      false,
    );
  });

  async function expectTransfer(ctx: { rpc: LiteSvmRpc; adapter: ChainAdapter; wallet: SolanaTestWallet }) {
    ctx.rpc.airdrop(ctx.wallet.address, 2n * LAMPORTS);
    const receiver = Keypair.generate().publicKey.toBase58();
    const before = await ctx.adapter.getBalance({ address: ctx.wallet.address, caipNetwork: solanaDevnet });
    expect(before).toEqual({ value: 2n * LAMPORTS, decimals: 9, symbol: 'SOL' });

    const signature = await ctx.adapter.sendTransaction({ to: receiver, value: LAMPORTS / 4n });
    expect(base58.decode(signature)).toHaveLength(64);
    expect((await ctx.adapter.getBalance({ address: receiver, caipNetwork: solanaDevnet })).value).toBe(LAMPORTS / 4n);
    const after = await ctx.adapter.getBalance({ address: ctx.wallet.address, caipNetwork: solanaDevnet });
    expect(after.value).toBe(2n * LAMPORTS - LAMPORTS / 4n - FEE);
  }

  test('a transfer through solana:signAndSendTransaction executes in the SVM and moves the balance', async () => {
    await expectTransfer(await connected());
  });

  test('without signAndSend the adapter signs with solana:signTransaction and submits through its RPC', async () => {
    const ctx = await connected({ features: ['standard:connect', 'standard:events', 'solana:signTransaction'] });
    await expectTransfer(ctx);
  });

  test('an unfunded transfer fails in the SVM and the balance stays', async () => {
    const { adapter } = await connected();
    const receiver = Keypair.generate().publicKey.toBase58();
    await expect(adapter.sendTransaction({ to: receiver, value: LAMPORTS })).rejects.toThrow(/AccountNotFound/);
    expect((await adapter.getBalance({ address: receiver, caipNetwork: solanaDevnet })).value).toBe(0n);
  });

  test('a rejected signature is a user rejection and nothing is sent', async () => {
    const { adapter, wallet, rpc } = await connected();
    rpc.airdrop(wallet.address, LAMPORTS);
    wallet.setBehavior('solana:signAndSendTransaction', { reject: true, times: 1 });
    const receiver = Keypair.generate().publicKey.toBase58();
    const error = await adapter.sendTransaction({ to: receiver, value: 1_000n }).catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
    expect(await rpc.getBalance(wallet.address)).toBe(LAMPORTS);
  });
});

describe('networks', () => {
  test('switchNetwork moves to another cluster the wallet lists; a cluster it lacks is a chain mismatch', async () => {
    const { adapter, wallet } = await connected();
    const changes: string[] = [];
    adapter.on('chainChanged', ({ caipNetworkId }) => changes.push(caipNetworkId));
    await adapter.switchNetwork({ caipNetwork: solanaMainnet });
    expect(changes).toEqual([SOLANA_MAINNET]);

    const devnetOnly = createSolanaTestWallet({ name: 'Devnet Only', chains: ['solana:devnet'] });
    cleanups.push(devnetOnly.register());
    await expect(adapter.connect({ connectorId: 'Devnet Only', caipNetworkId: SOLANA_MAINNET })).rejects.toThrow(
      'Connector chain mismatch: the connector is on solana:devnet, the connection expects solana:mainnet',
    );
    expect(wallet.address).toBeTruthy();
  });
});

describe('bad input', () => {
  test('a non-base58 address is refused in plain words before any wallet or RPC call', async () => {
    const { adapter, wallet } = await connected();
    const notBase58 = '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'; // 0, O, I and l are not in the base58 alphabet
    await expect(adapter.getBalance({ address: notBase58, caipNetwork: solanaDevnet })).rejects.toThrow(
      `Invalid Solana address "${notBase58}": expected base58, 32 to 44 characters`,
    );
    const error = await adapter.sendTransaction({ to: notBase58, value: 1n }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletDockError);
    expect(error).toMatchObject({
      code: 'INVALID_ADDRESS',
      message: expect.stringContaining('Invalid receiver address'),
    });
    await expect(adapter.signMessage({ message: 'x', address: '0x1234' })).rejects.toThrow(
      'Invalid Solana address "0x1234"',
    );
    await expect(adapter.sendTransaction({ to: wallet.address, value: 0n })).rejects.toThrow('Amount is required');
    await expect(adapter.sendTransaction({ to: wallet.address, value: 1n, data: '0xa9059cbb' })).rejects.toThrow(
      'Solana transfers carry no data',
    );
  });

  test('a wallet without solana:signMessage says so', async () => {
    const { adapter, wallet } = await connected({
      name: 'No Sign Wallet',
      features: ['standard:connect', 'solana:signTransaction'],
    });
    await expect(adapter.signMessage({ message: 'hi', address: wallet.address })).rejects.toThrow(
      'No Sign Wallet does not support solana:signMessage',
    );
  });

  test('a wallet that cannot sign transactions says so when asked to send', async () => {
    const { adapter, rpc, wallet } = await connected({ name: 'Connect Only', features: ['standard:connect'] });
    rpc.airdrop(wallet.address, LAMPORTS);
    await expect(
      adapter.sendTransaction({ to: Keypair.generate().publicKey.toBase58(), value: 1_000_000n }),
    ).rejects.toThrow('Connect Only does not support solana:signTransaction');
    expect(await rpc.getBalance(wallet.address)).toBe(LAMPORTS);
  });

  test('an address the wallet did not authorise is not signed for', async () => {
    const { adapter } = await connected();
    const stranger = Keypair.generate().publicKey.toBase58();
    await expect(adapter.signMessage({ message: 'hi', address: stranger })).rejects.toThrow(
      'Account not found for connector',
    );
  });
});
