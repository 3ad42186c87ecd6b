// Mutation options of the embedded user's account-type switch (wagmi's pattern: action -> xMutationOptions -> thin
// hook, useEmbeddedAccountType on walletdock/embedded). A module of its own: the login options' module is start-up code
// of every app with the embedded wallet, this one only of apps that offer the switch.
import type { EmbeddedDock } from './types';
import { embeddedController } from './query';
import type { FrameUser } from './types';

/** Variables of an account-type switch. */
export interface PreferredAccountTypeVariables {
  type: 'eoa' | 'smartAccount';
}

/** The smart-account networks query's key (per instance: its frame answers). */
export function smartAccountNetworksQueryKey(dock: Pick<EmbeddedDock, 'id'>) {
  return ['walletdock', dock.id, 'embedded', 'smartAccountEnabledNetworks', {}] as const;
}

/**
 * smartAccountEnabledNetworks: the eip155 chain ids on which the frame has smart accounts. Asked once per
 * frame (its settings do not change while the page lives); only while a user is signed in, so asking never creates
 * the frame.
 */
export function smartAccountNetworksQueryOptions(dock: EmbeddedDock) {
  return {
    queryKey: smartAccountNetworksQueryKey(dock),
    queryFn: (): Promise<number[]> => embeddedController(dock).then((c) => c.smartAccountEnabledNetworks()),
    enabled: Boolean(dock.embedded?.store.getState().user),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** preferredAccountType({ type }): the embedded user's eip155 account becomes their EOA or their smart account. */
export function preferredAccountTypeMutationOptions(dock: EmbeddedDock) {
  return {
    mutationKey: ['walletdock', 'embedded', 'preferredAccountType'] as const,
    mutationFn: ({ type }: PreferredAccountTypeVariables): Promise<FrameUser> =>
      embeddedController(dock).then((c) => c.setPreferredAccountType(type)),
  };
}
