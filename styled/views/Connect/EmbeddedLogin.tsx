/**
 * The email and social methods of Connect, a chunk loaded only when the host set the embedded wallet: the email form
 * (its code, or a new device's approval, follows in their views) and one button per social login (ConnectingSocial).
 * Focusing the email field starts loading the wallet frame, so the login answers sooner.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isUserRejection, useModalActions, useRouterActions } from 'walletdock';
import type { EmbeddedSocial } from 'walletdock/embedded';

import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { useSocialName } from '../../components/social-names';
import { useEmbedded } from '../../components/useEmbedded';
import { BrandMark } from '../../components/BrandMark';
import { form, input, socialButton, socials as socialsClass, socialWide } from '../../components/form.css';
import { format } from '../../messages';
import { button, errorText } from '../../components/ui.css';
import { useLanguage } from '../../i18n/language';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const nothing = () => null;

/** The email form; `lockedBy`: the hint's id while the legal checkbox is not ticked (the form is then disabled). */
export function EmailMethod({ lockedBy }: { lockedBy?: string | undefined }) {
  const m = useEmbeddedMessages();
  const { localize } = useLanguage();
  const { preload, options } = useEmbedded(nothing);
  const { push } = useRouterActions();
  const modal = useModalActions();
  const login = useMutation(options.emailLogin);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const error = invalid
    ? m.emailInvalid
    : login.isError && !isUserRejection(login.error)
      ? localize(login.error.message)
      : undefined;
  return (
    <form
      className={form}
      data-method="email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        if (!EMAIL.test(value)) return setInvalid(true);
        login.mutate(
          { email: value },
          {
            onSuccess: ({ action }) => {
              if (action === 'CONNECT') modal.closeAfterConnect('Connect');
              else push(action === 'VERIFY_OTP' ? 'EmailVerifyOtp' : 'EmailVerifyDevice', { email: value });
            },
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
        aria-invalid={error ? true : undefined}
        value={email}
        disabled={lockedBy !== undefined}
        aria-describedby={lockedBy}
        onFocus={preload}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
        }}
        data-testid="email-input"
      />
      {error ? (
        <p className={errorText} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={button.primary}
        disabled={lockedBy !== undefined || login.isPending || email.trim() === ''}
      >
        {m.emailContinue}
      </button>
    </form>
  );
}

/**
 * One button per social login with its brand mark: the first one wide ("Continue with Google"), the others as a row
 * of marks (each labelled with the provider's name), as the well-known modals lay them out.
 */
export function SocialMethod({ lockedBy }: { lockedBy?: string | undefined }) {
  const m = useEmbeddedMessages();
  const { socials, preload } = useEmbedded(nothing);
  const nameOf = useSocialName();
  const { push } = useRouterActions();
  const open = (provider: EmbeddedSocial) =>
    provider === 'farcaster' ? push('ConnectingFarcaster', { provider }) : push('ConnectingSocial', { provider });
  const [first, ...rest] = socials;
  return (
    <ul className={socialsClass} aria-label={m.socialListLabel} data-method="social">
      {first ? (
        <li className={socialWide}>
          <button
            type="button"
            className={`${button.secondary} ${socialButton}`}
            disabled={lockedBy !== undefined}
            aria-describedby={lockedBy}
            onPointerEnter={preload}
            onClick={() => open(first)}
            data-social={first}
          >
            <BrandMark provider={first} />
            {format(m.socialContinue, { name: nameOf(first) })}
          </button>
        </li>
      ) : null}
      {rest.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className={`${button.secondary} ${socialButton}`}
            aria-label={nameOf(provider)}
            title={nameOf(provider)}
            disabled={lockedBy !== undefined}
            aria-describedby={lockedBy}
            onPointerEnter={preload}
            onClick={() => open(provider)}
            data-social={provider}
          >
            <BrandMark provider={provider} size={22} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The method Connect asks for. */
export function EmbeddedLogin({ method, lockedBy }: { method: 'email' | 'social'; lockedBy?: string | undefined }) {
  return method === 'email' ? <EmailMethod lockedBy={lockedBy} /> : <SocialMethod lockedBy={lockedBy} />;
}
