/**
 * The 6-digit code form of the email login and the email change: one numeric field (the browser may fill it from the
 * email: autocomplete one-time-code) that submits by itself once 6 digits are in, the error of the last try, and an
 * optional action beside it (send a new code).
 */
import { useState, type ReactNode } from 'react';
import { useEmbeddedMessages } from './useEmbeddedMessages';
import { codeInput, form } from './form.css';
import { button, errorText } from './ui.css';

/** Props of OtpForm. */
export interface OtpFormProps {
  onSubmit(otp: string): void;
  pending: boolean;
  error: string | undefined;
  /** The address is locked (too many wrong codes): the field and Confirm are off until it ends. */
  locked?: boolean;
  children?: ReactNode;
}

/** The code form. */
export function OtpForm({ onSubmit, pending, error, locked = false, children }: OtpFormProps) {
  const m = useEmbeddedMessages();
  const [otp, setOtp] = useState('');
  const complete = /^\d{6}$/.test(otp);
  return (
    <form
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete && !pending && !locked) onSubmit(otp);
      }}
    >
      <input
        className={codeInput}
        aria-label={m.otpLabel}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        disabled={pending || locked}
        autoFocus
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
          setOtp(digits);
          if (digits.length === 6 && !pending && !locked) onSubmit(digits);
        }}
        data-testid="otp-input"
      />
      {error ? (
        <p className={errorText} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={!complete || pending || locked}>
        {pending ? m.otpVerifying : m.otpSubmit}
      </button>
      {children}
    </form>
  );
}
