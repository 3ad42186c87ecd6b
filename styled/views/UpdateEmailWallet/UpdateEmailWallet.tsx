/**
 * UpdateEmailWallet: the signed-in user's new email. The frame then emails a code to the current address
 * (UpdateEmailPrimaryOtp), or, for a user without one, straight to the new address (UpdateEmailSecondaryOtp).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouterActions } from 'walletdock';

import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { form, input } from '../../components/form.css';
import { useEmbedded } from '../../components/useEmbedded';
import { button, center, errorText, heading } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';

const nothing = () => null;

/** The UpdateEmailWallet view. */
export function UpdateEmailWallet() {
  const m = useEmbeddedMessages();
  const { localize } = useLanguage();
  const { push } = useRouterActions();
  const update = useMutation(useEmbedded(nothing).options.updateEmail);
  const [email, setEmail] = useState('');
  return (
    <div className={view} data-view="UpdateEmailWallet" data-status={update.status}>
      <div className={center}>
        <p className={heading}>{m.updateEmailHeading}</p>
      </div>
      <form
        className={form}
        onSubmit={(event) => {
          event.preventDefault();
          const value = email.trim();
          update.mutate(
            { email: value },
            {
              onSuccess: ({ action }) =>
                push(action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp', {
                  email: value,
                }),
            },
          );
        }}
      >
        <input
          className={input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={m.emailPlaceholder}
          aria-label={m.emailLabel}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoFocus
          data-testid="update-email-input"
        />
        {update.isError ? (
          <p className={errorText} role="alert">
            {localize(update.error.message)}
          </p>
        ) : null}
        <button type="submit" className={button.primary} disabled={update.isPending || email.trim() === ''}>
          {m.emailContinue}
        </button>
      </form>
    </div>
  );
}
