/**
 * ConnectingFarcaster: Sign In With Farcaster. On entry the frame opens a relay channel; its URL shows as a QR code
 * (to scan with the Farcaster app) and as a link, and the view waits until the user signed in there; success
 * connects the wallet and closes the modal. An expired request or any failure says so and offers a new QR code
 * (a button: a channel is opened only when the user asks). Going back clears the URL and reloads the frame (the
 * router's back rule, in headless/core).
 */
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useModalActions, useTheme, type ThemeState } from 'walletdock';
import type { EmbeddedWalletState } from 'walletdock/embedded';

import { useEmbeddedMessages } from '../../components/useEmbeddedMessages';
import { useEmbedded } from '../../components/useEmbedded';
import { button, center, errorText, heading, muted } from '../../components/ui.css';
import { view } from '../../theme/root.css';
import { overridesFrom, themeFor } from '../../theme/themes';
import { link } from './ConnectingFarcaster.css';
import { useLanguage } from '../../i18n/language';
import { useStartOnEntry } from '../../components/useStartOnEntry';

// The QR code component of the WalletConnect view, in its own chunk: the login views need not carry `qrcode`.
const QrCode = lazy(() => import('../ConnectingWalletConnect/QrCode').then((m) => ({ default: m.QrCode })));
const selectUrl = (s: EmbeddedWalletState) => s.farcasterUrl;
const selectQrColor = (s: ThemeState) => overridesFrom(s.themeVariables).qrColor ?? themeFor(s.themeMode).qrColor;

/** The ConnectingFarcaster view. */
export function ConnectingFarcaster() {
  const m = useEmbeddedMessages();
  const { localize } = useLanguage();
  const { state: url, options } = useEmbedded(selectUrl);
  const { state: qrColor } = useTheme({ select: selectQrColor });
  const modal = useModalActions();
  const login = useMutation(options.socialLogin);
  const run = () =>
    login.mutate({ provider: 'farcaster' }, { onSuccess: () => modal.closeAfterConnect('ConnectingFarcaster') });
  useStartOnEntry('farcaster', run);
  return (
    <div className={view} data-view="ConnectingFarcaster" data-status={login.status}>
      <div className={center}>
        {login.isError ? (
          <>
            <p className={heading} role="alert">
              {m.farcasterFailed}
            </p>
            <p className={errorText}>{localize(login.error.message)}</p>
            <button type="button" className={button.primary} onClick={run} data-testid="farcaster-new-qr">
              {m.farcasterNewQr}
            </button>
          </>
        ) : (
          <>
            <Suspense fallback={null}>
              <QrCode value={url} color={qrColor} label={m.farcasterQrLabel} />
            </Suspense>
            <p className={heading}>{m.farcasterHeading}</p>
            <p className={muted}>{m.farcasterHint}</p>
            {url ? (
              <a
                className={`${button.secondary} ${link}`}
                href={url}
                target="_blank"
                rel="noreferrer"
                data-farcaster-url={url}
              >
                {m.farcasterOpenLink}
              </a>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
