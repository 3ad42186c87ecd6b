// useAccountActions: the account screen's actions for the connected network, and whether names can be registered.
import { describe, expectTypeOf, test } from 'vitest';
import { useAccountActions, type AccountAction, type AccountActions } from 'walletdock';

describe('useAccountActions', () => {
  test('returns the actions as words and the names flag', () => {
    const result = useAccountActions();
    expectTypeOf(result).toEqualTypeOf<AccountActions>();
    expectTypeOf(result.actions).toEqualTypeOf<AccountAction[]>();
    expectTypeOf<AccountAction>().toEqualTypeOf<'buy' | 'swap' | 'receive' | 'send'>();
    expectTypeOf(result.names).toEqualTypeOf<boolean>();
  });

  test('takes no parameters; an action is one of the four', () => {
    // @ts-expect-error the account decides, not the caller
    useAccountActions({ namespace: 'eip155' });
    // @ts-expect-error 'bridge' is not an account action
    const action: AccountAction = 'bridge';
    void action;
  });
});
