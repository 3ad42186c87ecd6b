// useWaitForCallsStatus (walletdock/calls): polls one batch until it settles, bounded by a timeout.
import { describe, expectTypeOf, test } from 'vitest';
import { useWaitForCallsStatus, type CallsStatus } from 'walletdock/calls';

describe('useWaitForCallsStatus', () => {
  test('takes the id, a timeout and a polling interval; data is the settled status', () => {
    const waited = useWaitForCallsStatus({ id: '0x01', timeout: 60_000, pollingInterval: 2_000 });
    expectTypeOf(waited.data).toEqualTypeOf<CallsStatus | undefined>();
    expectTypeOf(useWaitForCallsStatus({ id: '0x01', query: { select: (s) => s.receipts.length } }).data).toEqualTypeOf<
      number | undefined
    >();
  });

  test('the timeout is milliseconds', () => {
    // @ts-expect-error a number of milliseconds
    useWaitForCallsStatus({ id: '0x01', timeout: '1m' });
  });
});
