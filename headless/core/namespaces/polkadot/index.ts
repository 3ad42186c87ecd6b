// polkadot: SLIP-44 coin type 354 and the wallet methods a WalletConnect session asks for (its wallets connect
// through WalletConnect only). No sign-in, no Send.
import type { NamespaceDefinition } from '../types';

export const polkadot: NamespaceDefinition = {
  namespace: 'polkadot',
  coinType: () => 354,
  walletConnect: {
    methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
    events: ['chainChanged', 'accountsChanged'],
    requests: async () => (await import('./walletconnect')).requests,
  },
};
