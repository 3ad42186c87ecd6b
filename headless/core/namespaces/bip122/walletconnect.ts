// bip122 wallet requests over a WalletConnect session: signMessage and sendTransfer (an amount in satoshis to an
// address; the wallet builds and signs the transaction), replies checked.
import { signatureReplySchema, txidReplySchema } from '../replies';
import type { WalletConnectRequests } from '../types';

export const requests: WalletConnectRequests = {
  async signMessage(request, caipNetworkId, { message, address }) {
    const reply = await request(
      { method: 'signMessage', params: { account: address, address, message } },
      caipNetworkId,
    );
    return signatureReplySchema.parse(reply).signature;
  },
  async sendTransaction(request, caipNetworkId, from, tx) {
    const reply = await request(
      {
        method: 'sendTransfer',
        params: { account: from, recipientAddress: tx.to, amount: (tx.value ?? 0n).toString() },
      },
      caipNetworkId,
    );
    return txidReplySchema.parse(reply).txid;
  },
};
