// eip155 wallet requests over a WalletConnect session: personal_sign, eth_sendTransaction and eth_getBalance (through
// the provider's rpcMap entry for the network, never a gateway), each reply checked as 0x hex.
import { toHex } from 'viem';
import { hexSchema } from '../../model/hex';
import type { WalletConnectRequests } from '../types';

export const requests: WalletConnectRequests = {
  async signMessage(request, caipNetworkId, { message, address }) {
    return hexSchema.parse(
      await request({ method: 'personal_sign', params: [toHex(message), address] }, caipNetworkId),
    );
  },
  async sendTransaction(request, caipNetworkId, from, tx) {
    const params = [
      {
        from,
        to: tx.to,
        ...(tx.value !== undefined ? { value: toHex(tx.value) } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.gas !== undefined ? { gas: toHex(tx.gas) } : {}),
      },
    ];
    return hexSchema.parse(await request({ method: 'eth_sendTransaction', params }, caipNetworkId));
  },
  async getBalance(request, network, address) {
    const value = hexSchema.parse(
      await request({ method: 'eth_getBalance', params: [address, 'latest'] }, network.caipNetworkId),
    );
    return { value: BigInt(value), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
  },
};
