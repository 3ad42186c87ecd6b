// A namespace walletdock does not ship, written as headless/core/namespaces/README.md says: a folder with its
// definition. fake-namespace.test.ts adds it to the registry (the one line a real namespace adds) and sees the
// modal's Send, Receive and network list offer it.
import type { NamespaceDefinition } from '../../../../../headless/core/namespaces/types';
import type { ChainNamespace } from 'walletdock';
import type { TransferClient } from '../../../../../headless/core/model/transfer';

export const acme: NamespaceDefinition = {
  // Not in ChainNamespace: a real namespace adds its name to the union (core/model/caip.ts) first.
  namespace: 'acme' as ChainNamespace,
  coinType: () => 9999,
  explorer: { name: 'AcmeScan', url: 'https://acmescan.example' },
  walletConnect: { methods: ['acme_signMessage'], events: ['chainChanged', 'accountsChanged'] },
  transfers: async ({ adapter }): Promise<TransferClient | undefined> => adapter?.transfers?.(),
  paymentUri: ({ address, token }) => (token ? `acme:${address}?token=${token}` : `acme:${address}`),
  serves: { balances: true },
};
