// The send rules as a table: every bad input gets its own message, in the exact words shown to people.
import { describe, expect, it } from 'vitest';
import { parseEther, parseUnits } from 'viem';
import {
  checkFunds,
  maxSendAmount,
  receiverKind,
  validateSend,
  type FundsInput,
  type SendInput,
} from 'walletdock/utils';

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const sol = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const network = 'eip155:33322' as const;
const avent = { symbol: 'AVENT', chainId: network, quantity: { decimals: '18', numeric: '10' } };
const test = {
  symbol: 'TEST',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  chainId: network,
  quantity: { decimals: '18', numeric: '5' },
};
const usdc = {
  symbol: 'TUSD',
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  chainId: network,
  quantity: { decimals: '6', numeric: '5' },
};
const base = {
  namespace: 'eip155',
  caipNetworkId: network,
  amount: '0.1',
  receiverAddress: evm,
  token: avent,
} satisfies SendInput;

describe('validateSend', () => {
  it.each<[string, Partial<SendInput>, string | undefined]>([
    ['a complete eip155 form', {}, undefined],
    ['a token sent by its contract', { token: test, amount: '5' }, undefined],
    ['an all-lowercase address', { receiverAddress: evm.toLowerCase() }, undefined],
    ['an all-uppercase address', { receiverAddress: `0x${evm.slice(2).toUpperCase()}` }, undefined],
    ['an ENS name (resolved later)', { receiverAddress: 'vitalik.eth' }, undefined],
    [
      'a complete solana form',
      { namespace: 'solana', caipNetworkId: undefined, receiverAddress: sol, token: { symbol: 'SOL' } },
      undefined,
    ],
    ['bip122', { namespace: 'bip122' }, 'Sending is not supported on bip122: only eip155 and solana are sendable'],
    [
      'polkadot',
      { namespace: 'polkadot' },
      'Sending is not supported on polkadot: only eip155 and solana are sendable',
    ],
    ['no token', { token: undefined }, 'Token is required'],
    [
      'a token of another network',
      { token: { ...test, chainId: 'eip155:1' } },
      'TEST is on another network: switch to its network to send it',
    ],
    ['no amount', { amount: undefined }, 'Amount is required'],
    ['an empty amount', { amount: '   ' }, 'Amount is required'],
    ['zero', { amount: '0' }, 'Amount must be greater than 0'],
    ['zero with decimals', { amount: '0.000' }, 'Amount must be greater than 0'],
    ['a negative amount', { amount: '-1' }, 'Amount must be greater than 0'],
    ['a negative fraction', { amount: '-0.5' }, 'Amount must be greater than 0'],
    ['letters', { amount: 'abc' }, 'Amount must be a number'],
    ['an exponent', { amount: '1e3' }, 'Amount must be a number'],
    ['two points', { amount: '1.2.3' }, 'Amount must be a number'],
    ['a comma', { amount: '1,5' }, 'Amount must be a number'],
    ['19 decimals of an 18-decimal coin', { amount: '0.0000000000000000001' }, 'AVENT has at most 18 decimals'],
    ['7 decimals of a 6-decimal token', { token: usdc, amount: '1.0000001' }, 'TUSD has at most 6 decimals'],
    ['no receiver', { receiverAddress: '' }, 'Receiver address is required'],
    ['a short address', { receiverAddress: evm.slice(0, 41) }, 'Invalid receiver address'],
    ['an address without 0x', { receiverAddress: evm.slice(2) }, 'Invalid receiver address'],
    ['a non-hex address', { receiverAddress: `0x${'g'.repeat(40)}` }, 'Invalid receiver address'],
    [
      'a wrong mixed-case checksum',
      { receiverAddress: evm.replace('F', 'f') },
      'Invalid receiver address: its mixed-case checksum does not match',
    ],
    ['a solana address on eip155', { receiverAddress: sol }, 'Invalid receiver address'],
    [
      'an evm address on solana',
      { namespace: 'solana', caipNetworkId: undefined, token: { symbol: 'SOL' } },
      'Invalid receiver address',
    ],
    [
      'a 31-character base58 on solana',
      { namespace: 'solana', caipNetworkId: undefined, token: { symbol: 'SOL' }, receiverAddress: sol.slice(0, 31) },
      'Invalid receiver address',
    ],
    [
      'base58 with a 0 on solana',
      { namespace: 'solana', caipNetworkId: undefined, token: { symbol: 'SOL' }, receiverAddress: `0${sol.slice(1)}` },
      'Invalid receiver address',
    ],
    [
      'a name on solana',
      { namespace: 'solana', caipNetworkId: undefined, token: { symbol: 'SOL' }, receiverAddress: 'alice.sol' },
      'Invalid receiver address',
    ],
  ])('%s', (_label, change, expected) => {
    expect(validateSend({ ...base, ...change })).toBe(expected);
  });
});

describe('receiverKind', () => {
  it.each([
    [evm, 'eip155', 'address'],
    ['vitalik.eth', 'eip155', 'name'],
    ['pay.example.xyz', 'eip155', 'name'],
    ['vitalik', 'eip155', 'invalid'],
    ['my name.eth', 'eip155', 'invalid'],
    [evm.replace('F', 'f'), 'eip155', 'checksum'],
    [sol, 'solana', 'address'],
  ] as const)('%s on %s is %s', (receiver, namespace, kind) => {
    expect(receiverKind(receiver, namespace)).toBe(kind);
  });
});

describe('checkFunds', () => {
  const fee = { value: parseEther('0.001') };
  const nativeCurrency = { symbol: 'AVENT', decimals: 18 };
  const funds = (change: Partial<FundsInput>): FundsInput => ({
    amount: parseEther('1'),
    balance: parseEther('2'),
    nativeBalance: parseEther('2'),
    fee,
    native: true,
    symbol: 'AVENT',
    nativeCurrency,
    ...change,
  });
  it.each<[string, Partial<FundsInput>, string | undefined]>([
    ['the amount and the fee within the balance', {}, undefined],
    ['exactly the balance less the fee', { amount: parseEther('1.999') }, undefined],
    [
      'one wei more than the balance less the fee',
      { amount: parseEther('1.999') + 1n },
      'Insufficient funds: not enough AVENT for the amount and the network fee',
    ],
    [
      'more than the balance',
      { amount: parseEther('3') },
      'Insufficient funds: not enough AVENT for the amount and the network fee',
    ],
    [
      'a token amount over its balance',
      { native: false, symbol: 'TEST', balance: parseEther('1') - 1n },
      'Insufficient funds: not enough TEST for the amount',
    ],
    [
      'a token with no native coin for the fee',
      { native: false, symbol: 'TEST', nativeBalance: parseEther('0.0009') },
      'Insufficient funds: not enough AVENT for the network fee',
    ],
    [
      'SOL below a new account’s minimum',
      {
        nativeCurrency: { symbol: 'SOL', decimals: 9 },
        symbol: 'SOL',
        fee: { value: 5000n, minimumAmount: 890_880n },
        amount: 1000n,
        balance: 10n ** 9n,
        nativeBalance: 10n ** 9n,
      },
      'Amount too small: a new account must receive at least 0.00089088 SOL to exist',
    ],
    [
      'SOL leaving less than the rent reserve',
      {
        nativeCurrency: { symbol: 'SOL', decimals: 9 },
        symbol: 'SOL',
        fee: { value: 5000n, reserve: 890_880n },
        amount: 10n ** 9n - 5000n - 1n,
        balance: 10n ** 9n,
        nativeBalance: 10n ** 9n,
      },
      'The rest of the balance would fall below 0.00089088 SOL, which an account must keep: send all of it or less',
    ],
    [
      'SOL: all of it',
      {
        nativeCurrency: { symbol: 'SOL', decimals: 9 },
        symbol: 'SOL',
        fee: { value: 5000n, reserve: 890_880n },
        amount: 10n ** 9n - 5000n,
        balance: 10n ** 9n,
        nativeBalance: 10n ** 9n,
      },
      undefined,
    ],
  ])('%s', (_label, change, expected) => {
    expect(checkFunds(funds(change))).toBe(expected);
  });

  it('max leaves the fee for the native coin and takes the whole token balance', () => {
    expect(maxSendAmount({ balance: parseEther('2'), fee, native: true })).toBe(parseEther('1.999'));
    expect(maxSendAmount({ balance: parseEther('0.0005'), fee, native: true })).toBe(0n);
    expect(maxSendAmount({ balance: parseUnits('5', 6), fee, native: false })).toBe(parseUnits('5', 6));
  });
});
