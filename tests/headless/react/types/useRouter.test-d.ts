// useRouter: the router's state (or what `select` picks) beside its actions.
import { describe, expectTypeOf, test } from 'vitest';
import { useRouter, type RouterState, type RouterView } from 'walletdock';

describe('useRouter', () => {
  test('state is RouterState; select narrows it; push and goBack come with it', () => {
    const router = useRouter();
    expectTypeOf(router.state).toEqualTypeOf<RouterState>();
    expectTypeOf(useRouter({ select: (s) => s.view }).state).toEqualTypeOf<RouterView>();
    router.push('Networks');
    router.goBack();
  });

  test('refuses a view walletdock does not have', () => {
    // @ts-expect-error no such view
    useRouter().push('Settings');
  });
});
