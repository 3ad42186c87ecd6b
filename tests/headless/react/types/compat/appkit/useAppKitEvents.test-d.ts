// useAppKitEvents (walletdock/compat/appkit): the last event in AppKit's shape.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockEvent } from 'walletdock';
import { useAppKitEvents } from 'walletdock/compat/appkit';

describe('useAppKitEvents', () => {
  test('returns the event with its timestamp and data', () => {
    const event = useAppKitEvents();
    expectTypeOf(event).toEqualTypeOf<WalletDockEvent>();
    expectTypeOf(event.timestamp).toEqualTypeOf<number>();
    expectTypeOf(event.data.type).toEqualTypeOf<'track'>();
  });

  test('takes no selector (the root useEvents has one)', () => {
    // @ts-expect-error AppKit's hook takes nothing
    useAppKitEvents({ select: (e: WalletDockEvent) => e.timestamp });
  });
});
