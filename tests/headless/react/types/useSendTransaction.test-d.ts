// useSendTransaction: a mutation over one transaction (value and gas in base units as bigints); data is the hash.
import { describe, expectTypeOf, test } from 'vitest';
import { useSendTransaction, type WalletDockErrorType } from 'walletdock';

describe('useSendTransaction', () => {
  test('mutate takes the transaction; data is the hash', () => {
    const send = useSendTransaction({ mutation: { onSuccess: (hash) => expectTypeOf(hash).toEqualTypeOf<string>() } });
    send.mutate({ to: '0x0000000000000000000000000000000000000001', value: 1n, data: '0x', gas: 21_000n });
    send.mutate({ to: '0x01', caipNetworkId: 'eip155:8453', namespace: 'eip155' });
    expectTypeOf(send.data).toEqualTypeOf<string | undefined>();
    expectTypeOf(send.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('refuses a missing recipient and calldata that is not hex', () => {
    const send = useSendTransaction();
    // @ts-expect-error the recipient is required
    send.mutate({ value: 1n });
    // @ts-expect-error calldata is 0x-prefixed hex
    send.mutate({ to: '0x01', data: 'deadbeef' });
  });
});
