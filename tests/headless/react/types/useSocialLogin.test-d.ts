// useSocialLogin: a mutation over one social provider; data is the embedded wallet's user.
import { describe, expectTypeOf, test } from 'vitest';
import { useSocialLogin, type WalletDockErrorType } from 'walletdock';

describe('useSocialLogin', () => {
  test('mutate takes a provider; data is the user', () => {
    const social = useSocialLogin();
    social.mutate({ provider: 'google' });
    social.mutate({ provider: 'farcaster' });
    expectTypeOf(social.data?.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(social.data?.preferredAccountType).toEqualTypeOf<'eoa' | 'smartAccount' | undefined>();
    expectTypeOf(social.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('refuses a provider walletdock does not offer', () => {
    // @ts-expect-error not a provider of ours
    useSocialLogin().mutate({ provider: 'myspace' });
  });
});
