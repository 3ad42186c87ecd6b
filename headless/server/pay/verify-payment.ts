// The host's backend proof of a payment: the chain, read through the host's own node, says whether one transaction
// paid the order (this recipient, this asset, at least this amount, on this chain, kept and confirmed). Only the
// transaction hash comes from the browser; a client's word that it paid is never enough. No Node API: edge runtimes
// bundle it.
import {
  ContractFunctionExecutionError,
  createClient,
  erc20Abi,
  http,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Client,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { getBlockNumber, getChainId, getTransaction, getTransactionReceipt, readContract } from 'viem/actions';
import { parseTokenAmount } from '../../core/model/parse-amount';
import * as Messages from './messages';
import { netReceived, type AssetMovement } from './movement';
import { nativeMovements } from './native-transfers';
import { parsePaymentRequest, type ParsedPaymentRequest } from './request';
import { tokenMovements } from './token-transfers';
import type {
  PaymentNotVerified,
  PaymentRejectReason,
  VerifyPaymentOptions,
  VerifyPaymentRequest,
  VerifyPaymentResult,
} from './types';

/** The native coin of every EVM chain counts in wei. */
const NATIVE_DECIMALS = 18;

const refuse = (
  reason: PaymentRejectReason,
  message: string,
  extra: Partial<PaymentNotVerified> = {},
): PaymentNotVerified => ({
  paid: false,
  reason,
  message,
  ...extra,
});

function clientOf(options: VerifyPaymentOptions): Client {
  if (options.client) return options.client;
  // viem's http transport retries a failed request (here twice) and gives each 10 s.
  const transport = options.transport ?? http(options.rpcUrl, { retryCount: 2, timeout: 10_000 });
  return createClient({ transport });
}

async function decimalsOf(client: Client, asset: ParsedPaymentRequest['asset']): Promise<number | undefined> {
  if (asset === 'native') return NATIVE_DECIMALS;
  try {
    return await readContract(client, { address: asset, abi: erc20Abi, functionName: 'decimals' });
  } catch (error) {
    // The call reached the node and the contract answered nothing usable: not a token. An outage is thrown on.
    if (error instanceof ContractFunctionExecutionError) return undefined;
    throw error;
  }
}

/** The receipt, or why there is none: unknown to the chain, or known and still pending. */
async function receiptOf(client: Client, hash: Hex, chainId: number): Promise<TransactionReceipt | PaymentNotVerified> {
  try {
    return await getTransactionReceipt(client, { hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
  }
  try {
    await getTransaction(client, { hash });
    return refuse('not-confirmed', Messages.pending, { confirmations: 0 });
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return refuse('not-found', Messages.notFound(chainId));
    throw error;
  }
}

/**
 * Whether transaction `txHash` paid `amount` of `asset` to `recipient` on `chainId`, read through the host's node.
 * Counts an ERC-20 transfer (by the asset contract's own Transfer logs, so a smart account's transfer inside a user
 * operation counts and a look-alike event from another contract does not), and a native payment (the transaction's
 * value, or for value sent by a contract, the node's call trace). Bad input is answered `invalid-request`, never
 * thrown; a node that cannot be reached throws (viem's error), so an outage never reads as "not paid".
 *
 * Not its job: remembering which transactions already paid an order. Store each accepted `txHash` with its order and
 * refuse it for any other.
 *
 * @example
 * const result = await verifyPayment(
 *   { chainId: order.chainId, txHash: req.body.txHash, recipient: SHOP, asset: TOKEN, amount: order.amount, confirmations: 2 },
 *   { rpcUrl: process.env.RPC_URL! },
 * );
 * if (!result.paid) return res.status(402).json({ reason: result.reason });
 */
export async function verifyPayment(
  request: VerifyPaymentRequest,
  options: VerifyPaymentOptions,
): Promise<VerifyPaymentResult> {
  const parsed = parsePaymentRequest(request);
  if ('error' in parsed) return refuse('invalid-request', parsed.error);
  const { chainId, txHash, recipient, asset } = parsed.request;
  const client = clientOf(options);

  const nodeChain = await getChainId(client);
  if (nodeChain !== chainId) return refuse('chain-mismatch', Messages.chainMismatch(chainId, nodeChain));
  const decimals = await decimalsOf(client, asset);
  if (decimals === undefined) return refuse('invalid-request', Messages.assetNotAToken(asset));
  const expected = parseTokenAmount(parsed.request.amount, decimals);
  if (expected === undefined) return refuse('invalid-request', Messages.tooManyDecimals(decimals));

  const receipt = await receiptOf(client, txHash, chainId);
  if ('paid' in receipt) return receipt;
  if (receipt.status !== 'success') return refuse('reverted', Messages.reverted);

  const tx = await getTransaction(client, { hash: txHash });
  const native = await nativeMovements(client, tx);
  const movements: AssetMovement[] = [...tokenMovements(receipt.logs), ...native.movements];
  const received = netReceived(movements, asset, recipient);

  if (received < expected) {
    if (asset === 'native' && !native.complete) return refuse('untraceable', Messages.untraceable);
    if (received > 0n)
      return refuse('insufficient-amount', Messages.insufficientAmount(received, expected, decimals), { received });
    if (movements.some((move) => move.asset === asset)) return refuse('wrong-recipient', Messages.wrongRecipient);
    if (movements.some((move) => move.to === recipient)) return refuse('wrong-asset', Messages.wrongAsset);
    return refuse('no-transfer', Messages.noTransfer);
  }

  // The content pays; it must also be deep enough in the chain. Asked last, so a payment that can never count is
  // refused for what it is instead of "wait".
  const head = await getBlockNumber(client, { cacheTime: 0 });
  const confirmations = Number(head - receipt.blockNumber + 1n);
  if (confirmations < parsed.request.confirmations)
    return refuse('not-confirmed', Messages.notConfirmed(confirmations, parsed.request.confirmations), {
      confirmations,
    });

  const payer = movements
    .filter((move) => move.asset === asset && move.to === recipient)
    .reduce((largest, move) => (move.value > largest.value ? move : largest)).from;
  return {
    paid: true,
    chainId,
    txHash: txHash,
    payer: payer as Address,
    received,
    decimals,
    blockNumber: receipt.blockNumber,
    confirmations,
  };
}
