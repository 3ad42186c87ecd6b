// useNameRegistration (walletdock/names): the typed name checked and suggested as a query, and register as a mutation.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockErrorType } from 'walletdock';
import { useNameRegistration } from 'walletdock/names';

describe('useNameRegistration', () => {
  test('takes the typed name; returns availability, the parsed input, suggestions and register', () => {
    const names = useNameRegistration({ name: 'alice', debounceMs: 200 });
    expectTypeOf(names.available).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(names.supported).toEqualTypeOf<boolean>();
    expectTypeOf(names.input.error).toEqualTypeOf<string | undefined>();
    expectTypeOf(names.suggestions.data?.suggestions).toEqualTypeOf<string[] | undefined>();
    names.register.mutate({ name: 'alice' });
    expectTypeOf(names.register.data?.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(names.register.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('the name is required; register takes the name', () => {
    // @ts-expect-error the typed name is required
    useNameRegistration({});
    // @ts-expect-error register takes { name }
    useNameRegistration({ name: 'a' }).register.mutate('alice');
  });
});
