// solana wallet requests over a WalletConnect session: solana_signMessage with the message in base58. Transfers need
// a recent blockhash and a built transaction, which the solana adapter makes, so there is no sendTransaction here.
import { base58 } from '@scure/base';
import { signatureReplySchema } from '../replies';
import type { WalletConnectRequests } from '../types';

export const requests: WalletConnectRequests = {
  async signMessage(request, caipNetworkId, { message, address }) {
    const bytes = new TextEncoder().encode(message);
    const reply = await request(
      { method: 'solana_signMessage', params: { message: base58.encode(bytes), pubkey: address } },
      caipNetworkId,
    );
    return signatureReplySchema.parse(reply).signature;
  },
};
