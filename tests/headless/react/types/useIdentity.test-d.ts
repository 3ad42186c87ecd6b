// useIdentity: the account's name and avatar (each possibly null) as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import { useIdentity, type WalletDockErrorType } from 'walletdock';

describe('useIdentity', () => {
  test('data is the name and the avatar; query.select maps it', () => {
    const { data, error } = useIdentity({ address: '0x01', caipNetworkId: 'eip155:1' });
    expectTypeOf(data?.name).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(data?.avatar).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(error).toEqualTypeOf<WalletDockErrorType | null>();
    expectTypeOf(useIdentity({ query: { select: (i) => i.name ?? 'anon' } }).data).toEqualTypeOf<string | undefined>();
  });

  test('refuses an address that is not text and a network id that is not CAIP-2', () => {
    // @ts-expect-error an address is text
    useIdentity({ address: 1 });
    // @ts-expect-error a CAIP-2 id has its namespace
    useIdentity({ caipNetworkId: '1' });
  });
});
