// The contract interfaces walletdock calls on eip155 chains, in one place. viem's published ABIs where viem publishes
// them (ERC-20, Multicall3); for the rest, the few entries walletdock encodes or decodes, as viem's ABI objects:
// viem keeps its ENS and ERC-1271 ABIs internal, and `parseAbi` would add its ~3 KB gzip signature parser to every
// chunk that imports this module (the account view's identity, Send, the sign-in check), for four entries.
export { erc20Abi, multicall3Abi } from 'viem';

/** ERC-1271: `isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)`, the smart-account signature check. */
export const erc1271Abi = [
  {
    type: 'function',
    name: 'isValidSignature',
    stateMutability: 'view',
    inputs: [
      { name: 'hash', type: 'bytes32' },
      { name: 'signature', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes4' }],
  },
] as const;

/**
 * ENS's universal resolver (ENSIP-10 with CCIP-read gateways): `reverseWithGateways(bytes, uint256 coinType,
 * string[] gateways)` for an address's primary name and `resolveWithGateways(bytes name, bytes data, string[])` for a
 * record of a name.
 */
export const ensUniversalResolverAbi = [
  {
    type: 'function',
    name: 'reverseWithGateways',
    stateMutability: 'view',
    inputs: [
      { type: 'bytes', name: 'reverseName' },
      { type: 'uint256', name: 'coinType' },
      { type: 'string[]', name: 'gateways' },
    ],
    outputs: [
      { type: 'string', name: 'resolvedName' },
      { type: 'address', name: 'resolver' },
      { type: 'address', name: 'reverseResolver' },
    ],
  },
  {
    type: 'function',
    name: 'resolveWithGateways',
    stateMutability: 'view',
    inputs: [
      { name: 'name', type: 'bytes' },
      { name: 'data', type: 'bytes' },
      { name: 'gateways', type: 'string[]' },
    ],
    outputs: [
      { name: '', type: 'bytes' },
      { name: 'address', type: 'address' },
    ],
  },
] as const;

/** ENS's text record (EIP-634): `text(bytes32 node, string key) view returns (string)`. */
export const ensTextResolverAbi = [
  {
    type: 'function',
    name: 'text',
    stateMutability: 'view',
    inputs: [
      { name: 'name', type: 'bytes32' },
      { name: 'key', type: 'string' },
    ],
    outputs: [{ name: '', type: 'string' }],
  },
] as const;

/** SimpleAccount v0.8's (and Simple7702Account's) `ExecuteError(uint256 index, bytes error)`: a batch's failing call. */
export const executeErrorAbi = [
  {
    type: 'error',
    name: 'ExecuteError',
    inputs: [
      { name: 'index', type: 'uint256' },
      { name: 'error', type: 'bytes' },
    ],
  },
] as const;
