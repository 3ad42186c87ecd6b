// useCallsStatus (walletdock/calls): one batch's status by id, as a TanStack query.
import { describe, expectTypeOf, test } from 'vitest';
import { useCallsStatus, type CallsReceipt, type CallsStatus } from 'walletdock/calls';

describe('useCallsStatus', () => {
  test('data is the batch status; query.select maps it', () => {
    const status = useCallsStatus({ id: '0x01', query: { refetchInterval: 1000 } });
    expectTypeOf(status.data).toEqualTypeOf<CallsStatus | undefined>();
    expectTypeOf(status.data?.status).toEqualTypeOf<'pending' | 'success' | 'failure' | undefined>();
    expectTypeOf(status.data?.receipts).toEqualTypeOf<CallsReceipt[] | undefined>();
    expectTypeOf(useCallsStatus({ id: '0x01', query: { select: (s) => s.statusCode } }).data).toEqualTypeOf<
      number | undefined
    >();
  });

  test('refuses an id that is not text and the query key', () => {
    // @ts-expect-error the batch id is text
    useCallsStatus({ id: 1 });
    // @ts-expect-error the query key is walletdock's own
    useCallsStatus({ id: '0x01', query: { queryKey: ['calls'] } });
  });
});
