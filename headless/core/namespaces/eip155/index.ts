// eip155 (EVM chains): coin types by ENSIP-11, the wallet methods a WalletConnect session asks for, sign-in by
// signature (EOA, ERC-1271, ERC-6492), and Send's transfers over the instance's wagmi config. Networks carry their
// own explorers (viem chains name them), so there is no default one.
import type { NamespaceDefinition } from '../types';
import { chainIdToCoinType } from './coin-type';

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
    requests: async () => (await import('./walletconnect')).requests,
  },
  signIn: async () => (await import('./sign-in')).verifySignature,
  transfers: async ({ wagmiConfig }) =>
    wagmiConfig ? (await import('./transfers')).eip155Transfers(wagmiConfig) : undefined,
};
