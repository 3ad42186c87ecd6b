import { describe, expect, inject, it } from 'vitest';
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  getContractAddress,
  http,
  keccak256,
  multicall3Abi,
  parseTransaction,
  recoverTransactionAddress,
  size,
} from 'viem';
import { testNftAbi, testTokenAbi } from '../../../faucet/devnet/artifacts';
import { devnetAccounts } from '../../../faucet/devnet/deploy';
import { MULTICALL3_ADDRESS, MULTICALL3_DEPLOYER, MULTICALL3_DEPLOYMENT_TX } from '../../../faucet/devnet/multicall3';
import { devnetChainFor, testPublicClient } from '../../support/chain';

// keccak256 of Multicall3's runtime code on Ethereum mainnet (3,808 bytes; OP Stack's preinstall spec lists the same).
const MAINNET_MULTICALL3_CODE_HASH = '0xd5c15df687b16f2ff992fc8d767b4216323184a2bbc6ee2f9c398c318e770891';

describe('Multicall3 on the devnet (faucet/devnet/multicall3.ts)', () => {
  const rpcUrl = inject('rpcUrl');
  const contracts = inject('contracts');
  const client = testPublicClient(rpcUrl);

  it('sits at the canonical address with the runtime code mainnet has', async () => {
    expect(contracts.multicall3).toBe(getAddress('0xcA11bde05977b3631167028862bE2a173976CA11'));
    const code = await client.getCode({ address: contracts.multicall3 });
    expect(code && size(code)).toBe(3808);
    expect(code && keccak256(code)).toBe(MAINNET_MULTICALL3_CODE_HASH);
  });

  it('came from the published presigned transaction: chain-less, nonce 0, signed by the keyless deployer', async () => {
    const tx = parseTransaction(MULTICALL3_DEPLOYMENT_TX);
    expect(tx.type).toBe('legacy');
    expect(tx.chainId).toBeUndefined();
    expect(tx.nonce).toBe(0);
    const signer = await recoverTransactionAddress({ serializedTransaction: MULTICALL3_DEPLOYMENT_TX });
    expect(signer).toBe(MULTICALL3_DEPLOYER);
    expect(getContractAddress({ from: signer, nonce: 0n })).toBe(MULTICALL3_ADDRESS);
    expect(await client.getTransactionCount({ address: MULTICALL3_DEPLOYER })).toBe(1);
  });

  it('aggregate3 returns each call, a failing one flagged when allowFailure', async () => {
    const holder = devnetAccounts()[9]!;
    const call = (target: `0x${string}`, data: `0x${string}`, allowFailure = false) => ({
      target,
      allowFailure,
      callData: data,
    });
    const results = await client.readContract({
      address: contracts.multicall3,
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        [
          call(contracts.token, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
          call(contracts.secondToken, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
          call(contracts.nft, encodeFunctionData({ abi: testNftAbi, functionName: 'balanceOf', args: [holder] })),
          // TEST has no tokenURI: reverts, and allowFailure keeps the batch alive.
          call(contracts.token, encodeFunctionData({ abi: testNftAbi, functionName: 'tokenURI', args: [1n] }), true),
        ],
      ],
    });
    expect(results.map((r) => r.success)).toEqual([true, true, true, false]);
    expect(results[1]?.returnData).toBe(`0x${'6'.padStart(64, '0')}`);
    expect(BigInt(results[2]!.returnData)).toBe(3n);
  });

  it('a viem chain with contracts.multicall3 batches concurrent reads into one eth_call', async () => {
    const methods: string[] = [];
    const chain = { ...devnetChainFor(rpcUrl), contracts: { multicall3: { address: contracts.multicall3 } } };
    const batching = createPublicClient({
      chain,
      batch: { multicall: { wait: 16 } },
      transport: http(rpcUrl, {
        onFetchRequest: async (request) => {
          const body = (await request.clone().json()) as { method: string } | { method: string }[];
          for (const { method } of [body].flat()) methods.push(method);
        },
      }),
    });
    const holders = devnetAccounts(3);
    const balances = await Promise.all(
      holders.map((holder) =>
        batching.readContract({
          address: contracts.token,
          abi: testTokenAbi,
          functionName: 'balanceOf',
          args: [holder],
        }),
      ),
    );
    expect(balances.every((b) => b > 0n)).toBe(true);
    expect(methods).toEqual(['eth_call']);
  });
});
