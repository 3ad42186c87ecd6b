// useSignMessage and useSendTransaction through the adapter of each namespace: eip155 (the EIP-6963
// test wallet on the devnet), solana (the wallet-standard test wallet over an in-process SVM) and
// bip122 (the Bitcoin test wallet). Signatures are checked by each namespace's own verifier, transfers
// are read back from the chain, and the hosts' TanStack Query options (callbacks, select, enabled) apply.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createPublicClient, http, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { Keypair } from '@solana/web3.js';
import {
  createWalletDock,
  memoryStorage,
  useAccount,
  useConnect,
  useNativeBalance,
  useSendTransaction,
  useSignMessage,
  WalletDockError,
} from 'walletdock';
import { bip122Adapter, bitcoinMainnet } from 'walletdock/bitcoin';
import { solanaAdapter, solanaDevnet } from 'walletdock/solana';
import { createBitcoinTestWallet, defineDevnetChain } from 'walletdock/testing';
import { createSolanaTestWallet } from 'walletdock/testing/solana';
import { createLiteSvmRpc } from '../../support/litesvm-rpc';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

// jsdom swaps the global Uint8Array for its own while Buffer stays Node's; @solana/web3.js needs one
// realm, as a page has (see connection/multichain.test.tsx).
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

const rpcUrl = inject('rpcUrl');
const extra: Array<() => void> = [];
afterEach(() => {
  for (const stop of extra.splice(0)) stop();
  cleanup();
});

async function connectedEip155() {
  const wallet = await announcedWallet();
  const dock = devnetDock();
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const { result } = renderHook(
    () => ({
      connect: useConnect(),
      account: useAccount(),
      sign: useSignMessage({ mutation: { onSuccess, onError } }),
      send: useSendTransaction(),
    }),
    { wrapper: wrapperFor(dock) },
  );
  await act(() => dock.ready);
  await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  return { wallet, dock, result, onSuccess, onError };
}

describe('eip155', () => {
  it('useSignMessage signs with the connected wallet (EIP-191) and calls the host’s mutation callbacks', async () => {
    const { wallet, result, onSuccess, onError } = await connectedEip155();
    const signature = await act(() => result.current.sign.mutateAsync({ message: 'hello walletdock' }));
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hello walletdock',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
    await waitFor(() => expect(result.current.sign.data).toBe(signature));
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]?.[0]).toBe(signature);

    wallet.setBehavior('personal_sign', { reject: true });
    const declined = await act(() =>
      result.current.sign.mutateAsync({ message: 'no' }).catch((error: unknown) => error),
    );
    expect(declined).toBeInstanceOf(WalletDockError);
    expect(declined).toMatchObject({ code: 'USER_REJECTED' });
    await waitFor(() => expect(result.current.sign.error?.code).toBe('USER_REJECTED'));
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('useSendTransaction sends value from the connected account; the transfer is mined on the devnet', async () => {
    const { result } = await connectedEip155();
    const to = privateKeyToAddress(generatePrivateKey());
    const hash = await act(() => result.current.send.mutateAsync({ to, value: 123_456_789n }));
    const client = createPublicClient({ chain: defineDevnetChain(rpcUrl), transport: http(rpcUrl) });
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(result.current.account.address?.toLowerCase());
    expect(await client.getBalance({ address: to })).toBe(123_456_789n);
  });

  it('useNativeBalance applies the host’s query options: select maps the data, enabled: false keeps it idle', async () => {
    const { dock } = await connectedEip155();
    // Each render has its own QueryClient (wrapperFor), so the idle query cannot read the other's cache.
    const idle = renderHook(() => useNativeBalance({ query: { enabled: false } }), { wrapper: wrapperFor(dock) });
    const mapped = renderHook(
      () => useNativeBalance({ query: { select: (b) => `${b.value > 0n ? 'funded' : 'empty'} ${b.symbol}` } }),
      { wrapper: wrapperFor(dock) },
    );
    await waitFor(() => expect(mapped.result.current.data).toBe('funded AVENT'));
    expect(idle.result.current).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined });
  });
});

describe('solana and bip122', () => {
  function multiNamespaceDock() {
    const name = `Hook Wallet ${Math.random().toString(36).slice(2)}`;
    const svm = createLiteSvmRpc();
    const sol = createSolanaTestWallet({ name, rpc: svm });
    const btc = createBitcoinTestWallet({ name });
    extra.push(sol.register(), btc.register());
    const dock = createWalletDock({
      networks: [solanaDevnet, bitcoinMainnet],
      adapters: [solanaAdapter({ rpc: svm }), bip122Adapter()],
      storage: memoryStorage(),
    });
    extra.push(() => dock.destroy());
    const { result } = renderHook(
      () => ({ connect: useConnect(), sign: useSignMessage(), send: useSendTransaction() }),
      { wrapper: wrapperFor(dock) },
    );
    return { name, svm, sol, btc, dock, result };
  }

  it('useSignMessage signs on solana (ed25519) and on bip122 (BIP-322) with each namespace’s account', async () => {
    const { name, sol, btc, dock, result } = multiNamespaceDock();
    await act(() => dock.ready);
    const connector = (chain: string) =>
      dock.stores.connectors.getState().find((c) => c.chain === chain && c.name === name)!;
    await waitFor(() => expect(connector('solana')).toBeDefined());
    await act(() => result.current.connect.mutateAsync({ connectorId: connector('solana').id, namespace: 'solana' }));
    await act(() => result.current.connect.mutateAsync({ connectorId: connector('bip122').id, namespace: 'bip122' }));

    const solSignature = await act(() =>
      result.current.sign.mutateAsync({ message: 'gm solana', namespace: 'solana' }),
    );
    const message = new TextEncoder().encode('gm solana');
    expect(ed25519.verify(base58.decode(solSignature), message, sol.keypair.publicKey.toBytes())).toBe(true);

    const btcSignature = await act(() =>
      result.current.sign.mutateAsync({ message: 'gm bitcoin', namespace: 'bip122' }),
    );
    const { Verifier } = await import('bip322-js');
    expect(Verifier.verifySignature(btc.payment.address, 'gm bitcoin', btcSignature)).toBe(true);

    // Bitcoin sends go through PSBT signing, not sendTransaction.
    const refused = await act(() =>
      result.current.send
        .mutateAsync({ namespace: 'bip122', to: btc.payment.address, value: 1n })
        .catch((e: unknown) => e),
    );
    expect(refused).toMatchObject({ code: 'UNSUPPORTED' });
  });

  it('useSendTransaction transfers lamports on solana; the SVM holds the receiver’s balance', async () => {
    const { name, svm, sol, dock, result } = multiNamespaceDock();
    await act(() => dock.ready);
    const find = () => dock.stores.connectors.getState().find((c) => c.chain === 'solana' && c.name === name);
    await waitFor(() => expect(find()).toBeDefined());
    const solana = find()!;
    await act(() => result.current.connect.mutateAsync({ connectorId: solana.id, namespace: 'solana' }));
    svm.airdrop(sol.address, 1_000_000_000n);
    const receiver = Keypair.generate().publicKey.toBase58();
    const signature = await act(() =>
      result.current.send.mutateAsync({ namespace: 'solana', to: receiver, value: 300_000_000n }),
    );
    expect(base58.decode(signature)).toHaveLength(64);
    expect(await svm.getBalance(receiver)).toBe(300_000_000n);
  });
});
