// bip122 (Bitcoin): SLIP-44 coin type 0, the wallet methods a WalletConnect session asks for, and BIP-322 sign-in.
// Send does not serve it (Bitcoin sends go through the adapter's signPsbt); networks carry their explorer (mempool).
import type { NamespaceDefinition } from '../types';

export const bip122: NamespaceDefinition = {
  namespace: 'bip122',
  coinType: () => 0,
  walletConnect: {
    methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
    requests: async () => (await import('./walletconnect')).requests,
  },
  signIn: async () => (await import('./sign-in')).verifySignature,
};
