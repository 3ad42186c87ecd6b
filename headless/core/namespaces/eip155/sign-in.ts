// eip155 sign-in signatures: viem's verifyMessage through a public client (EOA, ERC-1271 and ERC-6492
// counterfactual accounts), an offline EOA recovery when no client exists, and the RPC gateway's ERC-1271 check
// as the last resort for deployed smart accounts.
import { isAddress, isAddressEqual, isHex, recoverMessageAddress, type Address, type Hex } from 'viem';
import type { SignatureVerifier } from '../types';
import { checkSignatureViaGateway } from './signature-check';

/** A signature is valid when it is the address's on the chain the message names. */
export const verifySignature: SignatureVerifier = async (
  { address: accountAddress, chainId, message, signature },
  options,
) => {
  const [namespace, reference] = chainId.split(':');
  if (namespace !== 'eip155' || !reference || !/^[0-9]+$/.test(reference)) return false;
  if (!isAddress(accountAddress, { strict: false }) || !isHex(signature)) return false;
  const address = accountAddress as Address;
  const hex = signature as Hex;
  const client = options.getPublicClient?.(Number(reference));
  if (client) {
    try {
      // A client on another chain would judge a smart account's signature against the wrong contract.
      if (client.chain && client.chain.id !== Number(reference)) return false;
      return await client.verifyMessage({ address, message, signature: hex });
    } catch {
      // The node is unreachable: fall through to the offline and gateway checks.
    }
  }
  if (await recoversTo(address, message, hex)) return true;
  if (options.gateway)
    return checkSignatureViaGateway({ gateway: options.gateway, chainId, address, message, signature: hex });
  return false;
};

async function recoversTo(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    return false; // not a 65-byte ECDSA signature (e.g. ERC-6492 wrapped)
  }
}
