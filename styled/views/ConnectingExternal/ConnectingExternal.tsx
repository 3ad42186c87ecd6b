/**
 * ConnectingExternal (carries a connector): asks the wallet once on entry, shows waiting, then
 * declined (a user rejection), timed out (the wallet did not answer within the instance's bound; Back leads to the
 * other wallets) or failed, each with a retry. A successful connect closes the modal.
 */
import {
  isUserRejection,
  useConnect,
  useConnector,
  useModalActions,
  useRouterActions,
  useRouterData,
} from 'walletdock';
import { format, useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { button, center, errorText, heading, muted, spinner } from '../../components/ui.css';
import { useAnnounce } from '../../components/Announcer';
import { WalletImage } from '../../components/WalletImage';
import { actions, imageWrap } from './ConnectingExternal.css';
import { useLanguage } from '../../i18n/language';
import { useStartOnEntry } from '../../components/useStartOnEntry';

/** The ConnectingExternal view. */
export function ConnectingExternal() {
  const m = useMessages();
  const { localize } = useLanguage();
  const connectorId = useRouterData('ConnectingExternal')?.connectorId;
  const modal = useModalActions();
  const router = useRouterActions();
  const connector = useConnector(connectorId);
  const connect = useConnect();

  const run = () => {
    if (!connectorId) return;
    connect.mutate(
      { connectorId, namespace: connector?.chain },
      {
        onSuccess: () => modal.closeAfterConnect('ConnectingExternal'),
        // The modal shakes (500 ms) to draw the eye to the failure.
        onError: () => modal.shake(),
      },
    );
  };
  useStartOnEntry(connectorId, run);

  const name = connector?.name ?? '';
  const declined = connect.isError && isUserRejection(connect.error);
  const timedOut = connect.isError && connect.error.code === 'TIMEOUT';
  // The wallet's own window may take the person's eyes: what the dialog waits for is said by its live region.
  useAnnounce(connect.isPending && name ? format(m.connectingWaiting, { name }) : undefined);
  return (
    <div className={view} data-view="ConnectingExternal" data-status={connect.status}>
      <div className={center}>
        <div className={imageWrap}>
          <WalletImage src={connector?.imageUrl} name={name || '?'} />
        </div>
        {connect.isError && timedOut ? (
          <>
            <p className={heading} role="alert" data-timed-out="">
              {localize(connect.error.message)}
            </p>
            <div className={actions}>
              <button type="button" className={button.secondary} onClick={() => router.goBack()}>
                {m.backLabel}
              </button>
              <button type="button" className={button.primary} onClick={run}>
                {m.retry}
              </button>
            </div>
          </>
        ) : connect.isError ? (
          <>
            <p className={heading} role="alert">
              {declined ? m.connectingDeclined : m.connectingFailed}
            </p>
            <p className={declined ? muted : errorText}>
              {declined ? m.connectingDeclinedHint : localize(connect.error.message)}
            </p>
            <div className={actions}>
              <button type="button" className={button.secondary} onClick={run}>
                {m.retry}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className={heading}>{format(m.connectingWaiting, { name })}</p>
            <p className={muted}>{m.connectingHint}</p>
            <span className={spinner} role="progressbar" aria-label={format(m.connectingWaiting, { name })} />
          </>
        )}
      </div>
    </div>
  );
}
