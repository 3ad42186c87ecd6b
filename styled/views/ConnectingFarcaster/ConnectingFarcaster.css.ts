/** ConnectingFarcaster's link: a secondary button's look, in the modal's text colour (not the browser's link blue). */
import { style } from '../../theme/style';
import { themeVars } from '../../theme/contract.css';

export const link = style({ color: themeVars.foreground, textDecoration: 'none' });
