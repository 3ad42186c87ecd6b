/**
 * ConnectingSocial (carries a provider): the frame opens the provider's window once, on entry; the frame is shown below
 * the text, where it offers a "Continue with …" button when the browser blocked that window. Success connects the
 * wallet and closes the modal; a failure (the window closed, a time-out) says so, with a retry.
 */
import { useMutation } from '@tanstack/react-query';
import { isUserRejection, useModalActions, useRouterData } from 'walletdock';

import { format } from '../../messages';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { FrameBox } from '../../components/FrameBox';
import { useEmbedded } from '../../components/useEmbedded';
import { button, center, errorText, heading, muted } from '../../components/ui.css';
import { useSocialName } from '../../components/social-names';
import { useLanguage } from '../../i18n/language';
import { useStartOnEntry } from '../../components/useStartOnEntry';

const nothing = () => null;

/** The ConnectingSocial view. */
export function ConnectingSocial() {
  const m = useEmbeddedMessages();
  const { localize } = useLanguage();
  const provider = useRouterData('ConnectingSocial')?.provider;
  const name = useSocialName()(provider);
  const modal = useModalActions();
  const login = useMutation(useEmbedded(nothing).options.socialLogin);
  const run = () => {
    if (!provider) return;
    login.mutate(
      { provider },
      { onSuccess: () => modal.closeAfterConnect('ConnectingSocial'), onError: () => modal.shake() },
    );
  };
  useStartOnEntry(provider, run);
  return (
    <div className={view} data-view="ConnectingSocial" data-status={login.status}>
      <div className={center}>
        {login.isError ? (
          <>
            <p className={heading} role="alert">
              {isUserRejection(login.error) ? m.connectingDeclined : m.socialFailed}
            </p>
            <p className={errorText}>{localize(login.error.message)}</p>
            <button type="button" className={button.secondary} onClick={run}>
              {m.retry}
            </button>
          </>
        ) : (
          <>
            <p className={heading}>{format(m.socialHeading, { name })}</p>
            <p className={muted}>{m.socialHint}</p>
          </>
        )}
      </div>
      {login.isPending ? <FrameBox small /> : null}
    </div>
  );
}
