// useSendCalls (walletdock/calls): an EIP-5792 batch as a mutation; data is the batch id and the route it took.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockErrorType } from 'walletdock';
import { useSendCalls, type CallsRoute, type SendCallsVariables } from 'walletdock/calls';

describe('useSendCalls', () => {
  test('mutate takes the calls; data is the id and the route', () => {
    const send = useSendCalls({ mutation: { onMutate: (v) => expectTypeOf(v).toEqualTypeOf<SendCallsVariables>() } });
    send.mutate({
      calls: [{ to: '0x0000000000000000000000000000000000000001', value: 1n, data: '0x' }],
      atomicRequired: true,
      chainId: 8453,
    });
    expectTypeOf(send.data?.id).toEqualTypeOf<string | undefined>();
    expectTypeOf(send.data?.route).toEqualTypeOf<CallsRoute | undefined>();
    expectTypeOf<CallsRoute>().toEqualTypeOf<'wallet' | 'sequential'>();
    expectTypeOf(send.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('refuses a call without its address and a value as text', () => {
    const send = useSendCalls();
    // @ts-expect-error a call goes to an address
    send.mutate({ calls: [{ value: 1n }] });
    // @ts-expect-error value is base units as a bigint
    send.mutate({ calls: [{ to: '0x0000000000000000000000000000000000000001', value: '1' }] });
  });
});
