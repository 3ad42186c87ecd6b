/**
 * ConnectingWalletConnect (carries a wallet) and ConnectingWalletConnectBasic: starts a
 * WalletConnect pairing on entry and shows its URI as a QR code, with copy link; on a phone with
 * a chosen wallet, a button opens the wallet's deep link. The headless client renews the URI
 * before it expires; an error (in its own words) or an expired pairing offers a refresh. Connecting closes the modal.
 */
import { useCallback } from 'react';
import {
  useConnect,
  useModalActions,
  useRouterData,
  useTheme,
  useToastActions,
  useWalletConnectPairing,
  useWalletDock,
  isUserRejection,
  type ThemeState,
} from 'walletdock';
import { WALLETCONNECT_CONNECTOR_ID } from 'walletdock/utils';
import { format, useMessages } from '../../messages';
import { view } from '../../theme/root.css';
import { button, center, errorText, heading, muted } from '../../components/ui.css';
import { overridesFrom, themeFor } from '../../theme/themes';
import { QrCode } from './QrCode';
import { actions } from './ConnectingWalletConnect.css';
import { useLanguage } from '../../i18n/language';
import { useStartOnEntry } from '../../components/useStartOnEntry';

const selectQrColor = (s: ThemeState) => overridesFrom(s.themeVariables).qrColor ?? themeFor(s.themeMode).qrColor;

/** The WalletConnect pairing view (both router views). */
export function ConnectingWalletConnect({ basic }: { basic?: boolean }) {
  const m = useMessages();
  const { localize } = useLanguage();
  const dock = useWalletDock();
  const wallet = useRouterData('ConnectingWalletConnect')?.wallet;
  const { state: qrColor } = useTheme({ select: selectQrColor });
  const modal = useModalActions();
  const toast = useToastActions();
  const connect = useConnect();
  const { pairing, openWallet: openLink } = useWalletConnectPairing();

  const { mutate } = connect;
  const start = useCallback(() => {
    mutate(
      { connectorId: WALLETCONNECT_CONNECTOR_ID },
      { onSuccess: () => modal.closeAfterConnect(basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect') },
    );
  }, [mutate, modal, basic]);
  useStartOnEntry(WALLETCONNECT_CONNECTOR_ID, start);

  const uri = pairing.uri;
  const expired = pairing.status === 'disconnected' && !uri && connect.isError;
  const name = wallet?.name ?? 'WalletConnect';
  const isMobile = dock.isMobile();
  const openWallet = () => {
    if (!wallet) return;
    openLink({
      id: wallet.id,
      name: wallet.name,
      mobile_link: (wallet.mobile_link as string | null | undefined) ?? null,
    });
  };
  const copy = async () => {
    if (!uri) return;
    await navigator.clipboard?.writeText(uri).catch(() => undefined);
    toast.success(m.linkCopied);
  };

  // Why pairing failed, in the error's words (an app built without @walletconnect/universal-provider is told the npm i
  // that enables it). Failed before it had a URI, there is no code to scan: the reason and Refresh take its place.
  const reason = connect.isError && !isUserRejection(connect.error) ? localize(connect.error.message) : undefined;
  const failed = reason !== undefined && !uri;

  return (
    <div
      className={view}
      data-view={basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'}
      data-status={pairing.status}
    >
      <div className={center}>
        <p className={heading}>{basic ? m.scanTitle : format(m.connectingWaiting, { name })}</p>
        {failed ? null : <p className={muted}>{m.scanHint}</p>}
        {reason === undefined ? null : (
          <p className={errorText} role="alert">
            {reason}
          </p>
        )}
      </div>
      {failed ? null : <QrCode value={uri} color={qrColor} label={m.qrLabel} />}
      <div className={actions}>
        {isMobile && wallet && !failed ? (
          <button type="button" className={button.primary} onClick={openWallet} disabled={!uri}>
            {format(m.openWallet, { name })}
          </button>
        ) : null}
        {failed ? null : (
          <button type="button" className={button.secondary} onClick={copy} disabled={!uri}>
            {m.copyLink}
          </button>
        )}
        {connect.isError || expired || pairing.error ? (
          <button type="button" className={button.secondary} onClick={start}>
            {m.refresh}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** ConnectingWalletConnectBasic: the same pairing without a chosen wallet. */
export function ConnectingWalletConnectBasic() {
  return <ConnectingWalletConnect basic />;
}
