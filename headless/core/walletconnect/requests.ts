// Wallet requests over a WalletConnect session: each namespace's definition knows the method names and parameter
// shapes its wallets expect, and checks their replies (namespaces/<ns>/walletconnect.ts, loaded on the first request).
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import { UnsupportedError } from '../model/errors/sdk';
import type { CaipNetwork } from '../model/network';
import type { AdapterBalance, SendTransactionRequest } from '../model/transfer';
import { NAMESPACES } from '../namespaces/registry';
import type { WalletConnectRequest, WalletConnectRequests } from '../namespaces/types';

/** Sends one request over the session (the client's `request`). */
export type WcRequest = WalletConnectRequest;

const unsupported = (what: string, namespace: ChainNamespace) =>
  new UnsupportedError(`${what} is not supported on ${namespace} over WalletConnect`);

/** The namespace's request of that kind, or the refusal that the namespace has none over WalletConnect. */
async function requestOf<K extends keyof WalletConnectRequests>(
  namespace: ChainNamespace,
  kind: K,
): Promise<NonNullable<WalletConnectRequests[K]>> {
  const requests = await NAMESPACES[namespace].walletConnect.requests?.();
  const found = requests?.[kind];
  if (!found) throw unsupported(kind, namespace);
  return found;
}

/** Signs a text message with the session account `address` on `caipNetworkId`. */
export async function wcSignMessage(
  request: WcRequest,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  parameters: { message: string; address: string },
): Promise<string> {
  return (await requestOf(namespace, 'signMessage'))(request, caipNetworkId, parameters);
}

/** Sends a transfer/call from `from`; returns the hash (eip155) or txid (bip122). */
export async function wcSendTransaction(
  request: WcRequest,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  from: string,
  tx: SendTransactionRequest,
): Promise<string> {
  return (await requestOf(namespace, 'sendTransaction'))(request, caipNetworkId, from, tx);
}

/** Native balance through the provider's RPC (the rpcMap entry of the network, never a gateway). */
export async function wcGetBalance(request: WcRequest, network: CaipNetwork, address: string): Promise<AdapterBalance> {
  return (await requestOf(network.chainNamespace, 'getBalance'))(request, network, address);
}
