// useAppKitAccount (walletdock/compat/appkit): AppKit's account shape, for one namespace or the active one.
import { describe, expectTypeOf, test } from 'vitest';
import type { CaipAddress, ConnectionStatus } from 'walletdock';
import { useAppKitAccount, type AppKitEmbeddedWalletInfo } from 'walletdock/compat/appkit';

describe('useAppKitAccount', () => {
  test('returns address, caipAddress, isConnected, status and the embedded wallet info', () => {
    const account = useAppKitAccount({ namespace: 'solana' });
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(account.caipAddress).toEqualTypeOf<CaipAddress | undefined>();
    expectTypeOf(account.isConnected).toEqualTypeOf<boolean>();
    expectTypeOf(account.status).toEqualTypeOf<ConnectionStatus | undefined>();
    expectTypeOf(account.embeddedWalletInfo).toEqualTypeOf<AppKitEmbeddedWalletInfo | undefined>();
  });

  test('takes a namespace of ours only', () => {
    // @ts-expect-error not a chain namespace
    useAppKitAccount({ namespace: 'tron' });
  });
});
