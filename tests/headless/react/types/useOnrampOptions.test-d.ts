// useOnrampOptions (walletdock/onramp): the currencies and limits the on-ramp offers, as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockErrorType } from 'walletdock';
import { useOnrampOptions } from 'walletdock/onramp';
import type { OnrampOptions } from 'walletdock/types';

describe('useOnrampOptions', () => {
  test('data is the options; query.select maps them', () => {
    const options = useOnrampOptions();
    expectTypeOf(options.data).toEqualTypeOf<OnrampOptions | undefined>();
    expectTypeOf(options.data?.purchaseCurrencies[0]?.symbol).toEqualTypeOf<string | undefined>();
    expectTypeOf(options.error).toEqualTypeOf<WalletDockErrorType | null>();
    expectTypeOf(
      useOnrampOptions({ query: { select: (o) => o.paymentCurrencies.map((c) => c.id) } }).data,
    ).toEqualTypeOf<string[] | undefined>();
  });

  test('the key is walletdock’s', () => {
    // @ts-expect-error the query key is walletdock's own
    useOnrampOptions({ query: { queryKey: ['onramp'] } });
  });
});
