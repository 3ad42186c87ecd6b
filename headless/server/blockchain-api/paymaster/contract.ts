// Start-up check of each sponsored chain's paymaster: signatures by a key the contract does not trust, or for an
// EntryPoint it does not serve, would be refused on chain after the limits had already counted them. A node that does
// not answer yet is only reported (like the indexer's chain id check).
import {
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  isAddressEqual,
  parseAbi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { RpcError, type ChainRpc } from '../rpc';
import type { ResolvedPaymasterConfig } from './config';
import { ENTRY_POINT_V07 } from './service';

const abi = parseAbi([
  'function verifyingSigner() view returns (address)',
  'function entryPoint() view returns (address)',
]);

async function read(rpc: ChainRpc, to: Address, functionName: 'verifyingSigner' | 'entryPoint'): Promise<Hex> {
  return rpc.call<Hex>('eth_call', [{ to, data: encodeFunctionData({ abi, functionName }) }, 'latest']);
}

function decode(
  data: Hex,
  functionName: 'verifyingSigner' | 'entryPoint',
  paymaster: Address,
  chainId: number,
): Address {
  try {
    return decodeFunctionResult({ abi, functionName, data });
  } catch {
    throw new Error(
      `The paymaster ${paymaster} of chain ${chainId} is not a VerifyingPaymaster (its ${functionName}() answers ${data.slice(0, 66)})`,
    );
  }
}

/** Throws when a paymaster's verifyingSigner is not the configured key's address or its EntryPoint is not v0.7. */
export async function checkPaymasterContracts(
  config: ResolvedPaymasterConfig,
  rpcOf: (chainId: number) => ChainRpc,
  log: (message: string) => void,
): Promise<void> {
  const signer = privateKeyToAddress(config.signerKey);
  await Promise.all(
    [...config.chains.values()].map(async ({ chain, paymaster }) => {
      let answers: [Hex, Hex];
      try {
        answers = await Promise.all([
          read(rpcOf(chain.chainId), paymaster, 'verifyingSigner'),
          read(rpcOf(chain.chainId), paymaster, 'entryPoint'),
        ]);
      } catch (error) {
        // The node answered, with a revert: whatever is there is no VerifyingPaymaster.
        if (error instanceof RpcError)
          throw new Error(
            `The paymaster ${paymaster} of chain ${chain.chainId} is not a VerifyingPaymaster (${error.message})`,
          );
        log(
          `blockchain API: the paymaster ${paymaster} of chain ${chain.chainId} could not be checked (the node does not answer yet): ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      }
      const trusted = decode(answers[0], 'verifyingSigner', paymaster, chain.chainId);
      const entryPoint = decode(answers[1], 'entryPoint', paymaster, chain.chainId);
      if (!isAddressEqual(trusted, signer)) {
        throw new Error(
          `The paymaster ${paymaster} of chain ${chain.chainId} trusts the signer ${getAddress(trusted)}, not the configured key's address ${signer}`,
        );
      }
      if (!isAddressEqual(entryPoint, ENTRY_POINT_V07)) {
        throw new Error(
          `The paymaster ${paymaster} of chain ${chain.chainId} serves EntryPoint ${getAddress(entryPoint)}, not v0.7 (${ENTRY_POINT_V07})`,
        );
      }
    }),
  );
}
