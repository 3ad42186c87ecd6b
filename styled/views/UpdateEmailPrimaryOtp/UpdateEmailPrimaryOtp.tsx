/**
 * The two codes of an email change: UpdateEmailPrimaryOtp (sent to the current address; then a code goes to the new
 * one) and UpdateEmailSecondaryOtp (sent to the new address; the new email is stored and Account shows it).
 */
import { useMutation } from '@tanstack/react-query';
import { useRouterActions, useRouterData, useToastActions } from 'walletdock';

import { format } from '../../messages';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { OtpForm } from '../../components/OtpForm';
import { useEmbedded } from '../../components/useEmbedded';
import { center, heading } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';

const nothing = () => null;

/** The code form of either step (UpdateEmailSecondaryOtp renders it too). */
export function UpdateEmailOtp({ step }: { step: 'primary' | 'secondary' }) {
  const m = useEmbeddedMessages();
  const { localize } = useLanguage();
  const name = step === 'primary' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp';
  const email = useRouterData(name)?.email ?? '';
  const { replace, reset } = useRouterActions();
  const toast = useToastActions();
  const confirm = useMutation(useEmbedded(nothing).options.updateEmailOtp);
  return (
    <div className={view} data-view={name} data-status={confirm.status}>
      <div className={center}>
        <p className={heading}>
          {step === 'primary' ? m.updateEmailPrimaryHeading : format(m.updateEmailSecondaryHeading, { email })}
        </p>
      </div>
      <OtpForm
        pending={confirm.isPending}
        error={confirm.error ? localize(confirm.error.message) : undefined}
        onSubmit={(otp) =>
          confirm.mutate(
            { otp, step },
            {
              onSuccess: () => {
                if (step === 'primary') return replace('UpdateEmailSecondaryOtp', { email });
                toast.success(m.emailUpdated);
                reset('Account');
              },
            },
          )
        }
      />
    </div>
  );
}

/** The UpdateEmailPrimaryOtp view. */
export function UpdateEmailPrimaryOtp() {
  return <UpdateEmailOtp step="primary" />;
}
