// One wallet on eip155 and solana (and one on solana and bip122) (the EVM test wallet announced by EIP-6963 and the Solana test wallet
// registered through the wallet standard, under one name), driven through the hooks: listed once,
// connected on one namespace or on all, disconnected by the connection core's rules. Solana signing
// and a transfer run against an in-process SVM (litesvm).
import { afterEach, describe, expect, inject, test } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { generatePrivateKey } from 'viem/accounts';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { Keypair } from '@solana/web3.js';
import { createTestWallet, defineDevnetChain } from '../../../../headless/testing';
import { createSolanaTestWallet } from '../../../../headless/testing/solana';
import { createBitcoinTestWallet } from '../../../../headless/testing/bitcoin';
import { bip122Adapter } from '../../../../headless/core/adapters/bip122';
import { BITCOIN_MAINNET, bitcoinMainnet } from '../../../../headless/core/namespaces/bip122/networks';
import { createWalletDock, type WalletDock } from '../../../../headless/core/dock/create-wallet-dock';
import { eip155Adapter } from '../../../../headless/core/adapters/eip155';
import { solanaAdapter } from '../../../../headless/core/adapters/solana';
import { SOLANA_DEVNET, solanaDevnet } from '../../../../headless/core/namespaces/solana/rpc';
import { memoryStorage } from '../../../../headless/core/model/storage';
import {
  WalletDockProvider,
  useAccount,
  useConnect,
  useConnectors,
  useDisconnect,
  useNativeBalance,
  useWalletDock,
} from 'walletdock';
import { createLiteSvmRpc } from '../../../support/litesvm-rpc';

// vitest's jsdom environment swaps the global Uint8Array for jsdom's while Buffer and TextEncoder stay
// Node's, so @solana/buffer-layout (inside web3.js) rejects Node Buffers. A page has one realm; give this
// file Node's Uint8Array back so web3.js builds transactions as it does in a browser.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

const rpcUrl = inject('rpcUrl');
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

let counter = 0;
function setup() {
  counter += 1;
  const name = `Dock Wallet ${counter}`;
  const devnet = defineDevnetChain(rpcUrl);
  const svm = createLiteSvmRpc();
  const evm = createTestWallet({
    privateKey: generatePrivateKey(),
    rpcUrl,
    chains: [devnet],
    info: { name, rdns: `dev.walletdock.dock${counter}` },
  });
  const sol = createSolanaTestWallet({ name, rpc: svm });
  cleanups.push(sol.register());
  const dock = createWalletDock({
    networks: [devnet, solanaDevnet],
    adapters: [eip155Adapter({ genericInjected: false }), solanaAdapter({ rpc: svm })],
    storage: memoryStorage(),
  });
  cleanups.push(() => dock.destroy());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <WalletDockProvider dock={dock}>{children}</WalletDockProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(
    () => ({
      dock: useWalletDock(),
      entry: useConnectors().find((c) => c.name === name),
      connect: useConnect(),
      connectAll: useConnect().connectAll,
      disconnect: useDisconnect(),
      evm: useAccount({ namespace: 'eip155' }),
      sol: useAccount({ namespace: 'solana' }),
      // Read `data` during render: react-query re-renders only for the fields a render read.
      ...(({ data, refetch }) => ({ solBalance: data?.value, refetchSolBalance: refetch }))(
        useNativeBalance({ namespace: 'solana' }),
      ),
    }),
    { wrapper },
  );
  return { name, svm, evm, sol, dock: dock as WalletDock, result: hook.result };
}

async function listed(result: ReturnType<typeof setup>['result']) {
  await waitFor(() =>
    expect(result.current.entry?.connectors.map((c) => c.chain).sort()).toEqual(['eip155', 'solana']),
  );
  return result.current.entry!;
}

describe('a wallet on eip155 and solana', () => {
  test('appears once in the connector list, as one MULTI_CHAIN entry holding both connectors', async () => {
    const { result, name } = setup();
    const entry = await listed(result);
    expect(entry.type).toBe('MULTI_CHAIN');
    expect(result.current.dock.stores.connectors.getState().filter((c) => c.name === name)).toHaveLength(2);
    expect(entry.connectors.find((c) => c.chain === 'solana')).toMatchObject({ type: 'ANNOUNCED', name });
  });

  test('connects on one namespace only', async () => {
    const { result, sol } = setup();
    const entry = await listed(result);
    const solana = entry.connectors.find((c) => c.chain === 'solana')!;
    await act(() => result.current.connect.mutateAsync({ connectorId: solana.id, namespace: 'solana' }));
    expect(result.current.sol).toMatchObject({
      status: 'connected',
      address: sol.address,
      caipAddress: `${SOLANA_DEVNET}:${sol.address}`,
    });
    expect(result.current.evm.status).toBe('disconnected');
  });

  test('connects on all namespaces: the account state shows both CAIP addresses; disconnect rules hold', async () => {
    const { result, evm, sol } = setup();
    const entry = await listed(result);
    const outcome = await act(() => result.current.connectAll.mutateAsync({ connectorId: entry.id }));
    expect(Object.keys(outcome.connections).sort()).toEqual(['eip155', 'solana']);
    expect(outcome.failures).toEqual({});
    const [evmAddress] = (await evm.request({ method: 'eth_accounts' })) as string[];
    await waitFor(() =>
      expect(result.current.evm.caipAddress?.toLowerCase()).toBe(`eip155:33322:${evmAddress}`.toLowerCase()),
    );
    expect(result.current.sol.caipAddress).toBe(`${SOLANA_DEVNET}:${sol.address}`);
    expect(result.current.dock.stores.connection.getState().activeNamespace).toBe(entry.connectors[0]!.chain);

    // An announced connector is not shared: disconnecting solana leaves eip155 connected.
    await act(() => result.current.disconnect.mutateAsync({ namespace: 'solana' }));
    expect(result.current.sol.status).toBe('disconnected');
    expect(result.current.evm.status).toBe('connected');
    // Without a namespace everything goes.
    await act(() => result.current.disconnect.mutateAsync());
    expect(result.current.evm.status).toBe('disconnected');
  });

  test('a rejection on one namespace leaves the other connected and is reported', async () => {
    const { result, sol } = setup();
    const entry = await listed(result);
    sol.setBehavior('standard:connect', { reject: true });
    const outcome = await act(() => result.current.connectAll.mutateAsync({ connectorId: entry.id }));
    expect(Object.keys(outcome.connections)).toEqual(['eip155']);
    expect(outcome.failures.solana?.code).toBe('USER_REJECTED');
    expect(result.current.evm.status).toBe('connected');
    expect(result.current.sol.status).toBe('disconnected');
  });
});

describe('solana through the hooks', () => {
  test('signMessage verifies with ed25519; a transfer executes in the SVM and the balance hook sees it', async () => {
    const { result, sol, svm } = setup();
    const entry = await listed(result);
    await act(() => result.current.connectAll.mutateAsync({ connectorId: entry.id, namespaces: ['solana'] }));
    expect(result.current.evm.status).toBe('disconnected');

    const signature = await result.current.dock.signMessage({ message: 'gm from the hooks', namespace: 'solana' });
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode('gm from the hooks'),
        sol.keypair.publicKey.toBytes(),
      ),
    ).toBe(true);

    svm.airdrop(sol.address, 1_000_000_000n);
    await act(() => result.current.refetchSolBalance());
    await waitFor(() => expect(result.current.solBalance).toBe(1_000_000_000n));
    const receiver = Keypair.generate().publicKey.toBase58();
    await result.current.dock.sendTransaction({ namespace: 'solana', to: receiver, value: 250_000_000n });
    await act(() => result.current.refetchSolBalance());
    await waitFor(() => expect(result.current.solBalance).toBe(1_000_000_000n - 250_000_000n - 5_000n));
    expect(await svm.getBalance(receiver)).toBe(250_000_000n);
  });
});

describe('a wallet on solana and bip122 (as Phantom is)', () => {
  test('connects on both; the bitcoin side holds payment and ordinals accounts and signs BIP-322', async () => {
    counter += 1;
    const name = `Two Chain Wallet ${counter}`;
    const svm = createLiteSvmRpc();
    const sol = createSolanaTestWallet({ name, rpc: svm });
    const btc = createBitcoinTestWallet({ name });
    cleanups.push(sol.register(), btc.register());
    const dock = createWalletDock({
      networks: [solanaDevnet, bitcoinMainnet],
      adapters: [solanaAdapter({ rpc: svm }), bip122Adapter()],
      storage: memoryStorage(),
    });
    cleanups.push(() => dock.destroy());
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <WalletDockProvider dock={dock}>{children}</WalletDockProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        entry: useConnectors().find((c) => c.name === name),
        connectAll: useConnect().connectAll,
        btc: useAccount({ namespace: 'bip122' }),
        sol: useAccount({ namespace: 'solana' }),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.entry?.connectors.map((c) => c.chain).sort()).toEqual(['bip122', 'solana']),
    );
    await act(() =>
      result.current.connectAll.mutateAsync({
        connectorId: result.current.entry!.id,
        namespaces: ['bip122', 'solana'],
      }),
    );

    expect(result.current.sol.caipAddress).toBe(`${SOLANA_DEVNET}:${sol.address}`);
    expect(result.current.btc.caipAddress).toBe(`${BITCOIN_MAINNET}:${btc.payment.address}`);
    expect(result.current.btc.allAccounts.map((a) => [a.type, a.address])).toEqual([
      ['payment', btc.payment.address],
      ['ordinal', btc.ordinals.address],
    ]);
    // The first namespace asked for ends active.
    expect(dock.stores.connection.getState().activeNamespace).toBe('bip122');

    const signature = await dock.signMessage({ message: 'gm bitcoin', namespace: 'bip122' });
    // Loaded after the Uint8Array fix above: bitcoinjs-lib checks its curve library with instanceof at import.
    const { Verifier } = await import('bip322-js');
    expect(Verifier.verifySignature(btc.payment.address, 'gm bitcoin', signature)).toBe(true);
  });
});
