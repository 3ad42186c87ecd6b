// An ENS universal resolver for tests: the two functions viem's ENS lookups call (reverseWithGateways for an
// address's primary name, resolveWithGateways for a text record), answered from storage a test sets. Compiled with
// solc-js when first asked and deployed on the devnet, so a chain whose viem definition names it resolves names
// offline. A lookup of an address without a name reverts, as a real resolver does.
import { createRequire } from 'node:module';
import { createWalletClient, http, toHex, type Address, type Hex } from 'viem';
import { packetToBytes } from 'viem/ens';
import { devnetChainFor, testPublicClient, type FundedAccount } from './chain';

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract TestUniversalResolver {
  mapping(address => string) private names;
  mapping(bytes32 => string) private avatars;
  function set(address owner, string calldata name, bytes calldata dnsName, string calldata avatar) external {
    names[owner] = name;
    avatars[keccak256(dnsName)] = avatar;
  }
  function reverseWithGateways(bytes calldata reverseName, uint256, string[] calldata) external view returns (string memory, address, address) {
    string memory name = names[address(bytes20(reverseName))];
    require(bytes(name).length > 0, "no primary name");
    return (name, address(this), address(this));
  }
  function resolveWithGateways(bytes calldata name, bytes calldata, string[] calldata) external view returns (bytes memory, address) {
    return (abi.encode(avatars[keccak256(name)]), address(this));
  }
}`;

const abi = [
  {
    type: 'function',
    name: 'set',
    stateMutability: 'nonpayable',
    outputs: [],
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'name', type: 'string' },
      { name: 'dnsName', type: 'bytes' },
      { name: 'avatar', type: 'string' },
    ],
  },
] as const;

function compile(): Hex {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'TestUniversalResolver.sol': { content: SOURCE } },
        settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
  };
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? [];
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return `0x${output.contracts['TestUniversalResolver.sol']!.TestUniversalResolver!.evm.bytecode.object}`;
}

/** A deployed test resolver and a way to give an address a primary name and an avatar record. */
export interface TestEnsResolver {
  address: Address;
  setName(owner: Address, name: string, avatar?: string): Promise<void>;
}

/** Compiles and deploys the resolver from `deployer` on the devnet at rpcUrl. */
export async function deployTestEnsResolver(rpcUrl: string, deployer: FundedAccount): Promise<TestEnsResolver> {
  const wallet = createWalletClient({
    account: deployer.account,
    chain: devnetChainFor(rpcUrl),
    transport: http(rpcUrl),
  });
  const client = testPublicClient(rpcUrl);
  const hash = await wallet.deployContract({ abi, bytecode: compile() });
  const { contractAddress } = await client.waitForTransactionReceipt({ hash });
  const address = contractAddress as Address;
  return {
    address,
    async setName(owner, name, avatar = '') {
      const tx = await wallet.writeContract({
        address,
        abi,
        functionName: 'set',
        args: [owner, name, toHex(packetToBytes(name)), avatar],
      });
      await client.waitForTransactionReceipt({ hash: tx });
    },
  };
}
