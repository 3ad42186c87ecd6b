// useSend (walletdock/send): the Send form's state and setters, its fee and validation, and send() as the mutation.
import { describe, expectTypeOf, test } from 'vitest';
import type { WalletDockErrorType } from 'walletdock';
import { useSend } from 'walletdock/send';
import type { TokenBalance } from 'walletdock/utils';

declare const token: TokenBalance;

describe('useSend', () => {
  test('the form: state, receiver, fee, balance and whether it can send', () => {
    const form = useSend({ namespace: 'eip155', tokens: [token] });
    expectTypeOf(form.state.sendTokenAmount).toEqualTypeOf<string>();
    expectTypeOf(form.receiver.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(form.receiver.isResolving).toEqualTypeOf<boolean>();
    expectTypeOf(form.fee?.formatted).toEqualTypeOf<string | undefined>();
    expectTypeOf(form.balance).toEqualTypeOf<bigint | undefined>();
    expectTypeOf(form.validation).toEqualTypeOf<string | undefined>();
    expectTypeOf(form.canSend).toEqualTypeOf<boolean>();
    form.setToken(token);
    form.setAmount('0.5');
    form.setReceiver('vitalik.eth');
    form.setMax();
  });

  test('send() runs the mutation; mutate takes the transfer itself', () => {
    const form = useSend({ mutation: { onSuccess: (result) => expectTypeOf(result.hash).toEqualTypeOf<string>() } });
    form.send({ onError: (error) => expectTypeOf(error).toEqualTypeOf<WalletDockErrorType>() });
    form.mutate({ token, amount: '1', receiver: '0x01' });
    expectTypeOf(form.data?.explorerUrl).toEqualTypeOf<string | undefined>();
  });

  test('the amount is decimal text; the transfer names its token', () => {
    const form = useSend();
    // @ts-expect-error the amount is text as typed, not base units
    form.setAmount(1n);
    // @ts-expect-error a transfer names its token
    form.mutate({ amount: '1', receiver: '0x01' });
  });
});
