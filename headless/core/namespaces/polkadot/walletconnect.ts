// polkadot wallet requests over a WalletConnect session: polkadot_signMessage, the reply checked.
import { signatureReplySchema } from '../replies';
import type { WalletConnectRequests } from '../types';

export const requests: WalletConnectRequests = {
  async signMessage(request, caipNetworkId, { message, address }) {
    const reply = await request({ method: 'polkadot_signMessage', params: { address, message } }, caipNetworkId);
    return signatureReplySchema.parse(reply).signature;
  },
};
