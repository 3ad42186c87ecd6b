// useWalletInfo (walletdock/compat/appkit): the connected wallet's name and icon, for one namespace or the active one.
import { describe, expectTypeOf, test } from 'vitest';
import type { ConnectedWalletInfo } from 'walletdock';
import { useWalletInfo } from 'walletdock/compat/appkit';

describe('useWalletInfo', () => {
  test('returns the wallet info or undefined', () => {
    expectTypeOf(useWalletInfo().walletInfo).toEqualTypeOf<ConnectedWalletInfo | undefined>();
    expectTypeOf(useWalletInfo('solana').walletInfo?.name).toEqualTypeOf<string | undefined>();
  });

  test('the namespace is passed as itself', () => {
    // @ts-expect-error AppKit's signature takes the namespace, not an options object
    useWalletInfo({ namespace: 'eip155' });
  });
});
