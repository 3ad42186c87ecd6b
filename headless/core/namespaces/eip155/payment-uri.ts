// EIP-681 payment requests: `ethereum:<address>@<chainId>`, a token as its `transfer` call; addresses checksummed.
import { getAddress } from 'viem';
import type { PaymentUriRequest } from '../types';

/** The EIP-681 URI of a request (throws on an address that is not one). */
export function eip681Uri({ address, reference, token }: PaymentUriRequest): string {
  const chainId = Number(reference);
  const to = getAddress(address);
  return token ? `ethereum:${getAddress(token)}@${chainId}/transfer?address=${to}` : `ethereum:${to}@${chainId}`;
}
