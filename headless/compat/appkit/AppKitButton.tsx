// AppKitButton: what `<appkit-button />` is in an AppKit app, as a React component over walletdock's ConnectButton.
import { ConnectButton } from 'walletdock/styled';

/** The attributes of `<appkit-button>` that mean something here. */
export interface AppKitButtonProps {
  /** The label before connecting (default "Connect Wallet"). */
  label?: string;
  /** The native balance in the account button: 'show' (the default) or 'hide'. */
  balance?: 'show' | 'hide';
}

/**
 * `<appkit-button />` for a walletdock app: the connect button, then the network and the account. The modal's
 * stylesheet (`walletdock/styled.css`) styles it.
 * @example
 * <AppKitButton balance="hide" />
 */
export function AppKitButton({ label, balance = 'show' }: AppKitButtonProps) {
  return <ConnectButton {...(label ? { label } : {})} showBalance={balance !== 'hide'} />;
}
