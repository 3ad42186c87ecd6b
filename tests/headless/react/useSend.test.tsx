// useSend on the devnet with the EIP-6963 test wallet: AVENT and TEST sends move exactly the amount
// (and the fee, read from the receipt, for the sender), SEND_* events are tracked, the form empties;
// a wallet rejection keeps the form; max leaves the fee; a refused input never reaches the wallet.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { erc20Abi, formatEther, parseEther, parseGwei, toHex, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { Keypair, type PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import {
  createAssociatedTokenAccountInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  unpackAccount,
} from '@solana/spl-token';
import { createWalletDock, memoryStorage, useConnect, type WalletDockEvent } from 'walletdock';
import { useSend } from 'walletdock/send';
import type { TokenBalance } from 'walletdock/utils';
import { solanaAdapter, solanaDevnet } from 'walletdock/solana';
import { defineDevnetChain } from 'walletdock/testing';
import { createSolanaTestWallet } from 'walletdock/testing/solana';
import { createLiteSvmRpc, type LiteSvmRpc } from '../../support/litesvm-rpc';
import { deployTestEnsResolver } from '../../support/ens';
import { fundedAccount, mintTestToken, testPublicClient } from '../../support/chain';
import { announcedWallet, cleanup, devnetDock, wrapperFor } from './support';

const rpcUrl = inject('rpcUrl');
const { token } = inject('contracts');
const client = testPublicClient(rpcUrl);
afterEach(cleanup);

const tokenBalance = (address: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
const freshAddress = () => privateKeyToAddress(generatePrivateKey());

async function connectedSend() {
  const wallet = await announcedWallet();
  const minter = await fundedAccount(rpcUrl, 1n);
  await mintTestToken(rpcUrl, token, minter, wallet.address, parseEther('100'));
  const dock = devnetDock({ tokens: { 'eip155:33322': { address: token } } });
  const events: string[] = [];
  dock.events.subscribe((e: WalletDockEvent) => events.push(e.data.event));
  const { result } = renderHook(() => ({ connect: useConnect(), send: useSend() }), { wrapper: wrapperFor(dock) });
  await act(() => dock.ready);
  await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
  await waitFor(() => expect(result.current.send.tokens?.map((t) => t.symbol)).toEqual(['AVENT', 'TEST']));
  const pick = (symbol: string) =>
    act(() => result.current.send.setToken(result.current.send.tokens!.find((t) => t.symbol === symbol)));
  return { wallet, dock, result, events, pick };
}

/** Fills the form and waits until every check passed (receiver, balances, fee). */
async function fill(result: { current: { send: ReturnType<typeof useSend> } }, amount: string, receiver: string) {
  act(() => {
    result.current.send.setAmount(amount);
    result.current.send.setReceiver(receiver);
  });
  await waitFor(() => expect(result.current.send.canSend).toBe(true));
}

/** The next block's base fee (anvil), mined so that the latest block, which estimates read, has it. */
async function setNextBaseFee(wei: bigint) {
  await client.request({ method: 'anvil_setNextBlockBaseFeePerGas' as never, params: [toHex(wei)] as never });
  await client.request({ method: 'evm_mine' as never, params: [] as never });
}

async function paidFee(hash: string) {
  const receipt = await client.getTransactionReceipt({ hash: hash as Hex });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

describe('useSend on eip155', () => {
  it('sends 0.1 AVENT: the receiver gains exactly 0.1, the sender pays 0.1 plus the receipt’s fee; events, reset', async () => {
    const { wallet, result, events, pick } = await connectedSend();
    await pick('AVENT');
    const to = freshAddress();
    await fill(result, '0.1', to);
    expect(result.current.send.fee?.symbol).toBe('AVENT');
    expect(result.current.send.fee!.value).toBeGreaterThan(0n);
    const before = await client.getBalance({ address: wallet.address });

    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    const { hash, explorerUrl } = result.current.send.data!;
    expect(explorerUrl).toBeUndefined(); // the devnet has no explorer
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.1'));
    expect(before - (await client.getBalance({ address: wallet.address }))).toBe(
      parseEther('0.1') + (await paidFee(hash)),
    );
    // The wallet was asked with the fee fields the check priced (data 0x, value in wei).
    const sent = wallet.requests.filter((r) => r.method === 'eth_sendTransaction').at(-1)!.params as [
      { data?: string; value: string; maxFeePerGas?: string },
    ];
    expect(sent[0]).toMatchObject({ value: '0x16345785d8a0000', data: '0x' });
    expect(sent[0].maxFeePerGas).toMatch(/^0x[0-9a-f]+$/);
    expect(events.filter((e) => e.startsWith('SEND_'))).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(result.current.send.state).toMatchObject({
      sendTokenAmount: '',
      receiverAddress: '',
      token: undefined,
      loading: false,
    });
  });

  it('signs with the fee the form showed: a base fee that drops after the quote does not change the caps the wallet is asked with', async () => {
    const { wallet, result, pick } = await connectedSend();
    await pick('AVENT');
    // The quote is taken while the base fee is 2 gwei...
    await setNextBaseFee(parseGwei('2'));
    await fill(result, '0.01', freshAddress());
    const shown = result.current.send.fee!;
    expect(shown.maxFeePerGas).toBeGreaterThan(parseGwei('2'));
    // ...and the chain is cheaper by the time the person confirms: an estimate taken now would ask for less.
    await setNextBaseFee(parseGwei('1'));
    const asked = wallet.requests.length;

    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    const [sent] = wallet.requests.slice(asked).find((r) => r.method === 'eth_sendTransaction')!.params as [
      { gas: string; maxFeePerGas: string; maxPriorityFeePerGas: string },
    ];
    expect(sent).toMatchObject({
      gas: toHex(shown.gas!),
      maxFeePerGas: toHex(shown.maxFeePerGas!),
      maxPriorityFeePerGas: toHex(shown.maxPriorityFeePerGas!),
    });
    // The transaction on the chain carries those caps: the fee the review showed is the most it could cost.
    const tx = await client.getTransaction({ hash: result.current.send.data!.hash as Hex });
    expect(tx.maxFeePerGas).toBe(shown.maxFeePerGas);
    expect(tx.gas).toBe(shown.gas);
  });

  it('sends 5 TEST by an ERC-20 transfer: token balances move by exactly 5, the sender pays only the fee in AVENT', async () => {
    const { wallet, result, events, pick } = await connectedSend();
    await pick('TEST');
    const to = freshAddress();
    await fill(result, '5', to);
    const [nativeBefore, tokenBefore] = await Promise.all([
      client.getBalance({ address: wallet.address }),
      tokenBalance(wallet.address),
    ]);

    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    const { hash } = result.current.send.data!;
    expect(await tokenBalance(to)).toBe(parseEther('5'));
    expect(tokenBefore - (await tokenBalance(wallet.address))).toBe(parseEther('5'));
    expect(nativeBefore - (await client.getBalance({ address: wallet.address }))).toBe(await paidFee(hash));
    const tx = await client.getTransaction({ hash: hash as Hex });
    expect(tx.to?.toLowerCase()).toBe(token.toLowerCase());
    expect(tx.input.slice(0, 10)).toBe('0xa9059cbb'); // transfer(address,uint256)
    expect(events.filter((e) => e.startsWith('SEND_'))).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    // Balances are read again: the token list shows the new TEST balance.
    await waitFor(() =>
      expect(result.current.send.tokens?.find((t) => t.symbol === 'TEST')?.quantity.numeric).toBe('95'),
    );
  });

  it('a 4001 rejection leaves the form filled and reports the rejection; nothing moves', async () => {
    const { wallet, result, events, pick } = await connectedSend();
    await pick('AVENT');
    const to = freshAddress();
    await fill(result, '0.25', to);
    wallet.setBehavior('eth_sendTransaction', { reject: true, times: 1 });

    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isError).toBe(true));
    expect(result.current.send.error).toMatchObject({ code: 'USER_REJECTED' });
    expect(result.current.send.state).toMatchObject({ sendTokenAmount: '0.25', receiverAddress: to, loading: false });
    expect(result.current.send.state.token?.symbol).toBe('AVENT');
    expect(await client.getBalance({ address: to })).toBe(0n);
    expect(events.filter((e) => e.startsWith('SEND_'))).toEqual(['SEND_INITIATED', 'SEND_ERROR']);
  });

  it('max sends the balance less the fee; the sender keeps only what the fee estimate left over', async () => {
    const { wallet, result, pick } = await connectedSend();
    await pick('AVENT');
    act(() => result.current.send.setReceiver(freshAddress()));
    await waitFor(() => expect(result.current.send.maxAmount).toBeDefined());
    act(() => result.current.send.setMax());
    const balance = await client.getBalance({ address: wallet.address });
    expect(parseEther(result.current.send.state.sendTokenAmount)).toBe(balance - result.current.send.fee!.value);
    await waitFor(() => expect(result.current.send.canSend).toBe(true));
    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    const left = await client.getBalance({ address: wallet.address });
    // The fee was priced at the max fee per gas; the chain charged at most that.
    expect(left).toBeGreaterThanOrEqual(0n);
    expect(left).toBeLessThan(parseEther('0.001'));
  });

  it('more than the balance (fee included) is refused in the catalogue’s words and never reaches the wallet', async () => {
    const { wallet, result, pick } = await connectedSend();
    await pick('AVENT');
    const balance = await client.getBalance({ address: wallet.address });
    act(() => {
      result.current.send.setAmount(formatEther(balance)); // the whole balance, no room for the fee
      result.current.send.setReceiver(freshAddress());
    });
    await waitFor(() =>
      expect(result.current.send.validation).toBe(
        'Insufficient funds: not enough AVENT for the amount and the network fee',
      ),
    );
    expect(result.current.send.canSend).toBe(false);
    const asked = wallet.requests.length;
    const refused = await act(() =>
      result.current.send
        .mutateAsync({ token: result.current.send.state.token!, amount: '1000', receiver: freshAddress() })
        .catch((e: unknown) => e),
    );
    expect(refused).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Insufficient funds: not enough AVENT for the amount and the network fee',
    });
    expect(wallet.requests.slice(asked).map((r) => r.method)).not.toContain('eth_sendTransaction');
  });

  it('a name on a chain without an ENS resolver is refused: "Error resolving name"', async () => {
    const { result, pick } = await connectedSend();
    await pick('AVENT');
    act(() => {
      result.current.send.setAmount('0.1');
      result.current.send.setReceiver('nobody.eth');
    });
    expect(result.current.send.receiver.isResolving).toBe(true);
    await waitFor(() => expect(result.current.send.validation).toBe('Error resolving name'));
    expect(result.current.send.canSend).toBe(false);
  });
});

describe('useSend with an ENS name', () => {
  it('resolves a name on a chain kept whole with an ENS resolver, shows the address, pays it; an unknown name is refused', async () => {
    const wallet = await announcedWallet();
    const owner = freshAddress();
    const chain = defineDevnetChain(rpcUrl);
    const resolver = await deployTestEnsResolver(rpcUrl, chain, await fundedAccount(rpcUrl, 1n), {
      'alice.eth': owner,
    });
    const withEns = { ...chain, contracts: { ...chain.contracts, ensUniversalResolver: { address: resolver } } };
    const dock = devnetDock({ networks: [withEns] });
    const { result } = renderHook(() => ({ connect: useConnect(), send: useSend() }), { wrapper: wrapperFor(dock) });
    await act(() => dock.ready);
    await act(() => result.current.connect.mutateAsync({ connectorId: wallet.info.rdns }));
    await waitFor(() => expect(result.current.send.tokens).toBeDefined());
    act(() => result.current.send.setToken(result.current.send.tokens![0]));

    act(() => result.current.send.setAmount('0.05'));
    act(() => result.current.send.setReceiver('nobody.eth'));
    await waitFor(() => expect(result.current.send.validation).toBe('Error resolving name'));

    await fill(result, '0.05', 'Alice.eth');
    expect(result.current.send.receiver).toEqual({ address: owner, name: 'Alice.eth', isResolving: false });
    expect(result.current.send.state.receiverProfileName).toBe('Alice.eth');
    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    expect(await client.getBalance({ address: owner })).toBe(parseEther('0.05'));
  });
});

describe('useSend on solana (litesvm)', () => {
  // jsdom swaps the global Uint8Array for its own while Buffer stays Node's; @solana/web3.js needs one
  // realm, as a page has (see wallet-actions.test.tsx).
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
  const stops: Array<() => void> = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  /** A 6-decimal SPL mint with `amount` minted to `owner`'s associated token account, made with @solana/spl-token. */
  async function splMint(svm: LiteSvmRpc, owner: PublicKey, amount: bigint) {
    const payer = Keypair.generate();
    const mint = Keypair.generate();
    svm.airdrop(payer.publicKey.toBase58(), 10n ** 9n);
    const ata = getAssociatedTokenAddressSync(mint.publicKey, owner);
    const rent = await svm.getMinimumBalanceForRentExemption(MINT_SIZE);
    const tx = new Transaction({
      feePayer: payer.publicKey,
      recentBlockhash: (await svm.getLatestBlockhash()).blockhash,
    }).add(
      SystemProgram.createAccount({
        fromPubkey: payer.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: Number(rent),
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, 6, payer.publicKey, null),
      createAssociatedTokenAccountInstruction(payer.publicKey, ata, owner, mint.publicKey),
      createMintToInstruction(mint.publicKey, ata, payer.publicKey, amount),
    );
    tx.sign(payer, mint);
    await svm.sendRawTransaction(tx.serialize());
    return mint.publicKey;
  }

  const tokenAmount = async (svm: LiteSvmRpc, owner: PublicKey, mint: PublicKey) => {
    const info = await svm.getAccountInfo(getAssociatedTokenAddressSync(mint, owner).toBase58());
    return info
      ? unpackAccount(getAssociatedTokenAddressSync(mint, owner), {
          ...info,
          owner: TOKEN_PROGRAM_ID,
          lamports: Number(info.lamports),
          executable: false,
          data: Buffer.from(info.data),
        }).amount
      : 0n;
  };

  async function connectedSolana(tokens?: (mint: string) => TokenBalance[]) {
    const name = `Send Wallet ${Math.random().toString(36).slice(2)}`;
    const svm = createLiteSvmRpc();
    const sol = createSolanaTestWallet({ name, rpc: svm });
    stops.push(sol.register());
    svm.airdrop(sol.address, 2n * 10n ** 9n);
    const mint = await splMint(svm, sol.keypair.publicKey, 1_000_000_000n);
    const dock = createWalletDock({
      networks: [solanaDevnet],
      adapters: [solanaAdapter({ rpc: svm })],
      storage: memoryStorage(),
    });
    stops.push(() => dock.destroy());
    const events: string[] = [];
    dock.events.subscribe((e) => events.push(e.data.event));
    const list = tokens?.(mint.toBase58());
    const { result } = renderHook(() => ({ connect: useConnect(), send: useSend({ tokens: list }) }), {
      wrapper: wrapperFor(dock),
    });
    await act(() => dock.ready);
    const connector = () => dock.stores.connectors.getState().find((c) => c.chain === 'solana' && c.name === name);
    await waitFor(() => expect(connector()).toBeDefined());
    await act(() => result.current.connect.mutateAsync({ connectorId: connector()!.id, namespace: 'solana' }));
    return { svm, sol, mint, result, events };
  }

  it('sends 0.3 SOL (System Program transfer): the receiver holds 0.3, the sender paid 0.3 and the fee', async () => {
    const { svm, sol, result, events } = await connectedSolana();
    await waitFor(() => expect(result.current.send.tokens?.map((t) => t.symbol)).toEqual(['SOL']));
    act(() => result.current.send.setToken(result.current.send.tokens![0]));
    const to = Keypair.generate().publicKey.toBase58();
    await fill(result, '0.3', to);
    expect(result.current.send.fee?.value).toBe(5000n);
    const before = await svm.getBalance(sol.address);
    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    expect(await svm.getBalance(to)).toBe(300_000_000n);
    expect(before - (await svm.getBalance(sol.address))).toBe(300_000_000n + 5000n);
    expect(result.current.send.data?.explorerUrl).toBe(`https://solscan.io/tx/${result.current.send.data?.hash}`);
    expect(events.filter((e) => e.startsWith('SEND_'))).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(result.current.send.state.sendTokenAmount).toBe('');
  });

  it('sends 1.5 of an SPL token: the receiver’s token account is created, 1.5 arrives, the sender pays fee and rent', async () => {
    const { svm, sol, mint, result } = await connectedSolana((address) => [
      {
        name: 'Test SPL',
        symbol: 'TSPL',
        chainId: solanaDevnet.caipNetworkId,
        address,
        price: 0,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: '',
      },
    ]);
    act(() => result.current.send.setToken(result.current.send.tokens![0]));
    const receiver = Keypair.generate().publicKey;
    await fill(result, '1.5', receiver.toBase58());
    const rent = await svm.getMinimumBalanceForRentExemption(165);
    expect(result.current.send.fee).toMatchObject({ value: 5000n + rent, rent });
    const before = await svm.getBalance(sol.address);
    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    expect(await tokenAmount(svm, receiver, mint)).toBe(1_500_000n);
    expect(await tokenAmount(svm, sol.keypair.publicKey, mint)).toBe(1_000_000_000n - 1_500_000n);
    expect(before - (await svm.getBalance(sol.address))).toBe(5000n + rent);

    // A second send to the same receiver finds its account: only the fee is paid.
    act(() => result.current.send.setToken(result.current.send.tokens![0]));
    await fill(result, '0.25', receiver.toBase58());
    expect(result.current.send.fee?.value).toBe(5000n);
    act(() => result.current.send.send());
    await waitFor(() => expect(result.current.send.data?.hash).not.toBe(undefined));
    await waitFor(() => expect(result.current.send.state.sendTokenAmount).toBe(''));
    expect(await tokenAmount(svm, receiver, mint)).toBe(1_750_000n);
  });

  it('SOL below a new account’s rent minimum is refused before the wallet is asked', async () => {
    const { result } = await connectedSolana();
    await waitFor(() => expect(result.current.send.tokens).toBeDefined());
    act(() => {
      result.current.send.setToken(result.current.send.tokens![0]);
      result.current.send.setAmount('0.0001');
      result.current.send.setReceiver(Keypair.generate().publicKey.toBase58());
    });
    await waitFor(() =>
      expect(result.current.send.validation).toBe(
        'Amount too small: a new account must receive at least 0.00089088 SOL to exist',
      ),
    );
  });
});
