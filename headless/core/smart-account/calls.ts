// Calls from a smart account as ERC-4337 user operations through a bundler, with EIP-5792 (wallet_sendCalls,
// wallet_getCallsStatus, wallet_getCapabilities) semantics: a batch is one user operation whose callData is the
// account's executeBatch, so its calls land together or not at all (atomic: "supported").
import {
  decodeErrorResult,
  http,
  isAddress,
  isHex,
  numberToHex,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type Transport,
} from 'viem';
import {
  createBundlerClient,
  createPaymasterClient,
  formatUserOperationRequest,
  type SmartAccount,
  type UserOperationReceipt,
} from 'viem/account-abstraction';
import { estimateFeesPerGas, prepareAuthorization } from 'viem/actions';
import * as z from 'zod/mini';
import { rpcCodeOf, walkCauses } from '../model/errors';
import { InvalidInputError } from '../model/errors/validation';
import { NodeError, WalletRpcError } from '../model/errors/rpc';
import * as TransferMessages from '../model/transfer-messages';
import * as SmartAccountErrorMessages from './messages';
import { executeErrorAbi } from '../namespaces/eip155/abi';

/** One call of a batch (EIP-5792 `calls[i]`). */
export interface SmartAccountCall {
  to: Address;
  data?: Hex;
  value?: bigint;
}

/** Fixed gas limits of a user operation: with them the bundler's estimation (which refuses a reverting batch) is skipped. */
export interface UserOperationGas {
  callGasLimit: bigint;
  verificationGasLimit: bigint;
  preVerificationGas: bigint;
}

/** Where a smart account's user operations go. */
export interface SmartAccountContext {
  account: SmartAccount;
  /** A public client of the account's chain. */
  client: Client<Transport, Chain | undefined, undefined>;
  /** The ERC-4337 bundler's JSON-RPC URL. */
  bundlerUrl: string;
  /** How often to poll the bundler for a receipt (ms); viem's default (the chain's block time) when absent. */
  pollingInterval?: number;
  /** An ERC-7677 paymaster service that pays the gas (EIP-5792's `paymasterService` capability); the account pays without one. */
  paymaster?: PaymasterService | undefined;
}

/** EIP-5792's `paymasterService` capability: the ERC-7677 service's URL and the context it is given. */
export interface PaymasterService {
  url: string;
  context?: Record<string, unknown> | undefined;
}

/** wallet_getCallsStatus's result (EIP-5792 v2): 100 pending, 200 confirmed, 500 reverted on chain. */
export interface CallsStatus {
  /** Why it reverted (status 500), in words. */
  reason?: string;
  version: '2.0.0';
  id: Hex;
  chainId: Hex;
  atomic: true;
  status: 100 | 200 | 500;
  receipts: {
    logs: { address: Address; data: Hex; topics: Hex[] }[];
    status: '0x1' | '0x0';
    blockHash: Hex;
    blockNumber: Hex;
    gasUsed: Hex;
    transactionHash: Hex;
  }[];
}

const hex = z.string().check(z.refine((v) => isHex(v), SmartAccountErrorMessages.sendCallsInvalid));
const callSchema = z.object({
  to: z.string().check(z.refine((v) => isAddress(v, { strict: false }), SmartAccountErrorMessages.sendCallsInvalid)),
  data: z.optional(hex),
  value: z.optional(z.bigint()),
});
const callsSchema = z.array(callSchema).check(z.minLength(1, SmartAccountErrorMessages.sendCallsInvalid));

/** wallet_getCapabilities for a smart account's chain: batches are atomic. */
export function smartAccountCapabilities(chainId: number): Record<Hex, { atomic: { status: 'supported' } }> {
  return { [numberToHex(chainId)]: { atomic: { status: 'supported' } } };
}

/**
 * The user operation's fees, from the bundler's own price (pimlico_getUserOperationGasPrice, `standard`) when it has
 * one. viem's default asks the node for a tip, and a node that suggests the tips of recent blocks (anvil) answers
 * with the bundle transactions' tips, which the bundler derived from the previous user operation's fees: the tip
 * doubled with every user operation on the devnet (1 -> 209 gwei in 8). Bundlers without the method get viem's.
 */
async function bundlerFees(
  bundlerUrl: string,
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | undefined> {
  try {
    const response = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pimlico_getUserOperationGasPrice', params: [] }),
    });
    const parsed = gasPriceSchema.safeParse(await response.json());
    if (!parsed.success) return undefined;
    const { maxFeePerGas, maxPriorityFeePerGas } = parsed.data.result.standard;
    return { maxFeePerGas: BigInt(maxFeePerGas), maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas) };
  } catch {
    return undefined;
  }
}

const hexQuantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));
const gasPriceSchema = z.object({
  result: z.object({ standard: z.object({ maxFeePerGas: hexQuantity, maxPriorityFeePerGas: hexQuantity }) }),
});

function bundlerFor(context: SmartAccountContext) {
  return createBundlerClient({
    account: context.account,
    client: context.client,
    transport: http(context.bundlerUrl),
    userOperation: {
      async estimateFeesPerGas({ account }) {
        return (await bundlerFees(context.bundlerUrl)) ?? estimateFeesPerGas(account.client);
      },
    },
    ...(context.pollingInterval === undefined ? {} : { pollingInterval: context.pollingInterval }),
    ...(context.paymaster
      ? {
          paymaster: createPaymasterClient({ transport: http(context.paymaster.url, { retryCount: 0 }) }),
          paymasterContext: context.paymaster.context,
        }
      : {}),
  });
}

/** Revert data in words: "call 2 reverted: <its reason>" for a batch's call, the Error(string) text, else the hex. */
export function describeRevert(data: Hex): string {
  // Safe batches go through MultiSend, which reverts with no data when any call fails: say so rather than "0x".
  if (data === '0x') return 'a call reverted without a reason';
  try {
    const decoded = decodeErrorResult({ abi: executeErrorAbi, data });
    if (decoded.errorName === 'ExecuteError') {
      const [index, inner] = decoded.args;
      return `call ${index + 1n} reverted: ${describeRevert(inner)}`;
    }
    const text = decoded.args?.[0];
    return typeof text === 'string' ? text : data;
  } catch {
    return data;
  }
}

/** The bundler's own words for why it refused (viem wraps them as `details`), revert data decoded. */
function rejectionReason(error: unknown): string {
  const e = error as { details?: unknown; shortMessage?: unknown; message?: unknown };
  const text = [e.details, e.shortMessage, e.message].find((v): v is string => typeof v === 'string' && v.length > 0);
  return (text ?? 'unknown error').replace(/\b0x(?:[0-9a-fA-F]{8,})?\b/g, (hexData) => describeRevert(hexData as Hex));
}

/**
 * An EIP-7702 account's first user operation carries the owner's signed delegation to the implementation (viem
 * estimates with a stub one but leaves the signing to the caller); later ones, and factory accounts, need none.
 */
async function delegationIfNeeded(account: SmartAccount, client: SmartAccountContext['client']) {
  const delegate = account.authorization;
  if (!delegate || (await account.isDeployed())) return undefined;
  const unsigned = await prepareAuthorization(client, { account: delegate.account, address: delegate.address });
  return delegate.account.signAuthorization?.(unsigned);
}

/**
 * wallet_sendCalls from a smart account: validates the calls, has the bundler estimate and accept one user operation
 * carrying all of them (deploying the account first when it has no code yet), and returns its hash as the batch id (the first one of a 7702 account also delegates it).
 * Throws userOperationRejected when the bundler refuses it; nothing is pending then.
 */
export async function sendCalls(
  context: SmartAccountContext,
  calls: readonly SmartAccountCall[],
  gas?: UserOperationGas,
): Promise<{ id: Hex }> {
  const parsed = callsSchema.safeParse(calls);
  if (!parsed.success) throw new InvalidInputError(SmartAccountErrorMessages.sendCallsInvalid);
  try {
    const authorization = await delegationIfNeeded(context.account, context.client);
    const id = await bundlerFor(context).sendUserOperation({
      calls: calls.map((c) => ({ to: c.to, data: c.data ?? '0x', value: c.value ?? 0n })),
      ...gas,
      ...(authorization ? { authorization } : {}),
    });
    return { id };
  } catch (error) {
    // The paymaster service refused to sponsor (a limit, its policy): nothing was sent, and the user reads why.
    const paymasterUrl = context.paymaster?.url;
    const refusal = paymasterUrl ? walkCauses(error, (e) => (e as { url?: unknown })?.url === paymasterUrl) : undefined;
    if (refusal)
      throw new WalletRpcError(SmartAccountErrorMessages.sponsorshipRefused(rejectionReason(refusal)), {
        rpcCode: rpcCodeOf(refusal),
        cause: error,
      });
    throw new WalletRpcError(SmartAccountErrorMessages.userOperationRejected(rejectionReason(error)), { cause: error });
  }
}

/** A user operation a dApp prepared itself (eth_sendUserOperation), in EntryPoint v0.7's JSON-RPC shape, unsigned. */
const addressText = z.string().check(z.refine((v) => isAddress(v, { strict: false })));
export const preparedUserOperationSchema = z.object({
  sender: addressText,
  nonce: hexQuantity,
  factory: z.optional(z.nullable(addressText)),
  factoryData: z.optional(z.nullable(hex)),
  callData: hex,
  callGasLimit: hexQuantity,
  verificationGasLimit: hexQuantity,
  preVerificationGas: hexQuantity,
  maxFeePerGas: hexQuantity,
  maxPriorityFeePerGas: hexQuantity,
  paymaster: z.optional(z.nullable(addressText)),
  paymasterVerificationGasLimit: z.optional(z.nullable(hexQuantity)),
  paymasterPostOpGasLimit: z.optional(z.nullable(hexQuantity)),
  paymasterData: z.optional(z.nullable(hex)),
  signature: z.optional(hex),
});
/** A prepared user operation as parsed. */
export type PreparedUserOperation = z.infer<typeof preparedUserOperationSchema>;

/**
 * eth_sendUserOperation of a user operation the dApp prepared (its calls, gas and paymaster as given): signed by the
 * account, sent as it is to the bundler; resolves with its hash. The account signs over every field, so nothing the
 * user was shown can change after.
 */
export async function sendPreparedUserOperation(
  context: SmartAccountContext,
  prepared: PreparedUserOperation,
): Promise<Hex> {
  const big = (v: string | null | undefined) => (v === undefined || v === null ? undefined : BigInt(v));
  const userOperation = {
    sender: prepared.sender as Address,
    nonce: BigInt(prepared.nonce),
    callData: prepared.callData as Hex,
    callGasLimit: BigInt(prepared.callGasLimit),
    verificationGasLimit: BigInt(prepared.verificationGasLimit),
    preVerificationGas: BigInt(prepared.preVerificationGas),
    maxFeePerGas: BigInt(prepared.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(prepared.maxPriorityFeePerGas),
    signature: '0x' as Hex,
    ...(prepared.factory
      ? { factory: prepared.factory as Address, factoryData: (prepared.factoryData ?? '0x') as Hex }
      : {}),
    ...(prepared.paymaster
      ? {
          paymaster: prepared.paymaster as Address,
          paymasterData: (prepared.paymasterData ?? '0x') as Hex,
          paymasterVerificationGasLimit: big(prepared.paymasterVerificationGasLimit) ?? 0n,
          paymasterPostOpGasLimit: big(prepared.paymasterPostOpGasLimit) ?? 0n,
        }
      : {}),
  };
  try {
    const signature = await context.account.signUserOperation({ ...userOperation, chainId: await chainIdOf(context) });
    return await bundlerFor(context).request({
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest({ ...userOperation, signature }), context.account.entryPoint.address],
    });
  } catch (error) {
    throw new WalletRpcError(SmartAccountErrorMessages.userOperationRejected(rejectionReason(error)), { cause: error });
  }
}

function callsStatus(chainId: number, receipt: UserOperationReceipt): CallsStatus {
  const r = receipt.receipt;
  return {
    version: '2.0.0',
    id: receipt.userOpHash,
    chainId: numberToHex(chainId),
    atomic: true,
    status: receipt.success ? 200 : 500,
    // A revert with no data (Safe's MultiSend) comes back without a reason: still say that it reverted.
    ...(receipt.success
      ? {}
      : {
          reason: isHex(receipt.reason ?? '0x')
            ? describeRevert((receipt.reason ?? '0x') as Hex)
            : String(receipt.reason),
        }),
    receipts: [
      {
        logs: receipt.logs.map((l) => ({ address: l.address, data: l.data, topics: [...l.topics] })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: r.blockHash,
        blockNumber: numberToHex(r.blockNumber),
        gasUsed: numberToHex(r.gasUsed),
        transactionHash: r.transactionHash,
      },
    ],
  };
}

/** wallet_getCallsStatus once: 100 while the bundler has not included the user operation. */
export async function getCallsStatus(context: SmartAccountContext, id: Hex): Promise<CallsStatus> {
  const chainId = await chainIdOf(context);
  const receipt = await bundlerFor(context)
    .getUserOperationReceipt({ hash: id })
    .catch(() => undefined);
  if (receipt) return callsStatus(chainId, receipt);
  return { version: '2.0.0', id, chainId: numberToHex(chainId), atomic: true, status: 100, receipts: [] };
}

/** Waits until the batch `id` is included; its status is 200 when every call succeeded, 500 when it reverted (then none took effect). */
export async function waitForCallsStatus(
  context: SmartAccountContext,
  id: Hex,
  timeoutMs = 60_000,
): Promise<CallsStatus> {
  const receipt = await bundlerFor(context).waitForUserOperationReceipt({ hash: id, timeout: timeoutMs });
  return callsStatus(await chainIdOf(context), receipt);
}

/** Sends `calls` as one user operation and waits for it; throws sendReverted when it reverted on chain. */
export async function sendSmartAccountCalls(
  context: SmartAccountContext,
  calls: readonly SmartAccountCall[],
): Promise<CallsStatus> {
  const { id } = await sendCalls(context, calls);
  const status = await waitForCallsStatus(context, id);
  if (status.status !== 200) throw new NodeError(TransferMessages.transactionReverted);
  return status;
}

async function chainIdOf(context: SmartAccountContext): Promise<number> {
  return context.client.chain?.id ?? Number(await context.client.request({ method: 'eth_chainId' }));
}
