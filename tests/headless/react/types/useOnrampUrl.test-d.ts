// useOnrampUrl (walletdock/onramp): a mutation that opens a provider's checkout; data is the URL opened.
import { describe, expectTypeOf, test } from 'vitest';
import { useOnrampUrl } from 'walletdock/onramp';
import type { OnrampProvider } from 'walletdock/types';

declare const provider: OnrampProvider;
declare const purchase: Parameters<ReturnType<typeof useOnrampUrl>['mutate']>[0]['purchase'];

describe('useOnrampUrl', () => {
  test('mutate takes the provider and the purchase; data is the URL; isWindowOpen tracks the popup', () => {
    const url = useOnrampUrl({ pollMs: 500 });
    url.mutate({
      provider,
      purchase: {
        address: '0x01',
        asset: 'USDC',
        network: 'base',
        fiatAmount: '100',
        fiatCurrency: 'USD',
        paymentMethod: 'card',
      },
    });
    expectTypeOf(url.data).toEqualTypeOf<string | undefined>();
    expectTypeOf(url.isWindowOpen).toEqualTypeOf<boolean>();
  });

  test('a provider is the object from useOnrampProviders, not its name', () => {
    // @ts-expect-error pass the provider itself
    useOnrampUrl().mutate({ provider: 'coinbase', purchase });
  });
});
