// solana: SLIP-44 coin type 501, Solscan for a network that names no explorer, the wallet methods a WalletConnect
// session asks for, ed25519 sign-in, Send's transfers (which the solana adapter builds over its RPC and wallet),
// Receive's Solana Pay requests, balances and Buy.
import type { NamespaceDefinition } from '../types';
import { solanaPayUri } from './payment-uri';

export const solana: NamespaceDefinition = {
  namespace: 'solana',
  coinType: () => 501,
  explorer: { name: 'Solscan', url: 'https://solscan.io' },
  walletConnect: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
    ],
    events: ['chainChanged', 'accountsChanged'],
    requests: async () => (await import('./walletconnect')).requests,
  },
  signIn: async () => (await import('./sign-in')).verifySignature,
  transfers: async ({ adapter }) => adapter?.transfers?.(),
  paymentUri: solanaPayUri,
  serves: { balances: true, onramp: true },
};
