// eip155 (EVM chains): coin types by ENSIP-11, the wallet methods a WalletConnect session asks for (and one-click
// auth), sign-in by signature (EOA, ERC-1271, ERC-6492), Send's transfers over the instance's wagmi config, Receive's
// EIP-681 requests, balances, names, activity, Buy, Swap and NFTs. Networks carry their own explorers (viem chains
// name them), so there is no default one.
import type { NamespaceDefinition } from '../types';
import { chainIdToCoinType } from './coin-type';
import { eip681Uri } from './payment-uri';

export const eip155: NamespaceDefinition = {
  namespace: 'eip155',
  coinType: (reference) => chainIdToCoinType(Number(reference)),
  walletConnect: {
    methods: [
      'personal_sign',
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'eth_signTypedData_v4',
      'eth_sendRawTransaction',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ],
    events: ['chainChanged', 'accountsChanged'],
    oneClickAuth: true,
    requests: async () => (await import('./walletconnect')).requests,
  },
  signIn: async () => (await import('./sign-in')).verifySignature,
  transfers: async ({ wagmiConfig }) =>
    wagmiConfig ? (await import('./transfers')).eip155Transfers(wagmiConfig) : undefined,
  paymentUri: eip681Uri,
  serves: { balances: true, names: true, activity: true, onramp: true, swaps: true, nfts: true },
};
