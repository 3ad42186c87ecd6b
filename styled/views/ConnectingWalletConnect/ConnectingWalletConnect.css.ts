/** ConnectingWalletConnect styles: the QR code on a light card (scanners need contrast). */
import { style } from '../../theme/style';
import { themeVars } from '../../theme/contract.css';
import { radius } from '../../theme/tokens';

export const qr = style({
  width: 240,
  height: 240,
  alignSelf: 'center',
  padding: 12,
  background: '#ffffff',
  borderRadius: radius(4),
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: themeVars.qrColor,
});

export const actions = style({ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' });
