// useOnrampOptions: what can be bought and paid with, a thin hook over onrampOptionsQueryOptions (core/onramp/query.ts).
import { useQuery } from '@tanstack/react-query';
import type { OnrampOptions } from '../../core/onramp/api-schemas';
import type { WalletDockErrorType } from '../../core/model/errors';
import { onrampOptionsQueryOptions } from '../../core/onramp/query';
import { useDockFor } from '../context';
import { withQueryOptions } from '../query-options';
import type { QueryParameter, UseQueryReturnType } from '../types';

/** Parameters of useOnrampOptions: TanStack Query options (`select` maps the options). */
export type UseOnrampOptionsParameters<TData = OnrampOptions> = QueryParameter<
  OnrampOptions,
  TData,
  WalletDockErrorType
>;

/**
 * What can be bought with what (GET /v1/onramp/options): purchase currencies with their networks, fiat currencies
 * with each payment method's limits. When the call fails (or no blockchain API is set) the built-in default options
 * answer, so `data` is always there once loaded.
 *
 * @example
 * ```tsx
 * const { data } = useOnrampOptions();
 * data?.paymentCurrencies.map((c) => c.id); // ['USD', 'EUR']
 * ```
 */
export function useOnrampOptions<TData = OnrampOptions>(
  parameters: UseOnrampOptionsParameters<TData> = {},
): UseQueryReturnType<TData, WalletDockErrorType> {
  const dock = useDockFor('useOnrampOptions');
  return useQuery(withQueryOptions(onrampOptionsQueryOptions(dock), parameters.query));
}
