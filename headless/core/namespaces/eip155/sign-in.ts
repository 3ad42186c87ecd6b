// eip155 session verifier: viem's verifyMessage through a public client (EOA, ERC-1271 and ERC-6492
// counterfactual accounts), an offline EOA recovery when no client exists, and the §7 gateway check
// as the last resort for deployed smart accounts.
import { isAddress, isAddressEqual, isHex, recoverMessageAddress, type Address, type Hex, type PublicClient } from 'viem';
import type { SIWXSession, SiwxVerifier } from '../../siwx/types';
import { checkSignatureViaGateway, type SignatureCheckGateway } from './signature-check';

/** Options of createEip155Verifier. */
export interface Eip155VerifierOptions {
  /** A public client for a numeric chain id; its chain must be that chain (checked before use). */
  getPublicClient?: (chainId: number) => PublicClient | undefined;
  /** The RPC gateway's signature check, used when no public client answers. */
  gateway?: SignatureCheckGateway;
}

/** Creates the eip155 verifier: a session is valid when its signature is valid for its address on its chain. */
export function createEip155Verifier(options: Eip155VerifierOptions = {}): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify(session: SIWXSession): Promise<boolean> {
      const { accountAddress, chainId } = session.data;
      const [namespace, reference] = chainId.split(':');
      if (namespace !== 'eip155' || !reference || !/^[0-9]+$/.test(reference)) return false;
      if (!isAddress(accountAddress, { strict: false }) || !isHex(session.signature)) return false;
      const address = accountAddress as Address;
      const signature = session.signature as Hex;
      const client = options.getPublicClient?.(Number(reference));
      if (client) {
        try {
          // A client on another chain would judge a smart account's signature against the wrong contract.
          if (client.chain && client.chain.id !== Number(reference)) return false;
          return await client.verifyMessage({ address, message: session.message, signature });
        } catch {
          // The node is unreachable: fall through to the offline and gateway checks.
        }
      }
      if (await recoversTo(address, session.message, signature)) return true;
      if (options.gateway) {
        return checkSignatureViaGateway({ gateway: options.gateway, chainId, address, message: session.message, signature });
      }
      return false;
    },
  };
}

async function recoversTo(address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    return isAddressEqual(await recoverMessageAddress({ message, signature }), address);
  } catch {
    return false; // not a 65-byte ECDSA signature (e.g. ERC-6492 wrapped)
  }
}
