// useAppKitState (walletdock/compat/appkit): the modal's state in AppKit's shape.
import { describe, expectTypeOf, test } from 'vitest';
import type { CaipNetworkId, ChainNamespace } from 'walletdock';
import { useAppKitState } from 'walletdock/compat/appkit';

describe('useAppKitState', () => {
  test('returns open, loading, initialized, the active chain and network', () => {
    const state = useAppKitState();
    expectTypeOf(state.open).toEqualTypeOf<boolean>();
    expectTypeOf(state.loading).toEqualTypeOf<boolean>();
    expectTypeOf(state.initialized).toEqualTypeOf<boolean>();
    expectTypeOf(state.activeChain).toEqualTypeOf<ChainNamespace | undefined>();
    expectTypeOf(state.selectedNetworkId).toEqualTypeOf<CaipNetworkId | undefined>();
  });

  test('it is read-only state, without actions', () => {
    // @ts-expect-error open is on useAppKit
    void useAppKitState().close();
  });
});
