// The registration's signature, checked by viem's verifyMessage through a public client of the chain the coin type
// names: an EOA's signature by recovery, a deployed smart account's through ERC-1271 isValidSignature, and a
// counterfactual (not yet deployed) account's through ERC-6492 (its factory call simulated, nothing deployed).
import { HttpError } from '../../http';
import { publicClientOf } from '../public-client';
import { NameMessages, type Registration } from './request';

/**
 * Throws HttpError 401 when the signature is not the address's signature of the message on the registration's chain,
 * 503 when the chain's node cannot be asked (a smart account cannot be checked without it).
 */
export async function checkSignature(r: Registration): Promise<void> {
  let valid: boolean;
  try {
    valid = await publicClientOf(r.chain).verifyMessage({
      address: r.checksummed,
      message: r.message,
      signature: r.signature,
    });
  } catch {
    throw new HttpError(503, NameMessages.nodeUnavailable(r.chain.chainId));
  }
  if (!valid) throw new HttpError(401, NameMessages.badSignature(r.checksummed, r.chain.chainId));
}
