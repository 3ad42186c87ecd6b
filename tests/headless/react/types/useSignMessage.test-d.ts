// useSignMessage: a mutation over a text message, optionally on one namespace; data is the signature.
import { describe, expectTypeOf, test } from 'vitest';
import { useSignMessage, type WalletDockErrorType } from 'walletdock';

describe('useSignMessage', () => {
  test('mutate takes the message; data is the signature', () => {
    const sign = useSignMessage();
    sign.mutate({ message: 'hello' });
    sign.mutate({ message: 'hello', namespace: 'solana' });
    expectTypeOf(sign.mutateAsync({ message: 'x' })).toEqualTypeOf<Promise<string>>();
    expectTypeOf(sign.error).toEqualTypeOf<WalletDockErrorType | null>();
  });

  test('the message is text', () => {
    // @ts-expect-error bytes are not a message here
    useSignMessage().mutate({ message: new Uint8Array([1]) });
  });
});
