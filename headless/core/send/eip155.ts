// Send's chain work on eip155, over the instance's one wagmi config (the host's own when it passed
// one): reads through the config's public client, transfers through wagmi's sendTransaction and
// writeContract, so they go to whatever connector is connected (injected, WalletConnect's session).
import {
  getPublicClient,
  sendTransaction,
  waitForTransactionReceipt,
  writeContract,
  type Config,
} from '@wagmi/core';
import { erc20Abi, type Address } from 'viem';
import type { CaipNetwork } from '../connection/network';
import type { TransferClient, TransferFee, TransferRequest } from '../adapters/types';
import { WalletDockError } from '../model/errors';
import * as ErrorMessages from '../model/error-messages';

function publicClient(config: Config, caipNetwork: CaipNetwork) {
  const client = getPublicClient(config, { chainId: Number(caipNetwork.id) });
  if (!client) throw new WalletDockError(ErrorMessages.chainNotConfigured, { code: 'CHAIN_NOT_CONFIGURED' });
  return client;
}

/** The transfer's call: the native coin with empty data, a token through its ERC-20 `transfer`. */
function callOf(request: TransferRequest) {
  return request.token
    ? { kind: 'erc20' as const, token: request.token as Address, args: [request.to as Address, request.amount] as const }
    : { kind: 'native' as const, to: request.to as Address, value: request.amount, data: '0x' as const };
}

/** Send's TransferClient over a wagmi config. */
export function eip155Transfers(config: Config): TransferClient {
  return {
    async balance({ owner, token, caipNetwork }) {
      const client = publicClient(config, caipNetwork);
      if (!token) return client.getBalance({ address: owner as Address });
      return client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner as Address] });
    },
    async estimateFee(request) {
      const client = publicClient(config, request.caipNetwork);
      const call = callOf(request);
      const account = request.from as Address;
      const [gas, fees] = await Promise.all([
        call.kind === 'native'
          ? client.estimateGas({ account, to: call.to, value: call.value, data: call.data })
          : client.estimateContractGas({ account, address: call.token, abi: erc20Abi, functionName: 'transfer', args: call.args }),
        client.estimateFeesPerGas().catch(async () => ({ gasPrice: await client.getGasPrice() })),
      ]);
      // The highest price the transaction may pay: what the balance must cover.
      if ('maxFeePerGas' in fees && fees.maxFeePerGas !== undefined) {
        return { value: gas * fees.maxFeePerGas, gas, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas };
      }
      const gasPrice = (fees as { gasPrice: bigint }).gasPrice;
      return { value: gas * gasPrice, gas, gasPrice };
    },
    async send(request, fee) {
      const call = callOf(request);
      const chainId = Number(request.caipNetwork.id);
      const priced = pricedWith(fee);
      if (call.kind === 'native') return sendTransaction(config, { to: call.to, value: call.value, data: call.data, chainId, ...priced });
      return writeContract(config, { address: call.token, abi: erc20Abi, functionName: 'transfer', args: call.args, chainId, ...priced });
    },
    async confirm({ hash, caipNetwork, timeoutMs }) {
      const receipt = await waitForTransactionReceipt(config, { hash: hash as `0x${string}`, chainId: Number(caipNetwork.id), timeout: timeoutMs });
      if (receipt.status !== 'success') throw new WalletDockError(ErrorMessages.sendReverted, { code: 'NODE_ERROR' });
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

/** The address an ENS name points to on the network, undefined when it has none; needs hasEnsResolver. */
export async function resolveEnsName(config: Config, caipNetwork: CaipNetwork, name: string): Promise<string | undefined> {
  // ENS normalisation carries its Unicode tables (~36 KB minified): loaded only when a name is typed.
  const { normalize } = await import('viem/ens');
  const address = await publicClient(config, caipNetwork).getEnsAddress({ name: normalize(name) });
  return address ?? undefined;
}

/** Name, symbol and decimals of an ERC-20 (for tokens the host lists in `options.tokens`). */
export async function readErc20Metadata(config: Config, caipNetwork: CaipNetwork, token: string) {
  const client = publicClient(config, caipNetwork);
  const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address: token as Address, abi: erc20Abi, functionName });
  const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')]);
  return { name, symbol, decimals };
}
