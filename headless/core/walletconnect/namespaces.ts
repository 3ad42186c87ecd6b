// The namespaces a WalletConnect session asks for: every configured network grouped by namespace, with the methods
// and events each namespace's definition names (namespaces/<ns>/index.ts) and an rpcMap so that reads the universal
// provider makes go to the host's RPC (never a gateway).
import type { CaipNetworkId, ChainNamespace } from '../model/caip';
import type { CaipNetwork } from '../model/network';
import { NAMESPACES } from '../namespaces/registry';
import type { NamespaceDefinition } from '../namespaces/types';

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

const byNamespace = <T>(pick: (definition: NamespaceDefinition) => T) =>
  Object.fromEntries(
    Object.entries(NAMESPACES).map(([namespace, definition]) => [namespace, pick(definition)]),
  ) as Readonly<Record<ChainNamespace, T>>;

/** Session methods requested per namespace: signing and sending, plus account discovery (each definition's). */
export const WC_METHODS: Readonly<Record<ChainNamespace, readonly string[]>> = /* @__PURE__ */ byNamespace(
  (d) => d.walletConnect.methods,
);

/** Session events requested per namespace (each definition's). */
export const WC_EVENTS: Readonly<Record<ChainNamespace, readonly string[]>> = /* @__PURE__ */ byNamespace(
  (d) => d.walletConnect.events,
);

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

/** One-click auth applies only when every configured network's namespace offers it (eip155). */
export function canUseOneClickAuth(networks: readonly CaipNetwork[]): boolean {
  return (
    networks.length > 0 && networks.every((n) => NAMESPACES[n.chainNamespace]?.walletConnect.oneClickAuth === true)
  );
}
