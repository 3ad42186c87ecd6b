/**
 * SIWXSignMessage: asks the connected wallet to sign the sign-in message (built by the flow).
 * Sign runs the flow's signIn (it stores the session and closes the modal; a failure shows the
 * error toast and keeps this view); Cancel runs the flow's cancel (disconnects when required).
 */
import { useSiwx, useWalletDock } from 'walletdock';
import { format, useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { button, center, heading, muted } from '../../components/ui.css';
import { actions } from './SIWXSignMessage.css';

const selectStatus = (s: { status: string }) => s.status;

/** The SIWXSignMessage view. */
export function SIWXSignMessage() {
  const m = useMessages();
  const dock = useWalletDock();
  const siwx = useSiwx({ select: selectStatus });
  const signing = siwx.state === 'signing';
  const app = dock.options.metadata?.name ?? '';
  return (
    <div className={view} data-view="SIWXSignMessage" data-status={siwx.state}>
      <div className={center}>
        <p className={heading}>{format(m.siwxHeading, { app })}</p>
        <p className={muted}>{m.siwxBody}</p>
      </div>
      <div className={actions}>
        <button type="button" className={button.secondary} onClick={() => void siwx.cancel()} disabled={signing}>
          {m.siwxCancel}
        </button>
        <button
          type="button"
          className={button.primary}
          onClick={() => siwx.signIn().catch(() => undefined /* shown by the flow's toast and state */)}
          disabled={signing}
        >
          {signing ? m.siwxSigning : m.siwxSign}
        </button>
      </div>
    </div>
  );
}
