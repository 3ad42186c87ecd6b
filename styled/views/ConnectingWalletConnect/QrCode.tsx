/** A QR code drawn as SVG by `qrcode` (loaded with this lazy view only), in the theme's QR colour. */
import { toString as qrToSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { qr } from './ConnectingWalletConnect.css';

/** Props of QrCode. */
export interface QrCodeProps {
  value: string | undefined;
  color: string;
  label: string;
}

/** The QR code of `value` (a `wc:` URI); an empty card while there is none yet. */
export function QrCode({ value, color, label }: QrCodeProps) {
  const [svg, setSvg] = useState<string>('');
  useEffect(() => {
    let live = true;
    if (!value) {
      setSvg('');
      return;
    }
    qrToSvg(value, { type: 'svg', margin: 0, errorCorrectionLevel: 'M', color: { dark: color, light: '#ffffff' } })
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg(''));
    return () => {
      live = false;
    };
  }, [value, color]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is the qrcode library's drawing of the URI (modules as path data, no text from the URI as markup)
    <div className={qr} role="img" aria-label={label} data-wc-uri={value} dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
