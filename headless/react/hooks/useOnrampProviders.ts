// useOnrampProviders: the on-ramp providers offered to this visitor, or none and why.
import { useQuery } from '@tanstack/react-query';
import { onrampProvidersQueryOptions } from '../../core/onramp/query';
import type { OnrampProviders } from '../../core/onramp/offered';
import { useDockFor } from '../context';

/** What useOnrampProviders returns: the providers (none until their rules have loaded) and whether that is done. */
export type UseOnrampProvidersReturnType = OnrampProviders & { isPending: boolean };

const NONE: OnrampProviders = { providers: [], restricted: undefined };

/**
 * The on-ramp providers offered to this visitor, in the host's order, each with its fee range (1–2%). None in a
 * restricted timezone (read from Intl unless `timezone` is given), with `restricted.explanation` to show. The rules
 * load on first use, so the first render has no provider and `isPending` true.
 */
export function useOnrampProviders(parameters: { timezone?: string | undefined } = {}): UseOnrampProvidersReturnType {
  const dock = useDockFor('useOnrampProviders');
  const query = useQuery(onrampProvidersQueryOptions(dock, parameters.timezone));
  return { ...(query.data ?? NONE), isPending: query.isPending };
}
