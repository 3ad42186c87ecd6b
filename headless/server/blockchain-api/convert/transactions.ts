// The transactions the convert endpoints build: an ERC-20 approval of the router, and the router's swap of an
// exact input (native in, native out, or token to token), with the least output the slippage allows and a
// deadline; plus the node's fee figures that go with them.
import { encodeFunctionData, erc20Abi, maxUint256, type Address, type Hex } from 'viem';
import { RpcError, type ChainRpc } from '../rpc';
import { routerAbi, type SwapAsset } from './uniswap';

/** How long a built swap stays valid (Uniswap's interface default), counted from the chain's latest block time. */
export const SWAP_DEADLINE_SECONDS = 20 * 60;
/** Basis points of the slippage arithmetic (a percent with two decimals). */
const BPS = 10_000n;
/**
 * Gas given on top of the node's estimate: the reserves the estimate ran against move with every swap in between,
 * and a transaction that runs out of gas is lost with its fee.
 */
const GAS_MARGIN_PERCENT = 20n;

/** Calldata of `approve(spender, amount)` on a token. */
export function approveData(spender: Address, amount: bigint = maxUint256): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
}

/** The least output accepted: `amountOut` less `slippage` percent (two decimals kept), rounded down. */
export function minimumOut(amountOut: bigint, slippage: number): bigint {
  return (amountOut * (BPS - BigInt(Math.round(slippage * 100)))) / BPS;
}

/** The router call of swapping exactly `amountIn` along `path` for at least `amountOutMin`, paid to `recipient`. */
export function swapCall(p: {
  from: SwapAsset;
  to: SwapAsset;
  path: readonly Address[];
  amountIn: bigint;
  amountOutMin: bigint;
  recipient: Address;
  deadline: bigint;
}): { data: Hex; value: bigint } {
  const tail = [p.path, p.recipient, p.deadline] as const;
  if (p.from === 'native') {
    return {
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [p.amountOutMin, ...tail],
      }),
      value: p.amountIn,
    };
  }
  const functionName = p.to === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  return {
    data: encodeFunctionData({ abi: routerAbi, functionName, args: [p.amountIn, p.amountOutMin, ...tail] }),
    value: 0n,
  };
}

/** The latest block's timestamp plus the deadline window. */
export async function deadlineFromChain(rpc: ChainRpc): Promise<bigint> {
  const block = await rpc.call<{ timestamp: Hex }>('eth_getBlockByNumber', ['latest', false]);
  return BigInt(block.timestamp) + BigInt(SWAP_DEADLINE_SECONDS);
}

/** A transaction's gas (the node's estimate with a margin) and the node's gas price, as decimal text. */
export interface Eip155Fees {
  gas: string;
  gasPrice: string;
}

/** Why the node would not run a transaction: its message without the method name. */
export class EstimateRefused extends Error {}

/** Estimates `tx` from `from` and reads the gas price in one request; rejects with EstimateRefused when the node says it would revert. */
export async function feesOf(
  rpc: ChainRpc,
  tx: { from: Address; to: Address; data: Hex; value: bigint },
): Promise<Eip155Fees> {
  const [gas, price] = await rpc.batchSettled<Hex>([
    {
      method: 'eth_estimateGas',
      params: [{ from: tx.from, to: tx.to, data: tx.data, value: `0x${tx.value.toString(16)}` }],
    },
    { method: 'eth_gasPrice', params: [] },
  ]);
  if (gas instanceof RpcError) throw new EstimateRefused(gas.message.replace(/^eth_estimateGas: /, ''));
  if (price instanceof RpcError) throw price;
  return { gas: ((BigInt(gas!) * (100n + GAS_MARGIN_PERCENT)) / 100n).toString(), gasPrice: BigInt(price!).toString() };
}

/** Fee levels in wei, as the gas-price endpoint answers them. */
export interface GasPrices {
  standard: string;
  fast: string;
  instant: string;
}

const median = (values: bigint[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))[Math.floor(values.length / 2)] ?? 0n;

/**
 * The node's gas price as `standard`; `fast` and `instant` add the 60th and 90th percentile tips of the last 10
 * blocks to the next block's base fee (never below the level before). A chain without EIP-1559 fee history gives
 * its gas price for all three.
 */
export async function gasPrices(rpc: ChainRpc): Promise<GasPrices> {
  const [price, history] = await rpc.batchSettled<unknown>([
    { method: 'eth_gasPrice', params: [] },
    { method: 'eth_feeHistory', params: ['0xa', 'latest', [60, 90]] },
  ]);
  if (price instanceof RpcError) throw price;
  const standard = BigInt(price as Hex);
  const fees =
    history instanceof RpcError ? undefined : (history as { baseFeePerGas?: Hex[]; reward?: Hex[][] } | null);
  const nextBase = fees?.baseFeePerGas?.at(-1);
  if (!fees?.reward?.length || nextBase === undefined)
    return { standard: standard.toString(), fast: standard.toString(), instant: standard.toString() };
  const tip = (k: number) => median(fees.reward!.map((r) => BigInt(r[k] ?? '0x0')));
  const fast = BigInt(nextBase) + tip(0) > standard ? BigInt(nextBase) + tip(0) : standard;
  const instant = BigInt(nextBase) + tip(1) > fast ? BigInt(nextBase) + tip(1) : fast;
  return { standard: standard.toString(), fast: fast.toString(), instant: instant.toString() };
}
