// The RPC gateway's signature check: ERC-1271 isValidSignature as an eth_call through the gateway, used when no
// public client is available for the chain. Any failure (HTTP, JSON-RPC error, bad reply) is false.
import { encodeFunctionData, hashMessage, type Address, type Hex } from 'viem';
import * as z from 'zod/mini';
import { erc1271Abi } from './abi';

/** The JSON-RPC reply of the check's eth_call. */
const signatureCheckResponseSchema = z.object({
  result: z.optional(z.string()),
  error: z.optional(z.object({ code: z.optional(z.number()), message: z.optional(z.string()) })),
});

/** ERC-1271 magic value returned by isValidSignature for a valid signature. */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e';

/** Where the signature check is sent: a JSON-RPC gateway URL that takes `chainId` and `projectId` query parameters. */
export interface SignatureCheckGateway {
  url: string;
  projectId: string;
  /** Injected for tests and non-browser runtimes; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** Parameters of checkSignatureViaGateway. */
export interface SignatureCheckParams {
  gateway: SignatureCheckGateway;
  /** CAIP-2 id of the chain, sent as the `chainId` query parameter. */
  chainId: string;
  address: Address;
  message: string;
  signature: Hex;
}

/** Runs the RPC gateway's signature check (ERC-1271 smart accounts): eth_call of isValidSignature(hashMessage(message), signature) compared with 0x1626ba7e. */
export async function checkSignatureViaGateway(params: SignatureCheckParams): Promise<boolean> {
  const { gateway, chainId, address, message, signature } = params;
  try {
    const url = new URL(gateway.url);
    url.searchParams.set('chainId', chainId);
    url.searchParams.set('projectId', gateway.projectId);
    const data = encodeFunctionData({
      abi: erc1271Abi,
      functionName: 'isValidSignature',
      args: [hashMessage(message), signature],
    });
    const doFetch = gateway.fetch ?? globalThis.fetch;
    const response = await doFetch(url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: Date.now(),
        jsonrpc: '2.0',
        method: 'eth_call',
        params: [{ to: address, data }, 'latest'],
      }),
    });
    if (!response.ok) return false;
    const reply = signatureCheckResponseSchema.safeParse(await response.json());
    if (!reply.success || reply.data.error || !reply.data.result) return false;
    return reply.data.result.toLowerCase().startsWith(ERC1271_MAGIC_VALUE);
  } catch {
    return false;
  }
}
