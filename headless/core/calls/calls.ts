// EIP-5792 batches from the connected eip155 wallet, whatever its connector (a browser wallet, WalletConnect, the
// embedded wallet's frame): what it can do, the batch sent the way route.ts decides, and its status. Loaded on first
// use (query.ts): it carries viem's wallet actions.
import { getConnectorClient, getPublicClient, type Config } from '@wagmi/core';
import { isAddress, isHex, type Address } from 'viem';
import {
  getCallsStatus as viemGetCallsStatus,
  getCapabilities,
  sendCalls as viemSendCalls,
  sendTransaction,
} from 'viem/actions';
import type { DockCore } from '../instance/dock-core';
import * as ErrorMessages from '../model/error-messages';
import { isUserRejection, rpcCodeOf, toWalletDockError } from '../model/errors';
import { InvalidInputError } from '../model/errors/validation';
import { NotConfiguredError, NotFoundError } from '../model/errors/sdk';
import { RequestTimeoutError } from '../model/errors/http';
import { RpcErrorCode } from '../model/rpc-codes';
import * as CallsMessages from './messages';
import { routeCalls } from './route';
import {
  parseSequentialBundleId,
  sendSequentially,
  sequentialCallsStatus,
  statusWord,
  type RpcReceipt,
} from './sequential';
import type { CallsStatus, ChainCapabilities, SendCallsResult, SendCallsVariables } from './types';

/** The connected eip155 account, its chain, and the wagmi config it is connected through. */
function connected(dock: DockCore): { config: Config; address: Address; chainId: number } {
  const config = dock.wagmiConfig;
  if (!config) throw new NotConfiguredError(ErrorMessages.chainAdapterNotFound);
  const chain = dock.stores.connection.getState().chains.eip155;
  const address = chain?.accountState.address;
  const reference = chain?.caipNetwork?.caipNetworkId.split(':')[1];
  if (!address || !reference) throw new NotFoundError(ErrorMessages.noActiveCaipAddress);
  return { config, address: address as Address, chainId: Number(reference) };
}

/** The wallet has no such method (EIP-1193 4200, JSON-RPC -32601 / -32004). */
const hasNoSendCalls = (error: unknown) => {
  const code = rpcCodeOf(error);
  return (
    code === RpcErrorCode.UnsupportedMethod ||
    code === RpcErrorCode.MethodNotFound ||
    code === RpcErrorCode.MethodNotSupported
  );
};

/** Errors that mean "connect first" or "the user said no", rather than "this wallet has no wallet_getCapabilities". */
const isRefusal = (error: unknown) => isUserRejection(error) || rpcCodeOf(error) === RpcErrorCode.Unauthorized;

/**
 * What the wallet can do on `chainId` (default: its chain) by wallet_getCapabilities; null when it does not speak
 * EIP-5792 (it has no such method, or answers it with an error other than a refusal).
 */
export async function getCallsCapabilities(
  dock: DockCore,
  parameters: { chainId?: number | undefined } = {},
): Promise<ChainCapabilities | null> {
  const { config, address, chainId: active } = connected(dock);
  const chainId = parameters.chainId ?? active;
  const client = await getConnectorClient(config, { chainId: active }).catch((error: unknown) =>
    Promise.reject(toWalletDockError(error)),
  );
  try {
    const answer = await getCapabilities(client, { account: address, chainId });
    return (answer as ChainCapabilities | undefined) ?? {};
  } catch (error) {
    if (isRefusal(error)) throw toWalletDockError(error);
    return null;
  }
}

function assertCalls(variables: SendCallsVariables): void {
  const valid =
    variables.calls.length > 0 &&
    variables.calls.every(
      (c) =>
        isAddress(c.to, { strict: false }) &&
        (c.data === undefined || isHex(c.data)) &&
        (c.value === undefined || c.value >= 0n),
    );
  if (!valid) throw new InvalidInputError(CallsMessages.callsInvalid, { rpcCode: RpcErrorCode.InvalidParams });
}

/**
 * Sends a batch from the connected eip155 account: by the wallet (wallet_sendCalls) when it speaks EIP-5792, else one
 * transaction at a time; all or none only where the wallet can (route.ts). Resolves once the wallet accepted the
 * batch, with its id; the status tells when it landed.
 */
export async function sendCalls(dock: DockCore, variables: SendCallsVariables): Promise<SendCallsResult> {
  assertCalls(variables);
  const { config, address, chainId: active } = connected(dock);
  const chainId = variables.chainId ?? active;
  const atomicRequired = variables.atomicRequired ?? false;
  const capabilities = await getCallsCapabilities(dock, { chainId });
  const route = routeCalls({
    capabilities: capabilities ?? undefined,
    atomicRequired,
    requested: variables.capabilities,
  });
  try {
    const client = await getConnectorClient(config, { chainId });
    if (route === 'wallet') {
      const answer = await viemSendCalls(client, {
        account: address,
        chain: client.chain,
        calls: variables.calls.map((c) => ({ to: c.to, data: c.data, value: c.value })),
        forceAtomic: atomicRequired,
        ...(variables.capabilities ? { capabilities: variables.capabilities } : {}),
      }).catch((error: unknown) => {
        // A wallet that answers wallet_getCapabilities but has no wallet_sendCalls is a wallet without EIP-5792.
        if (!hasNoSendCalls(error)) throw error;
        return undefined;
      });
      if (answer)
        return { id: answer.id, route, ...(answer.capabilities ? { capabilities: answer.capabilities } : {}) };
      // One by one instead, if the app allows that (throws 5760 / 5700 when it does not).
      routeCalls({ capabilities: undefined, atomicRequired, requested: variables.capabilities });
    }
    const id = await sendSequentially(variables.calls, chainId, (call) =>
      sendTransaction(client, {
        account: address,
        chain: client.chain,
        to: call.to,
        data: call.data,
        value: call.value,
      }),
    );
    return { id, route: 'sequential' };
  } catch (error) {
    throw toWalletDockError(error);
  }
}

/**
 * The status of batch `id` (EIP-5792 v2). A batch walletdock sent one by one is read from the chain's node (its id
 * lists the transactions), so it answers after a reload and without the wallet; a wallet's batch is asked of the
 * wallet (wallet_getCallsStatus): an id it does not know is 5730.
 */
export async function getCallsStatus(dock: DockCore, parameters: { id: string }): Promise<CallsStatus> {
  const config = dock.wagmiConfig;
  if (!config) throw new NotConfiguredError(ErrorMessages.chainAdapterNotFound);
  const sequential = parseSequentialBundleId(parameters.id);
  if (sequential) {
    const client = getPublicClient(config, { chainId: sequential.chainId });
    if (!client) throw new NotFoundError(ErrorMessages.networkNotFound);
    const status = await sequentialCallsStatus(
      parameters.id,
      (hash) => client.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<RpcReceipt | null>,
    );
    return status!;
  }
  const { chainId } = connected(dock);
  try {
    const client = await getConnectorClient(config, { chainId });
    const answer = await viemGetCallsStatus(client, { id: parameters.id });
    return {
      id: parameters.id,
      chainId: answer.chainId,
      atomic: answer.atomic,
      statusCode: answer.statusCode,
      status: statusWord(answer.statusCode),
      receipts: (answer.receipts ?? []).map((r) => ({
        transactionHash: r.transactionHash,
        blockHash: r.blockHash,
        blockNumber: r.blockNumber,
        gasUsed: r.gasUsed,
        status: r.status,
        logs: r.logs.map((l) => ({ address: l.address, data: l.data, topics: [...l.topics] })),
      })),
    };
  } catch (error) {
    const code = rpcCodeOf(error);
    if (code === RpcErrorCode.UnknownBundleId || code === RpcErrorCode.InvalidParams) {
      throw new NotFoundError(CallsMessages.unknownBundleId(parameters.id), {
        rpcCode: RpcErrorCode.UnknownBundleId,
        cause: error,
      });
    }
    throw toWalletDockError(error);
  }
}

/** Whether a batch of this status reached the chain (200 confirmed, 500 reverted and 600 partly: fees were paid). */
const landed = (statusCode: number) => statusCode === 200 || statusCode === 500 || statusCode === 600;

/**
 * A batch that reached the chain changed the connected account (its transfers, its fee at least): its balances and
 * history are read at the newest receipt's block or later from now on. A status without receipts (a wallet may leave
 * them out) stands for the node's head at the moment it said done: the batch's block is at or below it. With no
 * block at all (the node out of reach), the balances are still dropped and read again. The account-data code loads on
 * demand.
 */
async function readAfterBatch(dock: DockCore, status: CallsStatus): Promise<void> {
  const address = dock.stores.connection.getState().chains.eip155?.accountState.address;
  if (!address || !landed(status.statusCode)) return;
  let blockNumber: bigint | undefined;
  for (const receipt of status.receipts ?? []) {
    if (blockNumber === undefined || receipt.blockNumber > blockNumber) blockNumber = receipt.blockNumber;
  }
  if (blockNumber === undefined) blockNumber = await headAt(dock, status.chainId);
  const { readAfterReceipt, forgetCachedBalances } = await import('../account-data/fetchers');
  await dock.storage.load();
  const caipNetworkId = `eip155:${status.chainId}` as const;
  if (blockNumber === undefined) forgetCachedBalances(dock, caipNetworkId, address);
  else readAfterReceipt(dock, { caipNetworkId, address, blockNumber });
}

/** The node's latest block on `chainId` (uncached: viem's getBlockNumber may give one up to 4 s old), if it answers. */
async function headAt(dock: DockCore, chainId: number): Promise<bigint | undefined> {
  const client = dock.wagmiConfig ? getPublicClient(dock.wagmiConfig, { chainId }) : undefined;
  if (!client) return undefined;
  try {
    return BigInt(await client.request({ method: 'eth_blockNumber' }));
  } catch {
    return undefined;
  }
}

/** Polls the status of batch `id` until it is no longer pending (or `timeout` ms passed: "The request took too long to respond."). */
export async function waitForCallsStatus(
  dock: DockCore,
  parameters: { id: string; timeout?: number | undefined; pollingInterval?: number | undefined },
): Promise<CallsStatus> {
  const deadline = Date.now() + (parameters.timeout ?? 60_000);
  const interval = parameters.pollingInterval ?? 1_000;
  for (;;) {
    const status = await getCallsStatus(dock, { id: parameters.id });
    if (status.statusCode >= 200) {
      await readAfterBatch(dock, status);
      return status;
    }
    if (Date.now() + interval > deadline) throw new RequestTimeoutError(ErrorMessages.requestTimedOut);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
