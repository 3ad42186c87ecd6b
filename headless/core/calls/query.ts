/**
 * EIP-5792 batches as TanStack Query options (wagmi's pattern: action -> options -> hook): the wallet's capabilities,
 * the send mutation, a batch's status and the wait for it. Plain objects: the hooks of walletdock/calls pass them to
 * useQuery/useMutation; a host can prefetch or invalidate them by key.
 */
import type { DockCore } from '../instance/dock-core';
import type { CallsStatus, ChainCapabilities, SendCallsResult, SendCallsVariables } from './types';

// viem's wallet actions load with the first request, not with the hooks.
const load = () => import('./calls');

/** The connected eip155 account and chain the calls queries are keyed by. */
function keyOf(dock: DockCore): { address: string | null; chainId: number | null } {
  const chain = dock.stores.connection.getState().chains.eip155;
  const reference = chain?.caipNetwork?.caipNetworkId.split(':')[1];
  return { address: chain?.accountState.address ?? null, chainId: reference ? Number(reference) : null };
}

/** The capabilities query's key (without parameters: every capabilities query of the instance). */
export function capabilitiesQueryKey(
  dock: Pick<DockCore, 'id'>,
  parameters?: { address: string | null; chainId: number | null },
) {
  const base = ['walletdock', dock.id, 'calls', 'capabilities'] as const;
  return parameters ? ([...base, parameters] as const) : base;
}

/** A batch status query's key (without parameters: every one of the instance). */
export function callsStatusQueryKey(dock: Pick<DockCore, 'id'>, parameters?: { id?: string | undefined }) {
  const base = ['walletdock', dock.id, 'calls', 'callsStatus'] as const;
  return parameters ? ([...base, { id: parameters.id ?? null }] as const) : base;
}

/** The wait for a batch's key (without parameters: every one of the instance). */
export function waitForCallsStatusQueryKey(dock: Pick<DockCore, 'id'>, parameters?: { id?: string | undefined }) {
  const base = ['walletdock', dock.id, 'calls', 'waitForCallsStatus'] as const;
  return parameters ? ([...base, { id: parameters.id ?? null }] as const) : base;
}

/**
 * What the connected wallet can do on `chainId` (default: its chain): `atomic`, `paymasterService`…; `null` when the
 * wallet does not speak EIP-5792 (walletdock then sends batches one by one). Disabled until an account is connected.
 */
export function capabilitiesQueryOptions(dock: DockCore, parameters: { chainId?: number | undefined } = {}) {
  const { address, chainId } = keyOf(dock);
  const target = parameters.chainId ?? chainId;
  return {
    queryKey: capabilitiesQueryKey(dock, { address, chainId: target }),
    queryFn: async (): Promise<ChainCapabilities | null> =>
      (await load()).getCallsCapabilities(dock, { chainId: target ?? undefined }),
    enabled: Boolean(address && target),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}

/** sendCalls({ calls, atomicRequired?, capabilities?, chainId? }): resolves with the batch id once the wallet accepted it. */
export function sendCallsMutationOptions(dock: DockCore) {
  return {
    mutationKey: ['walletdock', 'sendCalls'] as const,
    mutationFn: async (variables: SendCallsVariables): Promise<SendCallsResult> =>
      (await load()).sendCalls(dock, variables),
  };
}

/** The status of batch `id` (EIP-5792 v2); disabled without an id. Poll it with `refetchInterval`, or use the wait. */
export function callsStatusQueryOptions(dock: DockCore, parameters: { id?: string | undefined }) {
  return {
    queryKey: callsStatusQueryKey(dock, parameters),
    queryFn: async (): Promise<CallsStatus> => (await load()).getCallsStatus(dock, { id: parameters.id! }),
    enabled: Boolean(parameters.id),
    retry: false,
  };
}

/** Resolves once batch `id` is no longer pending (polled every `pollingInterval` ms, 1 s by default; `timeout` 60 s). */
export function waitForCallsStatusQueryOptions(
  dock: DockCore,
  parameters: { id?: string | undefined; timeout?: number | undefined; pollingInterval?: number | undefined },
) {
  return {
    queryKey: waitForCallsStatusQueryKey(dock, parameters),
    queryFn: async (): Promise<CallsStatus> =>
      (await load()).waitForCallsStatus(dock, {
        id: parameters.id!,
        timeout: parameters.timeout,
        pollingInterval: parameters.pollingInterval,
      }),
    enabled: Boolean(parameters.id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  };
}
