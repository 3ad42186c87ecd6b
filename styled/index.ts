/**
 * walletdock/styled: the drop-in modal and button, built only on walletdock's public hooks. Import
 * `walletdock/styled.css` once.
 *
 * @module walletdock/styled
 */
export { WalletDockModal } from './LazyModal';
export type { WalletDockModalProps } from './Modal';
export { ConnectButton, ConnectButtonRenderer } from './ConnectButton';
export type { ConnectButtonProps, ConnectButtonRenderProps, ConnectButtonRendererProps } from './ConnectButton';
export { defaultMessages, mergeMessages } from './messages';
export type { Messages, MessageKey } from './messages';
export type { PanelMessages, PanelMessageKey } from './views/panel-messages';
export { themeVars } from './theme/contract.css';
export { darkTheme, lightTheme, themeFor } from './theme/themes';
export type { StyledThemeVariables, ThemeValues } from './theme/themes';
