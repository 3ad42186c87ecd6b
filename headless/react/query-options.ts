/** Merging a host's TanStack Query options into walletdock's (the rule stated in types.ts). */

/**
 * walletdock's query options with the host's `query` options over them (a host's `staleTime`
 * wins over walletdock's default), except the key and the fetcher, which stay walletdock's. The
 * query runs only while walletdock's own `enabled` holds, and then as the host's `enabled` says.
 */
export function withQueryOptions<
  Own extends { queryKey: unknown; queryFn: unknown; enabled?: boolean },
  Host extends { enabled?: unknown },
>(
  own: Own,
  host: Host | undefined,
): Omit<Own, 'enabled'> & Omit<Host, 'enabled'> & { enabled: NonNullable<Host['enabled']> | boolean } {
  const enabled = own.enabled === false ? false : (host?.enabled ?? true);
  return { ...own, ...host, queryKey: own.queryKey, queryFn: own.queryFn, enabled } as unknown as Omit<Own, 'enabled'> &
    Omit<Host, 'enabled'> & { enabled: NonNullable<Host['enabled']> | boolean };
}
