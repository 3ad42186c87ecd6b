// useOnrampProviders (walletdock/onramp): the providers offered in the visitor's timezone, and why some are not.
import { describe, expectTypeOf, test } from 'vitest';
import { useOnrampProviders } from 'walletdock/onramp';
import type { OnrampProvider, OnrampProviderName } from 'walletdock/types';

describe('useOnrampProviders', () => {
  test('returns the providers, the restriction and isPending', () => {
    const onramp = useOnrampProviders({ timezone: 'Europe/Berlin' });
    expectTypeOf(onramp.providers).toEqualTypeOf<OnrampProvider[]>();
    expectTypeOf(onramp.providers[0]?.name).toEqualTypeOf<OnrampProviderName | undefined>();
    expectTypeOf(onramp.restricted?.explanation).toEqualTypeOf<string | undefined>();
    expectTypeOf(onramp.isPending).toEqualTypeOf<boolean>();
  });

  test('takes a timezone name only', () => {
    // @ts-expect-error a timezone is its IANA name
    useOnrampProviders({ timezone: -60 });
    // @ts-expect-error the providers are not a query of the host's
    useOnrampProviders({ query: { enabled: false } });
  });
});
