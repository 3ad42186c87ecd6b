// cosmos: SLIP-44 coin type 118 and the wallet methods a WalletConnect session asks for (its wallets connect through
// WalletConnect only; no request of ours is sent to them yet). No sign-in, no Send.
import type { NamespaceDefinition } from '../types';

export const cosmos: NamespaceDefinition = {
  namespace: 'cosmos',
  coinType: () => 118,
  walletConnect: {
    methods: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
    events: ['chainChanged', 'accountsChanged'],
  },
};
