/** Disconnect rules as pure functions; the client runs the adapters. */
import type { ChainNamespace } from '../model/caip';
import type { WalletDockError } from '../model/errors';
import { InternalSdkError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';

/** Connector types whose one connection serves several namespaces. */
export const SHARED_CONNECTOR_TYPES: readonly string[] = ['WALLET_CONNECT', 'AUTH'];

/** The connector type each connected namespace uses. */
export type ConnectedNamespaces = Partial<Record<ChainNamespace, { connectorType: string | undefined }>>;

/**
 * Namespaces to disconnect: for a given namespace, it plus every other namespace sharing its
 * WalletConnect or Auth connector type; without a namespace, all connected namespaces.
 */
export function namespacesToDisconnect(connected: ConnectedNamespaces, namespace?: ChainNamespace): ChainNamespace[] {
  const all = Object.keys(connected) as ChainNamespace[];
  if (!namespace) return all;
  const type = connected[namespace]?.connectorType;
  const shared = type !== undefined && SHARED_CONNECTOR_TYPES.includes(type);
  const others = shared ? all.filter((ns) => ns !== namespace && connected[ns]?.connectorType === type) : [];
  return [namespace, ...others];
}

/** The outcome of disconnecting several namespaces at once. */
export interface DisconnectOutcome {
  succeeded: ChainNamespace[];
  failed: { namespace: ChainNamespace; error: unknown }[];
}

/** Collects per-namespace results; failures are aggregated, never short-circuit the others. */
export function aggregateDisconnect(
  namespaces: readonly ChainNamespace[],
  results: readonly PromiseSettledResult<unknown>[],
): DisconnectOutcome {
  const outcome: DisconnectOutcome = { succeeded: [], failed: [] };
  namespaces.forEach((namespace, i) => {
    const result = results[i];
    if (result?.status === 'rejected') outcome.failed.push({ namespace, error: result.reason });
    else outcome.succeeded.push(namespace);
  });
  return outcome;
}

/** The error thrown when any namespace failed: "Failed to disconnect" (INTERNAL_SDK_ERROR). */
export function disconnectError(outcome: DisconnectOutcome): WalletDockError {
  const cause = new AggregateError(
    outcome.failed.map((f) => f.error),
    outcome.failed.map((f) => `${f.namespace}: ${(f.error as Error)?.message ?? String(f.error)}`).join(', '),
  );
  return new InternalSdkError(ErrorMessages.failedToDisconnect, { cause });
}
