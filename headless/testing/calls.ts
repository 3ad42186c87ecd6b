// EIP-5792 in the test wallet, behind the `calls` switch, so a dApp can be tested against each kind of wallet:
// - 'atomic': a wallet that batches all or none by EIP-7702, as MetaMask does: the first batch delegates the EOA to
//   Simple7702Account v0.8 (a signed authorization in the same transaction), then every batch is one transaction to
//   itself calling executeBatch. wallet_getCapabilities says `atomic: supported`.
// - 'sequential': a wallet that speaks EIP-5792 but sends the calls one transaction each (`atomic: unsupported`);
//   `atomicRequired` is refused with 5760.
// - 'none': a wallet without EIP-5792: its three methods answer 4200.
// Batches are remembered in memory for wallet_getCallsStatus (an id it never gave is 5730).
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  hexToBigInt,
  http,
  numberToHex,
  type Address,
  type Hex,
  type LocalAccount,
  type TransactionReceipt,
} from 'viem';
import { RpcErrorCode } from '../core/model/rpc-codes';
import { invalidParams, ProviderRpcError, toProviderRpcError } from './errors';
import { callsStatusParams, sendCallsParams } from './params';
import type { ChainEntry } from './signing';

/** Which kind of EIP-5792 wallet the test wallet is (see the file's head). */
export type TestWalletCalls = 'atomic' | 'sequential' | 'none';

/** Simple7702Account v0.8's canonical address (@account-abstraction/contracts 0.8.0), the 'atomic' wallet's delegate. */
export const SIMPLE_7702_ACCOUNT_V08: Address = '0xe6Cae83BdE06E4c305530e199D7217f42808555B';

const executeBatchAbi = [
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'nonpayable',
    outputs: [],
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
  },
] as const;

interface Batch {
  chainId: number;
  atomic: boolean;
  hashes: Hex[];
}

/** The test wallet's EIP-5792 methods, for one kind of wallet. */
export function createCallsHandler(kind: TestWalletCalls, delegate: Address = SIMPLE_7702_ACCOUNT_V08) {
  const batches = new Map<string, Batch>();

  function capabilities(): Record<string, unknown> {
    return { atomic: { status: kind === 'atomic' ? 'supported' : 'unsupported' } };
  }

  async function send(account: LocalAccount, entry: ChainEntry, params: unknown): Promise<{ id: string }> {
    const parsed = sendCallsParams.safeParse(params);
    if (!parsed.success)
      throw invalidParams(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const request = parsed.data[0];
    if (Number(BigInt(request.chainId)) !== entry.chain.id)
      throw new ProviderRpcError(RpcErrorCode.UnsupportedChainId, `Unsupported chain id ${request.chainId}`);
    if (request.from && request.from.toLowerCase() !== account.address.toLowerCase())
      throw new ProviderRpcError(RpcErrorCode.Unauthorized, 'Unknown account');
    const unknown = Object.entries(request.capabilities ?? {}).find(
      ([, c]) => !(c as { optional?: boolean } | undefined)?.optional,
    );
    if (unknown)
      throw new ProviderRpcError(
        RpcErrorCode.UnsupportedNonOptionalCapability,
        `Unsupported non-optional capability: ${unknown[0]}`,
      );
    if (request.atomicRequired && kind !== 'atomic')
      throw new ProviderRpcError(RpcErrorCode.AtomicityNotSupported, 'Atomicity not supported');
    const id =
      request.id ??
      numberToHex(
        crypto.getRandomValues(new Uint8Array(32)).reduce((n, b) => (n << 8n) | BigInt(b), 0n),
        { size: 32 },
      );
    if (batches.has(id)) throw new ProviderRpcError(RpcErrorCode.DuplicateBundleId, `Duplicate bundle id ${id}`);
    const calls = request.calls.map((c) => ({
      target: (c.to ?? account.address) as Address,
      value: c.value ? hexToBigInt(c.value as Hex) : 0n,
      data: (c.data ?? '0x') as Hex,
    }));
    const wallet = createWalletClient({
      account,
      chain: entry.chain,
      transport: http(entry.rpcUrl, { retryCount: 0 }),
    });
    const hashes: Hex[] = [];
    try {
      if (kind === 'atomic') {
        const client = createPublicClient({ chain: entry.chain, transport: http(entry.rpcUrl, { retryCount: 0 }) });
        const code = await client.getCode({ address: account.address });
        const delegated = code?.toLowerCase() === `0xef0100${delegate.slice(2).toLowerCase()}`;
        const authorizationList = delegated
          ? undefined
          : [await wallet.signAuthorization({ contractAddress: delegate, executor: 'self' })];
        hashes.push(
          await wallet.sendTransaction({
            to: account.address,
            data: encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [calls] }),
            ...(authorizationList ? { authorizationList } : {}),
          }),
        );
      } else {
        for (const call of calls)
          hashes.push(await wallet.sendTransaction({ to: call.target, value: call.value, data: call.data }));
      }
    } catch (error) {
      throw toProviderRpcError(error);
    }
    batches.set(id, { chainId: entry.chain.id, atomic: kind === 'atomic', hashes });
    return { id };
  }

  async function status(entry: ChainEntry, params: unknown): Promise<unknown> {
    const parsed = callsStatusParams.safeParse(params);
    if (!parsed.success) throw invalidParams('expected [id]');
    const batch = batches.get(parsed.data[0]);
    if (!batch) throw new ProviderRpcError(RpcErrorCode.UnknownBundleId, 'Unknown bundle id');
    const client = createPublicClient({ chain: entry.chain, transport: http(entry.rpcUrl, { retryCount: 0 }) });
    const receipts = await Promise.all(
      batch.hashes.map((hash) => client.getTransactionReceipt({ hash }).catch(() => undefined)),
    );
    const landed = receipts.filter((r): r is TransactionReceipt => r !== undefined);
    const ok = landed.filter((r) => r.status === 'success').length;
    const code = landed.length < batch.hashes.length ? 100 : ok === landed.length ? 200 : ok === 0 ? 500 : 600;
    return {
      version: '2.0.0',
      id: parsed.data[0],
      chainId: numberToHex(batch.chainId),
      atomic: batch.atomic,
      status: code,
      receipts: landed.map((r) => ({
        logs: r.logs.map((l) => ({ address: l.address, data: l.data, topics: l.topics })),
        status: r.status === 'success' ? '0x1' : '0x0',
        blockHash: r.blockHash,
        blockNumber: numberToHex(r.blockNumber),
        gasUsed: numberToHex(r.gasUsed),
        transactionHash: r.transactionHash,
      })),
    };
  }

  return { capabilities, send, status };
}
