// The network-switch rules as pure functions: which network an id names (a configured one, or the placeholder of an
// unsupported one), when UnsupportedChain opens, and what a switch changes.
import { parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../model/caip';
import type { CaipNetwork } from '../model/network';

/** The placeholder for a network nobody configured: shown, never used for requests. */
export function unsupportedNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId);
  return {
    id: namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    name: 'Unknown Network',
    chainNamespace: namespace,
    caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    unsupported: true,
  };
}

/** The configured network with this id (also matched by its deprecated id), or the placeholder. */
export function resolveNetwork(caipNetworkId: CaipNetworkId, networks: readonly CaipNetwork[]): CaipNetwork {
  return (
    networks.find((n) => n.caipNetworkId === caipNetworkId || n.deprecatedCaipNetworkId === caipNetworkId) ??
    unsupportedNetwork(caipNetworkId)
  );
}

/** Options that govern unsupported networks. */
export interface UnsupportedChainPolicy {
  /** Network switching is enabled (default true). */
  enableNetworkSwitch: boolean;
  /** The host accepts wallets on networks it did not configure. */
  allowUnsupportedChain: boolean;
}

/**
 * If the network is unsupported, network switching is enabled and unsupported chains are not
 * allowed, UnsupportedChain opens.
 */
export function shouldOpenUnsupportedChain(network: CaipNetwork, policy: UnsupportedChainPolicy): boolean {
  return Boolean(network.unsupported) && policy.enableNetworkSwitch && !policy.allowUnsupportedChain;
}

/** The plan of a switch: the network to make active and whether the namespace changes. */
export interface NetworkSwitchPlan {
  network: CaipNetwork;
  /** The active namespace changes: the switching flag is set for the duration. */
  namespaceChanged: boolean;
}

/** Plans a switch to `target` from the active namespace (pure; the client runs it). */
export function planNetworkSwitch(
  target: CaipNetworkId,
  networks: readonly CaipNetwork[],
  activeNamespace: ChainNamespace | undefined,
): NetworkSwitchPlan {
  const network = resolveNetwork(target, networks);
  return { network, namespaceChanged: activeNamespace !== undefined && network.chainNamespace !== activeNamespace };
}
