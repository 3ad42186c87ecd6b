// useReceive (walletdock/send): the address to receive on, its network and URI, and the QR code as a query.
import { describe, expectTypeOf, test } from 'vitest';
import type { CaipNetwork, WalletDockErrorType } from 'walletdock';
import { useReceive } from 'walletdock/send';

describe('useReceive', () => {
  test('returns the address, the networks and the QR query', () => {
    const receive = useReceive({ namespace: 'solana', token: 'USDC' });
    expectTypeOf(receive.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(receive.uri).toEqualTypeOf<string | undefined>();
    expectTypeOf(receive.network).toEqualTypeOf<CaipNetwork | undefined>();
    expectTypeOf(receive.networks).toEqualTypeOf<readonly CaipNetwork[]>();
    expectTypeOf(receive.qr.data?.modules).toEqualTypeOf<boolean[] | undefined>();
    expectTypeOf(receive.qr.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('refuses an unknown namespace and a token that is not its symbol', () => {
    // @ts-expect-error not a chain namespace
    useReceive({ namespace: 'tron' });
    // @ts-expect-error the token is named by text
    useReceive({ token: { symbol: 'USDC' } });
  });
});
