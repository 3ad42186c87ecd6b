// The send rules: what may be sent, checked before the wallet is asked. validateSend reads the form
// alone; checkFunds adds what the chain says (balances, the fee), so nothing is sent that the chain
// would refuse for a reason we can see. Each returns the first failing rule's message, else undefined.
import { checksumAddress, formatUnits } from 'viem';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import { sendsOn } from '../namespaces/capabilities';
import type { TokenBalance } from '../model/token-balance';
import * as SendErrorMessages from './messages';
import * as TransferMessages from '../model/transfer-messages';
import { parseTokenAmount } from '../model/format';
import type { TransferFee } from '../model/transfer';

/** What the send form holds when it is checked. */
export interface SendInput {
  namespace: ChainNamespace;
  /** The active network: a token of another network cannot be sent from it. */
  caipNetworkId?: CaipNetworkId | undefined;
  amount: string | undefined;
  receiverAddress: string | undefined;
  /** The token; `quantity.decimals` bounds the amount's decimals (absent: not checked). */
  token: (Pick<TokenBalance, 'symbol'> & Partial<Pick<TokenBalance, 'address' | 'chainId' | 'quantity'>>) | undefined;
}

/** What a receiver text is: an address, a name to resolve (eip155), or neither. */
export type ReceiverKind = 'address' | 'name' | 'invalid' | 'checksum';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
// The spec's Solana rule (base58, 32 to 44 characters) as text: the 32-byte key check (a base58
// decoder) runs when the transfer is built, so the form's checks pull in no codec.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
// A dotted name (vitalik.eth, pay.example.xyz); ENS normalisation decides later what it really is.
const NAME = /^[^\s.]+(\.[^\s.]+)+$/;

/**
 * Classifies a receiver: eip155 takes 0x + 40 hex (all-lower or all-upper, or mixed case matching the
 * EIP-55 checksum) or a dotted name to resolve; solana takes base58 of 32 to 44 characters.
 */
export function receiverKind(receiver: string, namespace: ChainNamespace): ReceiverKind {
  const text = receiver.trim();
  if (namespace === 'solana') return SOLANA_ADDRESS.test(text) ? 'address' : 'invalid';
  if (EVM_ADDRESS.test(text)) {
    const hex = text.slice(2);
    if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'address';
    return checksumAddress(text.toLowerCase() as `0x${string}`) === text ? 'address' : 'checksum';
  }
  return NAME.test(text) && !/^0x[0-9a-fA-F]*$/i.test(text) ? 'name' : 'invalid';
}

/** The amount's decimals as a number, when the token says. */
function decimalsOf(token: SendInput['token']): number | undefined {
  const text = token?.quantity?.decimals;
  return text === undefined || text === '' ? undefined : Number(text);
}

/** True when a token (CAIP-2 `chainId`, or its bare reference) belongs to the network. */
export function isTokenOnNetwork(
  token: { chainId?: string | undefined },
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
): boolean {
  return (
    token.chainId === undefined || token.chainId === caipNetworkId || `${namespace}:${token.chainId}` === caipNetworkId
  );
}

/**
 * The first failing form rule as a message, or undefined. Order follows what the person fills in:
 * sendable namespace, token (and its network), amount (a positive decimal within the token's decimals),
 * receiver (a valid address of the namespace, or a name to resolve).
 */
export function validateSend(input: SendInput): string | undefined {
  if (!sendsOn(input.namespace)) return TransferMessages.sendNamespaceUnsupported(input.namespace);
  const { token } = input;
  if (!token) return SendErrorMessages.sendTokenRequired;
  if (input.caipNetworkId && !isTokenOnNetwork(token, input.namespace, input.caipNetworkId)) {
    return SendErrorMessages.sendTokenOtherNetwork(token.symbol);
  }
  const amount = input.amount?.trim() ?? '';
  if (amount === '') return TransferMessages.sendAmountRequired;
  if (/^-\s*(\d+\.?\d*|\.\d+)$/.test(amount)) return SendErrorMessages.sendAmountNotPositive;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(amount)) return SendErrorMessages.sendAmountNotNumber;
  const decimals = decimalsOf(token);
  if (decimals !== undefined && (amount.split('.')[1] ?? '').length > decimals) {
    return SendErrorMessages.sendAmountTooManyDecimals(token.symbol, decimals);
  }
  if (/^[0.]*$/.test(amount)) return SendErrorMessages.sendAmountNotPositive;
  const receiver = input.receiverAddress?.trim() ?? '';
  if (receiver === '') return SendErrorMessages.sendReceiverRequired;
  const kind = receiverKind(receiver, input.namespace);
  if (kind === 'checksum') return SendErrorMessages.sendReceiverChecksum;
  if (kind === 'invalid') return TransferMessages.sendReceiverInvalid;
  return undefined;
}

/** What checkFunds compares: base units of the token and of the native coin, and the fee. */
export interface FundsInput {
  amount: bigint;
  /** Balance of the token sent (the native balance when it is the native coin). */
  balance: bigint;
  nativeBalance: bigint;
  fee: TransferFee;
  /** True when the native coin is sent. */
  native: boolean;
  symbol: string;
  nativeCurrency: { symbol: string; decimals: number };
}

/** The first funds rule that fails (insufficient funds, fee included; solana's rent minimums), or undefined. */
export function checkFunds(input: FundsInput): string | undefined {
  const { amount, fee, native } = input;
  const coin = (value: bigint) => `${formatUnits(value, input.nativeCurrency.decimals)} ${input.nativeCurrency.symbol}`;
  if (native) {
    if (amount + fee.value > input.nativeBalance) return SendErrorMessages.insufficientFunds(input.symbol, true);
  } else {
    if (amount > input.balance) return SendErrorMessages.insufficientFunds(input.symbol, false);
    if (fee.value > input.nativeBalance) return SendErrorMessages.insufficientFundsForFee(input.nativeCurrency.symbol);
  }
  if (native && fee.minimumAmount !== undefined && amount < fee.minimumAmount) {
    return SendErrorMessages.sendBelowAccountMinimum(coin(fee.minimumAmount));
  }
  const rest = input.nativeBalance - (native ? amount : 0n) - fee.value;
  if (fee.reserve !== undefined && rest > 0n && rest < fee.reserve)
    return SendErrorMessages.sendRemainderBelowMinimum(coin(fee.reserve));
  return undefined;
}

/** The largest amount that may be sent: the token's balance, or the native balance less the fee. */
export function maxSendAmount(input: { balance: bigint; fee: TransferFee | undefined; native: boolean }): bigint {
  if (!input.native) return input.balance;
  const max = input.balance - (input.fee?.value ?? 0n);
  return max > 0n ? max : 0n;
}

/** The typed amount in base units, once validateSend passed. */
export function amountInBaseUnits(amount: string, decimals: number): bigint | undefined {
  return parseTokenAmount(amount, decimals);
}
