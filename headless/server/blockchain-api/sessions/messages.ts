// The smart-session endpoints' refusals, in words.
import { getAddress, type Address } from 'viem';

export const SessionMessages = {
  invalidGrant: (detail: string) => `Invalid smart session grant: ${detail}`,
  invalidRevocation: 'Body must be {"pci":"0x…","signature":"0x…"}',
  notFound: (pci: string, address: string) => `Smart session ${pci.slice(0, 80)} of ${address} was not found`,
  badSignature: (what: 'grant' | 'revocation', address: string, chainId: number) =>
    `The signature is not ${address}'s signature of this smart session ${what} on eip155:${chainId}`,
  nodeUnavailable: (chainId: number) =>
    `Cannot check the signature: the node of chain eip155:${chainId} does not answer. Please try again.`,
  revokedBefore: (pci: string) =>
    `Smart session ${pci.slice(0, 80)} was revoked and cannot be granted again: grant a new session`,
  grantConflict: (pci: string) => `Smart session ${pci.slice(0, 80)} is already recorded with other permissions`,
  expiryPast: 'Invalid smart session grant: expiry is in the past',
  // Using a session (a sponsored user operation that names it in the paymaster context).
  useUnknown: (pci: string) => `Not sponsored: smart session ${pci.slice(0, 80)} is not recorded for this account`,
  useRevoked: (pci: string) => `Not sponsored: smart session ${pci.slice(0, 80)} was revoked`,
  useExpired: (pci: string) => `Not sponsored: smart session ${pci.slice(0, 80)} has expired`,
  useOtherChain: (pci: string, chainId: number) =>
    `Not sponsored: smart session ${pci.slice(0, 80)} was granted on eip155:${chainId}`,
  useOutsideScope: (pci: string, to: Address) =>
    `Not sponsored: smart session ${pci.slice(0, 80)} does not allow calls to ${getAddress(to)}`,
} as const;
