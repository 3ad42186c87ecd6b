// Node errors from a real node (the run's anvil), named through viem's classes: what a user sees when a send fails.
import { createWalletClient, http, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import { WalletDockError } from 'walletdock';
import { nodeErrorName, toNodeError } from 'walletdock/utils';
import { testTokenAbi } from '../../../../faucet/devnet/artifacts';
import { devnetChainFor, fundedAccount } from '../../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const chain = devnetChainFor(rpcUrl);

function walletFor(privateKey: Hex) {
  return createWalletClient({ account: privateKeyToAccount(privateKey), chain, transport: http(rpcUrl) });
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the node to refuse');
}

describe('node errors from anvil', () => {
  it('an unfunded account is InsufficientFunds', async () => {
    const wallet = walletFor(generatePrivateKey());
    const error = await failure(() => wallet.sendTransaction({ to: wallet.account.address, value: parseEther('1') }));
    expect(nodeErrorName(error)).toBe('InsufficientFunds');
    const named = toNodeError(error);
    expect(named).toBeInstanceOf(WalletDockError);
    expect(named?.code).toBe('NODE_ERROR');
    expect(named?.category).toBe('node');
    expect(named?.message).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    );
  });

  it('a reused nonce is NonceTooLow', async () => {
    const { privateKey, address } = await fundedAccount(rpcUrl, 1n);
    const wallet = walletFor(privateKey);
    await wallet.sendTransaction({ to: address, value: 1n, nonce: 0 });
    const error = await failure(() => wallet.sendTransaction({ to: address, value: 1n, nonce: 0, gas: 21_000n }));
    expect(nodeErrorName(error)).toBe('NonceTooLow');
  });

  it('a fee cap below the base fee is FeeCapTooLow', async () => {
    const { privateKey, address } = await fundedAccount(rpcUrl, 1n);
    const wallet = walletFor(privateKey);
    const error = await failure(() =>
      wallet.sendTransaction({ to: address, value: 1n, gas: 21_000n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n }),
    );
    expect(nodeErrorName(error)).toBe('FeeCapTooLow');
  });

  it('gas below the intrinsic cost is IntrinsicGasTooLow', async () => {
    const { privateKey, address } = await fundedAccount(rpcUrl, 1n);
    const wallet = walletFor(privateKey);
    const error = await failure(() => wallet.sendTransaction({ to: address, value: 1n, gas: 1_000n }));
    expect(nodeErrorName(error)).toBe('IntrinsicGasTooLow');
  });

  it('a reverting ERC-20 transfer is ExecutionReverted', async () => {
    const { privateKey } = await fundedAccount(rpcUrl, 1n);
    const wallet = walletFor(privateKey);
    const error = await failure(() =>
      wallet.writeContract({
        address: contracts.token,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [wallet.account.address, 10n ** 30n],
      }),
    );
    expect(nodeErrorName(error)).toBe('ExecutionReverted');
  });
});

describe('node errors from raw wallet/node replies (viem getNodeError rules)', () => {
  it.each([
    ['nonce too low', 'NonceTooLow'],
    ['nonce too high', 'NonceTooHigh'],
    ['nonce has max value', 'NonceMaxValue'],
    ['insufficient funds for gas * price + value', 'InsufficientFunds'],
    ['max fee per gas less than block base fee', 'FeeCapTooLow'],
    ['fee cap higher than 2^256-1', 'FeeCapTooHigh'],
    ['max priority fee per gas higher than max fee per gas', 'TipAboveFeeCap'],
    ['intrinsic gas too low', 'IntrinsicGasTooLow'],
    ['intrinsic gas too high', 'IntrinsicGasTooHigh'],
    ['execution reverted: TestToken: insufficient balance', 'ExecutionReverted'],
    ['transaction type not valid', 'TransactionTypeNotSupported'],
  ])('%j -> %s', (message, name) => {
    expect(nodeErrorName(new Error(message))).toBe(name);
    expect(nodeErrorName({ code: -32000, message })).toBe(name);
  });

  it.each([['something else'], ['User rejected the request.']])('%j is not a node error', (message) => {
    expect(nodeErrorName(new Error(message))).toBeUndefined();
    expect(toNodeError(new Error(message))).toBeUndefined();
  });
});
