// Fixtures of the gas-sponsorship tests: the devnet paymaster configuration an API is started with, a fresh Safe
// smart account (the embedded wallet's), and a viem bundler client that asks the API's ERC-7677 endpoint for
// paymaster data through viem's own createPaymasterClient (no code of ours between viem and the route).
import { http, type Address, type Hex } from 'viem';
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { BlockchainApiOptions } from 'walletdock/server/node';
import type { DevnetContracts } from '../../faucet/devnet/deploy';
import { DEVNET_PAYMASTER_SIGNER_KEY } from '../../faucet/devnet/paymaster';
import { createSmartAccount } from '../../headless/core/smart-account/account';
import { testPublicClient } from './chain';

/** The paymaster option of an API over the devnet: its VerifyingPaymaster, with `policy`. */
export function devnetPaymaster(
  contracts: DevnetContracts,
  policy: NonNullable<BlockchainApiOptions['paymaster']>['policy'] = {},
): NonNullable<BlockchainApiOptions['paymaster']> {
  return {
    signerKey: DEVNET_PAYMASTER_SIGNER_KEY,
    chains: [{ chainId: 33322, paymaster: contracts.verifyingPaymaster }],
    policy,
  };
}

/** A fresh owner's Safe (not deployed, holding nothing). */
export async function freshSafe(rpcUrl: string): Promise<SmartAccount> {
  return createSmartAccount({ client: testPublicClient(rpcUrl), owner: privateKeyToAccount(generatePrivateKey()) });
}

/** The bundler's own fee quote (as headless/core/smart-account does): anvil's suggested tip climbs with every bundle. */
export async function bundlerFees(bundlerUrl: string): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const res = await fetch(bundlerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'pimlico_getUserOperationGasPrice', params: [] }),
  });
  const { result } = (await res.json()) as { result: { standard: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } } };
  return {
    maxFeePerGas: BigInt(result.standard.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(result.standard.maxPriorityFeePerGas),
  };
}

/** A bundler client for `account` whose user operations the API's paymaster sponsors (`context`: ERC-7677's). */
export function sponsoredBundler(
  rpcUrl: string,
  bundlerUrl: string,
  account: SmartAccount,
  paymasterUrl: string,
  context?: unknown,
) {
  return createBundlerClient({
    account,
    client: testPublicClient(rpcUrl),
    transport: http(bundlerUrl),
    paymaster: createPaymasterClient({ transport: http(paymasterUrl, { retryCount: 0 }) }),
    ...(context === undefined ? {} : { paymasterContext: context }),
    pollingInterval: 50,
    userOperation: { estimateFeesPerGas: () => bundlerFees(bundlerUrl) },
  });
}

/** `POST url` with a JSON-RPC call; the reply's result or error, as sent. */
export async function rpcPost(
  url: string,
  method: string,
  params: unknown,
): Promise<{ result?: Record<string, unknown>; error?: { code: number; message: string } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  });
  if (res.status !== 200) throw new Error(`POST ${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as { result?: Record<string, unknown>; error?: { code: number; message: string } };
}

export const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/**
 * A user operation as a wallet sends it to pm_getPaymasterData (RPC shape, gas filled in) for `sender` and `nonce`,
 * whose calls are `callData`: for the policy tests that need no bundler (the paymaster reads, it never simulates).
 */
export function pricedUserOperation(sender: Address, nonce: bigint, callData: Hex) {
  return {
    sender,
    nonce: `0x${nonce.toString(16)}`,
    callData,
    callGasLimit: '0x186a0',
    verificationGasLimit: '0x61a80',
    preVerificationGas: '0xea60',
    maxFeePerGas: '0xb2d05e00',
    maxPriorityFeePerGas: '0x3b9aca00',
    paymasterVerificationGasLimit: '0x186a0',
    paymasterPostOpGasLimit: '0x0',
  };
}
