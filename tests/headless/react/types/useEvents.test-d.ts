// useEvents: the last tracked event (undefined before the first), or what `select` picks from it.
import { describe, expectTypeOf, test } from 'vitest';
import { useEvents, type TrackedEventName, type WalletDockEvent } from 'walletdock';

describe('useEvents', () => {
  test('returns the last event or what select picks', () => {
    expectTypeOf(useEvents()).toEqualTypeOf<WalletDockEvent | undefined>();
    expectTypeOf(useEvents({ select: (e) => e?.timestamp })).toEqualTypeOf<number | undefined>();
    expectTypeOf<TrackedEventName>().toExtend<WalletDockEvent['data']['event']>();
  });

  test('takes select only', () => {
    // @ts-expect-error events are not per namespace
    useEvents({ namespace: 'eip155' });
  });
});
