/**
 * EmailVerifyDevice: an existing wallet logs in on a new device; the frame emailed an approval link. The view waits
 * for the approval (30 s per wait, then "Try again"), then asks for the code the frame sends next.
 */
import { useMutation } from '@tanstack/react-query';
import { useRouterActions, useRouterData } from 'walletdock';

import { format } from '../../messages';
import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { view } from '../../theme/root.css';
import { button, center, errorText, heading, muted, spinner } from '../../components/ui.css';
import { useEmbedded } from '../../components/useEmbedded';
import { useLanguage } from '../../i18n/language';
import { useStartOnEntry } from '../../components/useStartOnEntry';

const nothing = () => null;

/** The EmailVerifyDevice view. */
export function EmailVerifyDevice() {
  const m = useEmbeddedMessages();
  const { localize } = useLanguage();
  const email = useRouterData('EmailVerifyDevice')?.email ?? '';
  const { replace } = useRouterActions();
  const wait = useMutation(useEmbedded(nothing).options.deviceApproval);
  const run = () => wait.mutate(undefined, { onSuccess: () => replace('EmailVerifyOtp', { email }) });
  useStartOnEntry('device approval', run);
  return (
    <div className={view} data-view="EmailVerifyDevice" data-status={wait.status}>
      <div className={center}>
        <p className={heading}>{format(m.deviceHeading, { email })}</p>
        <p className={muted}>{m.deviceHint}</p>
        {wait.isError ? (
          <>
            <p className={errorText} role="alert">
              {localize(wait.error.message)}
            </p>
            <button type="button" className={button.secondary} onClick={run}>
              {m.retry}
            </button>
          </>
        ) : (
          <span className={spinner} role="progressbar" aria-label={m.deviceWaiting} />
        )}
      </div>
    </div>
  );
}
