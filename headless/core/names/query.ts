// Name registration as TanStack Query options (wagmi's pattern: action -> options -> hook): the suggestions of a
// typed name (which also say whether it is free) and the register mutation. The service loads on first use.
import { NAME_CACHE_MS } from '../model/constants';
import type { DockCore } from '../instance/dock-core';
import { parseNameInput } from './rules';
import type { NameSuggestions, RegisteredName } from './service';

const loadService = () => import('./service');

/** The suggestions query's key: per instance and full name (without a name: every suggestions query). */
export function nameSuggestionsQueryKey(dock: Pick<DockCore, 'id'>, name?: string) {
  const base = ['walletdock', dock.id, 'names', 'suggestions'] as const;
  return name === undefined ? base : ([...base, { name: parseNameInput(name).name }] as const);
}

/**
 * Whether `name` is free and free names like it. Disabled while the name breaks the name rules (nothing to ask);
 * kept as long as the name cache (5 minutes), never retried (a failure shows "Error fetching name suggestions").
 */
export function nameSuggestionsQueryOptions(dock: DockCore, parameters: { name: string }) {
  return {
    queryKey: nameSuggestionsQueryKey(dock, parameters.name),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<NameSuggestions> => {
      const { fetchNameSuggestions } = await loadService();
      return fetchNameSuggestions(dock, parameters.name, signal);
    },
    enabled: parameters.name.trim() !== '' && parseNameInput(parameters.name).error === undefined,
    staleTime: NAME_CACHE_MS,
    retry: false,
  };
}

/** Variables of registerName: a label (`alice`) or a full name (`alice.dock.id`). */
export interface RegisterNameVariables {
  name: string;
}

/** registerName({ name }): resolves with the name and address once registered; rejects "Error registering name {name}". */
export function registerNameMutationOptions(dock: DockCore) {
  return {
    mutationKey: ['walletdock', dock.id, 'registerName'] as const,
    mutationFn: async (variables: RegisterNameVariables): Promise<RegisteredName> => {
      const { registerName } = await loadService();
      return registerName(dock, variables.name);
    },
  };
}
