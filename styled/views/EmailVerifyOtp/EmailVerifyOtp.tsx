/**
 * EmailVerifyOtp: the code emailed for a login. A right code connects the wallet and closes the modal (unless sign-in
 * takes over); a wrong or expired one says so and keeps the form; "Send a new code" asks again (once per 30 s).
 */
import { useMutation } from '@tanstack/react-query';
import { useModalActions, useRouter, type RouterState } from 'walletdock';

import { format } from '../../messages';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { OtpForm } from '../../components/OtpForm';
import { useEmbedded } from '../../components/useEmbedded';
import { linkButton } from '../../components/form.css';
import { center, heading, muted } from '../../components/ui.css';

const nothing = () => null;
const selectEmail = (s: RouterState) => (typeof s.data?.email === 'string' ? s.data.email : '');

/** The EmailVerifyOtp view. */
export function EmailVerifyOtp() {
  const m = useEmbeddedMessages();
  const { state: email } = useRouter({ select: selectEmail });
  const modal = useModalActions();
  const { options } = useEmbedded(nothing);
  const verify = useMutation(options.emailOtp);
  const resend = useMutation(options.emailLogin);
  const error = verify.error?.message ?? resend.error?.message;
  return (
    <div className={view} data-view="EmailVerifyOtp" data-status={verify.status}>
      <div className={center}>
        <p className={heading}>{format(m.otpHeading, { email })}</p>
        <p className={muted}>{m.otpHint}</p>
      </div>
      <OtpForm
        pending={verify.isPending}
        error={error}
        onSubmit={(otp) => {
          resend.reset();
          verify.mutate({ otp }, { onSuccess: () => modal.closeAfterConnect('EmailVerifyOtp'), onError: () => modal.shake() });
        }}
      >
        <button
          type="button"
          className={linkButton}
          disabled={resend.isPending || !email}
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
