/**
 * ConnectingExternal (carries a connector): asks the wallet once on entry, shows waiting, then
 * declined (a user rejection) or failed with a retry. A successful connect closes the modal.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isUserRejection, useConnector, useModalActions, useRouter, useWalletDock } from 'walletdock';
import { connectMutationOptions } from 'walletdock/query';
import { format, useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { button, center, errorText, heading, muted, spinner } from '../../components/ui.css';
import { useAnnounce } from '../../components/Announcer';
import { WalletImage } from '../../components/WalletImage';
import { actions, imageWrap } from './ConnectingExternal.css';
import { useLanguage } from '../../i18n/language';

const selectData = (s: { data: { connectorId?: string } | undefined }) => s.data?.connectorId;

/** The ConnectingExternal view. */
export function ConnectingExternal() {
  const m = useMessages();
  const { localize } = useLanguage();
  const { state: connectorId } = useRouter({ select: selectData });
  const modal = useModalActions();
  const connector = useConnector(connectorId);
  // The same mutation useConnect wraps, without its WalletConnect pairing part: useConnect
  // statically pulls the WalletConnect client (and classic zod) into the connect path's chunk.
  const dock = useWalletDock();
  const connect = useMutation(connectMutationOptions(dock));
  const started = useRef<string | undefined>(undefined);

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
  useEffect(() => {
    // Once per connector, also under StrictMode's double effects.
    if (!connectorId || started.current === connectorId) return;
    started.current = connectorId;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connectorId]);

  const name = connector?.name ?? '';
  const declined = connect.isError && isUserRejection(connect.error);
  // The wallet's own window may take the person's eyes: what the dialog waits for is said by its live region.
  useAnnounce(connect.isPending && name ? format(m.connectingWaiting, { name }) : undefined);
  return (
    <div className={view} data-view="ConnectingExternal" data-status={connect.status}>
      <div className={center}>
        <div className={imageWrap}>
          <WalletImage src={connector?.imageUrl} name={name || '?'} />
        </div>
        {connect.isError ? (
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
