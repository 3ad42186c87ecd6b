// The eip155 address rule: 0x and 40 hex digits, with viem's EIP-55 checksum when the case is mixed.
import { checksumAddress } from 'viem';

const EVM_HEX = /^(0x)?([0-9a-fA-F]{40})$/;

/** EVM rule: 0x + 40 hex; all-lower or all-upper hex is fine; mixed case must match EIP-55 when strict. */
export function isEvmAddress(address: string, strict = true): boolean {
  const match = EVM_HEX.exec(address);
  if (!match) return false;
  const [, prefix, hex] = match as unknown as [string, string | undefined, string];
  if (!strict) return true;
  if (prefix === undefined) return false;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumAddress(`0x${hex.toLowerCase()}`) === address;
}
