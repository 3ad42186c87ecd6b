/**
 * EmailVerifyOtp: the code emailed for a login. A right code connects the wallet and closes the modal (unless sign-in
 * takes over); a wrong or expired one says so and keeps the form; "Send a new code" asks again (once per 30 s).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useModalActions, useRouterData } from 'walletdock';
import type { EmbeddedWalletState } from 'walletdock/embedded';
import type { LocaleFormatters } from 'walletdock/utils';

import { format } from '../../messages';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { OtpForm } from '../../components/OtpForm';
import { useEmbedded } from '../../components/useEmbedded';
import { linkButton } from '../../components/form.css';
import { center, heading, muted } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';

const selectLock = (s: EmbeddedWalletState) => s.emailLock;

/** The lock's time left in whole minutes, rounded up and written out in the modal's language ("10 minutes"), never as a count of seconds. */
const duration = (ms: number, numbers: LocaleFormatters) =>
  numbers.number(Math.max(1, Math.ceil(ms / 60_000)), { style: 'unit', unit: 'minute', unitDisplay: 'long' });

/** Time left on `email`'s lock (ms), re-rendered when it ends; undefined when it is not locked. */
function useLockLeft(email: string): number | undefined {
  const { state: lock } = useEmbedded(selectLock);
  const [now, setNow] = useState(() => Date.now());
  const until = lock && lock.email === email ? lock.until : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `now` re-arms the timer each time it fires, until the lock ends
  useEffect(() => {
    if (until === undefined || until <= Date.now()) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(until - Date.now(), 60_000));
    return () => clearTimeout(timer);
  }, [until, now]);
  return until !== undefined && until > now ? until - now : undefined;
}

/** The EmailVerifyOtp view. */
export function EmailVerifyOtp() {
  const m = useEmbeddedMessages();
  const { localize, format: numbers } = useLanguage();
  const email = useRouterData('EmailVerifyOtp')?.email ?? '';
  const modal = useModalActions();
  const { options } = useEmbedded(selectLock);
  const verify = useMutation(options.emailOtp);
  const resend = useMutation(options.emailLogin);
  const lockLeft = useLockLeft(email);
  const failure = verify.error ?? resend.error;
  const error =
    lockLeft !== undefined
      ? format(m.otpLocked, { duration: duration(lockLeft, numbers) })
      : failure
        ? localize(failure.message)
        : undefined;
  return (
    <div className={view} data-view="EmailVerifyOtp" data-status={verify.status}>
      <div className={center}>
        <p className={heading}>{format(m.otpHeading, { email })}</p>
        <p className={muted}>{m.otpHint}</p>
      </div>
      <OtpForm
        pending={verify.isPending}
        locked={lockLeft !== undefined}
        error={error}
        onSubmit={(otp) => {
          resend.reset();
          verify.mutate(
            { otp },
            { onSuccess: () => modal.closeAfterConnect('EmailVerifyOtp'), onError: () => modal.shake() },
          );
        }}
      >
        <button
          type="button"
          className={linkButton}
          disabled={resend.isPending || !email || lockLeft !== undefined}
          onClick={() => {
            verify.reset();
            resend.mutate({ email });
          }}
        >
          {resend.isSuccess ? m.otpResent : m.otpResend}
        </button>
      </OtpForm>
    </div>
  );
}
