/** Name registration: a typed name's suggestions and availability, and the register mutation. */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountState } from '../../core/connection/account';
import type { WalletDockErrorType } from '../../core/model/errors';
import { identityQueryKey } from '../../core/account-data/query';
import {
  nameSuggestionsQueryKey,
  nameSuggestionsQueryOptions,
  registerNameMutationOptions,
  type RegisterNameVariables,
} from '../../core/names/query';
import { namesSupportedOn, parseNameInput, type NameInput } from '../../core/names/rules';
import type { NameSuggestions, RegisteredName } from '../../core/names/service';
import { useDockFor } from '../context';
import { useAccount } from './useAccount';
import { withQueryOptions } from '../query-options';
import type { MutationParameter, QueryParameter, UseMutationReturnType, UseQueryReturnType } from '../types';

/** How long typing must pause before the name service is asked (ms). */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 300;

/** Parameters of useNameRegistration: what the person typed, the debounce, and TanStack Query options. */
export interface UseNameRegistrationParameters
  extends QueryParameter<NameSuggestions, NameSuggestions, WalletDockErrorType>,
    MutationParameter<RegisteredName, RegisterNameVariables, WalletDockErrorType> {
  /** The typed name: a label (`alice`) or a full name (`alice.dock.id`), any case. */
  name: string;
  /** Pause before asking for suggestions (default 300 ms). */
  debounceMs?: number | undefined;
}

/** What useNameRegistration returns. */
export interface UseNameRegistrationReturnType {
  /** The typed name read by the name rules: `label`, full `name`, and `error` (the rule it breaks) or undefined. */
  input: NameInput;
  /** Whether the connected account can register names (an eip155 account is connected). */
  supported: boolean;
  /** The suggestions query of the typed name, once typing paused; disabled while the name breaks a rule. */
  suggestions: UseQueryReturnType<NameSuggestions, WalletDockErrorType>;
  /** Whether the typed name is free: undefined while unknown (typing, checking, invalid, or the check failed). */
  available: boolean | undefined;
  /** `register.mutate({ name })`: signs and registers; `register.error.message` is "Error registering name {name}". */
  register: UseMutationReturnType<RegisteredName, RegisterNameVariables, WalletDockErrorType>;
}

const selectCaipAddress = (a: AccountState) => a.caipAddress;

/**
 * Registers an account name for the connected eip155 account: suggestions and availability of the typed name
 * (debounced), and a `register` mutation that signs the registration message, sends it to the blockchain API and
 * makes the name the account's `profileName` (useAccount), shown in the Account header and the connect button.
 *
 * @example
 * ```tsx
 * function ClaimName() {
 *   const [text, setText] = useState('');
 *   const { input, available, suggestions, register } = useNameRegistration({ name: text });
 *   return (
 *     <form onSubmit={(e) => { e.preventDefault(); register.mutate({ name: input.name }); }}>
 *       <input value={text} onChange={(e) => setText(e.target.value)} />
 *       {input.error ?? (available === false ? `Taken; try ${suggestions.data?.suggestions.join(', ')}` : null)}
 *       <button disabled={!available || register.isPending}>Register {input.name}</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useNameRegistration(parameters: UseNameRegistrationParameters): UseNameRegistrationReturnType {
  const dock = useDockFor('useNameRegistration');
  const queryClient = useQueryClient();
  const { name, debounceMs = NAME_SUGGESTIONS_DEBOUNCE_MS } = parameters;
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    if (settled === name) return;
    const timer = setTimeout(() => setSettled(name), debounceMs);
    return () => clearTimeout(timer);
  }, [name, settled, debounceMs]);

  const caipAddress = useAccount({ select: selectCaipAddress });
  const supported =
    Boolean(caipAddress) && namesSupportedOn(caipAddress?.split(':')[0] as Parameters<typeof namesSupportedOn>[0]);
  const input = parseNameInput(name);
  const suggestions = useQuery(
    withQueryOptions(nameSuggestionsQueryOptions(dock, { name: settled }), parameters.query),
  );
  const own = registerNameMutationOptions(dock);
  const register = useMutation({
    ...parameters.mutation,
    ...own,
    onSuccess: async (...args) => {
      // The name is taken now, and the account's identity changed: neither cached answer holds any more.
      await Promise.all(
        [identityQueryKey(dock), nameSuggestionsQueryKey(dock)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      await parameters.mutation?.onSuccess?.(...args);
    },
  });
  const current = settled === name && suggestions.data?.name === input.name ? suggestions.data : undefined;
  return { input, supported, suggestions, available: input.error ? undefined : current?.available, register };
}
