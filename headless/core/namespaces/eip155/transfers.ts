// Send's chain work on eip155, over the instance's one wagmi config (the host's own when it passed
// one): reads through the config's public client, transfers through wagmi's sendTransaction and
// writeContract, so they go to whatever connector is connected (injected, WalletConnect's session).
import { sendTransaction, type Config } from '@wagmi/core';
import { decodeFunctionResult, encodeFunctionData, type Address, type Hex } from 'viem';
// viem's actions on the config's own client. This file loads on first use, yet bundlers (esbuild,
// Rolldown) place every viem module it uses that the host's first chunk also reaches (through viem's
// index) into that first chunk: so it uses only actions wagmi's sendTransaction already needs, plain
// eth_call, and a receipt poll, not getPublicClient (every public action, ~130 KB with secp256k1),
// readContract or waitForTransactionReceipt (~12 KB more); ENS, which needs viem's resolver logic, is its own chunk.
import { estimateFeesPerGas, estimateGas, getBalance, getGasPrice } from 'viem/actions';

type Erc20Read = 'balanceOf' | 'decimals' | 'symbol' | 'name';

/** One ERC-20 view call through eth_call, decoded by its ABI. */
async function readErc20<F extends Erc20Read>(
  client: ReturnType<typeof publicClient>,
  token: string,
  functionName: F,
  args: readonly unknown[] = [],
) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName, args } as never);
  const result = (await client.request({
    method: 'eth_call',
    params: [{ to: token as Address, data }, 'latest'],
  })) as Hex;
  return decodeFunctionResult({ abi: erc20Abi, functionName, data: result } as never) as F extends 'balanceOf'
    ? bigint
    : F extends 'decimals'
      ? number
      : string;
}
import type { CaipNetwork } from '../../model/network';
import type { TransferClient, TransferFee, TransferRequest } from '../../model/transfer';
import { ChainNotConfiguredError } from '../../model/errors/connector';
import { NodeError } from '../../model/errors/rpc';
import { RequestTimeoutError } from '../../model/errors/http';
import * as ErrorMessages from '../../model/error-messages';
import * as TransferMessages from '../../model/transfer-messages';
import { erc20Abi } from './abi';

function publicClient(config: Config, caipNetwork: CaipNetwork) {
  const chainId = Number(caipNetwork.id);
  if (!config.chains.some((c) => c.id === chainId)) throw new ChainNotConfiguredError(ErrorMessages.chainNotConfigured);
  return config.getClient({ chainId: chainId as Config['chains'][number]['id'] });
}

/**
 * The transfer as a transaction: the native coin with empty data and the value in base units; a token
 * as a call of its ERC-20 `transfer(to, amount)` (wagmi's sendTransaction of that call is its contract write).
 */
function callOf(request: TransferRequest) {
  if (!request.token) return { to: request.to as Address, value: request.amount, data: '0x' as const };
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [request.to as Address, request.amount],
  });
  return { to: request.token as Address, value: 0n, data };
}

const clients = new WeakMap<Config, TransferClient>();

/** Send's TransferClient over a wagmi config (one per config). */
export function eip155Transfers(config: Config): TransferClient {
  let client = clients.get(config);
  if (!client) clients.set(config, (client = transfersOver(config)));
  return client;
}

function transfersOver(config: Config): TransferClient {
  return {
    async balance({ owner, token, caipNetwork }) {
      const client = publicClient(config, caipNetwork);
      if (!token) return getBalance(client, { address: owner as Address });
      return readErc20(client, token, 'balanceOf', [owner as Address]);
    },
    async estimateFee(request) {
      const client = publicClient(config, request.caipNetwork);
      const call = callOf(request);
      const [gas, fees] = await Promise.all([
        estimateGas(client, { account: request.from as Address, ...call }),
        estimateFeesPerGas(client).catch(async () => ({ gasPrice: await getGasPrice(client) })),
      ]);
      // The highest price the transaction may pay: what the balance must cover.
      if ('maxFeePerGas' in fees && fees.maxFeePerGas !== undefined) {
        return {
          value: gas * fees.maxFeePerGas,
          gas,
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        };
      }
      const gasPrice = (fees as { gasPrice: bigint }).gasPrice;
      return { value: gas * gasPrice, gas, gasPrice };
    },
    async send(request, fee) {
      return sendTransaction(config, {
        ...callOf(request),
        chainId: Number(request.caipNetwork.id),
        ...pricedWith(fee),
      });
    },
    async confirm({ hash, caipNetwork, timeoutMs }) {
      const client = publicClient(config, caipNetwork);
      const deadline = Date.now() + timeoutMs;
      // Poll at the client's interval (wagmi's pollingInterval) until the receipt exists or time runs out.
      for (;;) {
        const receipt = (await client.request({ method: 'eth_getTransactionReceipt', params: [hash as Hex] })) as {
          status?: Hex;
          blockNumber?: Hex;
        } | null;
        if (receipt) {
          if (receipt.status !== '0x1') throw new NodeError(TransferMessages.transactionReverted);
          return { blockNumber: receipt.blockNumber === undefined ? undefined : BigInt(receipt.blockNumber) };
        }
        if (Date.now() >= deadline) throw new RequestTimeoutError(TransferMessages.receiptTimedOut(hash));
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(client.pollingInterval, Math.max(0, deadline - Date.now()))),
        );
      }
    },
  };
}

/** The fee fields the estimate was priced with (legacy or EIP-1559, never both). */
function pricedWith(fee: TransferFee) {
  if (fee.gasPrice !== undefined) return { gas: fee.gas, gasPrice: fee.gasPrice };
  return { gas: fee.gas, maxFeePerGas: fee.maxFeePerGas, maxPriorityFeePerGas: fee.maxPriorityFeePerGas };
}

/** True when the chain carries an ENS universal resolver (chains kept whole keep viem's `contracts`). */
export function hasEnsResolver(config: Config, caipNetwork: CaipNetwork): boolean {
  const chain = config.chains.find((c) => c.id === Number(caipNetwork.id));
  return Boolean((chain?.contracts as { ensUniversalResolver?: unknown } | undefined)?.ensUniversalResolver);
}

/** Name, symbol and decimals of an ERC-20 (for tokens the host lists in `options.tokens`). */
export async function readErc20Metadata(config: Config, caipNetwork: CaipNetwork, token: string) {
  const client = publicClient(config, caipNetwork);
  const [name, symbol, decimals] = await Promise.all([
    readErc20(client, token, 'name'),
    readErc20(client, token, 'symbol'),
    readErc20(client, token, 'decimals'),
  ]);
  return { name, symbol, decimals };
}
