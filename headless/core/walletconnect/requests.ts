// Wallet requests per namespace over a WalletConnect session: the method names and parameter
// shapes each namespace's wallets expect, and zod checks of their replies (a boundary).
import * as z from 'zod/mini';
import { base58 } from '@scure/base';
import { toHex } from 'viem';
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import { WalletDockError } from '../model/errors';
import type { AdapterBalance, SendTransactionRequest } from '../adapters/types';
import type { CaipNetwork } from '../model/network';

/** Sends one request over the session (the client's `request`). */
export type WcRequest = <T>(request: { method: string; params?: unknown }, caipNetworkId: CaipNetworkId) => Promise<T>;

const hexSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const signatureObject = z.object({ signature: z.string().check(z.minLength(1)) });
const txidObject = z.object({ txid: z.string().check(z.minLength(1)) });

const unsupported = (what: string, namespace: ChainNamespace) =>
  new WalletDockError(`${what} is not supported on ${namespace} over WalletConnect`, { code: 'UNSUPPORTED' });

/** Signs a text message with the session account `address` on `caipNetworkId`. */
export async function wcSignMessage(
  request: WcRequest,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  parameters: { message: string; address: string },
): Promise<string> {
  const { message, address } = parameters;
  switch (namespace) {
    case 'eip155':
      return hexSchema.parse(await request({ method: 'personal_sign', params: [toHex(message), address] }, caipNetworkId));
    case 'solana': {
      const bytes = new TextEncoder().encode(message);
      const reply = await request({ method: 'solana_signMessage', params: { message: base58.encode(bytes), pubkey: address } }, caipNetworkId);
      return signatureObject.parse(reply).signature;
    }
    case 'bip122': {
      const reply = await request({ method: 'signMessage', params: { account: address, address, message } }, caipNetworkId);
      return signatureObject.parse(reply).signature;
    }
    case 'polkadot': {
      const reply = await request({ method: 'polkadot_signMessage', params: { address, message } }, caipNetworkId);
      return signatureObject.parse(reply).signature;
    }
    default:
      throw unsupported('signMessage', namespace);
  }
}

/** Sends a transfer/call from `from`; returns the hash (eip155) or txid (bip122). */
export async function wcSendTransaction(
  request: WcRequest,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  from: string,
  tx: SendTransactionRequest,
): Promise<string> {
  switch (namespace) {
    case 'eip155': {
      const params = [{
        from, to: tx.to, ...(tx.value !== undefined ? { value: toHex(tx.value) } : {}), ...(tx.data ? { data: tx.data } : {}),
        ...(tx.gas !== undefined ? { gas: toHex(tx.gas) } : {}),
      }];
      return hexSchema.parse(await request({ method: 'eth_sendTransaction', params }, caipNetworkId));
    }
    case 'bip122': {
      const reply = await request(
        { method: 'sendTransfer', params: { account: from, recipientAddress: tx.to, amount: (tx.value ?? 0n).toString() } },
        caipNetworkId,
      );
      return txidObject.parse(reply).txid;
    }
    default:
      // Solana transfers need a recent blockhash and a built transaction: the solana adapter's job.
      throw unsupported('sendTransaction', namespace);
  }
}

/** Native balance through the provider's RPC (the rpcMap entry of the network, never a gateway). */
export async function wcGetBalance(request: WcRequest, network: CaipNetwork, address: string): Promise<AdapterBalance> {
  if (network.chainNamespace !== 'eip155') throw unsupported('getBalance', network.chainNamespace);
  const value = hexSchema.parse(await request({ method: 'eth_getBalance', params: [address, 'latest'] }, network.caipNetworkId));
  return { value: BigInt(value), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
}
