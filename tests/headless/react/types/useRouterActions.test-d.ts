// useRouterActions: push, replace, reset and goBack, each view with its own data, without re-rendering on navigation.
import { describe, expectTypeOf, test } from 'vitest';
import { useRouterActions } from 'walletdock';

describe('useRouterActions', () => {
  test('the actions, without the state', () => {
    const router = useRouterActions();
    router.push('ConnectingExternal', { connectorId: 'io.metamask' });
    router.reset('Account');
    router.goBackToIndex(0);
    router.pushTransactionStack({ goBack: true, view: 'Account', onSuccess: () => undefined });
    router.popTransactionStack('success');
    expectTypeOf(router).not.toHaveProperty('state');
  });

  test('refuses data a view does not carry and a stack outcome not ours', () => {
    const router = useRouterActions();
    // @ts-expect-error ConnectingExternal needs its connector
    router.replace('ConnectingExternal');
    // @ts-expect-error a transaction stack ends in success or cancel
    router.popTransactionStack('error');
  });
});
