// useAppKitProvider (walletdock/compat/appkit): the connected wallet's provider for a namespace, typed by the caller.
import type { EIP1193Provider } from 'viem';
import { describe, expectTypeOf, test } from 'vitest';
import { useAppKitProvider } from 'walletdock/compat/appkit';

describe('useAppKitProvider', () => {
  test('walletProvider is the type asked for, or undefined', () => {
    const { walletProvider, walletProviderType } = useAppKitProvider<EIP1193Provider>('eip155');
    expectTypeOf(walletProvider).toEqualTypeOf<EIP1193Provider | undefined>();
    expectTypeOf(useAppKitProvider('solana').walletProvider).toEqualTypeOf<unknown>();
    expectTypeOf(walletProviderType).not.toBeAny();
  });

  test('the namespace is required and ours', () => {
    // @ts-expect-error name the namespace
    useAppKitProvider();
    // @ts-expect-error not a chain namespace
    useAppKitProvider('tron');
  });
});
