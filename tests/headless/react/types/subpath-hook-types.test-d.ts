// The capability subpaths export their hooks' parameter and return types beside the hooks, as wagmi's and
// walletdock/pay's do: `import { useSend, type UseSendParameters } from 'walletdock/send'`. Each is the same type a
// host could already import from walletdock/types or walletdock/query.
import { describe, expectTypeOf, test } from 'vitest';
import type * as names from 'walletdock/names';
import type * as onramp from 'walletdock/onramp';
import type * as query from 'walletdock/query';
import type * as send from 'walletdock/send';
import type * as swap from 'walletdock/swap';
import type * as types from 'walletdock/types';

describe('hook types on their subpaths', () => {
  test('walletdock/send', () => {
    expectTypeOf<send.UseSendParameters>().toEqualTypeOf<query.UseSendParameters>();
    expectTypeOf<send.UseSendReturnType>().toEqualTypeOf<types.UseSendReturnType>();
    expectTypeOf<send.UseReceiveParameters>().toEqualTypeOf<query.UseReceiveParameters>();
    expectTypeOf<send.UseReceiveReturnType>().toEqualTypeOf<types.UseReceiveReturnType>();
  });
  test('walletdock/swap', () => {
    expectTypeOf<swap.UseSwapParameters>().toEqualTypeOf<types.UseSwapParameters>();
    expectTypeOf<swap.UseSwapReturnType>().toEqualTypeOf<types.UseSwapReturnType>();
    expectTypeOf<swap.UseSwapQuoteParameters>().toEqualTypeOf<types.UseSwapQuoteParameters>();
    expectTypeOf<swap.UseSwapQuoteReturnType>().toEqualTypeOf<types.UseSwapQuoteReturnType>();
    expectTypeOf<swap.UseSwapTokensParameters>().toEqualTypeOf<types.UseSwapTokensParameters>();
    expectTypeOf<swap.UseSwapTokensReturnType>().toEqualTypeOf<types.UseSwapTokensReturnType>();
  });
  test('walletdock/onramp', () => {
    expectTypeOf<onramp.UseOnrampOptionsParameters>().toEqualTypeOf<types.UseOnrampOptionsParameters>();
    expectTypeOf<onramp.UseOnrampProvidersReturnType>().toEqualTypeOf<types.UseOnrampProvidersReturnType>();
    expectTypeOf<onramp.UseOnrampQuoteParameters>().toEqualTypeOf<types.UseOnrampQuoteParameters>();
    expectTypeOf<onramp.UseOnrampUrlParameters>().toEqualTypeOf<types.UseOnrampUrlParameters>();
    expectTypeOf<onramp.UseOnrampUrlReturnType>().toEqualTypeOf<types.UseOnrampUrlReturnType>();
  });
  test('walletdock/names', () => {
    expectTypeOf<names.UseNameRegistrationParameters>().toEqualTypeOf<types.UseNameRegistrationParameters>();
    expectTypeOf<names.UseNameRegistrationReturnType>().toEqualTypeOf<types.UseNameRegistrationReturnType>();
  });
});
