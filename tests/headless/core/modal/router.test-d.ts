// The router's payloads as a host meets them: each view's data is checked against that view's (RouterViewData) where
// it is pushed or opened, and read back typed, with no selector of one's own.
import { describe, expectTypeOf, test } from 'vitest';
import { useModalActions, useRouterActions, useRouterData, type RouterState } from 'walletdock';
import { routeData } from 'walletdock/utils';

describe('typed router payloads', () => {
  test('push takes the data of the view pushed, and only where the view carries some', () => {
    const { push, replace, reset } = useRouterActions();
    push('ConnectingExternal', { connectorId: 'io.metamask' });
    push('Networks');
    replace('EmailVerifyOtp', { email: 'a@b.c' });
    reset('Account');
    // @ts-expect-error ConnectingExternal needs its connector
    push('ConnectingExternal');
    // @ts-expect-error a connector id is not a wallet
    push('ConnectingWalletConnect', { connectorId: 'x' });
    // @ts-expect-error Networks carries nothing
    push('Networks', { email: 'a@b.c' });
  });

  test('open names a view with its data', () => {
    const { open } = useModalActions();
    void open({ view: 'InstallWallet', data: { wallet: { id: 'metamask', name: 'MetaMask' } } });
    void open({ view: 'Account' });
    void open();
    // @ts-expect-error InstallWallet needs the wallet
    void open({ view: 'InstallWallet' });
  });

  test('a view reads its own data back, typed, undefined on another view', () => {
    expectTypeOf(useRouterData('ConnectingExternal')).toEqualTypeOf<{ connectorId: string } | undefined>();
    expectTypeOf(useRouterData('EmailVerifyDevice')?.email).toEqualTypeOf<string | undefined>();
    expectTypeOf(useRouterData('Networks')).toEqualTypeOf<undefined>();
  });

  test('the state is a union told apart by view', () => {
    const state = {} as RouterState;
    if (state.view === 'ConnectingSocial')
      expectTypeOf(state.data?.provider).toEqualTypeOf<
        'google' | 'x' | 'discord' | 'github' | 'apple' | 'facebook' | undefined
      >();
    expectTypeOf(routeData(state, 'ApproveTransaction')?.approval).toEqualTypeOf<
      'signature' | 'transaction' | undefined
    >();
  });
});
