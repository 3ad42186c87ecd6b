// One viem public client per served chain, for what needs viem's actions rather than the raw RPC (signature checks:
// ERC-1271 and ERC-6492 through verifyMessage / verifyTypedData).
import { createPublicClient, http, type PublicClient } from 'viem';
import type { ApiChain } from './chains';

const clients = new WeakMap<ApiChain, PublicClient>();

/** The chain's public client (created on first use, then reused). */
export function publicClientOf(chain: ApiChain): PublicClient {
  let client = clients.get(chain);
  if (!client) {
    client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1, timeout: 10_000 }) });
    clients.set(chain, client);
  }
  return client;
}
