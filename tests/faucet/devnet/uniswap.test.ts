import { describe, expect, inject, it } from 'vitest';
import { createWalletClient, http, maxUint256, parseEther, type Address, type Hex } from 'viem';
import { testDollarAbi, testTokenAbi } from '../../../faucet/devnet/artifacts';
import {
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
  weth9Abi,
} from '../../../faucet/devnet/published-abis';
import { uniswapV2PairAddress } from '../../../faucet/devnet/uniswap';
import {
  devnetChainFor,
  fundedAccount,
  mintTestToken,
  testPublicClient,
  type FundedAccount,
} from '../../support/chain';

// Other test files may trade on these pools at the same time, so no test assumes the seeded reserves: each swap is
// compared with the router's quote at the block just before it (automine: one transaction per block).
describe('Uniswap V2 on the devnet (faucet/devnet/uniswap.ts)', () => {
  const rpcUrl = inject('rpcUrl');
  const contracts = inject('contracts');
  const client = testPublicClient(rpcUrl);
  const router = { address: contracts.uniswapV2Router, abi: uniswapV2Router02Abi } as const;
  const quote = (amountIn: bigint, path: Address[], blockNumber?: bigint) =>
    client.readContract({ ...router, functionName: 'getAmountsOut', args: [amountIn, path], blockNumber });
  const wallet = (me: FundedAccount) =>
    createWalletClient({ account: me.account, chain: devnetChainFor(rpcUrl), transport: http(rpcUrl) });
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    return receipt;
  };

  it('the router is wired to the factory and WETH9, and both pairs are where Router02 pairFor looks', async () => {
    expect(await client.readContract({ ...router, functionName: 'factory' })).toBe(contracts.uniswapV2Factory);
    expect(await client.readContract({ ...router, functionName: 'WETH' })).toBe(contracts.weth);
    expect(await client.readContract({ address: contracts.weth, abi: weth9Abi, functionName: 'symbol' })).toBe('WETH');
    const getPair = (token: Address) =>
      client.readContract({
        address: contracts.uniswapV2Factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [token, contracts.weth],
      });
    expect(await getPair(contracts.token)).toBe(contracts.testWethPair);
    expect(await getPair(contracts.secondToken)).toBe(contracts.secondTokenWethPair);
    // The published Pair bytecode hashes to the init code hash Router02 has built in (else quotes would revert).
    expect(uniswapV2PairAddress(contracts.uniswapV2Factory, contracts.token, contracts.weth)).toBe(
      contracts.testWethPair,
    );
    for (const pair of [contracts.testWethPair, contracts.secondTokenWethPair]) {
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      });
      expect(reserve0 > 0n && reserve1 > 0n).toBe(true);
    }
  });

  it('getAmountsOut quotes both pools and TEST -> TUSD through WETH, with a small but visible price impact', async () => {
    const blockNumber = await client.getBlockNumber();
    const [, test] = await quote(parseEther('1'), [contracts.weth, contracts.token], blockNumber);
    const [, tusd] = await quote(parseEther('1'), [contracts.weth, contracts.secondToken], blockNumber);
    expect(test! > 0n && tusd! > 0n).toBe(true);
    const routed = await quote(parseEther('5'), [contracts.token, contracts.weth, contracts.secondToken], blockNumber);
    expect(routed).toHaveLength(3);
    const [, viaWeth] = await quote(routed[1]!, [contracts.weth, contracts.secondToken], blockNumber);
    expect(routed[2]).toBe(viaWeth);
    // 1 AVENT in: less than the spot rate by more than the 0.3% fee, but not by much.
    const [reserve0, reserve1] = await client.readContract({
      address: contracts.testWethPair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
      blockNumber,
    });
    const wethIs0 = BigInt(contracts.weth) < BigInt(contracts.token);
    const [reserveWeth, reserveTest] = wethIs0 ? [reserve0, reserve1] : [reserve1, reserve0];
    const spot = (parseEther('1') * reserveTest) / reserveWeth;
    const shortfallBps = ((spot - test!) * 10_000n) / spot;
    expect(shortfallBps).toBeGreaterThan(30n);
    expect(shortfallBps).toBeLessThan(1_000n);
  });

  it('swapExactETHForTokens pays out exactly the quote and moves both balances', async () => {
    const me = await fundedAccount(rpcUrl, 10n);
    const path = [contracts.weth, contracts.token];
    const value = parseEther('1');
    const hash = await wallet(me).writeContract({
      ...router,
      functionName: 'swapExactETHForTokens',
      args: [1n, path, me.address, maxUint256],
      value,
    });
    const receipt = await mined(hash);
    const [, expected] = await quote(value, path, receipt.blockNumber - 1n);
    expect(
      await client.readContract({
        address: contracts.token,
        abi: testTokenAbi,
        functionName: 'balanceOf',
        args: [me.address],
      }),
    ).toBe(expected);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await client.getBalance({ address: me.address })).toBe(parseEther('10') - value - gas);
  });

  it('an approved TEST -> TUSD swap routes through WETH and pays the routed quote', async () => {
    const me = await fundedAccount(rpcUrl, 1n);
    const amountIn = parseEther('5');
    await mintTestToken(rpcUrl, contracts.token, me, me.address, amountIn);
    await mined(
      await wallet(me).writeContract({
        address: contracts.token,
        abi: testTokenAbi,
        functionName: 'approve',
        args: [contracts.uniswapV2Router, amountIn],
      }),
    );
    const path = [contracts.token, contracts.weth, contracts.secondToken];
    const receipt = await mined(
      await wallet(me).writeContract({
        ...router,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 1n, path, me.address, maxUint256],
      }),
    );
    const amounts = await quote(amountIn, path, receipt.blockNumber - 1n);
    const balance = (address: Address, abi: typeof testTokenAbi | typeof testDollarAbi) =>
      client.readContract({ address, abi, functionName: 'balanceOf', args: [me.address] });
    expect(await balance(contracts.secondToken, testDollarAbi)).toBe(amounts[2]);
    expect(await balance(contracts.token, testTokenAbi)).toBe(0n);
  });
});
