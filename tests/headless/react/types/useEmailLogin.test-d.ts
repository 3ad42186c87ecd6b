// useEmailLogin: the email mutation says what comes next; verifyOtp and waitForDevice are its two follow-ups.
import { describe, expectTypeOf, test } from 'vitest';
import { useEmailLogin } from 'walletdock';

describe('useEmailLogin', () => {
  test('mutate takes the email; data says the next step', () => {
    const login = useEmailLogin();
    login.mutate({ email: 'a@b.c' });
    expectTypeOf(login.data?.action).toEqualTypeOf<'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' | undefined>();
  });

  test('verifyOtp takes the code and yields the user; waitForDevice takes nothing', () => {
    const { verifyOtp, waitForDevice } = useEmailLogin();
    verifyOtp.mutate({ otp: '123456' });
    expectTypeOf(verifyOtp.data?.address).toEqualTypeOf<string | undefined>();
    waitForDevice.mutate();
  });

  test('refuses the code on the email step', () => {
    // @ts-expect-error the email step takes the email
    useEmailLogin().mutate({ otp: '123456' });
  });
});
