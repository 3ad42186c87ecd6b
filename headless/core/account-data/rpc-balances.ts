// The last source of balance discovery: the chain itself. The native coin through the namespace's adapter, and on
// eip155 the host's `tokens` for that network: balanceOf, decimals, symbol and name of each, in one eth_call to
// multicall3's aggregate3 when the chain names multicall3 (one eth_call per read otherwise). Testnets and private
// chains get real balances this way instead of the '0.00' a hosted API that does not serve them would give.
// The calls are encoded with viem's ABI coder and sent as raw eth_calls: viem's contract actions would bring their
// error decoding into every app's start-up code, because those viem modules are shared with the connection code.
// After a receipt of the account's own (a floor), every read is pinned to one block at or above it: a node behind
// the one that gave the receipt (a load-balanced public RPC) is waited for, never read as current.
import { getClient } from '@wagmi/core';
import { decodeFunctionResult, encodeFunctionData, formatUnits, numberToHex, type Address, type Hex } from 'viem';
import type { CaipNetwork } from '../model/network';
import { tokensOf } from '../instance/options';
import type { DockCore } from '../instance/dock-core';
import type { TokenBalance } from '../model/token-balance';
import { erc20Abi, multicall3Abi } from '../namespaces/eip155/abi';
import * as ErrorMessages from '../model/error-messages';
import { NotConfiguredError } from '../model/errors/sdk';
import { BelowFloorError } from './below-floor';
import { readAtFloor } from './floor';

const READS = ['balanceOf', 'decimals', 'symbol', 'name'] as const;
type Read = (typeof READS)[number];
type Call = { target: Address; allowFailure: true; callData: Hex; read: Read };
type EthCall = (to: Address, data: Hex) => Promise<Hex>;

// One returned value, or undefined when the call failed or its data does not decode (not an ERC-20).
function decode(read: Read, data: Hex | undefined): unknown {
  if (!data || data === '0x') return undefined;
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName: read, data });
  } catch {
    return undefined;
  }
}

async function readAll(ethCall: EthCall, calls: readonly Call[], multicall: Address | undefined): Promise<unknown[]> {
  if (!multicall)
    return Promise.all(
      calls.map((c) =>
        ethCall(c.target, c.callData).then(
          (d) => decode(c.read, d),
          () => undefined,
        ),
      ),
    );
  const data = encodeFunctionData({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls.map(({ target, allowFailure, callData }) => ({ target, allowFailure, callData }))],
  });
  const results = decodeFunctionResult({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    data: await ethCall(multicall, data),
  });
  return results.map((r, i) => (r.success ? decode((calls[i] as Call).read, r.returnData) : undefined));
}

type Client = NonNullable<ReturnType<typeof getClient>>;

/** The node's latest block once it is at `floor` or later (asked again with readAtFloor's backoff, bounded). */
async function blockAtFloor(client: Client, chainId: string, floor: bigint, signal?: AbortSignal): Promise<Hex> {
  return readAtFloor(async () => {
    const head = BigInt((await client.request({ method: 'eth_blockNumber' })) as Hex);
    if (head < floor)
      throw new BelowFloorError({ chainId, minBlock: floor, head: Number(head), status: 0, source: 'The node' });
    return numberToHex(head);
  }, signal);
}

/** The reads of `tokens` (all four, or the balance only) of `address`. */
function callsOf(tokens: readonly Address[], address: string, reads: readonly Read[]): Call[] {
  return tokens.flatMap((target) =>
    reads.map((read) => ({
      target,
      allowFailure: true as const,
      callData:
        read === 'balanceOf'
          ? encodeFunctionData({ abi: erc20Abi, functionName: read, args: [address as Address] })
          : encodeFunctionData({ abi: erc20Abi, functionName: read }),
      read,
    })),
  );
}

/**
 * The native balance (base units) of `address` on an eip155 `network` and the balance of each of `tokens`
 * (undefined where it cannot be read), all at one block at or after `floor`.
 */
export async function nodeAmountsAtFloor(
  dock: DockCore,
  address: string,
  network: CaipNetwork,
  tokens: readonly Address[],
  floor: bigint,
  signal?: AbortSignal,
): Promise<{ native: bigint; tokens: (bigint | undefined)[] }> {
  const client = dock.wagmiConfig ? getClient(dock.wagmiConfig, { chainId: Number(network.id) }) : undefined;
  if (!client) throw new NotConfiguredError(ErrorMessages.chainAdapterNotFound);
  const block = await blockAtFloor(client, network.caipNetworkId, floor, signal);
  const ethCall: EthCall = (to, data) =>
    client.request({ method: 'eth_call', params: [{ to, data }, block] }) as Promise<Hex>;
  const [native, values] = await Promise.all([
    client.request({ method: 'eth_getBalance', params: [address as Address, block] }) as Promise<Hex>,
    readAll(ethCall, callsOf(tokens, address, ['balanceOf']), network.chain?.contracts?.multicall3?.address),
  ]);
  return { native: BigInt(native), tokens: values.map((v) => (typeof v === 'bigint' ? v : undefined)) };
}

/**
 * The native balance and the host's tokens of `address` on `network`, read from the chain: at its latest block, or,
 * given the account's `floor`, at one block at or after it.
 */
export async function rpcBalances(
  dock: DockCore,
  address: string,
  network: CaipNetwork,
  floor?: bigint | undefined,
  signal?: AbortSignal | undefined,
): Promise<TokenBalance[]> {
  const chainId = network.caipNetworkId;
  const config = network.chainNamespace === 'eip155' ? dock.wagmiConfig : undefined;
  const tokens = config ? tokensOf(dock.options.tokens, chainId) : [];
  const calls = callsOf(
    tokens.map((token) => token.address as Address),
    address,
    READS,
  );
  const pinned = config !== undefined && floor !== undefined;
  const client =
    config && (calls.length > 0 || pinned) ? getClient(config, { chainId: Number(network.id) }) : undefined;
  const block = client && pinned ? await blockAtFloor(client, chainId, floor, signal) : 'latest';
  const ethCall: EthCall = (to, data) =>
    client!.request({ method: 'eth_call', params: [{ to, data }, block] }) as Promise<Hex>;
  const nativeAt = async () => {
    if (!client || block === 'latest') return dock.getBalance({ address, caipNetworkId: chainId });
    const value = BigInt(
      (await client.request({ method: 'eth_getBalance', params: [address as Address, block] })) as Hex,
    );
    return { value, symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals };
  };
  const [native, values] = await Promise.all([
    nativeAt(),
    client && calls.length > 0
      ? readAll(ethCall, calls, network.chain?.contracts?.multicall3?.address)
      : Promise.resolve([]),
  ]);
  const entries: TokenBalance[] = [
    {
      name: network.nativeCurrency.name,
      symbol: native.symbol,
      chainId,
      price: 0,
      value: 0,
      quantity: { decimals: String(native.decimals), numeric: formatUnits(native.value, native.decimals) },
      iconUrl: '',
    },
  ];
  tokens.forEach((token, i) => {
    const [balance, decimals, symbol, name] = values.slice(i * READS.length, (i + 1) * READS.length);
    // A token whose balance, decimals or symbol cannot be read is left out (not a contract, or not an ERC-20).
    if (typeof balance !== 'bigint' || typeof decimals !== 'number' || typeof symbol !== 'string') return;
    entries.push({
      name: typeof name === 'string' ? name : symbol,
      symbol,
      chainId,
      address: `${chainId}:${token.address}`,
      price: 0,
      value: 0,
      quantity: { decimals: String(decimals), numeric: formatUnits(balance, decimals) },
      iconUrl: token.image ?? '',
    });
  });
  return entries;
}
