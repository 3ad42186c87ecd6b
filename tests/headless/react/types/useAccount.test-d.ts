// useAccount as a host meets it: the whole AccountState, or what `select` returns; a namespace of ours only.
import { describe, expectTypeOf, test } from 'vitest';
import { useAccount, type AccountState, type CaipAddress, type ConnectionStatus } from 'walletdock';

describe('useAccount', () => {
  test('returns the account state, typed field by field', () => {
    const account = useAccount();
    expectTypeOf(account).toEqualTypeOf<AccountState>();
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(account.caipAddress).toEqualTypeOf<CaipAddress | undefined>();
    expectTypeOf(account.status).toEqualTypeOf<ConnectionStatus>();
  });

  test('select narrows the return to what it picks', () => {
    expectTypeOf(useAccount({ select: (a) => a.status === 'connected' })).toEqualTypeOf<boolean>();
    expectTypeOf(useAccount({ namespace: 'solana', select: (a) => a.allAccounts })).toEqualTypeOf<
      AccountState['allAccounts']
    >();
  });

  test('refuses a namespace walletdock does not know and a field the state lacks', () => {
    // @ts-expect-error not a chain namespace
    useAccount({ namespace: 'tron' });
    // @ts-expect-error AccountState has no chainId
    useAccount({ select: (a) => a.chainId });
  });
});
