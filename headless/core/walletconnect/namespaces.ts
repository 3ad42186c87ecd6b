// The namespaces a WalletConnect session asks for: every configured network grouped by
// namespace, with the spec's signing and sending methods per namespace (SPEC §6) and an
// rpcMap so that reads the universal provider makes go to the host's RPC (never a gateway).
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { CaipNetwork } from '../model/network';

/** Connector id of WalletConnect in every namespace (and of its wagmi connector). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

/** One namespace of a session proposal (universal-provider NamespaceConfig entry). */
export interface WcNamespaceConfig {
  chains: string[];
  methods: string[];
  events: string[];
  /** RPC URL by chain reference and by CAIP-2 id (the provider looks up both forms). */
  rpcMap?: Record<string, string>;
  defaultChain?: string;
}

/** Session methods requested per namespace: signing and sending, plus account discovery. */
export const WC_METHODS: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: [
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
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
  ],
  bip122: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_getAccounts'],
};

/** Session events requested per namespace. */
export const WC_EVENTS: Readonly<Record<ChainNamespace, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['chainChanged', 'accountsChanged'],
  bip122: ['bip122_addressesChanged'],
  polkadot: ['chainChanged', 'accountsChanged'],
  cosmos: ['chainChanged', 'accountsChanged'],
};

/** The session's namespaces for these networks; `rpcMap` overrides each network's first default RPC. */
export function buildWcNamespaces(
  networks: readonly CaipNetwork[],
  rpcMap: Readonly<Partial<Record<CaipNetworkId, string>>> = {},
): Partial<Record<ChainNamespace, WcNamespaceConfig>> {
  const result: Partial<Record<ChainNamespace, WcNamespaceConfig>> = {};
  for (const network of networks) {
    if (network.unsupported) continue;
    const namespace = network.chainNamespace;
    const entry = (result[namespace] ??= {
      chains: [],
      methods: [...WC_METHODS[namespace]],
      events: [...WC_EVENTS[namespace]],
    });
    if (entry.chains.includes(network.caipNetworkId)) continue;
    entry.chains.push(network.caipNetworkId);
    const rpc = rpcMap[network.caipNetworkId] ?? network.rpcUrls.default.http[0];
    if (rpc) {
      const reference = network.caipNetworkId.slice(namespace.length + 1);
      entry.rpcMap = { ...entry.rpcMap, [reference]: rpc, [network.caipNetworkId]: rpc };
    }
  }
  return result;
}

/** One-click auth applies only when every configured network is eip155. */
export function canUseOneClickAuth(networks: readonly CaipNetwork[]): boolean {
  return networks.length > 0 && networks.every((n) => n.chainNamespace === 'eip155');
}
