// Uniswap V2 on the devnet from its published build JSON (@uniswap/v2-core 1.0.1, @uniswap/v2-periphery
// 1.1.0-beta.0): WETH9, UniswapV2Factory and UniswapV2Router02, with two pools seeded through the router's
// addLiquidityETH: WETH/TEST and WETH/TUSD, so TEST -> TUSD routes through WETH.
import {
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  keccak256,
  maxUint256,
  parseEther,
  parseUnits,
  type Address,
} from 'viem';
import { testDollarAbi, testTokenAbi } from './artifacts';
import { publishedArtifact } from './published';
import type { DevnetSender } from './sender';

/**
 * The seeded reserves (base units). Each pool holds 100 AVENT: a 1-AVENT swap gets ~1.3% less than the spot rate
 * (0.3% fee + ~1% price impact), 5 TEST -> AVENT ~0.8%: small but visible.
 */
export const UNISWAP_V2_POOLS = {
  /** 100 AVENT + 1,000 TEST: 1 AVENT = 10 TEST. */
  test: { avent: parseEther('100'), token: parseEther('1000') },
  /** 100 AVENT + 2,000 TUSD (6 decimals): 1 AVENT = 20 TUSD, so 1 TEST = 2 TUSD through WETH. */
  secondToken: { avent: parseEther('100'), token: parseUnits('2000', 6) },
} as const;

/** AVENT the deployer (account 0) puts into the pools, over both. */
export const UNISWAP_V2_SEED_AVENT = UNISWAP_V2_POOLS.test.avent + UNISWAP_V2_POOLS.secondToken.avent;

export interface UniswapV2Devnet {
  weth: Address;
  uniswapV2Factory: Address;
  uniswapV2Router: Address;
  testWethPair: Address;
  secondTokenWethPair: Address;
}

/** The pair's CREATE2 address, as UniswapV2Factory.createPair and Router02's pairFor compute it. */
export function uniswapV2PairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA];
  const { bytecode } = publishedArtifact('uniswapV2Pair');
  return getAddress(
    getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
      bytecode,
    }),
  );
}

/**
 * Deploys WETH9, the factory (feeToSetter: the deployer; no protocol fee) and Router02, then seeds each pool from
 * the deployer: tokens minted to it by the tokens' open mint (so the test accounts' balances stay as minted),
 * approved to the router, and added with addLiquidityETH (the pool and its LP tokens are the deployer's).
 */
export async function deployUniswapV2(
  sender: DevnetSender,
  tokens: { test: Address; secondToken: Address },
): Promise<UniswapV2Devnet> {
  const weth = await sender.deploy(publishedArtifact('weth9'), [], 'WETH9');
  const uniswapV2Factory = await sender.deploy(
    publishedArtifact('uniswapV2Factory'),
    [sender.from],
    'UniswapV2Factory',
  );
  const uniswapV2Router = await sender.deploy(
    publishedArtifact('uniswapV2Router02'),
    [uniswapV2Factory, weth],
    'UniswapV2Router02',
  );
  const { abi: routerAbi } = publishedArtifact('uniswapV2Router02');
  const seeds = [
    { token: tokens.test, abi: testTokenAbi, reserves: UNISWAP_V2_POOLS.test, label: 'WETH/TEST pool' },
    { token: tokens.secondToken, abi: testDollarAbi, reserves: UNISWAP_V2_POOLS.secondToken, label: 'WETH/TUSD pool' },
  ];
  for (const { token, abi, reserves, label } of seeds) {
    await sender.send(
      { to: token, data: encodeFunctionData({ abi, functionName: 'mint', args: [sender.from, reserves.token] }) },
      `${label}: mint`,
    );
    await sender.send(
      {
        to: token,
        data: encodeFunctionData({ abi, functionName: 'approve', args: [uniswapV2Router, reserves.token] }),
      },
      `${label}: approve`,
    );
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'addLiquidityETH',
      // The first deposit sets the price, so the minimums are the amounts themselves.
      args: [token, reserves.token, reserves.token, reserves.avent, sender.from, maxUint256],
    });
    await sender.send({ to: uniswapV2Router, data, value: reserves.avent }, `${label}: addLiquidityETH`);
  }
  return {
    weth,
    uniswapV2Factory,
    uniswapV2Router,
    testWethPair: uniswapV2PairAddress(uniswapV2Factory, tokens.test, weth),
    secondTokenWethPair: uniswapV2PairAddress(uniswapV2Factory, tokens.secondToken, weth),
  };
}
