// useEmbeddedAccountType (walletdock/embedded): the embedded wallet's EOA and smart account, and switching between them.
import { describe, expectTypeOf, test } from 'vitest';
import { useEmbeddedAccountType, type EmbeddedAccountTypeState } from 'walletdock/embedded';

describe('useEmbeddedAccountType', () => {
  test('state is both addresses and the preferred type; mutate takes the type', () => {
    const accountType = useEmbeddedAccountType();
    expectTypeOf(accountType.state).toEqualTypeOf<EmbeddedAccountTypeState>();
    expectTypeOf(accountType.state.preferredAccountType).toEqualTypeOf<'eoa' | 'smartAccount' | undefined>();
    accountType.mutate({ type: 'smartAccount' });
    expectTypeOf(accountType.data?.address).toEqualTypeOf<string | undefined>();
  });

  test('an embedded account is an EOA or a smart account', () => {
    // @ts-expect-error 'ordinal' is a bitcoin account type
    useEmbeddedAccountType().mutate({ type: 'ordinal' });
  });
});
