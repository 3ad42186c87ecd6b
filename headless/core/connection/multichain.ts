// Connecting one wallet that lives on several namespaces (say eip155 + solana): the connector list
// shows it once (connectors.ts merges same-name connectors into one entry holding the list) and this
// connects it on one namespace, several, or all of them.
import type { ChainNamespace } from '../model/caip';
import type { ConnectionDock } from './connection-dock';
import type { AdapterConnection, AdapterConnector } from '../adapters/types';
import { mergeConnectors } from './connectors';
import { toWalletDockError, type WalletDockError } from '../model/errors';
import { NotFoundError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';

/** Variables of connectMultiChain. */
export interface ConnectMultiChainParameters {
  /** The id of the merged entry or of any of its per-namespace connectors. */
  connectorId: string;
  /** Which namespaces to connect (default: every namespace the wallet is on and the host configured). */
  namespaces?: readonly ChainNamespace[] | undefined;
}

/** What connectMultiChain did: the connections made and the namespaces that failed. */
export interface ConnectMultiChainResult {
  connections: Partial<Record<ChainNamespace, AdapterConnection>>;
  failures: Partial<Record<ChainNamespace, WalletDockError>>;
}

/** The per-namespace connectors of the merged entry that holds `connectorId`. */
export function multiChainMembers(all: readonly AdapterConnector[], connectorId: string): AdapterConnector[] {
  const entry = mergeConnectors(all).find(
    (merged) => merged.id === connectorId || merged.connectors.some((c) => c.id === connectorId),
  );
  return entry ? entry.connectors : [];
}

/**
 * Connects a multi-namespace wallet on the asked namespaces, one prompt after another. The first
 * namespace of the list ends active (it is connected last, since each connect makes its namespace
 * active). Namespaces that fail are reported, not rolled back; if none connects, the first error is thrown.
 */
export async function connectMultiChain(
  dock: ConnectionDock,
  parameters: ConnectMultiChainParameters,
): Promise<ConnectMultiChainResult> {
  const members = multiChainMembers(dock.stores.connectors.getState(), parameters.connectorId).filter(
    (c) => dock.adapters[c.chain] && (!parameters.namespaces || parameters.namespaces.includes(c.chain)),
  );
  if (members.length === 0) throw new NotFoundError(ErrorMessages.providerNotFound);
  const order = parameters.namespaces
    ? [...members].sort((a, b) => parameters.namespaces!.indexOf(a.chain) - parameters.namespaces!.indexOf(b.chain))
    : members;
  const result: ConnectMultiChainResult = { connections: {}, failures: {} };
  for (const member of [...order].reverse()) {
    try {
      result.connections[member.chain] = await dock.connect({ connectorId: member.id, namespace: member.chain });
    } catch (error) {
      result.failures[member.chain] = toWalletDockError(error);
    }
  }
  if (Object.keys(result.connections).length === 0) throw result.failures[order[0]!.chain] as WalletDockError;
  return result;
}

/** Mutation options of connectMultiChain, for useMutation (framework-free). */
export function connectMultiChainMutationOptions(dock: ConnectionDock) {
  return {
    mutationKey: ['walletdock', 'connectMultiChain'] as const,
    mutationFn: (variables: ConnectMultiChainParameters) => connectMultiChain(dock, variables),
  };
}
