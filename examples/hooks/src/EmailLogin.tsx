/** Email login to the embedded wallet (useEmailLogin): the address, then the code the frame emailed. */
import { useState } from 'react';
import { useEmailLogin } from 'walletdock';

export function EmailLogin() {
  const login = useEmailLogin();
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const error = login.error ?? login.verifyOtp.error;
  const codeSent = login.data?.action === 'VERIFY_OTP';
  return (
    <section aria-label="Email login">
      <h2 style={{ fontSize: 18 }}>Or sign in with email</h2>
      {codeSent ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            login.verifyOtp.mutate({ otp });
          }}
          style={{ display: 'flex', gap: 8 }}
        >
          <label>
            Code sent to {email}{' '}
            <input
              data-testid="hooks-otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
            />
          </label>
          <button type="submit" disabled={login.verifyOtp.isPending}>
            Verify
          </button>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            login.mutate({ email });
          }}
          style={{ display: 'flex', gap: 8 }}
        >
          <input
            data-testid="hooks-email"
            type="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" disabled={login.isPending}>
            Send code
          </button>
        </form>
      )}
      {error ? <p role="alert">Email login failed: {error.message}</p> : null}
    </section>
  );
}
