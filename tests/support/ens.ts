// A minimal ENS universal resolver for the devnet, compiled with solc-js when a test needs it: it answers
// viem's `resolveWithGateways(name, addr(node), gateways)` for the names set on it (an `addr` record each)
// and an empty reply for any other name, as the real one does for an unregistered name.
import { createRequire } from 'node:module';
import { createWalletClient, http, toHex, type Address, type Chain } from 'viem';
import { packetToBytes } from 'viem/ens';
import type { FundedAccount } from './chain';
import { testPublicClient } from './chain';

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract TestUniversalResolver {
  mapping(bytes32 => address) private records;
  function setAddr(bytes calldata name, address owner) external { records[keccak256(name)] = owner; }
  function resolveWithGateways(bytes calldata name, bytes calldata, string[] calldata) external view returns (bytes memory, address) {
    address owner = records[keccak256(name)];
    if (owner == address(0)) return (bytes(""), address(0));
    return (abi.encode(owner), address(this));
  }
}`;

const abi = [
  {
    type: 'function',
    name: 'setAddr',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'name', type: 'bytes' },
      { name: 'owner', type: 'address' },
    ],
    outputs: [],
  },
] as const;

/** Deploys the resolver with `deployer` and sets `records` (ENS name -> address); returns its address. */
export async function deployTestEnsResolver(
  rpcUrl: string,
  chain: Chain,
  deployer: FundedAccount,
  records: Record<string, Address>,
): Promise<Address> {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const input = {
    language: 'Solidity',
    sources: { 'TestUniversalResolver.sol': { content: SOURCE } },
    settings: { outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
  };
  const bytecode =
    `0x${output.contracts['TestUniversalResolver.sol']!.TestUniversalResolver!.evm.bytecode.object}` as const;
  const wallet = createWalletClient({ account: deployer.account, chain, transport: http(rpcUrl) });
  const client = testPublicClient(rpcUrl);
  const hash = await wallet.deployContract({ abi, bytecode });
  const { contractAddress } = await client.waitForTransactionReceipt({ hash });
  for (const [name, owner] of Object.entries(records)) {
    const set = await wallet.writeContract({
      address: contractAddress!,
      abi,
      functionName: 'setAddr',
      args: [toHex(packetToBytes(name)), owner],
    });
    await client.waitForTransactionReceipt({ hash: set });
  }
  return contractAddress!;
}
