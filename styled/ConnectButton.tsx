/**
 * ConnectButton: the connect label, or the shortened address and the network when connected
 * (opening Account). ConnectButtonRenderer is the render-prop form for hosts that draw their own.
 */
import { useCallback, type ReactNode } from 'react';
import { shortenAddress, useAccount, useLocale, useModalActions, useNetwork, type AccountState, type CaipNetwork } from 'walletdock';
import type { NetworkView } from 'walletdock/types';
import { mergeMessages, useLoadedMessages, type Messages } from './messages';
import { useThemeStyle } from './theme/useThemeVars';
import { connectButton, network as networkClass } from './components/connectButton.css';

/** What ConnectButtonRenderer passes to its child function. */
export interface ConnectButtonRenderProps {
  connected: boolean;
  status: AccountState['status'];
  address: string | undefined;
  /** First 6 + "..." + last 4 characters. */
  displayAddress: string | undefined;
  /** The account's name (a registered name, or ENS), once known. */
  profileName: string | undefined;
  network: CaipNetwork | undefined;
  /** Opens the modal on Connect, or on Account when connected. */
  open(): void;
  openConnect(): void;
  openAccount(): void;
}

const selectAccount = (a: AccountState) => ({ address: a.address, status: a.status, profileName: a.profileName });
const selectNetwork = (n: NetworkView) => n.caipNetwork;

/** Render-prop form: `children(props)` draws the button. */
export function ConnectButtonRenderer({ children }: { children: (props: ConnectButtonRenderProps) => ReactNode }) {
  const account = useAccount({ select: selectAccount });
  const { network } = useNetwork({ select: selectNetwork });
  const modal = useModalActions();
  const connected = account.status === 'connected' && Boolean(account.address);
  const openConnect = useCallback(() => void modal.open({ view: 'Connect' }), [modal]);
  const openAccount = useCallback(() => void modal.open({ view: 'Account' }), [modal]);
  const open = useCallback(() => void modal.open(), [modal]);
  return (
    <>
      {children({
        connected,
        status: account.status,
        address: account.address,
        displayAddress: account.address ? shortenAddress(account.address) : undefined,
        profileName: connected ? account.profileName : undefined,
        network: connected ? network : undefined,
        open,
        openConnect,
        openAccount,
      })}
    </>
  );
}

/** Props of ConnectButton. */
export interface ConnectButtonProps {
  /** Overrides of the message table (connectButton is the label). */
  messages?: Partial<Messages>;
  className?: string;
}

/** The drop-in button. */
export function ConnectButton({ messages, className }: ConnectButtonProps) {
  const m = mergeMessages(messages, useLoadedMessages(useLocale().locale));
  const theme = useThemeStyle();
  return (
    <ConnectButtonRenderer>
      {(p) => (
        <button
          type="button"
          className={className ? `${connectButton} ${className}` : connectButton}
          style={theme.style}
          data-connected={p.connected ? 'true' : 'false'}
          data-walletdock-connect-button=""
          onClick={p.connected ? p.openAccount : p.openConnect}
        >
          {p.connected ? (
            <>
              <span data-profile-name={p.profileName}>{p.profileName ?? p.displayAddress}</span>
              {p.network ? <span className={networkClass}>{p.network.name}</span> : null}
            </>
          ) : (
            m.connectButton
          )}
        </button>
      )}
    </ConnectButtonRenderer>
  );
}
